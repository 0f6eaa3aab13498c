// `connector-engine serve` as an operator runs it: bound to 127.0.0.1 unless HOST says otherwise,
// the database readable by its user only, and one clear line (no stack trace) when the port is taken.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { configFromEnv } from '../../server/main.ts';
import { databaseUrlFor } from '../support/database.ts';
import { ProgrammableVendor } from '../support/echo-vendor.ts';
import { apiClient, newDataDir, runCli } from '../support/server.ts';

const cli = join(import.meta.dirname, '../../scripts/connector-engine.mjs');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

function serve(env: Record<string, string>): {
  child: ChildProcess;
  started: Promise<{ port: number }>;
  exited: Promise<{ code: number | null; stderr: string }>;
  lines(): string[];
} {
  const child = spawn(process.execPath, [cli, 'serve'], {
    env: { ...process.env, CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  let out = '';
  const started = new Promise<{ port: number }>((resolve) => {
    child.stdout!.on('data', (c) => {
      out += c;
      const line = out.split('\n').find((l) => l.includes('"event":"started"'));
      if (line) resolve(JSON.parse(line));
    });
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr })),
  );
  return { child, started, exited, lines: () => out.split('\n') };
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

  const second = serve({
    PORT: String(port),
    DATA_DIR: newDataDir(),
    CONNECTOR_ENGINE_MASTER_KEY: key,
  });
  const { code, stderr } = await second.exited;
  expect(code).toBe(1);
  expect(stderr.trim().split('\n')).toEqual([
    `connector-engine: port ${port} on 127.0.0.1 is in use; set PORT to another port (or stop what uses it).`,
  ]);
  first.child.kill('SIGTERM');
  expect((await first.exited).code).toBe(0);
}, 60_000);

it('on SIGTERM stops accepting, lets an in-flight call finish with 200, and logs the stop', async () => {
  const vendor = new ProgrammableVendor();
  await vendor.start();
  vendor.handler = (_q, res) =>
    setTimeout(
      () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"object":"balance","available":[]}'),
      1500,
    );
  const dataDir = newDataDir();
  const key = randomBytes(32).toString('base64');
  const app = await runCli(dataDir, key, 'apps', 'create', '--init', '--org', 'shutdown-org');
  const databaseUrl = await databaseUrlFor(dataDir); // the suites' PostgreSQL schema, when they run there
  const server = serve({
    PORT: '0',
    DATA_DIR: dataDir,
    CONNECTOR_ENGINE_MASTER_KEY: key,
    CONNECTOR_ENGINE_UPSTREAM_STRIPE: vendor.origin,
    CONNECTOR_ENGINE_SHUTDOWN_GRACE_SECONDS: '10',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { port } = await server.started;
  const api = apiClient(`http://127.0.0.1:${port}`, () => token);
  let token: string | undefined;
  token = (
    await api('POST', '/api/v1/account/applications/token', {
      client_id: app.out.client_id,
      client_secret: app.out.client_secret,
    })
  ).body.access_token;
  const made = await api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: 'stripe',
    name: 'S',
    credentials: { api_key: 'sk_test_shutdown_1' },
  });
  const inflight = api('POST', `/api/v1/integrations/connectors/${made.body.id}/execute`, {
    entity: 'balance',
    action: 'get',
  });
  await new Promise((r) => setTimeout(r, 400));
  server.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 200));
  const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.status,
    () => 'refused',
  );
  expect(refused).toBe('refused'); // no new connections once stopping
  const res = await inflight;
  expect([res.status, res.body.status]).toEqual([200, 'success']);
  const { code } = await server.exited;
  expect(code).toBe(0);
  expect(server.lines().filter((l) => /"event":"(stopping|stopped)"/.test(l))).toHaveLength(2);
  await vendor.stop();
}, 60_000);

it('npm start followed by SIGTERM to npm stops the service too (no orphaned node)', async () => {
  const child = spawn('npm', ['start'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: newDataDir(),
      CONNECTOR_ENGINE_MASTER_KEY: randomBytes(32).toString('base64'),
      CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const started = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      const line = out.split('\n').find((l) => l.includes('"event":"started"'));
      if (line) resolve(line);
    });
  });
  expect(started.match(/"pid":/g)).toHaveLength(1); // pino's own field, not repeated by the event
  const pid = JSON.parse(started).pid as number;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('close', r));
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 50 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(alive()).toBe(false);
}, 60_000);
