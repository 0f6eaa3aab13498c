// A sync asks for the next page while it stores the current one (engine/context-store/sync.ts
// walkUnit), so the vendor's answer travels during the store's write; still one request at a time.
// A page that fails to store ends the walk there: the page asked ahead is dropped. The store is the real SQLite store, its storePage held until a condition.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteFile } from '../engine/context-store/load-sqlite.ts';
import { SqliteContextStore } from '../engine/context-store/sqlite-store.ts';
import { createEngine, type Engine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';
import { manifestHead } from './support/manifest-head.ts';

const MANIFEST = `${manifestHead('paged', 'Paged')}http: { timeout_ms: 5000, retries: 0, backoff_ms: 1 }
pagination:
  after: { type: cursor, next: next, param: after }
entities:
  items:
    record: { type: object, properties: { id: { type: integer } } }
    searchable: [id]
    sync: {}
    actions:
      list:
        request: { path: /items }
        pagination: after
        response: { result: data, metadata: '{ "next": next }' }
`;
const PAGES = 4;

/** The real store; page n's storePage first waits for `hold(n)` (what the test waits on), and may fail. */
class HeldStore extends SqliteContextStore {
  hold: (page: number) => Promise<void> = async () => {};
  failOnPage = 0;
  calls = 0;
  override async storePage(...args: Parameters<SqliteContextStore['storePage']>) {
    const page = ++this.calls;
    await this.hold(page);
    if (page === this.failOnPage) throw new Error('disk full');
    const stored = await super.storePage(...args);
    events.push(`stored ${page}`);
    return stored;
  }
}

/** The vendor's and the store's events in the order they happened. */
let events: string[] = [];
const vendor = new ProgrammableVendor();
let engine: Engine;
let dir: string;
/** Requests the vendor has seen, and the answers it holds back (by page). */
let held: Map<number, ServerResponse>;
let holdPage = -1;
/** Requests in flight at once, most seen. */
let open = 0;
let mostOpen = 0;

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const at = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('after') ?? 0);
    const body = JSON.stringify({
      data: [{ id: at + 1 }],
      next: at + 1 < PAGES ? String(at + 1) : null,
    });
    res.setHeader('content-type', 'application/json');
    events.push(`asked ${at + 1}`);
    mostOpen = Math.max(mostOpen, ++open);
    res.on('close', () => open--);
    if (at !== holdPage) return res.end(body);
    held.set(at, res);
  };
  dir = mkdtempSync(join(tmpdir(), 'page-ahead-'));
  writeFileSync(join(dir, 'paged.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { paged: vendor.origin } });
});
afterAll(async () => {
  await vendor.stop();
});

function openStore(name: string): HeldStore {
  const store = new HeldStore(openSqliteFile(join(dir, `${name}.db`)));
  held = new Map();
  holdPage = -1;
  mostOpen = 0;
  events = [];
  vendor.received.length = 0;
  return store;
}

const asked = () => vendor.received.length;
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  return ok();
};

describe('a sync asks for the next page while it stores one', () => {
  it('page n+1 is asked before page n is stored; one request at a time; every page stored in order', async () => {
    const store = openStore('ahead');
    // page n's write waits until page n+1 is asked: a walk that asks only after storing never gets on
    store.hold = async (page) => void (page < PAGES && (await until(() => asked() > page)));
    const connector = engine.connector('paged', {
      credentials: { key: 'k-123456' },
      config: {},
      contextStore: { store, connectorId: 'c' },
    });
    const [state] = await connector.sync();
    expect(state).toMatchObject({ state: 'done', records: PAGES });
    const at = (e: string) => events.indexOf(e);
    for (let page = 1; page < PAGES; page++)
      expect(at(`asked ${page + 1}`)).toBeLessThan(at(`stored ${page}`));
    expect(events.filter((e) => e.startsWith('stored'))).toEqual([
      'stored 1',
      'stored 2',
      'stored 3',
      'stored 4',
    ]);
    expect(mostOpen).toBe(1);
    expect(vendor.received.map((r) => r.url)).toEqual([
      '/items',
      '/items?after=1',
      '/items?after=2',
      '/items?after=3',
    ]);
    const t = await store.table(engine.plan('paged'), 'items');
    expect((await store.records(t, 'c')).map((r) => (r as { id: number }).id)).toEqual([
      1, 2, 3, 4,
    ]);
    await store.close();
    store.db.close();
  });

  it('a page that fails to store ends the walk at once: the page asked ahead is dropped, nothing after it written', async () => {
    const store = openStore('fails');
    store.failOnPage = 2;
    holdPage = 2; // the vendor holds page 3's answer: the request is in flight when page 2 fails
    store.hold = async (page) => void (page === 2 && (await until(() => held.has(2))));
    const connector = engine.connector('paged', {
      credentials: { key: 'k-123456' },
      config: {},
      contextStore: { store, connectorId: 'c' },
    });
    const [state] = await connector.sync();
    expect(state).toMatchObject({ state: 'failed', records: 1 });
    expect((state!.checkpoint as { next: { token: string } }).next.token).toBe('1');
    expect(held.get(2)!.destroyed).toBe(false); // ended before page 3 came, not by its timeout
    held.get(2)!.end(JSON.stringify({ data: [{ id: 3 }], next: '3' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(asked()).toBe(3);
    expect(store.calls).toBe(2);
    const t = await store.table(engine.plan('paged'), 'items');
    expect(await store.count(t, 'c')).toBe(1);
    await store.close();
    store.db.close();
  });
});
