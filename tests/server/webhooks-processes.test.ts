// Two `connector-engine serve` processes on one database (PostgreSQL in the postgres project, one
// SQLite file in the sqlite one), both running the delivery loop: every event is delivered exactly
// once (each delivery is claimed under a lease by one process), and both stop cleanly on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { databaseUrlFor } from '../support/database.ts';
import { apiClient, newDataDir, runCli } from '../support/server.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

const cli = join(import.meta.dirname, '../../scripts/connector-engine.mjs');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function serve(env: Record<string, string>): { child: ChildProcess; port: Promise<number> } {
  const child = spawn(process.execPath, [cli, 'serve'], {
    env: { ...process.env, PORT: '0', CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const port = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (c) => {
      out += c;
      const line = out.split('\n').find((l) => l.includes('"event":"started"'));
      if (line) resolve(JSON.parse(line).port);
    });
    child.on('close', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return { child, port };
}

it('with two processes on one database, each event is delivered exactly once', async () => {
  const receiver = new WebhookReceiver();
  await receiver.start();
  const dataDir = newDataDir();
  const key = randomBytes(32).toString('base64');
  const databaseUrl = await databaseUrlFor(dataDir);
  const app = await runCli(dataDir, key, 'apps', 'create', '--init', '--org', 'two-senders');
  const env = {
    DATA_DIR: dataDir,
    CONNECTOR_ENGINE_MASTER_KEY: key,
    CONNECTOR_ENGINE_SYNC_ON_CREATE: 'false',
    CONNECTOR_ENGINE_WEBHOOK_ALLOW_PRIVATE: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const processes = [serve(env), serve(env)];
  const ports = await Promise.all(processes.map((p) => p.port));
  const token = (
    await apiClient(`http://127.0.0.1:${ports[0]}`)('POST', '/api/v1/account/applications/token', {
      client_id: app.out.client_id,
      client_secret: app.out.client_secret,
    })
  ).body.access_token;
  const apis = ports.map((p) => apiClient(`http://127.0.0.1:${p}`, () => token));
  const endpoint = await apis[0]!('POST', '/api/v1/webhooks', { url: receiver.url });
  expect(endpoint.status).toBe(201);
  receiver.secret = endpoint.body.secret;

  const ids = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const created = await apis[i % 2]!('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name: `S${i}`,
        credentials: { api_key: `sk_test_two_senders_${i}` },
      });
      expect(created.status).toBe(201);
      await apis[(i + 1) % 2]!('DELETE', `/api/v1/integrations/connectors/${created.body.id}`);
      return created.body.id as string;
    }),
  );
  await receiver.until((r) => r.events().length === 40, 30_000);
  await new Promise((r) => setTimeout(r, 2500)); // both loops have polled again since
  expect(receiver.unverified).toEqual([]);
  expect(receiver.received).toHaveLength(40); // no event sent twice
  for (const id of ids)
    expect(
      receiver.received
        .filter((r) => r.payload.data.connector_id === id)
        .map((r) => r.type)
        .sort(),
    ).toEqual(['connector.created', 'connector.deleted']);

  const exits = processes.map(
    (p) => new Promise<number | null>((r) => p.child.once('exit', (code) => r(code))),
  );
  for (const p of processes) p.child.kill('SIGTERM');
  expect(await Promise.all(exits)).toEqual([0, 0]);
  await receiver.stop();
}, 60_000);
