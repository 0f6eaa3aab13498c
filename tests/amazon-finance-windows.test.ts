// Amazon's Finances v0 lists answer nothing, and no error, when the window from the *After bound to the
// *Before bound (default: now) is wider than 180 days. A fake SP-API that behaves so proves the context
// store's copies of financial events and event groups are complete: the sync walks 180-day windows from
// the replication start, each with both bounds, into a real SQLite file; and a list call without a Before
// bound is still sent as it is while its start is within 180 days.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2024-08-01T00:00:00Z'); // the sync's clock: windows 01-01..06-29 and 06-29..07-31T23:57
const START = '2024-01-01T00:00:00Z';

// Events and groups posted or opened at these instants; the fake answers those inside the asked window.
const events = [
  { PostedDate: '2024-01-05T18:20:11Z', AmazonOrderId: '902-3159896-1390916' },
  { PostedDate: '2024-07-20T08:00:00Z', AmazonOrderId: '902-8745147-1934268' },
];
const groups = [
  {
    FinancialEventGroupId: 'grp-january',
    FinancialEventGroupStart: '2024-01-10T00:00:00Z',
    ProcessingStatus: 'Closed',
  },
  {
    FinancialEventGroupId: 'grp-july',
    FinancialEventGroupStart: '2024-07-05T00:00:00Z',
    ProcessingStatus: 'Open',
  },
];

/** [after, before) as Amazon reads it, or undefined where Amazon answers nothing (wider than 180 days). */
function window(
  q: URLSearchParams,
  after: string,
  before: string,
  now: number,
): [number, number] | undefined {
  const a = Date.parse(q.get(after) ?? '');
  const b = q.has(before) ? Date.parse(q.get(before)!) : now - 2 * 60_000;
  return Number.isNaN(a) || b - a > 180 * DAY ? undefined : [a, b];
}

const vendor = new ProgrammableVendor();
let vendorNow = NOW;
let store: ContextStore;
let amazon: Connector;
const search = async (entity: string, query: unknown) =>
  ((await amazon.execute(entity, 'context_store_search', { query })).result as SearchResult)
    .data as Record<string, unknown>[];
const asked = (path: string) =>
  vendor.received
    .filter((r) => r.url.startsWith(path))
    .map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    const inside = (at: string, w?: [number, number]) =>
      !!w && Date.parse(at) >= w[0] && Date.parse(at) < w[1];
    if (url.pathname === '/finances/v0/financialEvents') {
      const w = window(url.searchParams, 'PostedAfter', 'PostedBefore', vendorNow);
      const list = events.filter((e) => inside(e.PostedDate, w));
      return res.end(JSON.stringify({ payload: { FinancialEvents: { ShipmentEventList: list } } }));
    }
    if (url.pathname === '/finances/v0/financialEventGroups') {
      const w = window(
        url.searchParams,
        'FinancialEventGroupStartedAfter',
        'FinancialEventGroupStartedBefore',
        vendorNow,
      );
      return res.end(
        JSON.stringify({
          payload: {
            FinancialEventGroupList: groups.filter((g) => inside(g.FinancialEventGroupStart, w)),
          },
        }),
      );
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ errors: [{ code: 'NotFound', message: 'no such path' }] }));
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'amazon-')), 'copy.db'));
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

describe('amazon finances sync in 180-day windows', () => {
  it('walks two windows with both bounds and stores what each answers', async () => {
    const states = await amazon.sync({
      entities: ['list_financial_events', 'list_financial_event_groups'],
      now: () => new Date(NOW),
    });
    expect(states.filter((s) => s.state !== 'done')).toEqual([]);
    const windows = [
      ['2024-01-01T00:00:00Z', '2024-06-29T00:00:00Z'],
      ['2024-06-29T00:00:00Z', '2024-07-31T23:57:00Z'], // the last window ends lag_seconds (180) before now
    ];
    expect(
      asked('/finances/v0/financialEvents').map((q) => [q.PostedAfter, q.PostedBefore]),
    ).toEqual(windows);
    expect(
      asked('/finances/v0/financialEventGroups').map((q) => [
        q.FinancialEventGroupStartedAfter,
        q.FinancialEventGroupStartedBefore,
      ]),
    ).toEqual(windows);

    // One FinancialEvents record per window page, each holding that window's event.
    const pages = await search('list_financial_events', {});
    expect(
      pages
        .flatMap((p) =>
          (p.ShipmentEventList as { AmazonOrderId: string }[]).map((e) => e.AmazonOrderId),
        )
        .sort(),
    ).toEqual(['902-3159896-1390916', '902-8745147-1934268']);
    expect(
      (
        await search('list_financial_event_groups', {
          filter: { eq: { ProcessingStatus: 'Open' } },
        })
      ).map((g) => g.FinancialEventGroupId),
    ).toEqual(['grp-july']);
    expect(
      (await search('list_financial_event_groups', {})).map((g) => g.FinancialEventGroupId).sort(),
    ).toEqual(['grp-january', 'grp-july']);
  });
});

describe('amazon finances list call without a Before bound', () => {
  it('sends PostedAfter alone while it is within 180 days of now (the default Before is now)', async () => {
    vendorNow = Date.now();
    vendor.received.length = 0;
    const after = new Date(vendorNow - 30 * DAY).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const res = await amazon.execute('list_financial_events', 'list', { PostedAfter: after });
    expect(asked('/finances/v0/financialEvents')).toEqual([{ PostedAfter: after }]);
    expect(res.result).toEqual([{ ShipmentEventList: [] }]);
  });
});

describe('amazon finances list call from an old start without a Before bound', () => {
  it('asks for the first 180 days instead of a window Amazon answers empty', async () => {
    vendorNow = Date.now();
    vendor.received.length = 0;
    const res = await amazon.execute('list_financial_events', 'list', {}); // PostedAfter: the replication start
    expect(asked('/finances/v0/financialEvents')).toEqual([
      { PostedAfter: START, PostedBefore: '2024-06-29T00:00:00.000Z' },
    ]);
    expect(
      (
        res.result as { ShipmentEventList: { AmazonOrderId: string }[] }[]
      )[0]!.ShipmentEventList.map((e) => e.AmazonOrderId),
    ).toEqual(['902-3159896-1390916']);
    vendor.received.length = 0;
    await amazon.execute('list_financial_event_groups', 'list', {
      FinancialEventGroupStartedAfter: '2024-03-01T00:00:00Z',
    });
    expect(asked('/finances/v0/financialEventGroups')).toEqual([
      {
        FinancialEventGroupStartedAfter: '2024-03-01T00:00:00Z',
        FinancialEventGroupStartedBefore: '2024-08-28T00:00:00.000Z',
      },
    ]);
  });
});
