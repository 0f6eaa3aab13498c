// The full sync path (part of bench:store): `connector.sync()` of Stripe customers from a local fake
// vendor (pages of 100, the sync's own page size, each fetched, decoded, transformed by the manifest's
// sync transform and stored with its checkpoint) into a fresh store, against its limit in the same run:
// the same records, made in this process (no vendor), written by the raw SQLite loop committing at the
// sync's cadence (100 records a transaction; bench-store-limits.ts). The fake answers from records made
// ahead of the timing, so the vendor's own cost is the socket and the serialisation only.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine, openContextStore } from '../engine/index.ts';
import { sqliteIngestLimit } from './bench-store-limits.ts';

const PAGE = 100;

/** Stripe's list: `limit` customers after `starting_after`, newest-first order aside (ids ascend here). */
async function fakeStripe(n: number, customer: (i: number) => Record<string, unknown>) {
  const ids = new Map<string, number>();
  const pages: string[] = [];
  for (let i = 0; i < n; i += PAGE) {
    const data = Array.from({ length: Math.min(PAGE, n - i) }, (_, k) => customer(i + k));
    for (const [k, r] of data.entries()) ids.set(String(r.id), i + k);
    pages.push(
      JSON.stringify({ object: 'list', url: '/v1/customers', has_more: i + PAGE < n, data }),
    );
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const after = url.searchParams.get('starting_after');
    const from = after === null ? 0 : (ids.get(after) ?? -1) + 1;
    const page = pages[from / PAGE];
    if (url.pathname !== '/v1/customers' || page === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(page);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Records per second of a full sync into a fresh SQLite store, and of its limit; the share. */
export async function benchSyncPath(
  n: number,
  customer: (i: number) => Record<string, unknown>,
): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sync-path-'));
  const vendor = await fakeStripe(n, customer);
  try {
    const store = await openContextStore({ sqlite: join(dir, 'store.db') });
    const stripe = createEngine({ upstreams: { stripe: vendor.origin } }).connector('stripe', {
      credentials: { api_key: 'sk_test_bench_sync_0000' },
      contextStore: { store, connectorId: 'bench' },
    });
    const started = performance.now();
    const [state] = await stripe.sync({ entities: ['customers'] });
    const seconds = (performance.now() - started) / 1000;
    await store.close();
    if (state?.state !== 'done' || state.last_added !== n)
      throw new Error(`bench sync: ${JSON.stringify(state)}`);
    const sync = Math.round(n / seconds);
    const limit = await sqliteIngestLimit(n, customer, false, PAGE);
    return {
      sync_path_records: n,
      sync_path_records_per_s: sync,
      sync_path_limit_records_per_s: limit,
      sync_path_share_of_limit: +(sync / limit).toFixed(2),
    };
  } finally {
    vendor.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
