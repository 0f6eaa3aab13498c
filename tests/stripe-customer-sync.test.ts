// The catalog searches Stripe customers by four names from Stripe's old API versions (account_balance,
// cards, default_card, is_deleted) that the pinned version never answers, and users search by name,
// phone and metadata. The customers sync expands sources (not in list records since 2020-08-27) and its
// transform derives the old names, so each of them finds the customer it should.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const card = {
  id: 'card_1PabCdEfGhIjKlMn',
  object: 'card',
  brand: 'Visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
};
const customers = [
  {
    id: 'cus_PabCdEfGhIj001',
    object: 'customer',
    created: 1717000000,
    balance: -500,
    email: 'ann@example.com',
    name: 'Ann Lee',
    phone: '+4930123456',
    metadata: { plan: 'pro' },
    default_source: card.id,
    livemode: false,
    sources: {
      object: 'list',
      data: [card, { id: 'ba_1Pab', object: 'bank_account', last4: '6789' }],
      has_more: false,
    },
  },
  {
    id: 'cus_PabCdEfGhIj002',
    object: 'customer',
    created: 1717000100,
    balance: 0,
    email: 'bo@example.com',
    name: 'Bo Chen',
    phone: null,
    metadata: {},
    default_source: null,
    livemode: false,
    sources: { object: 'list', data: [], has_more: false },
  },
];

const vendor = new ProgrammableVendor();
let store: ContextStore;
let stripe: Connector;
const ids = async (filter: unknown) =>
  (
    (
      (await stripe.execute('customers', 'context_store_search', { query: { filter } }))
        .result as SearchResult
    ).data as { id: string }[]
  ).map((c) => c.id);

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    const expanded = url.searchParams.getAll('expand[0]').includes('data.sources');
    const data =
      url.pathname === '/v1/customers'
        ? customers.map(({ sources, ...c }) => (expanded ? { ...c, sources } : c))
        : [];
    res.end(JSON.stringify({ object: 'list', url: url.pathname, has_more: false, data }));
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'stripe-')), 'copy.db'));
  stripe = createEngine({ upstreams: { stripe: vendor.origin }, http: { retries: 0 } }).connector(
    'stripe',
    {
      credentials: { api_key: 'sk_test_51FixtureOnlyNotARealKey0000' },
      contextStore: { store, connectorId: 's1' },
    },
  );
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('stripe customers in the context store', () => {
  it('asks for sources and fills the catalog fields of old API versions, name, phone and metadata', async () => {
    const [state] = await stripe.sync({ entities: ['customers'] });
    expect([state!.state, state!.records]).toEqual(['done', 2]);
    const call = new URL(
      vendor.received.find((r) => r.url.startsWith('/v1/customers'))!.url,
      'http://x',
    );
    expect(call.searchParams.get('expand[0]')).toBe('data.sources');
    expect(await ids({ eq: { account_balance: -500 } })).toEqual(['cus_PabCdEfGhIj001']);
    expect(await ids({ eq: { default_card: card.id } })).toEqual(['cus_PabCdEfGhIj001']);
    expect(await ids({ any: { cards: { eq: { last4: '4242' } } } })).toEqual([
      'cus_PabCdEfGhIj001',
    ]);
    expect(await ids({ any: { cards: { eq: { last4: '6789' } } } })).toEqual([]); // a bank account is no card
    expect((await ids({ eq: { is_deleted: false } })).sort()).toEqual([
      'cus_PabCdEfGhIj001',
      'cus_PabCdEfGhIj002',
    ]);
    expect(await ids({ keyword: { name: 'chen' } })).toEqual(['cus_PabCdEfGhIj002']);
    expect(await ids({ eq: { phone: '+4930123456' } })).toEqual(['cus_PabCdEfGhIj001']);
    expect(await ids({ eq: { 'metadata.plan': 'pro' } })).toEqual(['cus_PabCdEfGhIj001']);
  });
});
