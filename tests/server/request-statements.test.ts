// An execute on a stored connector costs one database statement (SQLite) or one round trip
// (PostgreSQL): the token check, the application's grants and the connector row in one prepared query
// (server/connector-rows.ts tokenAccess). Counted by wrapping the database drivers' own execution
// methods in this test process (better-sqlite3 statements, pg clients), around real requests to the
// real service. Nothing is cached across requests: revoking the application, or its grant of the
// organisation, refuses the very next execute. Only statements run while handling a request count (an
// AsyncLocalStorage of this test around Node's 'request' events): the service's own timers (webhook
// delivery polls, sync claims, purges) run outside any request and can land during one on a loaded
// machine. The execution log's rows are written in batches on a timer of their own, off the request,
// so its inserts are not counted either.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, Server as HttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, serviceSql } from '../support/database.ts';
import { runCli, signIn, startTestServer, type TestServer } from '../support/server.ts';

/** Marks the code that runs for an HTTP request this process serves. */
const inRequest = new AsyncLocalStorage<true>();
const emit = HttpServer.prototype.emit;
HttpServer.prototype.emit = function (this: HttpServer, event: string, ...args: unknown[]) {
  const emitted = () => Reflect.apply(emit, this, [event, ...args]) as boolean;
  return event === 'request' ? inRequest.run(true, emitted) : emitted();
} as typeof emit;

/** The SQL of each statement run while handling a request since the last reset. */
let statements: string[] = [];
function sqlOf(self: unknown, args: unknown[]): string {
  const sql = (self as { source?: unknown }).source ?? args[0];
  const text = typeof sql === 'string' ? sql : (sql as { text?: unknown } | undefined)?.text;
  return String(text);
}
function counting<T extends object>(proto: T, methods: string[]): void {
  for (const m of methods) {
    const real = (proto as Record<string, (...a: unknown[]) => unknown>)[m]!;
    (proto as Record<string, unknown>)[m] = function (this: unknown, ...args: unknown[]) {
      const text = sqlOf(this, args);
      // The execution log's batched insert (server/execution-log.ts) may start inside a request.
      if (inRequest.getStore() && !/insert into "?execution_logs/i.test(text))
        statements.push(text);
      return real.apply(this, args);
    };
  }
}
const probe = new Database(':memory:');
counting(Object.getPrototypeOf(probe.prepare('SELECT 1')), ['all', 'get', 'run', 'iterate']);
counting(Object.getPrototypeOf(probe), ['exec', 'pragma']);
probe.close();
counting(pg.Client.prototype, ['query']);

const vendor: Server = createServer((req, res) =>
  req
    .resume()
    .on('end', () =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', has_more: false, data: [{ id: 'cus_1' }] })),
    ),
);
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
let execute: () => ReturnType<typeof a.api>;

beforeAll(async () => {
  await new Promise<void>((r) => vendor.listen(0, '127.0.0.1', r));
  server = await startTestServer({
    upstreams: { stripe: `http://127.0.0.1:${(vendor.address() as AddressInfo).port}` },
    sync: { intervalSeconds: 0, onCreate: false },
  });
  a = await signIn(server, 'statements-org');
  const created = await a.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: 'stripe',
    name: 'counted',
    credentials: { api_key: 'sk_test_statements_0000' },
  });
  const path = `/api/v1/integrations/connectors/${created.body.id}/execute`;
  execute = () =>
    a.api('POST', path, { entity: 'customers', action: 'list', params: { limit: 1 } });
}, 30_000);
afterAll(async () => {
  await server.close();
  vendor.close();
});

describe(`statements per execute (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('is one, once the connector is built', async () => {
    expect((await execute()).status).toBe(200); // builds the connector (credentials opened once)
    const counted = async () => {
      statements = [];
      expect((await execute()).status).toBe(200);
      return statements;
    };
    for (let i = 0; i < 3; i++) expect(await counted()).toHaveLength(1);
  });

  it("refuses the next execute once the organisation's grant is gone", async () => {
    expect((await execute()).status).toBe(200);
    await serviceSql(server.dataDir, 'DELETE FROM application_grants WHERE application_id = ?', [
      a.app.client_id,
    ]);
    expect((await execute()).status).toBe(403);
    await serviceSql(
      server.dataDir,
      'INSERT INTO application_grants (application_id, organization_id, created_at) VALUES (?, ?, ?)',
      [a.app.client_id, a.app.organization_id, new Date().toISOString()],
    );
    expect((await execute()).status).toBe(200);
  });

  it('refuses the next execute once the application is revoked', async () => {
    expect((await execute()).status).toBe(200);
    const revoked = await runCli(
      server.dataDir,
      server.masterKey,
      'apps',
      'revoke',
      '--client-id',
      a.app.client_id,
    );
    expect(revoked.status).toBe(0);
    const res = await execute();
    expect([res.status, res.body.message]).toEqual([401, expect.stringMatching(/revoked/)]);
  });
});
