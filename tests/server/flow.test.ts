// The hosted service end to end over real HTTP and a real SQLite file: application, token, create,
// execute through the upstream override, list, patch, delete; restart on the same data folder.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeUpstream } from '../support/fake-upstream.ts';
import { apiClient, runCli, signIn, startTestServer, type TestServer } from '../support/server.ts';

const STRIPE_KEY = 'sk_test_51ServerFlowSecretKey000001';
const STRIPE_KEY_2 = 'sk_test_51ServerFlowSecretKey000002';
const fake = new FakeUpstream();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;

const customersPage = (ids: string[], hasMore = false) => ({
  object: 'list',
  url: '/v1/customers',
  has_more: hasMore,
  data: ids.map((id) => ({
    id,
    object: 'customer',
    email: `${id}@example.com`,
    name: `Name ${id}`,
    metadata: { tier: 'gold' },
    address: { city: 'Berlin', country: 'DE' },
  })),
});

beforeAll(async () => {
  const origin = await fake.start();
  server = await startTestServer({ upstreams: { stripe: origin }, checkRequests: 'full' });
  session = await signIn(server, 'acme');
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});

describe('the whole flow', () => {
  let connectorId: string;

  it('issues a 15-minute bearer token for the application', () => {
    expect(session.tokenResponse).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      organization_id: session.app.organization_id,
    });
    expect(session.tokenResponse.access_token.split('.')).toHaveLength(3);
  });

  it('creates a connector and returns it without credentials', async () => {
    const res = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'ws-1',
      connector_type: 'stripe',
      name: 'Payments',
      credentials: { api_key: STRIPE_KEY },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Payments',
      connector_type: 'stripe',
      workspace_name: 'ws-1',
      auth_method: 'token',
      status: 'active',
      environment: {},
      replication_config: null,
    });
    expect(res.body.id).toMatch(/^conn_/);
    expect(Object.keys(res.body).sort()).toEqual([
      'auth_method',
      'connector_type',
      'created_at',
      'environment',
      'id',
      'name',
      'replication_config',
      'status',
      'sync',
      'updated_at',
      'workspace_name',
    ]);
    connectorId = res.body.id;
  });

  it('executes against the vendor API through the upstream override, in the hosted envelope', async () => {
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/v1/customers',
          query: { limit: '2' },
          headers: { authorization: `Bearer ${STRIPE_KEY}` },
        },
        response: { body: customersPage(['cus_1', 'cus_2'], true) },
      },
    ]);
    const res = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${connectorId}/execute`,
      { entity: 'customers', action: 'list', params: { limit: 2 } },
    );
    expect(fake.failures).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.result.map((r: { id: string }) => r.id)).toEqual(['cus_1', 'cus_2']);
    expect(res.body.connector_metadata).toEqual({ has_more: true });
    expect(res.body.execution_metadata.connector_instance_id).toBe(connectorId);
    expect(typeof res.body.execution_metadata.execution_time_ms).toBe('number');
  });

  it('hands a money-moving write its idempotency key back, in the error body as in the success envelope', async () => {
    const card = {
      status: 402,
      body: {
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      },
    };
    const intent = { method: 'POST', path: '/v1/payment_intents/pi_1/confirm' };
    fake.expect([
      { request: intent, response: card },
      {
        request: { ...intent, headers: { 'idempotency-key': 'order-7' } },
        response: { body: { id: 'pi_1', object: 'payment_intent', status: 'succeeded' } },
      },
    ]);
    const execute = (params: object) =>
      session.api('POST', `/api/v1/integrations/connectors/${connectorId}/execute`, {
        entity: 'payment_intents',
        action: 'confirm',
        params,
      });
    const failed = await execute({ id: 'pi_1' });
    const key = fake.received[0]!.headers['idempotency-key'];
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({
      message: expect.stringContaining('declined'),
      connector_metadata: { idempotency_key: key },
    });
    const ok = await execute({ id: 'pi_1', idempotency_key: 'order-7' });
    expect([ok.status, ok.body.connector_metadata]).toEqual([200, { idempotency_key: 'order-7' }]);
    expect(fake.failures).toEqual([]);
  });

  it('projects records with select_fields and exclude_fields', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/v1/customers', query: { limit: '10' } },
        response: { body: customersPage(['cus_1']) },
      },
    ]);
    const sel = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${connectorId}/execute`,
      { entity: 'customers', action: 'list', select_fields: ['id', 'address.city'] },
    );
    expect(sel.body.result).toEqual([{ id: 'cus_1', address: { city: 'Berlin' } }]);
    fake.expect([
      {
        request: { method: 'GET', path: '/v1/customers', query: { limit: '10' } },
        response: { body: customersPage(['cus_1']) },
      },
    ]);
    const exc = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${connectorId}/execute`,
      {
        entity: 'customers',
        action: 'list',
        exclude_fields: ['metadata', 'address.country', 'email'],
      },
    );
    expect(exc.body.result).toEqual([
      { id: 'cus_1', object: 'customer', name: 'Name cus_1', address: { city: 'Berlin' } },
    ]);
  });

  it('follows pages when asked', async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/v1/customers', query: { limit: '1' } },
        response: { body: customersPage(['cus_2'], true) },
      },
      {
        request: {
          method: 'GET',
          path: '/v1/customers',
          query: { limit: '1', starting_after: 'cus_2' },
        },
        response: { body: customersPage(['cus_1'], false) },
      },
    ]);
    const res = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${connectorId}/execute`,
      { entity: 'customers', action: 'list', params: { limit: 1 }, paginate: { max_pages: 5 } },
    );
    expect(res.body.result.map((r: { id: string }) => r.id)).toEqual(['cus_2', 'cus_1']);
  });

  it('lists, reads and renames connectors', async () => {
    const list = await session.api('GET', '/api/v1/integrations/connectors?workspace_name=ws-1');
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([connectorId]);
    expect(
      (await session.api('GET', '/api/v1/integrations/connectors?workspace_name=other')).body.data,
    ).toEqual([]);
    const patched = await session.api('PATCH', `/api/v1/integrations/connectors/${connectorId}`, {
      name: 'Payments EU',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe('Payments EU');
    expect(
      (await session.api('GET', `/api/v1/integrations/connectors/${connectorId}`)).body.name,
    ).toBe('Payments EU');
  });

  it('replaces credentials (validated) and executes with the new ones', async () => {
    const bad = await session.api('PATCH', `/api/v1/integrations/connectors/${connectorId}`, {
      credentials: { api_kee: STRIPE_KEY_2 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('credentials.api_key');
    // the failed patch changed nothing: the old key still works
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/v1/balance',
          headers: { authorization: `Bearer ${STRIPE_KEY}` },
        },
        response: { body: { object: 'balance', available: [], pending: [], livemode: false } },
      },
    ]);
    expect(
      (
        await session.api('POST', `/api/v1/integrations/connectors/${connectorId}/execute`, {
          entity: 'balance',
          action: 'get',
        })
      ).status,
    ).toBe(200);
    expect(fake.failures).toEqual([]);
    const ok = await session.api('PATCH', `/api/v1/integrations/connectors/${connectorId}`, {
      credentials: { api_key: STRIPE_KEY_2 },
    });
    expect(ok.status).toBe(200);
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/v1/balance',
          headers: { authorization: `Bearer ${STRIPE_KEY_2}` },
        },
        response: { body: { object: 'balance', available: [], pending: [], livemode: false } },
      },
    ]);
    expect(
      (
        await session.api('POST', `/api/v1/integrations/connectors/${connectorId}/execute`, {
          entity: 'balance',
          action: 'get',
        })
      ).status,
    ).toBe(200);
    expect(fake.failures).toEqual([]);
  });

  it('lists the connector kinds with their entities and credential schemas', async () => {
    const res = await session.api('GET', '/api/v1/connector-types');
    const stripe = res.body.data.find(
      (k: { connector_type: string }) => k.connector_type === 'stripe',
    );
    expect(stripe.auth_methods[0]).toMatchObject({
      method: 'token',
      credentials: { required: ['api_key'] },
    });
    expect(
      stripe.entities
        .find((e: { name: string }) => e.name === 'customers')
        .actions.map((a: { action: string }) => a.action),
    ).toContain('api_search');
  });

  it('deletes a connector', async () => {
    const del = await session.api('DELETE', `/api/v1/integrations/connectors/${connectorId}`);
    expect(del.status).toBe(204);
    expect(
      (await session.api('GET', `/api/v1/integrations/connectors/${connectorId}`)).status,
    ).toBe(404);
    expect(
      (
        await session.api('POST', `/api/v1/integrations/connectors/${connectorId}/execute`, {
          entity: 'balance',
          action: 'get',
        })
      ).status,
    ).toBe(404);
  });

  it('logs one JSON line per request with ids, never secrets', () => {
    const lines = server.logs.map((l) => JSON.parse(l));
    const exec = lines.find(
      (l) => l.route === '/api/v1/integrations/connectors/:id/execute' && l.status === 200,
    );
    expect(exec).toMatchObject({
      request_id: expect.any(String),
      method: 'POST',
      connector_id: expect.stringMatching(/^conn_/),
      entity: 'customers',
      action: 'list',
      organization_id: session.app.organization_id,
    });
    expect(typeof exec.duration_ms).toBe('number');
    const all = server.logs.join('\n');
    for (const secret of [STRIPE_KEY, STRIPE_KEY_2, session.app.client_secret, session.token()])
      expect(all).not.toContain(secret);
  });

  it('never shows a secret in a response, and never stores one in clear', () => {
    const responses = session.api.seen.join('\n');
    for (const secret of [STRIPE_KEY, STRIPE_KEY_2, session.app.client_secret])
      expect(responses).not.toContain(secret);
    for (const f of readdirSync(server.dataDir)) {
      const bytes = readFileSync(join(server.dataDir, f)).toString('latin1');
      for (const secret of [STRIPE_KEY, STRIPE_KEY_2, session.app.client_secret])
        expect(bytes, f).not.toContain(secret);
    }
  });
});

describe('restart on the same data folder', () => {
  it('keeps connectors executable and tokens valid; a wrong master key fails at once', async () => {
    const created = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'ws-2',
      connector_type: 'stripe',
      name: 'Kept',
      credentials: { api_key: STRIPE_KEY },
    });
    await server.close();
    const bad = await startTestServer({
      dataDir: server.dataDir,
      masterKey: Buffer.alloc(32, 7).toString('base64'),
      upstreams: { stripe: fake.origin },
    }).then(
      () => 'started',
      (e: Error) => e.message,
    );
    expect(bad).toMatch(/master key does not match/);
    server = await startTestServer({
      dataDir: server.dataDir,
      masterKey: server.masterKey,
      upstreams: { stripe: fake.origin },
    });
    const api = apiClient(server.url, session.token);
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/v1/balance',
          headers: { authorization: `Bearer ${STRIPE_KEY}` },
        },
        response: { body: { object: 'balance', available: [], pending: [], livemode: false } },
      },
    ]);
    const res = await api('POST', `/api/v1/integrations/connectors/${created.body.id}/execute`, {
      entity: 'balance',
      action: 'get',
    });
    expect(res.status).toBe(200);
    expect(fake.failures).toEqual([]);
  });

  it('creates the key file with mode 0600 when no key is given, and the CLI refuses a wrong key', async () => {
    const dir = (await import('../support/server.ts')).newDataDir();
    expect((await runCli(dir, undefined, 'apps', 'create', '--init', '--org', 'solo')).status).toBe(
      0,
    );
    expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    const wrong = await runCli(
      dir,
      Buffer.alloc(32, 9).toString('hex'),
      'apps',
      'create',
      '--org',
      'solo',
    );
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/master key does not match/);
    expect((await runCli(dir, 'too-short', 'apps', 'create', '--org', 'solo')).stderr).toMatch(
      /must hold a 32-byte key/,
    );
  }, 30_000); // three CLI processes
});

describe('server configuration', () => {
  it('reads PORT, DATA_DIR, the master key and per-kind upstream overrides from the environment', async () => {
    const { configFromEnv } = await import('../../server/main.ts');
    const c = configFromEnv({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      CONNECTOR_ENGINE_MASTER_KEY: 'k',
      CONNECTOR_ENGINE_UPSTREAM_PAYPAL_TRANSACTION: 'http://127.0.0.1:1',
      CONNECTOR_ENGINE_UPSTREAM_STRIPE: 'http://127.0.0.1:2',
    });
    expect(c).toMatchObject({
      port: 9000,
      dataDir: '/tmp/x',
      masterKey: 'k',
      upstreams: { 'paypal-transaction': 'http://127.0.0.1:1', stripe: 'http://127.0.0.1:2' },
    });
    expect(configFromEnv({})).toMatchObject({ port: 8080, upstreams: {} });
  });

  it('reads DATABASE_URL (PostgreSQL only) and DATABASE_POOL_SIZE; without them the tables stay in SQLite', async () => {
    const { configFromEnv } = await import('../../server/main.ts');
    expect(
      configFromEnv({ DATABASE_URL: 'postgres://u@db:5432/app', DATABASE_POOL_SIZE: '20' }),
    ).toMatchObject({ databaseUrl: 'postgres://u@db:5432/app', databasePoolSize: 20 });
    expect(configFromEnv({}).databaseUrl).toBeUndefined();
    expect(() => configFromEnv({ DATABASE_URL: 'mysql://u@db/app' })).toThrow(
      /DATABASE_URL must be a PostgreSQL URL/,
    );
    expect(() =>
      configFromEnv({ DATABASE_URL: 'postgres://u@db/app', DATABASE_POOL_SIZE: 'many' }),
    ).toThrow(/DATABASE_POOL_SIZE must be a number/);
  });
});
