// The command line's JSON output is complete when piped to a slow reader, and a reader that stops
// early ends the command quietly (issue: a piped `describe asana --json` was cut at 64 KiB).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const cli = join(import.meta.dirname, '../scripts/connector-engine.mjs');

it('describe --json is complete when piped to a reader that starts late', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'cli-out-')), 'out.json');
  // a real pipe whose reader sleeps first: the pipe fills (64 KiB) before anything is read
  const r = spawnSync(
    'sh',
    ['-c', `"${process.execPath}" "${cli}" describe asana --json | (sleep 1; cat > "${file}")`],
    { encoding: 'utf8' },
  );
  expect(r.status).toBe(0);
  const out = readFileSync(file, 'utf8');
  expect(out.length).toBeGreaterThan(64 * 1024);
  expect(JSON.parse(out).connector_type).toBe('asana');
}, 30_000);

it('a reader that stops early ends the command without a stack trace', () => {
  const r = spawnSync(
    'sh',
    ['-c', `"${process.execPath}" "${cli}" describe asana --json | head -c 100 > /dev/null`],
    { encoding: 'utf8' },
  );
  expect(r.stderr).not.toMatch(/EPIPE|at .*:\d+:\d+/);
}, 30_000);
