// Vendors that publish a rate per operation and answer a burst beyond it with 429 and no Retry-After
// (Amazon SP-API) need syncs that pace themselves: a token bucket per action (engine/http/pace.ts), and
// a sync that waits for a token before each request. The fake vendor here refuses a request that comes
// sooner than 50 ms after the previous one, as such a vendor would; the kind declares 5 requests a
// second (one per 200 ms: room for a loaded machine delaying one request) after a burst of 1.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Pacer } from '../engine/http/pace.ts';
import { ContextStore, createEngine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';
import { manifestHead } from './support/manifest-head.ts';

describe('Pacer', () => {
  afterEach(() => vi.useRealTimers());

  it('lets the burst go at once, then one request per 1/rate seconds', async () => {
    vi.useFakeTimers();
    const pacer = new Pacer({ perSecond: 1, burst: 2 }, () => Date.now());
    await pacer.take();
    await pacer.take();
    let third = false;
    const pending = pacer.take().then(() => (third = true));
    await vi.advanceTimersByTimeAsync(900);
    expect(third).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await pending;
    expect(third).toBe(true);
  });

  it('queues waiting callers one interval apart instead of releasing them together', async () => {
    vi.useFakeTimers();
    const pacer = new Pacer({ perSecond: 2, burst: 1 }, () => Date.now());
    await pacer.take();
    const done: number[] = [];
    const start = Date.now();
    const waits = [pacer.take(), pacer.take()].map((p) =>
      p.then(() => done.push(Date.now() - start)),
    );
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(waits);
    expect(done).toEqual([500, 1000]);
  });

  it('takes the rate the vendor states in the named header', async () => {
    vi.useFakeTimers();
    const pacer = new Pacer(
      { perSecond: 0.0167, burst: 1, limitHeader: 'x-amzn-ratelimit-limit' },
      () => Date.now(),
    );
    await pacer.take();
    pacer.observe(new Headers({ 'x-amzn-RateLimit-Limit': '10.0' }));
    pacer.observe(new Headers({ 'x-amzn-RateLimit-Limit': 'garbage' })); // ignored
    let next = false;
    const pending = pacer.take().then(() => (next = true));
    await vi.advanceTimersByTimeAsync(100);
    await pending;
    expect(next).toBe(true);
  });

  it('stops waiting when the signal aborts, and gives the token back', async () => {
    vi.useFakeTimers();
    const pacer = new Pacer({ perSecond: 1, burst: 1 }, () => Date.now());
    await pacer.take();
    const stop = new AbortController();
    const waiting = pacer.take(stop.signal);
    stop.abort(new Error('budget spent'));
    await expect(waiting).rejects.toThrow('budget spent');
    let next = false;
    const pending = pacer.take().then(() => (next = true));
    await vi.advanceTimersByTimeAsync(1000); // one interval, not two: the aborted wait held no token
    await pending;
    expect(next).toBe(true);
  });
});

describe('a sync paced by the declared rate', () => {
  const vendor = new ProgrammableVendor();
  let last = 0;
  let refused = 0;
  const dir = mkdtempSync(join(tmpdir(), 'paced-'));
  const manifest = (rate: string) => `${manifestHead('paced', 'Paced')}http: { retries: 0 }
pagination:
  cursor: { type: cursor, next: next, param: cursor }
entities:
  items:
    record: { type: object, properties: { id: { type: string } } }
    searchable: [id]
    actions:
      list:
        request: { path: /items }
        pagination: cursor
        response: { result: data }
${rate}`;

  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res) => {
      const now = performance.now();
      const tooSoon = now - last < 50;
      last = now;
      if (tooSoon) {
        refused++;
        res.statusCode = 429; // no Retry-After, as SP-API
        return void res.end(
          '{"errors":[{"code":"QuotaExceeded","message":"You exceeded your quota"}]}',
        );
      }
      const n = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('cursor') ?? 0);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ data: [{ id: `i${n}` }], ...(n < 5 ? { next: String(n + 1) } : {}) }),
      );
    };
  });
  afterAll(() => vendor.stop());

  const syncWith = async (rate: string) => {
    writeFileSync(join(dir, 'paced.yaml'), manifest(rate));
    const store = ContextStore.open(join(dir, `${Math.random()}.db`));
    const connector = createEngine({
      connectorsDir: dir,
      upstreams: { paced: vendor.origin },
      http: { retries: 0 },
    }).connector('paced', {
      credentials: { key: 'k' },
      contextStore: { store, connectorId: 'c1' },
    });
    try {
      refused = 0;
      last = 0;
      return (await connector.sync())[0]!;
    } finally {
      await store.close();
    }
  };

  it('fails after the burst without a rate (the vendor refuses the second request)', async () => {
    const state = await syncWith('');
    expect(state.state).toBe('failed');
    expect(refused).toBeGreaterThan(0);
  });

  it('walks all six pages with rate: the requests keep the vendor’s pace', async () => {
    const state = await syncWith('        rate: { per_second: 5, burst: 1 }');
    expect([state.state, state.records, refused]).toEqual(['done', 6, 0]);
  });
});
