// Search Analytics is asked per property and per date range (days, not instants): its context-store
// copies walk every synced site (sync.parents) and, for each, date windows (sync.windows) whose bounds
// the {x|date} template filter turns into YYYY-MM-DD. A fake Search Console answers the rows of the days
// inside the asked range, so the stored copy proves each site's windows were walked with both bounds.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { parseTemplate, renderTemplateValue } from '../engine/request/template.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const NOW = Date.parse('2024-03-10T12:00:00Z');
const sites = ['https://www.example.com/', 'sc-domain:example.org'];
const RESTRICTED = 'https://restricted.example.net/'; // listed, but the user may not read it (403)
let listRestricted = false;
const days = ['2024-01-15', '2024-02-20', '2024-03-09'];

const vendor = new ProgrammableVendor();
let store: ContextStore;
let gsc: Connector;
const bodies: { site: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res, raw) => {
    res.setHeader('content-type', 'application/json');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/webmasters/v3/sites')
      return res.end(
        JSON.stringify({
          siteEntry: [...sites, ...(listRestricted ? [RESTRICTED] : [])].map((siteUrl) => ({
            siteUrl,
            permissionLevel: siteUrl === RESTRICTED ? 'siteUnverifiedUser' : 'siteOwner',
          })),
        }),
      );
    if (path.startsWith(`/webmasters/v3/sites/${encodeURIComponent(RESTRICTED)}/`)) {
      res.statusCode = 403;
      return res.end(
        JSON.stringify({
          error: { code: 403, message: 'User does not have sufficient permission' },
        }),
      );
    }
    if (/^\/webmasters\/v3\/sites\/[^/]+\/sitemaps$/.test(path))
      return res.end(
        JSON.stringify({
          sitemap: [{ path: `${decodeURIComponent(path.split('/')[4]!)}sitemap.xml` }],
        }),
      );
    const m = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(path);
    if (m && req.method === 'POST') {
      const site = decodeURIComponent(m[1]!);
      const body = JSON.parse(raw) as { startDate: string; endDate: string };
      bodies.push({ site, body });
      const rows = days
        .filter((d) => d >= body.startDate && d <= body.endDate)
        .map((d) => ({
          keys: [d],
          clicks: site.length,
          impressions: 100,
          ctr: 0.1,
          position: 4.2,
        }));
      return res.end(JSON.stringify({ rows, responseAggregationType: 'byProperty' }));
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { code: 404, message: 'not found' } }));
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'gsc-')), 'copy.db'));
  gsc = createEngine({
    upstreams: { 'google-search-console': vendor.origin },
    http: { retries: 0 },
  }).connector('google-search-console', {
    credentials: {
      refresh_token: '1//fixture',
      access_token: 'ya29.fixture',
      expires_at: '2099-01-01T00:00:00Z',
    },
    config: {},
    replication: { replication_start_date: '2024-01-01T00:00:00Z' },
    contextStore: { store, connectorId: 'gsc1' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('the {x|date} template filter', () => {
  it('gives the UTC day of a date as text', () => {
    expect(
      renderTemplateValue(parseTemplate('{w.end|date}'), {
        w: { end: '2024-03-10T23:30:00-05:00' },
      }),
    ).toBe('2024-03-11');
    expect(() =>
      renderTemplateValue(parseTemplate('{w.end|date}'), { w: { end: 'soon' } }),
    ).toThrow(/not a date/);
  });
});

describe('search analytics sync: every site, in date windows', () => {
  it('walks each site with 30-day windows as days and stores the rows with their site', async () => {
    const states = await gsc.sync({
      entities: ['sites', 'search_analytics_by_date'],
      now: () => new Date(NOW),
    });
    expect(states.filter((s) => s.state !== 'done')).toEqual([]);
    const windows = [
      ['2024-01-01', '2024-01-31'],
      ['2024-01-31', '2024-03-01'],
      ['2024-03-01', '2024-03-10'],
    ];
    expect(bodies.map((b) => [b.site, b.body.startDate, b.body.endDate])).toEqual(
      sites.flatMap((s) => windows.map((w) => [s, ...w])),
    );
    expect(
      bodies.every(
        (b) => b.body.rowLimit === 25000 && JSON.stringify(b.body.dimensions) === '["date"]',
      ),
    ).toBe(true);
    const found = (
      await gsc.execute('search_analytics_by_date', 'context_store_search', {
        query: { filter: { eq: { site_url: 'sc-domain:example.org' } }, sort: [{ date: 'asc' }] },
      })
    ).result as SearchResult;
    expect(found.data.map((r) => (r as { date: string }).date)).toEqual(days);
    expect(found.data[0]).toMatchObject({
      site_url: 'sc-domain:example.org',
      search_type: 'web',
      clicks: 21,
    });
  });
});

describe('a property the user may not read', () => {
  it('is skipped with a warning naming it; the sitemaps and analytics of the others are copied', async () => {
    listRestricted = true;
    try {
      const states = await gsc.sync({
        entities: ['sites', 'sitemaps', 'search_analytics_by_date'],
        now: () => new Date(NOW),
      });
      for (const entity of ['sitemaps', 'search_analytics_by_date']) {
        const st = states.find((s) => s.entity === entity)!;
        expect(st).toMatchObject({ state: 'done', last_error: null });
        expect(st.warnings).toEqual([expect.objectContaining({ parent: RESTRICTED, status: 403 })]);
      }
      expect(states.find((s) => s.entity === 'sitemaps')!.records).toBe(2);
      // the windows re-read (same rows) replace what the first sync stored: still one row per site and day
      expect(states.find((s) => s.entity === 'search_analytics_by_date')!.records).toBe(
        sites.length * days.length,
      );
    } finally {
      listRestricted = false;
    }
  });
});
