// Freshdesk's ticket list answers only tickets created in the last 30 days unless updated_since is given,
// and leaves out description/description_text, requester and stats unless include asks for them. A fake
// Freshdesk that answers exactly so proves the ticket copy is complete: the first sync reaches back to the
// replication start (by default 2000-01-01, so every ticket), asks for the embeds it searches, and later
// syncs ask only for tickets updated since the newest seen.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, type Connector, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const recent = new Date(Date.now() - 2 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const tickets = [
  { id: 1, subject: 'Old refund', status: 5, priority: 1, created_at: '2021-03-01T10:00:00Z', updated_at: '2021-03-02T10:00:00Z', description_text: 'refund for order 17', requester: { name: 'Ann' }, stats: { closed_at: '2021-03-02T10:00:00Z' } },
  { id: 2, subject: 'Login loop', status: 2, priority: 3, created_at: recent, updated_at: recent, description_text: 'the login page reloads forever', requester: { name: 'Bob' }, stats: { closed_at: null } },
];
const embeds = ['description_text', 'requester', 'stats'] as const;

const vendor = new ProgrammableVendor();
let store: ContextStore;
let freshdesk: Connector;
const search = async (query: unknown) => ((await freshdesk.execute('tickets', 'context_store_search', { query })).result as SearchResult).data as Record<string, unknown>[];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const since = url.searchParams.get('updated_since');
    const include = url.searchParams.get('include')?.split(',') ?? [];
    const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const body = tickets
      .filter((t) => (since ? t.updated_at >= since : t.created_at >= cutoff))
      .map((t) => Object.fromEntries(Object.entries(t).filter(([k]) => !embeds.includes(k as never) || include.includes(k === 'description_text' ? 'description' : k))));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'freshdesk-')), 'copy.db'));
  freshdesk = createEngine({ upstreams: { freshdesk: vendor.origin }, http: { retries: 0 } })
    .connector('freshdesk', { credentials: { api_key: 'Fx7onlyFixtureFreshdeskKey' }, config: { domain: 'acme' }, contextStore: { store, connectorId: 'f1' } });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('freshdesk ticket sync', () => {
  it('copies tickets older than 30 days with their embeds, then asks only for changes', async () => {
    const states = await freshdesk.sync();
    expect(states.filter((s) => s.state !== 'done')).toEqual([]);
    const first = new URL(vendor.received[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ updated_since: '2000-01-01T00:00:00Z', order_by: 'updated_at', order_type: 'asc', include: 'description,requester,stats', per_page: '100' });
    expect((await search({ filter: { eq: { status: 5 } } })).map((t) => t.id)).toEqual([1]);
    expect((await search({ filter: { keyword: { description_text: 'refund' } } })).map((t) => t.id)).toEqual([1]);
    expect((await search({ filter: { eq: { 'requester.name': 'Bob' } } })).map((t) => t.id)).toEqual([2]);
    expect(states.find((s) => s.entity === 'tickets')!.since).toBe(recent);

    vendor.received.length = 0;
    await freshdesk.sync();
    expect(new URL(vendor.received[0]!.url, 'http://x').searchParams.get('updated_since')).toBe(recent);
  });
});
