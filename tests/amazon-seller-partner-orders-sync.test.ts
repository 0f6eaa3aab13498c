// The orders copy of a real seller: getOrders allows one request a minute after a burst of 20, so a copy
// that re-lists every order since the replication start on every run never catches up with a large
// seller, and an order's status change (Unshipped -> Shipped) only arrives on such a full walk. The copy
// walks in full once (CreatedAfter = replication start) and then asks only for orders updated since the
// newest LastUpdateDate it holds (LastUpdatedAfter, without CreatedAfter: Amazon refuses the two together).
// Financial event groups are read 100 a page (Amazon's default is 10).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const START = '2024-01-01T00:00:00Z';
type Order = {
  AmazonOrderId: string;
  PurchaseDate: string;
  LastUpdateDate: string;
  OrderStatus: string;
  MarketplaceId: string;
};
const order = (id: string, purchased: string, updated: string, status: string): Order => ({
  AmazonOrderId: id,
  PurchaseDate: purchased,
  LastUpdateDate: updated,
  OrderStatus: status,
  MarketplaceId: 'ATVPDKIKX0DER',
});
let orders: Order[] = [
  order('902-3159896-1390916', '2024-02-01T10:00:00Z', '2024-02-01T10:05:00Z', 'Unshipped'),
  order('902-8745147-1934268', '2024-03-01T10:00:00Z', '2024-03-02T09:00:00Z', 'Shipped'),
];

const vendor = new ProgrammableVendor();
let store: ContextStore;
let amazon: Connector;
const ids = async (filter: unknown) =>
  (
    (
      (await amazon.execute('orders', 'context_store_search', { query: { filter } }))
        .result as SearchResult
    ).data as Order[]
  )
    .map((o) => o.AmazonOrderId)
    .sort();
const asked = (path: string) =>
  vendor.received
    .filter((r) => r.url.startsWith(path))
    .map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const q = url.searchParams;
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/orders/v0/orders') {
      if (q.has('LastUpdatedAfter') && q.has('CreatedAfter')) {
        res.statusCode = 400;
        return void res.end(
          JSON.stringify({
            errors: [
              {
                code: 'InvalidInput',
                message: 'CreatedAfter and LastUpdatedAfter cannot both be given.',
              },
            ],
          }),
        );
      }
      const found = q.has('LastUpdatedAfter')
        ? orders.filter((o) => o.LastUpdateDate >= q.get('LastUpdatedAfter')!)
        : orders.filter((o) => o.PurchaseDate >= q.get('CreatedAfter')!);
      return void res.end(
        JSON.stringify({ payload: { Orders: found, CreatedBefore: '2024-08-01T00:00:00Z' } }),
      );
    }
    if (url.pathname === '/finances/v0/financialEventGroups')
      return void res.end(JSON.stringify({ payload: { FinancialEventGroupList: [] } }));
    res.statusCode = 404;
    res.end(JSON.stringify({ errors: [{ code: 'NotFound', message: 'no such path' }] }));
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'amazon-orders-')), 'copy.db'));
  amazon = createEngine({
    upstreams: { 'amazon-seller-partner': vendor.origin },
    http: { retries: 0 },
  }).connector('amazon-seller-partner', {
    credentials: {
      lwa_app_id: 'amzn1.application-oa2-client.fixture',
      lwa_client_secret: 'fixture-only-secret',
      refresh_token: 'Atzr|fixture',
      access_token: 'Atza|fixture',
      expires_at: '2099-01-01T00:00:00Z',
    },
    config: { region: 'US' },
    replication: { replication_start_date: START },
    contextStore: { store, connectorId: 'amz1' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('amazon orders copy', () => {
  it('walks in full once, then asks only for orders updated since the newest stored LastUpdateDate', async () => {
    const [first] = await amazon.sync({ entities: ['orders'] });
    expect([first!.state, first!.last_error, first!.records]).toEqual(['done', null, 2]);
    expect(asked('/orders/v0/orders')).toEqual([
      { MarketplaceIds: 'ATVPDKIKX0DER', CreatedAfter: START, MaxResultsPerPage: '100' },
    ]);

    // the first order ships; a new order comes in
    orders = [
      order('902-3159896-1390916', '2024-02-01T10:00:00Z', '2024-04-01T08:00:00Z', 'Shipped'),
      orders[1]!,
      order('902-1111111-2222222', '2024-04-02T10:00:00Z', '2024-04-02T10:00:00Z', 'Pending'),
    ];
    vendor.received.length = 0;
    const [second] = await amazon.sync({ entities: ['orders'] });
    expect([second!.state, second!.last_error, second!.records]).toEqual(['done', null, 3]);
    expect(asked('/orders/v0/orders')).toEqual([
      {
        MarketplaceIds: 'ATVPDKIKX0DER',
        LastUpdatedAfter: '2024-03-02T09:00:00Z',
        MaxResultsPerPage: '100',
      },
    ]);
    expect(await ids({ eq: { OrderStatus: 'Shipped' } })).toEqual([
      '902-3159896-1390916',
      '902-8745147-1934268',
    ]);
    expect(await ids({ eq: { OrderStatus: 'Pending' } })).toEqual(['902-1111111-2222222']);
  });

  it('financial event groups are read 100 a page', async () => {
    vendor.received.length = 0;
    const [state] = await amazon.sync({
      entities: ['list_financial_event_groups'],
      now: () => new Date('2024-03-01T00:00:00Z'),
    });
    expect(state!.state).toBe('done');
    expect(asked('/finances/v0/financialEventGroups').map((q) => q.MaxResultsPerPage)).toEqual([
      '100',
    ]);
  });
});
