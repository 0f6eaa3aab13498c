// Amplitude's Dashboard REST answers series ({series: [[value per day]], xValues: [day]}) for a day range
// given as YYYYMMDD: the active_users and average_session_length copies walk 30-day windows, whose bounds
// the sync renders as days ({window.start|date}) and the list sends without dashes, and store one record per
// day and series under a stable id, so the day two windows share is stored once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const NOW = Date.parse('2024-03-10T12:00:00Z');
const dayMs = 86_400_000;
const days = (start: string, end: string) => {
  const iso = (s: string) =>
    Date.parse(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T00:00:00Z`);
  const out: string[] = [];
  for (let t = iso(start); t <= iso(end); t += dayMs)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};
const dau = (day: string) => 1000 + Number(day.slice(8, 10)); // a value the day determines
const vendor = new ProgrammableVendor();
const asked: string[] = [];
let store: ContextStore;
let amplitude: Connector;
const search = async (entity: string, query: unknown) =>
  ((await amplitude.execute(entity, 'context_store_search', { query })).result as SearchResult)
    .data as Record<string, unknown>[];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const q = url.searchParams;
    asked.push(`${url.pathname}?${q.toString()}`);
    const x = days(q.get('start')!, q.get('end')!);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/2/users')
      return void res.end(
        JSON.stringify({
          data: {
            series: [x.map(dau)],
            seriesCollapsed: [[0]],
            seriesLabels: [0],
            seriesMeta: [{ segmentIndex: 0 }],
            xValues: x,
          },
        }),
      );
    if (url.pathname === '/api/2/sessions/average')
      return void res.end(
        JSON.stringify({
          data: {
            series: [x.map((d) => dau(d) / 10)],
            seriesMeta: [{ segmentIndex: 0 }],
            xValues: x,
          },
        }),
      );
    res.statusCode = 404;
    res.end('Not found');
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'amplitude-')), 'copy.db'));
  amplitude = createEngine({
    upstreams: { amplitude: vendor.origin },
    http: { retries: 0 },
  }).connector('amplitude', {
    credentials: { api_key: 'k', secret_key: 's' },
    config: { region: 'eu' },
    replication: { replication_start_date: '2024-01-01T00:00:00Z' },
    contextStore: { store, connectorId: 'a1' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('amplitude series in the context store', () => {
  it('walks 30-day windows as YYYYMMDD and stores one record per day, the shared days once', async () => {
    const states = await amplitude.sync({
      entities: ['active_users', 'average_session_length'],
      now: () => new Date(NOW),
    });
    expect(states.map((s) => [s.entity, s.state, s.records]).sort()).toEqual([
      ['active_users', 'done', 70],
      ['average_session_length', 'done', 70],
    ]);
    const windows = [
      'start=20240101&end=20240131',
      'start=20240131&end=20240301',
      'start=20240301&end=20240310',
    ];
    expect(asked.filter((a) => a.startsWith('/api/2/users?'))).toEqual(
      windows.map((w) => `/api/2/users?m=active&i=1&${w}`),
    );
    expect(asked.filter((a) => a.startsWith('/api/2/sessions/average?'))).toEqual(
      windows.map((w) => `/api/2/sessions/average?${w}`),
    );
  });

  it('finds the records by date with their values and stable ids', async () => {
    const feb = await search('active_users', {
      filter: { and: [{ gte: { date: '2024-02-01' } }, { lte: { date: '2024-02-29' } }] },
      sort: [{ date: 'asc' }],
    });
    expect(feb).toHaveLength(29);
    expect(feb[0]).toMatchObject({
      id: '2024-02-01|active|1|-|0',
      date: '2024-02-01',
      value: 1001,
      metric: 'active',
      interval: 1,
      series_index: 0,
    });
    const [boundary] = await search('average_session_length', {
      filter: { eq: { date: '2024-01-31' } },
    });
    expect(boundary).toMatchObject({ id: '2024-01-31', length: 103.1, segment_index: 0 });
  });
});
