// Two `connector-engine serve` processes on one database (and one DATA_DIR, where the context store
// stays until its PostgreSQL backend lands): a sync runs once across them, and when the process
// running it dies (SIGKILL, mid-page) the other takes it over once the lease expires, resuming from
// the checkpoint, so that every record is stored exactly once. And processes starting at once on a
// fresh database apply its migrations once.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { databaseUrlFor, onPostgres, serviceSql } from '../support/database.ts';
import { ProgrammableVendor } from '../support/echo-vendor.ts';
import { apiClient, newDataDir, runCli } from '../support/server.ts';

const cli = join(import.meta.dirname, '../../scripts/connector-engine.mjs');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

const RECORDS = 1000; // 10 pages of 100
const customers = Array.from({ length: RECORDS }, (_, i) => ({
  id: `cus_${String(i).padStart(4, '0')}`,
  object: 'customer',
  email: `u${i}@example.com`,
  created: 1700000000 + i,
}));

function serve(env: Record<string, string>): { child: ChildProcess; port: Promise<number> } {
  const child = spawn(process.execPath, [cli, 'serve'], {
    env: {
      ...process.env,
      PORT: '0',
      CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0',
      CONNECTOR_ENGINE_SYNC_LEASE_SECONDS: '2',
      ...env,
    },
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

it('a sync whose process is killed is finished by the other process, with no record lost or duplicated', async () => {
  const vendor = new ProgrammableVendor();
  await vendor.start();
  const pages: string[] = []; // starting_after of each customers page asked for ('' for the first)
  let pageServed = () => {};
  vendor.handler = (req, res) => {
    const u = new URL(req.url!, 'http://x');
    if (u.pathname !== '/v1/customers')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"object":"list","has_more":false,"data":[]}');
    const after = u.searchParams.get('starting_after') ?? '';
    pages.push(after);
    pageServed();
    const start = after ? customers.findIndex((c) => c.id === after) + 1 : 0;
    const body = JSON.stringify({
      object: 'list',
      has_more: start + 100 < RECORDS,
      data: customers.slice(start, start + 100),
    });
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(body), 250); // a slow vendor
  };
  const dataDir = newDataDir();
  const key = randomBytes(32).toString('base64');
  const databaseUrl = await databaseUrlFor(dataDir);
  const app = await runCli(dataDir, key, 'apps', 'create', '--init', '--org', 'two-processes');
  const env = {
    DATA_DIR: dataDir,
    CONNECTOR_ENGINE_MASTER_KEY: key,
    CONNECTOR_ENGINE_UPSTREAM_STRIPE: vendor.origin,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const [first, second] = [serve(env), serve(env)];
  const [firstPort, secondPort] = await Promise.all([first.port, second.port]);
  const token = (
    await apiClient(`http://127.0.0.1:${firstPort}`)('POST', '/api/v1/account/applications/token', {
      client_id: app.out.client_id,
      client_secret: app.out.client_secret,
    })
  ).body.access_token;
  const onFirst = apiClient(`http://127.0.0.1:${firstPort}`, () => token);
  const onSecond = apiClient(`http://127.0.0.1:${secondPort}`, () => token);

  // the first process stores the connector and starts its first sync; killed while its 4th page is on the way
  const fourthPage = new Promise<void>((r) => (pageServed = () => pages.length === 4 && r()));
  const id = (
    await onFirst('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_two_processes' },
    })
  ).body.id as string;
  // asked of the second process meanwhile: the sync runs already (in the first), so nothing more starts
  expect((await onSecond('POST', `/api/v1/integrations/connectors/${id}/sync`)).status).toBe(202);
  await fourthPage;
  // the sync asks a page ahead: the 3rd is stored while the 4th is asked, whose answer is 250 ms away
  await new Promise((r) => setTimeout(r, 100));
  first.child.kill('SIGKILL');
  const customersState = async () =>
    (await onSecond('GET', `/api/v1/integrations/connectors/${id}/sync`)).body.entities.find(
      (e: { entity: string }) => e.entity === 'customers',
    );
  expect(await customersState()).toMatchObject({ state: 'running', running: true }); // the dead process's lease has not expired yet

  let st = await customersState();
  for (let i = 0; i < 300 && st.state !== 'done'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    st = await customersState();
  }
  expect(st).toMatchObject({ state: 'done', records: RECORDS, running: false });
  // resumed from the checkpoint (after the 3rd page, stored before the kill), not from the start
  const after = (page: number) => customers[page * 100 - 1]!.id;
  expect(pages).toEqual([
    '',
    after(1),
    after(2),
    after(3),
    after(3),
    after(4),
    after(5),
    after(6),
    after(7),
    after(8),
    after(9),
  ]);
  // the context store shares the service's database: the SQLite file, or the PostgreSQL schema
  const [counts] = (
    await serviceSql(
      dataDir,
      'SELECT count(*) AS n, count(DISTINCT record_id) AS ids FROM "cs_stripe__customers" WHERE superseded IS NULL',
    )
  ).rows;
  expect({ n: Number(counts.n), ids: Number(counts.ids) }).toEqual({ n: RECORDS, ids: RECORDS });
  second.child.kill('SIGTERM');
  await vendor.stop();
}, 60_000);

it('three processes starting at once on a fresh database all start, and apply each migration once', async () => {
  const dataDir = newDataDir();
  const databaseUrl = await databaseUrlFor(dataDir);
  const env = {
    DATA_DIR: dataDir,
    CONNECTOR_ENGINE_MASTER_KEY: randomBytes(32).toString('base64'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const started = [serve(env), serve(env), serve(env)];
  const ports = await Promise.all(started.map((s) => s.port));
  for (const port of ports)
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  const journal = JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        `../../server/db/migrations/${onPostgres ? 'pg' : 'sqlite'}/meta/_journal.json`,
      ),
      'utf8',
    ),
  );
  const applied = (
    await serviceSql(dataDir, 'SELECT created_at FROM __drizzle_migrations ORDER BY created_at')
  ).rows.map((r) => Number(r.created_at));
  expect(applied).toEqual(journal.entries.map((e: { when: number }) => e.when));
  for (const s of started) s.child.kill('SIGTERM');
}, 60_000);
