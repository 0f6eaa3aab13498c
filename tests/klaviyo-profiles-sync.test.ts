// Klaviyo's profiles copy asks for predictive_analytics, which lowers the endpoint's limit to 10/s burst and
// 150/min steady. Through a fake Klaviyo on 127.0.0.1 that counts requests in its own burst window, a copy of
// twelve pages keeps to it: seven pages at once, then one each 0.43 s, none refused.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const PAGES = 12;
const vendor = new ProgrammableVendor();
const times: number[] = [];
let store: ContextStore;
let klaviyo: Connector;

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    times.push(Date.now());
    const n = Number(url.searchParams.get('page[cursor]') ?? 0);
    res.setHeader('content-type', 'application/json');
    // Klaviyo's burst for this request: more than 10 in one second is refused
    if (times.filter((t) => t > Date.now() - 1000).length > 10) {
      res.statusCode = 429;
      return res.end(
        JSON.stringify({ errors: [{ status: 429, detail: 'Request was throttled.' }] }),
      );
    }
    const next = new URLSearchParams(url.searchParams);
    next.set('page[cursor]', String(n + 1));
    res.end(
      JSON.stringify({
        data: [
          {
            type: 'profile',
            id: `p${n}`,
            attributes: { email: `p${n}@example.com`, updated: '2024-01-01T00:00:00+00:00' },
          },
        ],
        links: { next: n + 1 < PAGES ? `${vendor.origin}/api/profiles?${next}` : null },
      }),
    );
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'klaviyo-')), 'copy.db'));
  klaviyo = createEngine({ upstreams: { klaviyo: vendor.origin }, http: { retries: 0 } }).connector(
    'klaviyo',
    {
      credentials: { api_key: 'pk_fixture0only0not0a0real0klaviyo0key' },
      contextStore: { store, connectorId: 'k' },
    },
  );
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('klaviyo profiles copy', () => {
  it('asks predictive analytics and keeps to its lower limit', async () => {
    const [state] = await klaviyo.sync({ entities: ['profiles'] });
    expect(state).toMatchObject({ state: 'done', records: PAGES, last_error: null });
    expect(vendor.received[0]!.url).toContain('predictive_analytics');
    // five pages past the burst, each waiting for a token (some refill while the burst is sent)
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(1500);
  });
});
