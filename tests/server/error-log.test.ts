// Every 5xx answer is logged with its cause: a database error that carries a `code` (invisible in
// the log before), and a vendor failure with its error code and the vendor's status. The answer
// stays the generic body without internals; no secret reaches the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, serviceSql } from '../support/database.ts';
import { FakeUpstream } from '../support/fake-upstream.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const KEY = 'sk_test_error_log_secret_key_0001';
const fake = new FakeUpstream();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;

const logLine = (requestId: string) =>
  server.logs.map((l) => JSON.parse(l)).find((l) => l.request_id === requestId && l.status);

beforeAll(async () => {
  server = await startTestServer({ upstreams: { stripe: await fake.start() } });
  session = await signIn(server, 'error-log');
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});

describe('5xx answers in the log', () => {
  it('a database error with a code: generic 500 body, and a log line with request id, name, code and message', async () => {
    // the same refusal on either database: a trigger that aborts every insert into connectors
    const refuse = onPostgres
      ? [
          "CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'connectors are read-only in this test'; END $$ LANGUAGE plpgsql",
          'CREATE TRIGGER refuse_connectors BEFORE INSERT ON connectors FOR EACH ROW EXECUTE FUNCTION refuse()',
        ]
      : [
          "CREATE TRIGGER refuse_connectors BEFORE INSERT ON connectors BEGIN SELECT RAISE(ABORT, 'connectors are read-only in this test'); END;",
        ];
    for (const statement of refuse) await serviceSql(server.dataDir, statement);
    try {
      const res = await session.api(
        'POST',
        '/api/v1/integrations/connectors',
        {
          workspace_name: 'ws',
          connector_type: 'stripe',
          name: 'S',
          credentials: { api_key: KEY },
        },
        { 'x-request-id': 'req-sqlite-500' },
      );
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        message: 'Internal error.',
        errors: [{ field: null, message: 'Internal error.', error_code: 'internal' }],
      });
      expect(res.text).not.toMatch(/SQLITE|trigger|read-only|\bat .*\.ts/);
      expect(res.headers.get('x-request-id')).toBe('req-sqlite-500');
      expect(logLine('req-sqlite-500')).toMatchObject({
        level: 'error',
        status: 500,
        route: '/api/v1/integrations/connectors',
        error_message: 'connectors are read-only in this test',
        ...(onPostgres
          ? { error: 'error', error_code: 'P0001' }
          : { error: 'SqliteError', error_code: 'SQLITE_CONSTRAINT_TRIGGER' }),
      });
      expect(server.logs.join('\n')).not.toContain('Failed query'); // never the SQL and its parameters
    } finally {
      await serviceSql(
        server.dataDir,
        `DROP TRIGGER refuse_connectors${onPostgres ? ' ON connectors' : ''}`,
      );
    }
  });

  it('a vendor failure (502): the log line has the error code and the vendor status', async () => {
    const created = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'ws',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: KEY },
    });
    expect(created.status).toBe(201);
    fake.expect([
      {
        request: {
          method: 'POST',
          path: '/v1/customers',
          headers: { authorization: `Bearer ${KEY}` },
          body: { email: 'a@example.com' },
        },
        response: { status: 503, body: { error: { message: 'Service down' } } },
      },
    ]);
    const res = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${created.body.id}/execute`,
      { entity: 'customers', action: 'create', params: { email: 'a@example.com' } },
      { 'x-request-id': 'req-vendor-502' },
    );
    expect(fake.failures).toEqual([]);
    expect([res.status, res.body.errors[0].error_code]).toEqual([502, 'upstream_error']);
    expect(logLine('req-vendor-502')).toMatchObject({
      level: 'error',
      status: 502,
      error: 'EngineError',
      error_code: 'upstream_error',
      upstream_status: 503,
      error_message: expect.stringContaining('Service down'),
    });
  });

  it('never logs the credentials or request bodies', () => {
    const logs = server.logs.join('\n');
    expect(logs).not.toContain(KEY);
    expect(logs).not.toContain('a@example.com');
  });
});
