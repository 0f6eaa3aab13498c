// The context store through the hosted API: a sync on demand (and its status), context_store_search
// through execute, isolation between organisations, and records removed with their connector.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSql } from '../support/database.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

let origin = '';
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
let b: Awaited<ReturnType<typeof signIn>>;
let id: string;

const customers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `cus_${String(i).padStart(4, '0')}`,
    object: 'customer',
    email: `u${i}@example.com`,
    created: 1700000000 + i,
    balance: i * 10,
    currency: i % 2 ? 'usd' : 'eur',
    delinquent: false,
    description: `${i % 3 ? 'regular' : 'premium'} customer`,
    address: { city: 'Berlin' },
  }));

let fakeStripe: import('node:http').Server | undefined;
// at the top level: a hook registered inside beforeAll never ran, and the fake stayed open
afterAll(() => {
  fakeStripe?.closeAllConnections();
  fakeStripe?.close();
});

beforeAll(async () => {
  // a tiny Stripe: GET /v1/customers with limit and starting_after
  const all = customers(230);
  const { createServer } = await import('node:http');
  const stripe = createServer((req, res) => {
    const u = new URL(req.url!, 'http://x');
    if (u.pathname !== '/v1/customers')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"object":"list","has_more":false,"data":[]}');
    const after = u.searchParams.get('starting_after');
    const start = after ? all.findIndex((c) => c.id === after) + 1 : 0;
    const limit = Number(u.searchParams.get('limit'));
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        object: 'list',
        url: '/v1/customers',
        has_more: start + limit < all.length,
        data: all.slice(start, start + limit),
      }),
    );
  });
  await new Promise<void>((r) => stripe.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(stripe.address() as import('node:net').AddressInfo).port}`;
  fakeStripe = stripe;
  server = await startTestServer({ upstreams: { stripe: origin } });
  a = await signIn(server, 'store-a');
  b = await signIn(server, 'store-b');
  id = (
    await a.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_store_secret_1' },
    })
  ).body.id;
});
afterAll(() => server.close());

describe('hosted context store', () => {
  it('syncs on demand and reports per entity state, records, times and errors', async () => {
    const idle = await a.api('GET', `/api/v1/integrations/connectors/${id}/sync`);
    expect(
      idle.body.entities.find((e: { entity: string }) => e.entity === 'customers'),
    ).toMatchObject({ state: 'idle', records: 0 });
    const started = await a.api('POST', `/api/v1/integrations/connectors/${id}/sync`, {
      entities: ['customers'],
    });
    expect(started.status).toBe(202);
    let status: any;
    for (let i = 0; i < 100; i++) {
      status = (
        await a.api('GET', `/api/v1/integrations/connectors/${id}/sync`)
      ).body.entities.find((e: { entity: string }) => e.entity === 'customers');
      if (status.state === 'done') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toMatchObject({ state: 'done', records: 230, last_error: null });
    expect(Date.parse(status.last_finished)).toBeGreaterThanOrEqual(
      Date.parse(status.last_started),
    );
    const bad = await a.api('POST', `/api/v1/integrations/connectors/${id}/sync`, {
      entities: ['customerz'],
    });
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'entities']);
  });

  it('answers context_store_search through execute with the search envelope', async () => {
    const res = await a.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'customers',
      action: 'context_store_search',
      params: {
        query: {
          filter: {
            and: [
              { eq: { currency: 'usd' } },
              { keyword: { description: 'premium' } },
              { lt: { balance: 400 } },
            ],
          },
          sort: [{ created: 'desc' }],
        },
        limit: 3,
        fields: ['id', 'balance'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual([
      { id: 'cus_0039', balance: 390 },
      { id: 'cus_0033', balance: 330 },
      { id: 'cus_0027', balance: 270 },
    ]);
    expect(res.body.result.meta).toMatchObject({
      has_more: true,
      cursor: expect.any(String),
      took_ms: expect.any(Number),
    });
    const next = await a.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'customers',
      action: 'context_store_search',
      params: {
        query: {
          filter: {
            and: [
              { eq: { currency: 'usd' } },
              { keyword: { description: 'premium' } },
              { lt: { balance: 400 } },
            ],
          },
          sort: [{ created: 'desc' }],
        },
        limit: 3,
        fields: ['id', 'balance'],
        cursor: res.body.result.meta.cursor,
      },
    });
    expect(next.body.result.data.map((r: { id: string }) => r.id)).toEqual([
      'cus_0021',
      'cus_0015',
      'cus_0009',
    ]);
    const bad = await a.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'customers',
      action: 'context_store_search',
      params: { query: { filter: { eq: { emial: 'x' } } } },
    });
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'query.filter.eq.emial']);
  });

  it('another organisation can neither search nor sync this connector', async () => {
    expect(
      (
        await b.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
          entity: 'customers',
          action: 'context_store_search',
          params: { query: {} },
        })
      ).status,
    ).toBe(404);
    expect((await b.api('POST', `/api/v1/integrations/connectors/${id}/sync`)).status).toBe(404);
    expect((await b.api('GET', `/api/v1/integrations/connectors/${id}/sync`)).status).toBe(404);
  });

  it('deleting the connector deletes its stored records', async () => {
    expect((await a.api('DELETE', `/api/v1/integrations/connectors/${id}`)).status).toBe(204);
    // straight into the database the context store shares with the service (SQLite file or PostgreSQL schema)
    const count = async (sql: string, params: unknown[] = []) =>
      Number((await serviceSql(server.dataDir, sql, params)).rows[0].n);
    const left = await count(
      `SELECT count(*) AS n FROM "cs_stripe__customers" WHERE owner IN (SELECT owner FROM cs_owners WHERE connector_id = ?)`,
      [id],
    );
    const all = await count(`SELECT count(*) AS n FROM "cs_stripe__customers"`);
    const states = await count(`SELECT count(*) AS n FROM cs_sync_state WHERE connector_id = ?`, [
      id,
    ]);
    expect([left, states, all]).toEqual([0, 0, 0]);
  });
});

describe('background syncs', () => {
  it('a new connector starts its first sync by itself', async () => {
    const auto = await startTestServer({
      upstreams: { stripe: origin },
      sync: { intervalSeconds: 0, onCreate: true },
    });
    try {
      const s = await signIn(auto, 'auto');
      const created = await s.api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name: 'S',
        credentials: { api_key: 'sk_test_store_secret_2' },
      });
      let customers: any;
      for (let i = 0; i < 100; i++) {
        customers = (
          await s.api('GET', `/api/v1/integrations/connectors/${created.body.id}/sync`)
        ).body.entities.find((e: { entity: string }) => e.entity === 'customers');
        if (customers.state === 'done') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(customers).toMatchObject({ state: 'done', records: 230 });
    } finally {
      await auto.close();
    }
  });
});
