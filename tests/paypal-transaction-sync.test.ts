// PayPal's context-store copies as a real account answers them:
// - transaction search answers transaction_info alone unless fields names more groups, so the copy asks for
//   fields=all (else payer_info, shipping_info, cart_info, ... are never searchable);
// - disputes and invoices are read in PayPal's largest pages (50, 100) rather than its defaults (10, 20);
// - invoice search pages 20 invoices by default and gives total_pages only with total_required: the copy
//   asks for 100 a page and the totals.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const detail = {
  transaction_info: {
    transaction_id: '5TY05013RG002845M',
    transaction_event_code: 'T0006',
    transaction_initiation_date: '2026-10-02T10:00:00+0000',
    transaction_updated_date: '2026-10-02T10:00:00+0000',
    transaction_status: 'S',
  },
  payer_info: {
    account_id: 'TRF2MCZJXVB4C',
    email_address: 'buyer@example.com',
    payer_name: { given_name: 'Ann', surname: 'Lee' },
    country_code: 'DE',
  },
  shipping_info: {
    name: 'Ann Lee',
    address: { line1: 'Hauptstr. 1', city: 'Berlin', country_code: 'DE', postal_code: '10115' },
  },
  cart_info: { item_details: [{ item_code: 'SKU-1', item_name: 'T-shirt', item_quantity: '1' }] },
};
const groups = [
  'transaction_info',
  'payer_info',
  'shipping_info',
  'cart_info',
  'auction_info',
  'incentive_info',
  'store_info',
];
const invoice = {
  id: 'INV2-Z56S-5LLA-Q52L-CPZ5',
  status: 'SENT',
  detail: {
    invoice_number: '0001',
    currency_code: 'USD',
    metadata: { create_time: '2026-10-03T08:00:00Z' },
  },
  amount: { currency_code: 'USD', value: '100.00' },
  links: [],
};

const vendor = new ProgrammableVendor();
const bodies: unknown[] = [];
let store: ContextStore;
let paypal: Connector;
const search = async (entity: string, filter: unknown) =>
  (
    (await paypal.execute(entity, 'context_store_search', { query: { filter } }))
      .result as SearchResult
  ).data as Record<string, unknown>[];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/v1/reporting/transactions') {
      // PayPal's default fields is transaction_info; all (or a list) adds the other groups
      const asked = url.searchParams.get('fields') ?? 'transaction_info';
      const wanted = asked === 'all' ? groups : asked.split(',');
      const shaped = Object.fromEntries(Object.entries(detail).filter(([k]) => wanted.includes(k)));
      return void res.end(
        JSON.stringify({
          transaction_details: [shaped],
          account_number: 'X',
          page: 1,
          total_items: 1,
          total_pages: 1,
          links: [],
        }),
      );
    }
    if (url.pathname === '/v2/invoicing/search-invoices') {
      bodies.push(body ? JSON.parse(body) : undefined);
      const totals =
        url.searchParams.get('total_required') === 'true' ? { total_items: 1, total_pages: 1 } : {};
      return void res.end(JSON.stringify({ items: [invoice], ...totals, links: [] }));
    }
    if (url.pathname === '/v1/customer/disputes')
      return void res.end(
        JSON.stringify({
          items: [
            {
              dispute_id: 'PP-D-27803',
              create_time: '2026-10-04T09:00:00.000Z',
              status: 'OPEN',
              reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
            },
          ],
          links: [],
        }),
      );
    res.statusCode = 404;
    res.end(
      JSON.stringify({
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
      }),
    );
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'paypal-sync-')), 'copy.db'));
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
    replication: { replication_start_date: '2026-10-01T00:00:00Z' },
    contextStore: { store, connectorId: 'p1' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('paypal-transaction context-store copies', () => {
  it('transactions ask for every field group, so payer, shipping and cart details are searchable', async () => {
    const [state] = await paypal.sync({ entities: ['transactions'] });
    expect([state!.state, state!.records]).toEqual(['done', 1]);
    const call = new URL(
      vendor.received.find((r) => r.url.startsWith('/v1/reporting/transactions'))!.url,
      'http://x',
    );
    expect(call.searchParams.get('fields')).toBe('all');
    expect(
      (
        await search('transactions', { eq: { 'payer_info.email_address': 'buyer@example.com' } })
      ).map((t) => t.transaction_id),
    ).toEqual(['5TY05013RG002845M']);
    expect(
      await search('transactions', { eq: { 'shipping_info.address.city': 'Berlin' } }),
    ).toHaveLength(1);
    expect(
      await search('transactions', {
        any: { 'cart_info.item_details': { eq: { item_code: 'SKU-1' } } },
      }),
    ).toHaveLength(1);
  });

  it('invoices are read 100 a page with their totals (PayPal defaults to 20 and gives totals only when asked)', async () => {
    const [state] = await paypal.sync({ entities: ['search_invoices'] });
    expect([state!.state, state!.last_error, state!.records]).toEqual(['done', null, 1]);
    const call = new URL(
      vendor.received.find((r) => r.url.startsWith('/v2/invoicing/search-invoices'))!.url,
      'http://x',
    );
    expect([call.searchParams.get('page_size'), call.searchParams.get('total_required')]).toEqual([
      '100',
      'true',
    ]);
    expect(bodies[0]).toEqual({}); // no criterion: an empty search object, a JSON body all the same
    expect(await search('search_invoices', { eq: { status: 'SENT' } })).toHaveLength(1);
  });

  it("disputes are read 50 a page, PayPal's maximum (its default is 10)", async () => {
    const [state] = await paypal.sync({ entities: ['list_disputes'] });
    expect([state!.state, state!.records]).toEqual(['done', 1]);
    const call = new URL(
      vendor.received.find((r) => r.url.startsWith('/v1/customer/disputes'))!.url,
      'http://x',
    );
    expect(call.searchParams.get('page_size')).toBe('50');
  });
});
