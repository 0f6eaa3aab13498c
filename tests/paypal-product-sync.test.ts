// PayPal's product list answers summaries (id, name, description, create_time, links); type, category,
// image_url, home_url and update_time come only from a product's own GET. The show_product_details copy
// therefore reads each listed product in full (sync.detail with show_product_details' get), so its
// searchable fields are filled.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const products = [
  {
    id: 'PROD-5FD60555F23244316',
    name: 'Video streaming',
    description: 'Monthly plan',
    type: 'SERVICE',
    category: 'SOFTWARE',
    image_url: 'https://example.com/v.jpg',
    home_url: 'https://example.com',
    create_time: '2024-01-10T21:20:49Z',
    update_time: '2024-02-01T10:00:00Z',
  },
  {
    id: 'PROD-6XB24663H4094933M',
    name: 'T-shirt',
    description: 'Cotton',
    type: 'PHYSICAL',
    category: 'CLOTHING',
    create_time: '2024-01-11T08:00:00Z',
    update_time: '2024-01-11T08:00:00Z',
  },
];
const summary = ({ id, name, description, create_time }: (typeof products)[number]) => ({
  id,
  name,
  description,
  create_time,
  links: [
    { href: `https://api-m.paypal.com/v1/catalogs/products/${id}`, rel: 'self', method: 'GET' },
  ],
});

const vendor = new ProgrammableVendor();
let gone: string | undefined; // a product listed, then deleted before its own GET
let store: ContextStore;
let paypal: Connector;
const ids = async (entity: string, filter: unknown) =>
  (
    (
      (await paypal.execute(entity, 'context_store_search', { query: { filter } }))
        .result as SearchResult
    ).data as { id: string }[]
  ).map((p) => p.id);

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/v1/catalogs/products') {
      const page = Number(url.searchParams.get('page') ?? 1); // one product a page: the walk is exercised too
      return void res.end(
        JSON.stringify({
          products: [
            ...products.slice(page - 1, page).map(summary),
            ...(gone && page === 1 ? [{ ...summary(products[0]!), id: gone }] : []),
          ],
          total_items: 2,
          total_pages: 2,
          links: [],
        }),
      );
    }
    const one = products.find((p) => url.pathname === `/v1/catalogs/products/${p.id}`);
    if (one) return void res.end(JSON.stringify({ ...one, links: [] }));
    res.statusCode = 404;
    res.end(
      JSON.stringify({
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
      }),
    );
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'paypal-')), 'copy.db'));
  paypal = createEngine({
    upstreams: { 'paypal-transaction': vendor.origin },
    http: { retries: 0 },
  }).connector('paypal-transaction', {
    credentials: {
      client_id: 'AfixtureOnlyNotARealPayPalClientId',
      client_secret: 'EfixtureOnlyNotARealPayPalSecret',
      access_token: 'A21AAfixtureOnlyNotARealPayPalAccessToken',
      expires_at: '2099-12-31T23:59:59Z',
    },
    config: { environment: 'live' },
    contextStore: { store, connectorId: 'p1' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('paypal products in the context store', () => {
  it('stores whole products, one get per listed product', async () => {
    const states = await paypal.sync({ entities: ['list_products', 'show_product_details'] });
    expect(states.map((s) => [s.entity, s.state, s.records]).sort()).toEqual([
      ['list_products', 'done', 2],
      ['show_product_details', 'done', 2],
    ]);
    expect(
      vendor.received
        .filter((r) => r.url.startsWith('/v1/catalogs/products/'))
        .map((r) => r.url)
        .sort(),
    ).toEqual(products.map((p) => `/v1/catalogs/products/${p.id}`).sort());
    expect(await ids('show_product_details', { eq: { type: 'PHYSICAL' } })).toEqual([
      'PROD-6XB24663H4094933M',
    ]);
    expect(await ids('show_product_details', { eq: { category: 'SOFTWARE' } })).toEqual([
      'PROD-5FD60555F23244316',
    ]);
    expect(await ids('show_product_details', { gt: { update_time: '2024-01-20' } })).toEqual([
      'PROD-5FD60555F23244316',
    ]);
    expect(
      await ids('show_product_details', { eq: { image_url: 'https://example.com/v.jpg' } }),
    ).toEqual(['PROD-5FD60555F23244316']);
  });

  it('skips a listed product deleted before its own GET (404), and still finishes the entity', async () => {
    gone = 'PROD-DELETED000000000000';
    vendor.received = [];
    const states = await paypal.sync({ entities: ['show_product_details'] });
    expect(states.find((st) => st.entity === 'show_product_details')).toMatchObject({
      state: 'done',
      last_error: null,
    });
    expect(vendor.received.map((r) => r.url)).toContain(`/v1/catalogs/products/${gone}`);
    expect(await ids('show_product_details', { eq: { id: gone } })).toEqual([]);
    gone = undefined;
  });
});
