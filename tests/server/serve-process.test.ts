// `connector-engine serve` as an operator runs it: bound to 127.0.0.1 unless HOST says otherwise,
// the database readable by its user only, and one clear line (no stack trace) when the port is taken.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { configFromEnv } from '../../server/main.ts';
import { newDataDir } from '../support/server.ts';

const cli = join(import.meta.dirname, '../../scripts/connector-engine.mjs');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function serve(env: Record<string, string>): { child: ChildProcess; started: Promise<{ port: number }>; exited: Promise<{ code: number | null; stderr: string }> } {
  const child = spawn(process.execPath, [cli, 'serve'], { env: { ...process.env, CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  const started = new Promise<{ port: number }>((resolve) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      const line = out.split('\n').find((l) => l.includes('"event":"started"'));
      if (line) resolve(JSON.parse(line));
    });
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stderr })));
  return { child, started, exited };
}

it('binds 127.0.0.1 by default, keeps the database at mode 0600, and says so in one line when the port is taken', async () => {
  expect(configFromEnv({}).host).toBe('127.0.0.1');
  expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  const dataDir = newDataDir();
  const key = randomBytes(32).toString('base64');
  const first = serve({ PORT: '0', DATA_DIR: dataDir, CONNECTOR_ENGINE_MASTER_KEY: key });
  const { port } = await first.started;
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  expect(statSync(join(dataDir, 'connector-engine.db')).mode & 0o777).toBe(0o600);

  const second = serve({ PORT: String(port), DATA_DIR: newDataDir(), CONNECTOR_ENGINE_MASTER_KEY: key });
  const { code, stderr } = await second.exited;
  expect(code).toBe(1);
  expect(stderr.trim().split('\n')).toEqual([`connector-engine: port ${port} on 127.0.0.1 is in use; set PORT to another port (or stop what uses it).`]);
  first.child.kill('SIGTERM');
  expect((await first.exited).code).toBe(0);
}, 60_000);
