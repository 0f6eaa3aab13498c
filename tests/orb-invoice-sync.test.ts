// Orb's invoice list answers only issued, paid and synced invoices unless status[] names others, pages with
// pagination_metadata.next_cursor, and filters by invoice_date but by no change time. A fake Orb that answers
// exactly so proves the invoice copy: every status is asked for (drafts and voids land in the store), the
// walk follows the cursor, the replication start goes out as invoice_date[gte], and a later sync reads the
// invoices again in full, so an old invoice paid since is seen paid.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

type Invoice = {
  id: string;
  invoice_number: string | null;
  status: string;
  total: string;
  currency: string;
  invoice_date: string;
  customer: { id: string; external_customer_id: string | null };
};
const invoice = (id: string, status: string, invoice_date: string): Invoice => ({
  id,
  invoice_number: status === 'draft' ? null : `INV-${id}`,
  status,
  total: '10.00',
  currency: 'USD',
  invoice_date,
  customer: { id: 'cus1', external_customer_id: 'acme' },
});
const invoices: Invoice[] = [
  invoice('i1', 'paid', '2025-06-01T07:00:00+00:00'),
  invoice('i2', 'issued', '2025-05-01T07:00:00+00:00'),
  invoice('i3', 'draft', '2025-07-01T07:00:00+00:00'),
  invoice('i4', 'void', '2025-04-01T07:00:00+00:00'),
  invoice('i5', 'synced', '2025-03-01T07:00:00+00:00'),
  invoice('i0', 'paid', '2023-01-01T07:00:00+00:00'), // before the replication start
];
const DEFAULT_STATUSES = ['issued', 'paid', 'synced'];

const vendor = new ProgrammableVendor();
let store: ContextStore;
let orb: Connector;
const search = async (query: unknown) =>
  ((await orb.execute('invoices', 'context_store_search', { query })).result as SearchResult).data
    .map((r) => (r as Invoice).id)
    .sort();
const requests = () => vendor.received.map((r) => new URL(r.url, 'http://x'));

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const q = url.searchParams;
    const statuses = q.getAll('status[]').length ? q.getAll('status[]') : DEFAULT_STATUSES;
    const from = q.get('invoice_date[gte]');
    const rows = invoices
      .filter(
        (i) =>
          statuses.includes(i.status) && (!from || Date.parse(i.invoice_date) >= Date.parse(from)),
      )
      .sort((a, b) => b.invoice_date.localeCompare(a.invoice_date));
    const start = Number(q.get('cursor') ?? 0);
    const limit = Math.min(Number(q.get('limit') ?? 20), 2); // small pages, so the sync must follow next_cursor
    const more = start + limit < rows.length;
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        data: rows.slice(start, start + limit),
        pagination_metadata: { has_more: more, next_cursor: more ? String(start + limit) : null },
      }),
    );
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'orb-')), 'copy.db'));
  orb = createEngine({ upstreams: { orb: vendor.origin }, http: { retries: 0 } }).connector('orb', {
    credentials: { api_key: 'fixture0only0orb0api0key0000000000000000' },
    replication: { replication_start_date: '2024-01-01T00:00:00Z' },
    contextStore: { store, connectorId: 'o1' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('orb invoice sync', () => {
  it('copies invoices in every status from the replication start, then reads them all again', async () => {
    const [state] = await orb.sync({ entities: ['invoices'] });
    expect(state).toMatchObject({ entity: 'invoices', state: 'done', records: 5 });
    const first = requests()[0]!;
    expect(first.pathname).toBe('/v1/invoices');
    expect(first.searchParams.getAll('status[]')).toEqual([
      'draft',
      'issued',
      'paid',
      'synced',
      'void',
    ]);
    expect(first.searchParams.get('invoice_date[gte]')).toBe('2024-01-01T00:00:00Z');
    expect(first.searchParams.get('limit')).toBe('100');
    expect(requests().map((u) => u.searchParams.get('cursor'))).toEqual([null, '2', '4']); // pages of 2 (the fake's cap)
    expect(await search({ filter: { eq: { status: 'draft' } } })).toEqual(['i3']);
    expect(await search({ filter: { eq: { status: 'void' } } })).toEqual(['i4']);
    expect(await search({ filter: { eq: { 'customer.external_customer_id': 'acme' } } })).toEqual([
      'i1',
      'i2',
      'i3',
      'i4',
      'i5',
    ]);

    // The issued invoice is paid meanwhile: the next sync asks for the same range and sees it.
    invoices.find((i) => i.id === 'i2')!.status = 'paid';
    vendor.received.length = 0;
    await orb.sync({ entities: ['invoices'] });
    expect(requests()[0]!.searchParams.get('invoice_date[gte]')).toBe('2024-01-01T00:00:00Z');
    expect(await search({ filter: { eq: { status: 'paid' } } })).toEqual(['i1', 'i2']);
  });
});
