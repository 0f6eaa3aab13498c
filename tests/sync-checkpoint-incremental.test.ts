// Checkpoint per page on an incremental walk (issue 25, mechanism 4). The first run copies six events and
// stores their newest change as the "updated since" point. Six events then change; the second run asks for
// changes since that point and fails on page 5. The third run must keep the progress of pages 1-4: it asks
// page 5 on with the filter the walk began with, and when the vendor no longer honours that page's cursor
// (410) it walks again from that same filter, not from nothing (which re-reads the whole history).
// On 271f03b the first test passes already (a resume kept the page cursor and the walk's filter); the
// second fails there: the 410 restart sent no filter at all (since=null) and read every event again.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, type Engine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';
import { manifestHead } from './support/manifest-head.ts';

const MANIFEST = `${manifestHead('paged', 'Paged')}http: { timeout_ms: 5000, retries: 0, backoff_ms: 1 }
pagination:
  after: { type: cursor, next: next, param: after }
entities:
  events:
    record: { type: object, properties: { id: { type: integer }, updated_at: { type: string } } }
    searchable: [id, updated_at]
    sync: { incremental: { field: updated_at, param: since } }
    actions:
      list:
        request: { path: /events }
        pagination: after
        params: { properties: { since: { type: string } } }
        response: { result: data, metadata: '{ "next": next }' }
`;

const day = (month: number, d: number) => `2024-0${month}-0${d}T00:00:00Z`;
let events = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, updated_at: day(2, i + 1) }));
/** What the vendor answers for a request: a status (failure) or nothing (the page). */
let refuse: (after: number, q: URLSearchParams) => number | undefined = () => undefined;
const vendor = new ProgrammableVendor();
let engine: Engine;
let store: ContextStore;

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const at = Number(q.get('after') ?? 0);
    res.setHeader('content-type', 'application/json');
    const status = refuse(at, q);
    if (status) {
      res.statusCode = status;
      return res.end(JSON.stringify({ message: `refused with ${status}` }));
    }
    const changed = events.filter((e) => e.updated_at >= (q.get('since') ?? ''));
    const next = at + 1 < changed.length ? String(at + 1) : null;
    res.end(JSON.stringify({ data: changed.slice(at, at + 1), next }));
  };
  const dir = mkdtempSync(join(tmpdir(), 'paged-inc-'));
  writeFileSync(join(dir, 'paged.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { paged: vendor.origin } });
  store = ContextStore.open(join(dir, 'copy.db'));
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

const asked = () =>
  vendor.received.map((r) => {
    const q = new URL(r.url, 'http://x').searchParams;
    return `since=${q.get('since')} after=${q.get('after')}`;
  });

/** Copies the six events, changes all of them, and fails the incremental walk's page 5 once. */
async function failOnPage5OfIncrementalWalk(connectorId: string) {
  events = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, updated_at: day(2, i + 1) }));
  refuse = () => undefined;
  const connector = engine.connector('paged', {
    credentials: { key: 'k-123456' },
    config: {},
    contextStore: { store, connectorId },
  });
  const [first] = await connector.sync();
  expect(first).toMatchObject({ state: 'done', records: 6, since: day(2, 6) });
  events = events.map((e, i) => ({ ...e, updated_at: day(3, i + 1) }));
  let failed = false;
  refuse = (at) => (at === 4 && !failed ? ((failed = true), 500) : undefined);
  vendor.received.length = 0;
  const [second] = await connector.sync();
  expect(asked()).toEqual([0, 1, 2, 3, 4].map((a) => `since=${day(2, 6)} after=${a || null}`));
  // the walk's progress is kept beside the point it began with (the point moves when the walk ends)
  expect(second).toMatchObject({ state: 'failed', since: day(2, 6) });
  expect(second!.checkpoint).toMatchObject({ unit: 0, next: { token: '4' }, since: day(3, 4) });
  vendor.received.length = 0;
  return connector;
}

describe('checkpoint per page, incremental walk', () => {
  it('the next run asks pages 5 and 6 only, with the filter the walk began with', async () => {
    const connector = await failOnPage5OfIncrementalWalk('resume');
    const [third] = await connector.sync();
    expect(asked()).toEqual([`since=${day(2, 6)} after=4`, `since=${day(2, 6)} after=5`]);
    expect(third).toMatchObject({ state: 'done', records: 6, since: day(3, 6), checkpoint: null });
  });

  it("a resume whose cursor the vendor no longer honours (410) walks again from the walk's filter", async () => {
    const connector = await failOnPage5OfIncrementalWalk('cursor-gone');
    refuse = (at, q) =>
      at === 4 && q.get('after') && vendor.received.length === 1 ? 410 : undefined;
    const [third] = await connector.sync();
    expect(asked()).toEqual([
      `since=${day(2, 6)} after=4`,
      ...[0, 1, 2, 3, 4, 5].map((a) => `since=${day(2, 6)} after=${a || null}`),
    ]);
    expect(third).toMatchObject({ state: 'done', records: 6, since: day(3, 6) });
  });
});
