// The package imported by name from plain Node (no tsx of the importer's own): the in-process
// library works, and the entry exports everything engine/index.ts exports.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import * as engine from '../engine/index.ts';

it('imports by package name from plain Node and exposes the whole public API', () => {
  const script = `
    const m = await import('connector-engine');
    const kinds = m.createEngine().kinds();
    const c = m.createEngine().connector('stripe', { credentials: { api_key: 'sk_test_library_check' } });
    console.log(JSON.stringify({ keys: Object.keys(m).sort(), kinds, method: c.authMethod }));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(import.meta.dirname, '..'), encoding: 'utf8' });
  expect(r.stderr).toBe('');
  const out = JSON.parse(r.stdout);
  expect(out.keys).toEqual(Object.keys(engine).sort());
  expect(out.kinds).toContain('stripe');
  expect(out.method).toBe('token');
}, 30_000);
