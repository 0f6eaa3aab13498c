// The full sync path (part of bench:store): `connector.sync()` of Stripe customers from a local fake
// vendor (pages of 100, the sync's own page size, each fetched, decoded, transformed by the manifest's
// sync transform and stored with its checkpoint) into a fresh store, against its limit in the same run:
// the same records, made in this process (no vendor), written by the raw SQLite loop committing at the
// sync's cadence (100 records a transaction; bench-store-limits.ts). The fake runs in its own process
// (bench-sync-vendor.ts) and answers from pages made ahead of the timing: what the sync waits for is
// the socket, as with a real vendor, and the vendor's CPU is not on the sync's thread.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createEngine, openContextStore } from '../engine/index.ts';
import { customer } from './bench-customers.ts';
import { sqliteIngestLimit } from './bench-store-limits.ts';

const PAGE = 100;

/** The fake vendor's process (bench-sync-vendor.ts), once it listens. */
async function fakeStripe(n: number): Promise<{ child: ChildProcess; origin: string }> {
  const child = fork(join(import.meta.dirname, 'bench-sync-vendor.ts'), [String(n)], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the fake vendor exited (${code})`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** Records per second of a full sync into a fresh SQLite store, and of its limit; the share; the
 *  event loop's delay during the sync (p99 and max). */
export async function benchSyncPath(n: number): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sync-path-'));
  const vendor = await fakeStripe(n);
  try {
    const store = await openContextStore({ sqlite: join(dir, 'store.db') });
    const stripe = createEngine({ upstreams: { stripe: vendor.origin } }).connector('stripe', {
      credentials: { api_key: 'sk_test_bench_sync_0000' },
      contextStore: { store, connectorId: 'bench' },
    });
    // how long the event loop, which answers every other request of a service, waited meanwhile
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    const [state] = await stripe.sync({ entities: ['customers'] });
    const seconds = (performance.now() - started) / 1000;
    delay.disable();
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
      sync_path_event_loop_delay_p99_ms: +(delay.percentile(99) / 1e6).toFixed(1),
      sync_path_event_loop_delay_max_ms: +(delay.max / 1e6).toFixed(1),
    };
  } finally {
    vendor.child.disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}
