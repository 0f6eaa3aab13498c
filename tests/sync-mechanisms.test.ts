// The generic sync mechanisms of the format, through a fake vendor on 127.0.0.1 and both store backends:
// stable keys for rows with no id of their own (a list of fields, or an expression), a parent the vendor
// refuses (403) skipped with a warning, a strategy's page cap ending the walk cleanly with the next run
// continuing from the last record, date-only incremental filters, windows with both ends from a
// declared replication key, and a walk failing on page 5 keeping pages 1-4 (their checkpoint).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContextStore, createEngine, type Engine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';
import { manifestHead } from './support/manifest-head.ts';
import { type Backend, postgresUnavailable, storeMaker } from './support/store-backends.ts';

const MANIFEST = `${manifestHead('mech', 'Mechanisms')}http: { timeout_ms: 5000, retries: 0, backoff_ms: 1 }
replication: { properties: { reports_from: { type: string, format: date } } }
pagination:
  numbered: { type: page, param: page, page_cap: 3 }
entities:
  accounts:
    record: { type: object, properties: { id: { type: string } } }
    searchable: [id]
    actions:
      list: { request: { path: /accounts }, no_pagination_reason: one page in tests }
  reports:
    record: { type: object, properties: { account: { type: string }, day: { type: string }, impressions: { type: integer } } }
    searchable: [account, day, impressions]
    sync:
      key: [account, day]
      parents: { entity: accounts, skip_status: [403, 404] }
      windows: { days: 30, start: reports_from }
      params: { account: "{parent.id}", start: "{window.start|date}", end: "{window.end|date}" }
    actions:
      list:
        request: { path: "/accounts/{account}/reports" }
        params: { properties: { account: { type: string }, start: { type: string }, end: { type: string } }, required: [account] }
        no_pagination_reason: one page in tests
  members:
    record: { type: object, properties: { user: { type: string }, role: { type: string } } }
    searchable: [user, role]
    sync:
      key: { expression: "$parent.id & '/' & user" }
      parents: { entity: accounts, skip_status: [403] }
      params: { account: "{parent.id}" }
    actions:
      list:
        request: { path: "/accounts/{account}/members" }
        params: { properties: { account: { type: string } }, required: [account] }
        no_pagination_reason: one page in tests
  tickets:
    record: { type: object, properties: { id: { type: integer }, updated_at: { type: string } } }
    searchable: [id, updated_at]
    sync:
      incremental: { field: updated_at, param: updated_since, format: date }
    actions:
      list:
        request: { path: /tickets }
        pagination: numbered
        params: { properties: { updated_since: { type: string } } }
`;

// Ten tickets, one a day; the vendor answers two a page and refuses any page past 3 (as Freshdesk does past 300).
const tickets = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  updated_at: `2024-01-${String(i + 1).padStart(2, '0')}T10:15:30.123Z`,
}));
const vendor = new ProgrammableVendor();
let impressions = 5;
let role = 'viewer';
let engine: Engine;
let store: ContextStore;
const asked = (path: string) =>
  vendor.received
    .map((r) => new URL(r.url, 'http://x'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

function answer(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const q = Object.fromEntries(url.searchParams);
    if (url.pathname === '/accounts')
      return answer(res, 200, [{ id: 'a1' }, { id: 'a2' }, { id: 'a3' }]);
    const m = /^\/accounts\/(a\d)\/(reports|members)$/.exec(url.pathname);
    if (m?.[1] === 'a2') return answer(res, 403, { message: 'not permitted on this account' });
    if (m?.[2] === 'reports')
      return answer(res, 200, [{ account: m[1], day: q.start, impressions }]);
    if (m?.[2] === 'members') return answer(res, 200, [{ user: 'u1', role }]);
    if (url.pathname === '/tickets') {
      const page = Number(q.page ?? 1);
      if (page > 3) return answer(res, 400, { message: 'page must be at most 3' });
      const since = q.updated_since ?? '';
      return answer(
        res,
        200,
        tickets.filter((t) => t.updated_at >= since).slice((page - 1) * 2, page * 2),
      );
    }
    answer(res, 404, {});
  };
  const dir = mkdtempSync(join(tmpdir(), 'mech-'));
  writeFileSync(join(dir, 'mech.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { mech: vendor.origin } });
});
afterAll(() => vendor.stop());

const connector = (id: string) =>
  engine.connector('mech', {
    credentials: { key: 'k-123456' },
    config: {},
    replication: { reports_from: '2024-01-01' },
    contextStore: { store, connectorId: id },
  });
const NOW = () => new Date('2024-03-01T00:00:00Z');
const rows = async (entity: string, id: string) =>
  (await store.search(engine.plan('mech'), entity, id, { query: {}, limit: 100 })).data as Record<
    string,
    unknown
  >[];

const pgUnavailable = await postgresUnavailable();
for (const backend of ['sqlite', 'postgres'] as Backend[]) {
  const skipped = backend === 'postgres' ? pgUnavailable : undefined;
  describe.skipIf(!!skipped)(
    `sync mechanisms (${backend}${skipped ? `; skipped: ${skipped}` : ''})`,
    () => {
      const maker = storeMaker(backend);
      beforeAll(async () => {
        store = await maker.open('store.db');
      });
      afterAll(() => maker.cleanup());

      it('keys report rows by their fields: a changed number replaces the row instead of adding one', async () => {
        impressions = 5;
        await connector('k').sync({ entities: ['reports'], now: NOW });
        impressions = 7;
        const states = await connector('k').sync({ entities: ['reports'], now: NOW });
        const stored = await rows('reports', 'k');
        expect(stored.map((r) => [r.account, r.day, r.impressions]).sort()).toEqual([
          ['a1', '2024-01-01', 7],
          ['a1', '2024-01-31', 7],
          ['a3', '2024-01-01', 7],
          ['a3', '2024-01-31', 7],
        ]);
        expect(states.find((s) => s.entity === 'reports')).toMatchObject({
          state: 'done',
          records: 4,
        });
      });

      it('walks windows with both ends from the declared replication key', async () => {
        vendor.received.length = 0;
        await connector('w').sync({ entities: ['reports'], now: NOW });
        expect(asked('/accounts/a1/reports')).toEqual([
          { start: '2024-01-01', end: '2024-01-31' },
          { start: '2024-01-31', end: '2024-03-01' },
        ]);
      });

      it('skips a parent answering 403 with a warning naming it, and copies the others', async () => {
        const states = await connector('p').sync({ entities: ['reports'], now: NOW });
        const reports = states.find((s) => s.entity === 'reports')!;
        expect(reports).toMatchObject({ state: 'done', last_error: null, records: 4 });
        expect(reports.warnings).toEqual([
          { parent: 'a2', status: 403, message: expect.stringContaining('') },
        ]);
        expect(new Set((await rows('reports', 'p')).map((r) => r.account))).toEqual(
          new Set(['a1', 'a3']),
        );
      });

      it('keys rows by an expression over the record and its parent: a role change replaces the row', async () => {
        role = 'viewer';
        await connector('m').sync({ entities: ['members'] });
        role = 'admin';
        const states = await connector('m').sync({ entities: ['members'] });
        expect((await rows('members', 'm')).map((r) => r.role)).toEqual(['admin', 'admin']);
        expect(states.find((s) => s.entity === 'members')).toMatchObject({
          state: 'done',
          records: 2,
          warnings: [{ parent: 'a2', status: 403 }],
        });
      });

      it('ends the walk cleanly at the page cap and continues from the last record next run, asking days', async () => {
        vendor.received.length = 0;
        const [first] = await connector('c').sync({ entities: ['tickets'] });
        expect(first).toMatchObject({ state: 'done', records: 6, since: tickets[5]!.updated_at });
        expect(asked('/tickets').map((q) => q.page ?? '1')).toEqual(['1', '2', '3']);
        vendor.received.length = 0;
        const [second] = await connector('c').sync({ entities: ['tickets'] });
        expect(asked('/tickets')[0]).toEqual({ updated_since: '2024-01-06' });
        expect(second).toMatchObject({ state: 'done', records: 10, since: tickets[9]!.updated_at });
      });
    },
  );
}
