// An end-to-end copy of the format tour (tests/kinds/format-tour.yaml) through the library's sync,
// into a real store (a SQLite file, and PostgreSQL when one answers), against a fake tour vendor on loopback that filters as the kind's params
// ask: shops by a cursor and changedSince, orders per shop and status partition with a date filter
// per parent, items by offset with a detail read each, GraphQL events, daily reports over date
// windows from the replication start, stock by the vendor's sync token (metadata), staff through the
// staff directory (sync.source) paged by a header. The copy is searched through context_store_search,
// and a second run asks only for what changed and stores only that. The command line does the same
// from the suite's kinds folder (--connectors), and searches the store file it filled.

import { spawn } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, SearchResult, SyncState } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';
import { postgresUnavailable, storeMaker } from './support/store-backends.ts';
import { engineFor, testKindsDir } from './support/suite-kinds.ts';

const KEY = 'tour_FixtureOnlyKey0000';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Order {
  id: string;
  status: string;
  created_day: string;
  note: string | null;
}
/** The vendor's records, fresh for each store backend's pair of runs. */
const freshData = () => ({
  shops: [
    { id: '101', name: 'Corner shop', updated_at: '2026-01-10T09:00:00.000Z' },
    { id: '102', name: 'Market stall', updated_at: '2026-01-11T09:00:00.000Z' },
    { id: '103', name: 'Closed kiosk', updated_at: '2026-01-12T09:00:00.000Z' },
  ],
  orders: {
    '101': [
      { id: 'o_1', status: 'open', created_day: '2026-01-10', note: null },
      { id: 'o_2', status: 'paid', created_day: '2026-01-11', note: 'Gift' },
      { id: 'o_3', status: 'paid', created_day: '2026-01-12', note: null },
      { id: 'o_4', status: 'refunded', created_day: '2026-01-12', note: null },
    ],
    '102': [{ id: 'o_1', status: 'open', created_day: '2026-01-09', note: null }],
  } as Record<string, Order[]>,
  items: [
    { sku: 'A-1', title: 'Apple', price: 120 },
    { sku: 'B-2', title: 'Bread', price: 250 },
    { sku: 'C-3', title: 'Cheese', price: 450 },
  ],
  stock: [
    { sku: 'A-1', level: 9, token: 1 },
    { sku: 'B-2', level: 4, token: 1 },
  ],
  staff: [
    { id: 's_1', name: 'Ada' },
    { id: 's_2', name: 'Grace' },
  ],
});
let vendorData = freshData();

type Answer = [status: number, body: unknown];
const ok = (body: unknown): Answer => [200, body];

/** The tour vendor: each route answers as the kind's manifest expects, filtered by the params sent. */
function tourVendor(req: IncomingMessage): Answer {
  const url = new URL(req.url ?? '/', 'http://tour');
  const q = url.searchParams;
  if (req.headers['x-api-key'] !== KEY) return [401, { error: { message: 'bad key' } }];
  const path = url.pathname.replace(/^\/v1/, '');
  const orders = /^\/shops\/(\d+)\/orders$/.exec(path);
  if (path === '/shops') {
    const since = q.get('changedSince');
    const all = vendorData.shops.filter((s) => !since || s.updated_at >= since);
    const at = Number(q.get('after') ?? 0);
    const page = all.slice(at, at + 2);
    const more = at + 2 < all.length;
    return ok({ items: page, meta: { next: more ? String(at + 2) : null, more } });
  }
  if (orders) {
    // shop 103 is closed: its orders are refused, and the sync skips it (skip_status 403)
    if (orders[1] === '103') return [403, { error: { message: 'Shop closed' } }];
    const from = q.get('created_from');
    const all = (vendorData.orders[orders[1]!] ?? []).filter(
      (o) => o.status === q.get('status') && (!from || o.created_day >= from),
    );
    const page = Number(q.get('page') ?? 1);
    return ok({ items: all.slice(page - 1, page), last: page >= all.length });
  }
  if (path === '/items') {
    const skip = Number(q.get('skip') ?? 0);
    const rows = vendorData.items.slice(skip, skip + 2).map(({ sku, title }) => ({ sku, title }));
    return ok({ rows });
  }
  const item = /^\/items\/([A-Z]-\d)$/.exec(path);
  if (item) return ok(vendorData.items.find((i) => i.sku === item[1]));
  if (path === '/graphql')
    return ok({ data: { events: [{ at: '2026-01-12T10:00:00Z', kind: 'login' }] } });
  if (path === '/reports/daily')
    return ok({ items: [{ day: q.get('from'), shop: '101', sales: 10 }] });
  if (path === '/stock') {
    const token = Number(q.get('sync_token')?.replace('st_', '') ?? 0);
    const data = vendorData.stock.filter((s) => s.token > token).map(({ token: _, ...s }) => s);
    const newest = Math.max(...vendorData.stock.map((s) => s.token));
    return ok({ data, sync_token: `st_${newest}` });
  }
  if (path === '/staff') {
    const page = Number(req.headers['x-page'] ?? 1);
    return ok({
      data: vendorData.staff.slice(page - 1, page),
      more: page < vendorData.staff.length,
    });
  }
  return [404, { error: { message: `no route ${path}` } }];
}

const vendor = new ProgrammableVendor();
let tour: Connector;
const search = async (entity: string, query: unknown = {}) =>
  ((await tour.execute(entity, 'context_store_search', { query })).result as SearchResult)
    .data as Record<string, unknown>[];
const sent = (path: string) =>
  vendor.received
    .map((r) => ({ url: new URL(r.url, 'http://tour'), headers: r.headers }))
    .filter((r) => r.url.pathname === `/v1${path}`);
const done = (states: SyncState[]) =>
  Object.fromEntries(states.map((s) => [s.entity, s.state === 'done' ? s.records : s.last_error]));

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const [status, body] = tourVendor(req);
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
});
afterAll(() => vendor.stop());

// PostgreSQL when one answers (TEST_DATABASE_URL), as the store's other backend; skipped with the reason otherwise
const unavailable = await postgresUnavailable();
if (unavailable) it.skip(`format-tour sync into postgres (${unavailable})`, () => {});
describe.each(unavailable ? (['sqlite'] as const) : (['sqlite', 'postgres'] as const))(
  'format-tour sync into %s, end to end',
  (backend) => {
    const stores = storeMaker(backend);
    beforeAll(async () => {
      vendorData = freshData();
      vendor.received.length = 0;
      tour = engineFor('format-tour', {
        upstreams: { 'format-tour': vendor.origin },
        http: { retries: 0 },
      }).connector('format-tour', {
        credentials: { api_key: KEY },
        config: { region: 'eu', shop_id: '101' },
        replication: { replication_start_date: '2026-01-01T00:00:00Z', reports_start: day(-10) },
        contextStore: { store: await stores.open('tour.db'), connectorId: 'tour-1' },
      });
    });
    afterAll(() => stores.cleanup());

    it('copies every searchable entity over pages, parents, partitions, details, windows, tokens and a source', async () => {
      const states = await tour.sync();
      expect(done(states)).toEqual({
        shops: 3,
        orders: 4, // 101: o_1 open, o_2 and o_3 paid (refunded is no partition); 102: o_1
        items: 3,
        events: 1,
        daily_reports: expect.any(Number),
        stock: 2,
        staff: 2,
      });
      // the closed shop's 403 skipped its orders with a warning, not a failure
      expect(states.find((s) => s.entity === 'orders')!.warnings).toEqual([
        expect.objectContaining({ parent: '103', status: 403 }),
      ]);
      // orders: keyed by shop and id (two o_1), the shop added by the transform
      const orders = await search('orders');
      expect(orders.map((o) => `${o.shop}/${o.id}`).sort()).toEqual([
        '101/o_1',
        '101/o_2',
        '101/o_3',
        '102/o_1',
      ]);
      // each status partition asked per shop, page by page; a partition's status leaves out the
      // replication-start default of created_from (default_unless), so the first copy is whole
      expect(
        sent('/shops/101/orders').map(
          (r) =>
            `${r.url.searchParams.get('status')} ${r.url.searchParams.get('page')} ${r.url.searchParams.get('created_from')}`,
        ),
      ).toEqual(['open null null', 'paid null null', 'paid 2 null']);
      // items: compact lists, each record read again in full (sync.detail): price is searchable
      expect((await search('items', { filter: { eq: { price: 450 } } })).map((i) => i.sku)).toEqual(
        ['C-3'],
      );
      // daily reports: 7-day windows from reports_start, the last ending an hour before now (lag_seconds)
      const windows = sent('/reports/daily').map((r) => r.url.searchParams.get('from'));
      expect(windows[0]).toBe(day(-10));
      expect(windows.length).toBe(2);
      const lastEnd = Number(sent('/reports/daily').at(-1)!.headers['x-until']) * 1000;
      expect(Math.abs(Date.now() - 3_600_000 - lastEnd)).toBeLessThan(60_000);
      expect(sent('/reports/daily')[0]!.headers['x-since']).toBe(
        String(Date.parse(`${day(-10)}T00:00:00Z`) / 1000),
      );
      // stock from the sync token; staff through the directory's header pages
      expect((await search('stock', { filter: { eq: { sku: 'B-2' } } }))[0]).toMatchObject({
        level: 4,
      });
      expect(states.find((s) => s.entity === 'stock')!.since).toBe('st_1');
      expect((await search('staff')).map((s) => s.name).sort()).toEqual(['Ada', 'Grace']);
      expect(sent('/staff').map((r) => r.headers['x-page'] ?? null)).toEqual([null, '2']);
      expect(
        (await search('shops', { filter: { keyword: { name: 'market' } } })).map((s) => s.id),
      ).toEqual(['102']);
    });

    it('asks only for changes on a second run, and stores them', async () => {
      vendorData.shops[1] = {
        id: '102',
        name: 'Market hall',
        updated_at: '2026-01-20T09:00:00.000Z',
      };
      vendorData.orders['101']!.push({
        id: 'o_5',
        status: 'open',
        created_day: '2026-01-20',
        note: null,
      });
      vendorData.stock[1] = { sku: 'B-2', level: 0, token: 2 };
      vendor.received.length = 0;
      const states = await tour.sync({ entities: ['shops', 'orders', 'stock'] });
      expect(done(states)).toMatchObject({ shops: 3, orders: 5, stock: 2 });
      // shops since the newest seen (2026-01-12T09:00), a minute earlier (lookback_seconds), no milliseconds
      expect(sent('/shops').map((r) => r.url.searchParams.get('changedSince'))).toEqual([
        '2026-01-12T08:59:00Z',
      ]);
      // orders per shop since that shop's own newest day (per: parent); stock from its token
      const from = (shop: string) =>
        sent(`/shops/${shop}/orders`).map((r) => r.url.searchParams.get('created_from'));
      expect(new Set(from('101'))).toEqual(new Set(['2026-01-12']));
      expect(new Set(from('102'))).toEqual(new Set(['2026-01-09']));
      expect(sent('/stock').map((r) => r.url.searchParams.get('sync_token'))).toEqual(['st_1']);
      expect(
        (await search('shops', { filter: { keyword: { name: 'hall' } } })).map((s) => s.id),
      ).toEqual(['102']);
      expect(
        (await search('orders', { filter: { eq: { id: 'o_5' } } })).map((o) => o.shop),
      ).toEqual(['101']);
      expect((await search('stock', { filter: { eq: { sku: 'B-2' } } }))[0]).toMatchObject({
        level: 0,
      });
      expect(states.find((s) => s.entity === 'stock')!.since).toBe('st_2');
    });
  },
  60_000,
);

describe('format-tour sync from the command line', () => {
  it('syncs with the kinds folder, and searches the store file it filled', {
    timeout: 60_000,
  }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'format-tour-cli-')), 'tour.db');
    const common = [
      ...['--connectors', testKindsDir, '--credentials-env', 'TOUR_CREDENTIALS'],
      ...['--config', 'region=eu', '--config', 'shop_id=101'],
    ];
    const env = {
      TOUR_CREDENTIALS: JSON.stringify({ api_key: KEY }),
      CONNECTOR_ENGINE_UPSTREAM_FORMAT_TOUR: vendor.origin,
    };
    const synced = await cli(
      ['sync', 'format-tour', 'staff', 'stock', '--store', file, '--json', ...common],
      env,
    );
    expect(synced.stderr).toBe('');
    expect(JSON.parse(synced.stdout)).toEqual([
      expect.objectContaining({ entity: 'staff', state: 'done', records: 2 }),
      expect.objectContaining({ entity: 'stock', state: 'done', records: 2 }),
    ]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const found = await cli(
      [
        ...['run', 'format-tour', 'staff', 'context_store_search', '--store', file, ...common],
        ...['--params', '{"query":{"filter":{"keyword":{"name":"grace"}}}}'],
      ],
      env,
    );
    expect(found.stderr).toBe('');
    expect(JSON.parse(found.stdout).result.data).toEqual([{ id: 's_2', name: 'Grace' }]);
  });
});

/** The connector-engine command as a process (its own engine, reading the kinds folder it is given). */
function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const bin = join(import.meta.dirname, '../scripts/connector-engine.mjs');
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, ...env } });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}
