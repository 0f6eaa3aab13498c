// linkedin-ads on the wire: fixtures compare decoded queries, so this reads the raw request line the
// vendor receives and checks LinkedIn's Rest.li 2.0 encoding: `( ) , :` of the syntax unencoded, URNs and
// other values percent-encoded inside List(...) and (key:value), the fields projection comma-separated.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../engine/index.ts';

let server: Server;
let engine: Engine;
const seen: { url: string; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({ metadata: {}, paging: { start: 0, count: 10, total: 0 }, elements: [] }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  engine = createEngine({
    upstreams: { 'linkedin-ads': `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function raw(entity: string, action: string, params: Record<string, unknown>) {
  seen.length = 0;
  const c = engine.connector('linkedin-ads' as string, {
    credentials: { access_token: 'AQtest-token', expires_at: '2099-01-01T00:00:00Z' },
  }); // entity and action vary per case
  await c.execute(entity, action, params);
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

describe('linkedin-ads Rest.li query encoding', () => {
  it('accounts search', async () => {
    const { url, headers } = await raw('accounts', 'list', {
      search: {
        reference: { values: ['urn:li:organization:2414183'] },
        name: { values: ['Acme & Co, (EU)'] },
        status: { values: ['ACTIVE'] },
        test: false,
      },
      pageSize: 10,
    });
    expect(url).toBe(
      '/rest/adAccounts?q=search&pageSize=10&search=(reference:(values:List(urn%3Ali%3Aorganization%3A2414183)),name:(values:List(Acme%20%26%20Co%2C%20%28EU%29)),status:(values:List(ACTIVE)),test:false)',
    );
    expect([
      headers['linkedin-version'],
      headers['x-restli-protocol-version'],
      headers.authorization,
    ]).toEqual(['202607', '2.0.0', 'Bearer AQtest-token']);
  });

  it('account users by account URN', async () => {
    const { url } = await raw('account_users', 'list', {
      accounts: 'urn:li:sponsoredAccount:507404993',
    });
    expect(url).toBe(
      '/rest/adAccountUsers?q=accounts&accounts=urn%3Ali%3AsponsoredAccount%3A507404993',
    );
  });

  it('creatives by campaigns and statuses, sent as a FINDER', async () => {
    const { url, headers } = await raw('creatives', 'list', {
      account_id: 507404993,
      campaigns: ['urn:li:sponsoredCampaign:1', 'urn:li:sponsoredCampaign:2'],
      intendedStatuses: ['ACTIVE'],
    });
    expect(url).toBe(
      '/rest/adAccounts/507404993/creatives?q=criteria&campaigns=List(urn%3Ali%3AsponsoredCampaign%3A1,urn%3Ali%3AsponsoredCampaign%3A2)&intendedStatuses=List(ACTIVE)',
    );
    expect(headers['x-restli-method']).toBe('FINDER');
  });

  it('campaign analytics: dateRange, URN facet and the fields projection', async () => {
    const { url } = await raw('ad_campaign_analytics', 'list', {
      campaigns: ['urn:li:sponsoredCampaign:403027733'],
      dateRange: {
        start: { year: 2024, month: 1, day: 1 },
        end: { year: 2024, month: 1, day: 31 },
      },
      fields: ['dateRange', 'pivotValues', 'impressions'],
    });
    expect(url).toBe(
      '/rest/adAnalytics?q=analytics&pivot=CAMPAIGN&timeGranularity=DAILY&dateRange=(start:(year:2024,month:1,day:1),end:(year:2024,month:1,day:31))' +
        '&fields=dateRange,pivotValues,impressions&campaigns=List(urn%3Ali%3AsponsoredCampaign%3A403027733)',
    );
  });

  it('a creative get puts the encoded URN in the path', async () => {
    const { url } = await raw('creatives', 'get', {
      account_id: 507404993,
      id: 'urn:li:sponsoredCreative:722532663',
    });
    expect(url).toBe(
      '/rest/adAccounts/507404993/creatives/urn%3Ali%3AsponsoredCreative%3A722532663',
    );
  });
});

// adAnalytics answers only impressions and clicks unless `fields` names the metrics: the analytics syncs
// must ask for every field they make searchable (the other entities answer full records).
describe('linkedin-ads analytics syncs ask for the fields they search', () => {
  it.each(['ad_campaign_analytics', 'ad_creative_analytics'])('%s', (entity) => {
    const e = createEngine().plan('linkedin-ads').entities.get(entity)!;
    const asked = e.sync!.params.fields as string[];
    expect(Object.keys(e.searchable).filter((f) => !asked.includes(f))).toEqual([]);
    expect(asked.length).toBeLessThanOrEqual(20);
  });
});
