// Hostile searches over real HTTP to the real server: a worst-case search runs on a worker within
// its budget while /healthz keeps answering, then fails with search_timeout; costly, deep and
// prototype-key filters are refused with 400; cursors of one organisation's connector do not open
// another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/main.ts';
import { customer, FakeStripeStore } from '../support/fake-stripe-store.ts';
import { signIn, type TestServer } from '../support/server.ts';
import { startStoreServer, waitForSync } from '../support/store-server.ts';

const fake = new FakeStripeStore();
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
let b: Awaited<ReturnType<typeof signIn>>;
let id: string;
let otherId: string;
const BUDGET_MS = 300;

const search = (who: typeof a, connector: string, params: unknown) =>
  who.api('POST', `/api/v1/integrations/connectors/${connector}/execute`, {
    entity: 'customers',
    action: 'context_store_search',
    params,
  });
// no index on address.line1: 20 fuzzy words are matched in each record's 3 KB of text, about
// 0.3 ms a record, so 5,000 records take over a second without a budget
const worstCase = {
  query: {
    filter: {
      fuzzy: { 'address.line1': Array.from({ length: 20 }, (_, i) => `qwzx${i}vbn`).join(' ') },
    },
    sort: [{ 'address.city': 'desc' }],
  },
  limit: 10,
};

beforeAll(async () => {
  const line1 = Array.from({ length: 150 }, (_, i) => `street${i % 37} quarter${i % 11}`).join(' ');
  fake.customers = Array.from({ length: 5000 }, (_, i) => customer(i, line1));
  await fake.start();
  server = await startStoreServer({
    upstreams: { stripe: fake.origin },
    searchTimeoutMs: BUDGET_MS,
  });
  a = await signIn(server, 'budget-a');
  b = await signIn(server, 'budget-b');
  const create = (who: typeof a, key: string) =>
    who.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: key },
    });
  id = (await create(a, 'sk_test_budget_1')).body.id;
  otherId = (await create(b, 'sk_test_budget_2')).body.id;
  for (const [who, c, n] of [
    [a, id, 5000],
    [b, otherId, 5],
  ] as const) {
    fake.customers = fake.customers.slice(0, n);
    await who.api('POST', `/api/v1/integrations/connectors/${c}/sync`, { entities: ['customers'] });
    expect(await waitForSync(who.api, c, 'customers', (st) => st.state === 'done')).toMatchObject({
      state: 'done',
      records: n,
    });
  }
}, 60_000);
afterAll(async () => {
  await server.close();
  await fake.stop();
});

describe('search budget', () => {
  it('a worst-case search does not hold up /healthz, stops at its budget with search_timeout, and the next search works', async () => {
    const order: string[] = [];
    const started = performance.now();
    const slow = search(a, id, worstCase).then((r) => (order.push('search'), r));
    await new Promise((r) => setTimeout(r, 50)); // the search is running now
    const health = fetch(`${server.url}/healthz`).then(
      async (r) => (order.push('healthz'), { status: r.status, body: await r.json() }),
    );
    const [res, h] = await Promise.all([slow, health]);
    const took = performance.now() - started;
    expect(h).toEqual({ status: 200, body: { status: 'ok' } });
    expect(order).toEqual(['healthz', 'search']);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ error_code: 'search_timeout', field: 'query' });
    expect(res.body.message).toMatch(
      /ran longer than its budget of 300 ms and was stopped\. Narrow it: filter on an indexed field \(email, created, balance, name\)/,
    );
    expect(took).toBeLessThan(BUDGET_MS + 1500);
    const next = await search(a, id, {
      query: { filter: { eq: { email: 'u42@example.com' } } },
      fields: ['id'],
    });
    expect([next.status, next.body.result.data]).toEqual([200, [{ id: 'cus_000042' }]]);
  }, 20_000);

  it('refuses the twenty 48-letter fuzzy words (about 40,000 full-text terms) with 400 naming the limit', async () => {
    const words = Array.from({ length: 20 }, (_, i) =>
      `${String.fromCharCode(97 + i)}${'abcdefghijklmnopqrstuvwxyz'.repeat(2)}`.slice(0, 48),
    ).join(' ');
    const started = performance.now();
    const res = await search(a, id, { query: { filter: { fuzzy: { description: words } } } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      field: 'query.filter.fuzzy.description',
      error_code: 'too_large',
      message: expect.stringMatching(/a search may look up at most 2000/),
    });
  });

  it('refuses filters nested past 8 levels with 400 and the limit: 9 single-element ands, and 100,000', async () => {
    const nested = (levels: number) =>
      `{"entity":"customers","action":"context_store_search","params":{"query":{"filter":${'{"and":['.repeat(levels)}{"eq":{"balance":1}}${']}'.repeat(levels)}}}}`;
    const nine = await a.api('POST', `/api/v1/integrations/connectors/${id}/execute`, nested(9));
    expect([nine.status, nine.body.errors[0].field, nine.body.errors[0].message]).toEqual([
      400,
      `query.filter${'.and.0'.repeat(9)}`,
      'nests deeper than 8 levels',
    ]);
    expect(
      (await a.api('POST', `/api/v1/integrations/connectors/${id}/execute`, nested(8))).status,
    ).toBe(200);
    const deep = await a.api(
      'POST',
      `/api/v1/integrations/connectors/${id}/execute`,
      nested(100_000),
    );
    expect(deep.status).toBe(400);
    expect(deep.text).toMatch(/nests deeper than \d+ levels/); // the filter's limit, or the body's where the server checks bodies first
    expect(deep.text).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });

  it('refuses prototype keys as filter, sort and fields paths with 400', async () => {
    for (const [params, field] of [
      [{ query: { filter: { eq: { constructor: 'x' } } } }, 'query.filter.eq.constructor'],
      [{ query: { sort: [{ constructor: 'asc' }] } }, 'query.sort.0.constructor'],
      [{ query: {}, fields: ['__proto__.polluted'] }, 'fields.0'],
    ] as const) {
      const res = await search(a, id, params);
      expect([res.status, res.body.errors[0].field, res.body.errors[0].error_code]).toEqual([
        400,
        field,
        'invalid_field',
      ]);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("a cursor of one organisation's connector does not open another's, and holds no readable place", async () => {
    const page = await search(a, id, { query: {}, limit: 2 });
    const cursor = page.body.result.meta.cursor;
    expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toMatch(/"s"|\[\d+,\d+,/); // neither the old JSON nor the sealed array
    const foreign = await search(b, otherId, { query: {}, limit: 2, cursor });
    expect([foreign.status, foreign.body.errors[0].field]).toEqual([400, 'cursor']);
    const next = await search(a, id, { query: {}, limit: 2, cursor });
    expect(next.body.result.data.map((r: { id: string }) => r.id)).toEqual([
      'cus_000002',
      'cus_000003',
    ]);
  });

  it('the search budget and the sync budget come from the environment; a value that is not a number stops the start', () => {
    const config = configFromEnv({
      CONNECTOR_ENGINE_SEARCH_TIMEOUT_MS: '750',
      CONNECTOR_ENGINE_SYNC_BUDGET_SECONDS: '90',
    });
    expect([config.searchTimeoutMs, config.sync?.budgetSeconds]).toEqual([750, 90]);
    expect(configFromEnv({}).sync?.budgetSeconds).toBe(3600);
    expect(() => configFromEnv({ CONNECTOR_ENGINE_SEARCH_TIMEOUT_MS: '0' })).toThrow(
      /CONNECTOR_ENGINE_SEARCH_TIMEOUT_MS must be a number of 1 or more/,
    );
    expect(() => configFromEnv({ CONNECTOR_ENGINE_SYNC_BUDGET_SECONDS: 'soon' })).toThrow(
      /CONNECTOR_ENGINE_SYNC_BUDGET_SECONDS must be a number/,
    );
  });
});
