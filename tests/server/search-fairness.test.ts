// Searches shared fairly between organisations, over real HTTP to the real server (SQLite or
// PostgreSQL): an organisation over its searches in flight gets 429 with Retry-After while another's
// search is answered at once, each search_records call of an MCP batch counts against the same limit,
// and on PostgreSQL heavy searches never take the connections a token check needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../support/database.ts';
import { customer, FakeStripeStore } from '../support/fake-stripe-store.ts';
import { mcpBatch } from '../support/mcp-batch.ts';
import { signIn, type TestServer } from '../support/server.ts';
import { startStoreServer, waitForSync } from '../support/store-server.ts';

const fake = new FakeStripeStore();
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
let b: Awaited<ReturnType<typeof signIn>>;
let idA: string;
let idB: string;
const BUDGET_MS = 1500;
const PER_ORG = 3;

const search = (who: typeof a, connector: string, params: unknown) =>
  who.api('POST', `/api/v1/integrations/connectors/${connector}/execute`, {
    entity: 'customers',
    action: 'context_store_search',
    params,
  });
// 20 fuzzy words over 3 KB of unindexed text in each of 5,000 records: runs until its budget stops it
const heavy = {
  query: {
    filter: {
      fuzzy: { 'address.line1': Array.from({ length: 20 }, (_, i) => `qwzx${i}vbn`).join(' ') },
    },
    sort: [{ 'address.city': 'desc' }],
  },
  limit: 10,
};
const simple = { query: { filter: { eq: { email: 'u3@example.com' } } }, fields: ['id'] };
const timed = <T>(p: Promise<T>) => p.then((r) => ({ r, at: performance.now() }));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  const line1 = Array.from({ length: 150 }, (_, i) => `street${i % 37} quarter${i % 11}`).join(' ');
  fake.customers = Array.from({ length: 5000 }, (_, i) => customer(i, line1));
  await fake.start();
  server = await startStoreServer({
    upstreams: { stripe: fake.origin },
    searchTimeoutMs: BUDGET_MS,
    databasePoolSize: 3, // PostgreSQL: fewer connections than A's searches in flight
    fairness: { searchesPerOrg: PER_ORG, searchQueueMs: 400 },
  });
  a = await signIn(server, 'fair-a');
  b = await signIn(server, 'fair-b');
  const create = (who: typeof a, key: string) =>
    who.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: key },
    });
  idA = (await create(a, 'sk_test_fair_1')).body.id;
  idB = (await create(b, 'sk_test_fair_2')).body.id;
  for (const [who, c, n] of [
    [a, idA, 5000],
    [b, idB, 5],
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

describe('fair search slots', () => {
  it("an organisation past its searches in flight gets 429 + Retry-After while another's search is answered first", async () => {
    const flood = Array.from({ length: 6 }, () => timed(search(a, idA, heavy)));
    await pause(100);
    const own = await timed(search(b, idB, simple));
    const done = await Promise.all(flood);
    expect([own.r.status, own.r.body.result.data]).toEqual([200, [{ id: 'cus_000003' }]]);
    const ran = done.filter((d) => d.r.status !== 429); // to its end or its budget
    const refused = done.filter((d) => d.r.status === 429);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    for (const { r } of ran)
      expect([200, 'search_timeout']).toContain(r.body.errors?.[0]?.error_code ?? r.status);
    expect(refused.length).toBeGreaterThanOrEqual(6 - PER_ORG);
    for (const { r } of refused) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.body.errors[0]).toMatchObject({ error_code: 'rate_limited' });
      expect(r.body.message).toMatch(
        /^Too many searches: (you have \d+ searches in flight already|this search waited \d+ ms)/,
      );
    }
    // B never waited for one of A's searches to finish
    expect(own.at).toBeLessThan(Math.min(...ran.map((d) => d.at)));
  }, 30_000);

  it('each search_records call of an MCP batch counts against the same limit', async () => {
    const calls = Array.from({ length: 10 }, () => ({
      name: 'search_records',
      arguments: { connector_id: idA, entity: 'customers', ...heavy },
    }));
    const batch = timed(mcpBatch(server.url, a.token()!, calls));
    await pause(100);
    const own = await timed(search(b, idB, simple));
    const { r } = await batch;
    expect(r.status).toBe(200);
    const codes = r.results.map((x) => (x.isError ? x.body.errors[0].error_code : 'ok'));
    expect(codes.filter((c) => c === 'rate_limited').length).toBeGreaterThanOrEqual(10 - PER_ORG);
    expect(codes.filter((c) => c === 'search_timeout' || c === 'ok').length).toBeGreaterThanOrEqual(
      1,
    );
    expect([own.r.status, own.r.body.result.data]).toEqual([200, [{ id: 'cus_000003' }]]);
    expect(own.at).toBeLessThan((await batch).at);
  }, 30_000);

  it.runIf(onPostgres)(
    'PostgreSQL: heavy searches run on their own pool; a token check and a connector list do not wait for them',
    async () => {
      const flood = Array.from({ length: PER_ORG }, () => timed(search(a, idA, heavy)));
      await pause(100);
      const token = await timed(
        b.api('POST', '/api/v1/account/applications/token', {
          client_id: b.app.client_id,
          client_secret: b.app.client_secret,
        }),
      );
      const list = await timed(b.api('GET', '/api/v1/integrations/connectors'));
      const done = await Promise.all(flood);
      expect([token.r.status, list.r.status]).toEqual([200, 200]);
      const ran = done.filter((d) => d.r.status !== 429);
      expect(ran.length).toBeGreaterThanOrEqual(1);
      expect(list.at).toBeLessThan(Math.min(...ran.map((d) => d.at)));
    },
    30_000,
  );
});
