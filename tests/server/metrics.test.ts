// GET /metrics and GET /readyz over real HTTP to the real server: requests counted by route pattern
// (never a raw path with ids) and status with latency histograms; upstream attempts to fake vendors
// on 127.0.0.1 by kind and status, a retry after a 503, a token refresh after a 401, a sync run and a
// search; the optional metrics token; readiness failing when a migration is missing or the database
// is closed.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { buildServices } from '../../server/main.ts';
import { onPostgres, serviceSql } from '../support/database.ts';
import { FakeOAuthProvider } from '../support/fake-oauth.ts';
import { freshConfig, signIn, type TestServer } from '../support/server.ts';
import { startStoreServer, waitForSync } from '../support/store-server.ts';

// A Stripe-shaped customer list that answers 503 to the next `unavailable` requests.
let unavailable = 0;
const customers = Array.from({ length: 5 }, (_, i) => ({
  id: `cus_${i}`,
  object: 'customer',
  email: `u${i}@example.com`,
  created: 1700000000 + i,
  currency: 'usd',
  description: `customer ${i}`,
}));
const vendor: Server = createServer((req, res) => {
  if (unavailable > 0)
    return void (unavailable--,
    res
      .writeHead(503, { 'content-type': 'application/json' })
      .end('{"error":{"message":"try later"}}'));
  const data = req.url?.startsWith('/v1/customers') ? customers : [];
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ object: 'list', has_more: false, data }));
});
const provider = new FakeOAuthProvider();
const OAUTH_APP = { id: 'metrics-client', secret: 'metrics-client-secret-value' };
const METRICS_TOKEN = 'metrics-scrape-token-value';
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  await new Promise<void>((r) => vendor.listen(0, '127.0.0.1', r));
  await provider.start();
  provider.clients.set(OAUTH_APP.id, OAUTH_APP.secret);
  const stripe = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  server = await startStoreServer({
    upstreams: { stripe, asana: provider.origin },
    oauthDefaults: { asana: OAUTH_APP },
    metricsToken: METRICS_TOKEN,
  });
  a = await signIn(server, 'metrics-org');
  await a.api('PUT', '/api/v1/oauth/redirect-origins', { origins: ['https://client.example'] });
}, 30_000);
afterAll(async () => {
  await server.close();
  await provider.stop();
  vendor.closeAllConnections();
  await new Promise((r) => vendor.close(r));
});

const scrape = async () => {
  const res = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

/** The value of the sample `name{...}` whose labels include all of `labels` (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)\{(.*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...m[2]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

const execute = (id: string, body: unknown) =>
  a.api('POST', `/api/v1/integrations/connectors/${id}/execute`, body);

describe('GET /metrics', () => {
  it('asks for CONNECTOR_ENGINE_METRICS_TOKEN when one is set', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    await scrape();
  });

  it('counts requests by route pattern and status, with a latency histogram', async () => {
    const created = await a.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_metrics_1' },
    });
    const id = created.body.id as string;
    expect((await a.api('GET', `/api/v1/integrations/connectors/${id}`)).status).toBe(200);
    expect((await a.api('GET', '/api/v1/integrations/connectors/conn_missing')).status).toBe(404);
    const text = await scrape();
    const route = '/api/v1/integrations/connectors/:id';
    expect(
      sample(text, 'connector_engine_http_requests_total', { method: 'GET', route, status: '200' }),
    ).toBe(1);
    expect(
      sample(text, 'connector_engine_http_requests_total', { method: 'GET', route, status: '404' }),
    ).toBe(1);
    expect(
      sample(text, 'connector_engine_http_requests_total', {
        method: 'POST',
        route: '/api/v1/integrations/connectors',
        status: '201',
      }),
    ).toBe(1);
    expect(
      sample(text, 'connector_engine_http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'connector_engine_http_request_duration_seconds_bucket', {
        method: 'GET',
        route,
        status: '200',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(text).not.toContain(id); // the route pattern, never the raw path
  });

  it('counts upstream attempts by kind and status, and the retry after a 503', async () => {
    const id = (
      await a.api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name: 'S2',
        credentials: { api_key: 'sk_test_metrics_2' },
      })
    ).body.id;
    const before = await scrape();
    unavailable = 1;
    const res = await execute(id, { entity: 'customers', action: 'list' });
    expect([res.status, res.body.result.length]).toEqual([200, 5]);
    const text = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(
      delta('connector_engine_upstream_requests_total', {
        kind: 'stripe',
        method: 'GET',
        status: '503',
      }),
    ).toBe(1);
    expect(
      delta('connector_engine_upstream_requests_total', {
        kind: 'stripe',
        method: 'GET',
        status: '200',
      }),
    ).toBe(1);
    expect(delta('connector_engine_upstream_retries_total', { kind: 'stripe' })).toBe(1);
    expect(
      delta('connector_engine_upstream_request_duration_seconds_count', {
        kind: 'stripe',
        method: 'GET',
        status: '200',
      }),
    ).toBe(1);
  });

  it('counts a sync run, the records it added, and a context-store search with its latency', async () => {
    const id = (
      await a.api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name: 'S3',
        credentials: { api_key: 'sk_test_metrics_3' },
      })
    ).body.id;
    expect(
      (
        await a.api('POST', `/api/v1/integrations/connectors/${id}/sync`, {
          entities: ['customers'],
        })
      ).status,
    ).toBe(202);
    expect(
      await waitForSync(a.api, id, 'customers', (st) => st.state === 'done' && !st.running),
    ).toMatchObject({ records: 5 });
    let text = '';
    for (
      let i = 0;
      i < 50 &&
      !sample(text, 'connector_engine_sync_runs_total', { kind: 'stripe', outcome: 'ok' });
      i++
    ) {
      await new Promise((r) => setTimeout(r, 20)); // the run's figures land just after its state
      text = await scrape();
    }
    expect(
      sample(text, 'connector_engine_sync_runs_total', { kind: 'stripe', outcome: 'ok' }),
    ).toBe(1);
    expect(
      sample(text, 'connector_engine_sync_records_total', { kind: 'stripe', entity: 'customers' }),
    ).toBe(5);
    expect(
      sample(text, 'connector_engine_sync_run_duration_seconds_count', { kind: 'stripe' }),
    ).toBe(1);

    expect(
      (
        await execute(id, {
          entity: 'customers',
          action: 'context_store_search',
          params: { query: { filter: { eq: { currency: 'usd' } } } },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await execute(id, {
          entity: 'customers',
          action: 'context_store_search',
          params: { query: { filter: { eq: { no_such_field: 1 } } } },
        })
      ).status,
    ).toBe(400);
    text = await scrape();
    expect(
      sample(text, 'connector_engine_search_duration_seconds_count', {
        kind: 'stripe',
        entity: 'customers',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(
      sample(text, 'connector_engine_search_duration_seconds_count', {
        kind: 'stripe',
        entity: 'customers',
        outcome: 'invalid_params',
      }),
    ).toBe(1);
  });

  it('counts a token refresh after a vendor 401', async () => {
    const init = await a.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'w',
      connector_type: 'asana',
      redirect_url: 'https://client.example/done',
    });
    const callback = new URL(
      (await fetch(init.body.consent_url, { redirect: 'manual' })).headers.get('location')!,
    );
    callback.hostname = '127.0.0.1';
    const id = new URL(
      (await fetch(callback, { redirect: 'manual' })).headers.get('location')!,
    ).searchParams.get('connector_id')!;
    provider.expireAccessTokens();
    expect((await execute(id, { entity: 'workspaces', action: 'list' })).status).toBe(200);
    const text = await scrape();
    expect(
      sample(text, 'connector_engine_upstream_requests_total', {
        kind: 'asana',
        method: 'GET',
        status: '401',
      }),
    ).toBe(1);
    expect(
      sample(text, 'connector_engine_upstream_requests_total', {
        kind: 'asana',
        method: 'POST',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1); // the token endpoint
    expect(
      sample(text, 'connector_engine_token_refreshes_total', { kind: 'asana', outcome: 'ok' }),
    ).toBe(1);
    expect(
      sample(text, 'connector_engine_token_refresh_duration_seconds_count', { kind: 'asana' }),
    ).toBe(1);
    expect([...a.api.seen, text].join('\n')).not.toContain(OAUTH_APP.secret);
  });
});

describe('GET /readyz', () => {
  it('is 200 while the database answers and every migration is applied, 503 when one is missing', async () => {
    expect([
      (await fetch(`${server.url}/readyz`)).status,
      (await fetch(`${server.url}/healthz`)).status,
    ]).toEqual([200, 200]);
    const { rows } = await serviceSql(
      server.dataDir,
      'SELECT hash, created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    const last = rows[0] as { hash: string; created_at: number };
    expect(
      (
        await serviceSql(server.dataDir, 'DELETE FROM __drizzle_migrations WHERE created_at = ?', [
          last.created_at,
        ])
      ).changes,
    ).toBe(1);
    const journal = JSON.parse(
      readFileSync(
        join(
          import.meta.dirname,
          `../../server/db/migrations/${onPostgres ? 'pg' : 'sqlite'}/meta/_journal.json`,
        ),
        'utf8',
      ),
    );
    try {
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'not_ready',
        reason: `migrations not applied: ${journal.entries.at(-1).tag}`,
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200); // alive, but not ready
    } finally {
      await serviceSql(
        server.dataDir,
        'INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)',
        [last.hash, last.created_at],
      );
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('names no SQL, table or schema when the database fails: the error code only', async () => {
    await serviceSql(server.dataDir, 'ALTER TABLE __drizzle_migrations RENAME TO readyz_moved');
    try {
      const res = await fetch(`${server.url}/readyz`);
      const body = await res.json();
      expect(res.status).toBe(503);
      expect(body).toEqual({
        status: 'not_ready',
        reason: `the database does not answer (error code ${onPostgres ? '42P01' : 'SQLITE_ERROR'})`,
      });
    } finally {
      await serviceSql(server.dataDir, 'ALTER TABLE readyz_moved RENAME TO __drizzle_migrations');
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('is 503 once the database is closed', async () => {
    const services = await buildServices(await freshConfig(), () => {});
    const app = createApp(services);
    expect((await app.request('/readyz')).status).toBe(200);
    await services.store.close();
    await services.close();
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect((await res.json()).reason).toMatch(
      /^the database does not answer( \(error code \w+\))?$/,
    );
  });
});
