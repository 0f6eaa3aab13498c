// linkedin-ads copies through a fake LinkedIn on 127.0.0.1: analytics rows (no id of their own) are keyed by
// pivot and day, so a re-sync whose numbers changed replaces rows instead of adding them; each analytics
// request asks a bounded window with both ends (LinkedIn drops rows past 15,000 per request silently), also
// without a replication start; an account the member may no longer read (403) is skipped with a warning;
// an account user's changed role replaces the old one; an account LinkedIn answers REMOVED (its deleted
// state, sync.deleted_when) is marked deleted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const NOW = new Date('2024-03-01T00:00:00Z');
const vendor = new ProgrammableVendor();
let impressions = 5;
let role = 'VIEWER';
let secondStatus = 'ACTIVE';
let store: ContextStore;
let linkedin: Connector;
const ranges: { account: string; start: string; end: string }[] = [];

const day = (y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const raw = decodeURIComponent(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(body));
    };
    const account = /sponsoredAccount:(\d+)/.exec(raw)?.[1];
    if (url.pathname === '/rest/adAccounts')
      return send(200, {
        metadata: {},
        elements: [
          { id: 1, name: 'Main', status: 'ACTIVE' },
          { id: 2, name: 'Gone', status: secondStatus },
        ],
      });
    if (account === '2') return send(403, { status: 403, message: 'Not enough permissions' });
    if (url.pathname === '/rest/adAccountUsers')
      return send(200, {
        paging: { start: 0, count: 100, total: 1 },
        elements: [{ account: 'urn:li:sponsoredAccount:1', user: 'urn:li:person:7', role }],
      });
    if (url.pathname === '/rest/adAnalytics') {
      const m =
        /dateRange=\(start:\(year:(\d+),month:(\d+),day:(\d+)\),end:\(year:(\d+),month:(\d+),day:(\d+)\)\)/.exec(
          raw,
        );
      if (!m) return send(400, { status: 400, message: 'dateRange is required' });
      const [start, end] = [day(m[1]!, m[2]!, m[3]!), day(m[4]!, m[5]!, m[6]!)];
      ranges.push({ account: account!, start, end });
      const elements = [];
      for (let t = Date.parse(start); t <= Date.parse(end); t += 86_400_000) {
        const d = new Date(t);
        const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        elements.push({
          pivotValues: ['urn:li:sponsoredCampaign:11'],
          dateRange: { start: date, end: date },
          impressions,
          clicks: 1,
        });
      }
      return send(200, { paging: { start: 0, count: 10, links: [] }, elements });
    }
    send(404, { status: 404, message: 'no such resource' });
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'linkedin-')), 'copy.db'));
  linkedin = createEngine({
    upstreams: { 'linkedin-ads': vendor.origin },
    http: { retries: 0 },
  }).connector('linkedin-ads', {
    credentials: { access_token: 'AQtest-token', expires_at: '2099-01-01T00:00:00Z' },
    contextStore: { store, connectorId: 'li' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

const rows = async (entity: string, includeDeleted = false) =>
  (
    (
      await linkedin.execute(entity, 'context_store_search', {
        query: {},
        limit: 200,
        ...(includeDeleted ? { include_deleted: true } : {}),
      })
    ).result as SearchResult
  ).data as Record<string, unknown>[];

describe('linkedin-ads syncs', () => {
  it('keys campaign analytics by campaign and day: changed numbers replace the rows', async () => {
    impressions = 5;
    await linkedin.sync({ entities: ['ad_campaign_analytics'], now: () => NOW });
    const days = (await rows('ad_campaign_analytics')).length;
    impressions = 7;
    const states = await linkedin.sync({ entities: ['ad_campaign_analytics'], now: () => NOW });
    const stored = await rows('ad_campaign_analytics');
    expect(stored).toHaveLength(days);
    expect(new Set(stored.map((r) => r.impressions))).toEqual(new Set([7]));
    // without a replication start: 90 days back, in windows of at most 14 days with both ends
    expect(days).toBe(91);
    expect(ranges.every((r) => (Date.parse(r.end) - Date.parse(r.start)) / 86_400_000 <= 14)).toBe(
      true,
    );
    expect(ranges[0]).toEqual({ account: '1', start: '2023-12-02', end: '2023-12-16' });
    const state = states.find((s) => s.entity === 'ad_campaign_analytics')!;
    expect(state).toMatchObject({ state: 'done', records: 91, last_error: null });
    expect(state.warnings).toEqual([expect.objectContaining({ parent: '2', status: 403 })]);
  });

  it('keys account users by account and user: a role change replaces the old role', async () => {
    role = 'VIEWER';
    await linkedin.sync({ entities: ['account_users'] });
    role = 'CAMPAIGN_MANAGER';
    await linkedin.sync({ entities: ['account_users'] });
    expect((await rows('account_users')).map((r) => r.role)).toEqual(['CAMPAIGN_MANAGER']);
  });

  it('an account LinkedIn answers REMOVED is marked deleted: out of search, found with include_deleted', async () => {
    const ids = async (includeDeleted = false) =>
      (await rows('accounts', includeDeleted)).map((r) => String(r.id)).sort();
    await linkedin.sync({ entities: ['accounts'] });
    expect(await ids()).toEqual(['1', '2']);
    secondStatus = 'REMOVED';
    try {
      const [state] = await linkedin.sync({ entities: ['accounts'] });
      expect([state!.state, state!.records]).toEqual(['done', 1]);
      expect(await ids()).toEqual(['1']);
      expect(await ids(true)).toEqual(['1', '2']);
    } finally {
      secondStatus = 'ACTIVE';
    }
  });
});
