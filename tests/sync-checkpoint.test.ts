// Checkpoint per page: an incremental walk that fails part-way keeps what its stored pages reached. A fake
// vendor answers six pages of one event each and fails page 5 once; the failed sync keeps pages 1-4 and a
// checkpoint at page 5, and the next run asks page 5 and 6 only, with the filter the walk began with.
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

const events = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  updated_at: `2024-02-0${i + 1}T00:00:00Z`,
}));
const vendor = new ProgrammableVendor();
let failPage5 = true;
let engine: Engine;
let store: ContextStore;

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const at = Number(q.get('after') ?? 0);
    res.setHeader('content-type', 'application/json');
    if (at === 4 && failPage5) {
      failPage5 = false;
      res.statusCode = 500;
      return res.end(JSON.stringify({ message: 'temporarily unavailable' }));
    }
    const since = q.get('since') ?? '';
    const page = events.filter((e) => e.updated_at >= since).slice(at, at + 1);
    res.end(JSON.stringify({ data: page, next: at + 1 < events.length ? String(at + 1) : null }));
  };
  const dir = mkdtempSync(join(tmpdir(), 'paged-'));
  writeFileSync(join(dir, 'paged.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { paged: vendor.origin } });
  store = ContextStore.open(join(dir, 'copy.db'));
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('checkpoint per page', () => {
  it('a failure on page 5 keeps pages 1-4; the next run goes on from page 5', async () => {
    const connector = engine.connector('paged', {
      credentials: { key: 'k-123456' },
      config: {},
      contextStore: { store, connectorId: 'c' },
    });
    const [failed] = await connector.sync();
    expect(failed).toMatchObject({ state: 'failed', records: 4 });
    expect(failed!.checkpoint).toMatchObject({ unit: 0, since: events[3]!.updated_at });
    vendor.received.length = 0;
    const [done] = await connector.sync();
    expect(
      vendor.received.map((r) => new URL(r.url, 'http://x').searchParams.get('after')),
    ).toEqual(['4', '5']);
    expect(done).toMatchObject({ state: 'done', records: 6, since: events[5]!.updated_at });
  });
});
