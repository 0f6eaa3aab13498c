// Per-organisation call rate and the bound on vendor calls per request, over real HTTP to the real
// server and a fake vendor on 127.0.0.1: past its burst an organisation's execute gets 429 with
// Retry-After while another's is served; each tool call of an MCP batch takes from the same bucket;
// an MCP batch (or one execute) whose pages would pass the bound is refused before its vendor calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/main.ts';
import { customer, FakeStripeStore } from '../support/fake-stripe-store.ts';
import { mcpBatch } from '../support/mcp-batch.ts';
import { signIn, type TestServer } from '../support/server.ts';
import { startStoreServer } from '../support/store-server.ts';

const fake = new FakeStripeStore();
let server: TestServer;
const BURST = 5;
const VENDOR_CALLS = 25;
type Client = Awaited<ReturnType<typeof signIn>>;

async function orgWithConnector(name: string): Promise<{ who: Client; id: string }> {
  const who = await signIn(server, name);
  const res = await who.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: 'stripe',
    name: 'S',
    credentials: { api_key: `sk_test_${name}` },
  });
  expect(res.status).toBe(201);
  return { who, id: res.body.id };
}
const list = (who: Client, id: string, paginate?: { max_pages: number }) =>
  who.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
    entity: 'customers',
    action: 'list',
    params: {},
    ...(paginate ? { paginate } : {}),
  });

beforeAll(async () => {
  fake.customers = Array.from({ length: 30 }, (_, i) => customer(i));
  fake.pageSize = 2; // 15 pages: a paginated list stops at its max_pages
  await fake.start();
  server = await startStoreServer({
    upstreams: { stripe: fake.origin },
    fairness: {
      callRate: { perSecond: 0.01, burst: BURST },
      vendorCallsPerRequest: VENDOR_CALLS,
    },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await fake.stop();
});

describe('call rate per organisation', () => {
  it("past its burst an organisation's execute gets 429 + Retry-After; another organisation's is served", async () => {
    const c = await orgWithConnector('rate-c');
    const d = await orgWithConnector('rate-d');
    for (let i = 0; i < BURST; i++) expect((await list(c.who, c.id)).status).toBe(200);
    const over = await list(c.who, c.id);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(over.body.message).toMatch(/^Too many calls: this organisation may make 0\.01 /);
    expect(over.body.errors[0]).toMatchObject({
      error_code: 'rate_limited',
      details: { calls_per_second: 0.01, burst: BURST },
    });
    expect((await list(d.who, d.id)).status).toBe(200);
  }, 60_000);

  it('each tool call of an MCP batch takes from the same bucket as an HTTP execute', async () => {
    const e = await orgWithConnector('rate-e');
    const calls = Array.from({ length: 8 }, () => ({
      name: 'execute_action',
      arguments: { connector_id: e.id, entity: 'customers', action: 'list', params: {} },
    }));
    const { status, results } = await mcpBatch(server.url, e.who.token()!, calls);
    expect(status).toBe(200);
    const codes = results.map((r) => (r.isError ? r.body.errors[0].error_code : 'ok'));
    expect(codes.filter((x) => x === 'ok')).toHaveLength(BURST);
    expect(codes.filter((x) => x === 'rate_limited')).toHaveLength(8 - BURST);
    expect((await list(e.who, e.id)).status).toBe(429);
    // with no call left, the next MCP POST is refused as a whole, before its batch is read
    const next = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${e.who.token()}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify(
        calls.map((c, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/call', params: c })),
      ),
    });
    expect([next.status, Number(next.headers.get('retry-after')) >= 1]).toEqual([429, true]);
    expect((await next.json()).errors[0].error_code).toBe('rate_limited');
  }, 60_000);
});

describe('vendor calls per request', () => {
  it('an MCP batch whose pages pass the bound is refused past it, before those vendor calls', async () => {
    const f = await orgWithConnector('vendor-f');
    const before = fake.requests;
    const calls = Array.from({ length: 3 }, () => ({
      name: 'execute_action',
      arguments: {
        connector_id: f.id,
        entity: 'customers',
        action: 'list',
        params: {},
        paginate: { max_pages: 10 },
      },
    }));
    const { results } = await mcpBatch(server.url, f.who.token()!, calls);
    const refused = results.filter((r) => r.isError);
    expect(results.filter((r) => !r.isError)).toHaveLength(2);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.errors[0]).toMatchObject({
      field: 'paginate.max_pages',
      error_code: 'too_many_vendor_calls',
    });
    expect(refused[0]!.body.message).toMatch(
      /would make more than 25 vendor calls .*lower paginate\.max_pages or send the calls in separate requests/,
    );
    expect(fake.requests - before).toBe(20);
  }, 60_000);

  it('one execute whose max_pages passes the bound gets 400 naming paginate.max_pages, and sends nothing', async () => {
    const g = await orgWithConnector('vendor-g');
    const before = fake.requests;
    const res = await list(g.who, g.id, { max_pages: 30 });
    expect([res.status, res.body.errors[0].field, res.body.errors[0].error_code]).toEqual([
      400,
      'paginate.max_pages',
      'too_many_vendor_calls',
    ]);
    expect(fake.requests).toBe(before);
    expect((await list(g.who, g.id, { max_pages: 20 })).status).toBe(200);
  }, 60_000);
});

describe('configuration', () => {
  it('every fairness limit comes from its variable; a value that is not usable stops the start naming it', () => {
    const c = configFromEnv({
      CONNECTOR_ENGINE_SEARCH_WORKERS: '3',
      CONNECTOR_ENGINE_SEARCHES_PER_ORG: '6',
      CONNECTOR_ENGINE_SEARCH_QUEUE_MS: '500',
      CONNECTOR_ENGINE_CALLS_PER_SECOND: '2.5',
      CONNECTOR_ENGINE_CALL_BURST: '40',
      CONNECTOR_ENGINE_MAX_VENDOR_CALLS_PER_REQUEST: '300',
      DATABASE_SEARCH_POOL_SIZE: '4',
    });
    expect([c.fairness, c.databaseSearchPoolSize]).toEqual([
      {
        searchWorkers: 3,
        searchesPerOrg: 6,
        searchQueueMs: 500,
        callRate: { perSecond: 2.5, burst: 40 },
        vendorCallsPerRequest: 300,
      },
      4,
    ]);
    expect(configFromEnv({}).fairness).toEqual({
      searchWorkers: 2,
      searchesPerOrg: 4,
      searchQueueMs: 2000,
      callRate: { perSecond: 100, burst: 1000 },
      vendorCallsPerRequest: 1000,
    });
    for (const name of [
      'CONNECTOR_ENGINE_SEARCHES_PER_ORG',
      'CONNECTOR_ENGINE_CALLS_PER_SECOND',
      'CONNECTOR_ENGINE_CALL_BURST',
      'DATABASE_SEARCH_POOL_SIZE',
    ])
      expect(() => configFromEnv({ [name]: 'lots' })).toThrow(
        new RegExp(`^${name} must be a number`),
      );
  });
});
