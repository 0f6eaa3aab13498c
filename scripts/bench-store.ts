// Context-store figures (part of `npm run bench`, alone `npm run bench:store`): ingest rate of N
// synthetic Stripe customers (default 1,000,000) through the same storePage path a sync uses (a page
// made ready while the one before is written; on SQLite the writes run on the store's writer thread), then
// the median latency of an eq, a range + sort, a keyword and a fuzzy search, and the database size;
// the same workload on SQLite (a temporary file) and on PostgreSQL (a fresh schema, dropped after).
// Beside the ingest, its limits in the same run (bench-store-limits.ts): on SQLite a raw insert loop
// committing every 1,000 records, and the same in one transaction; on PostgreSQL one COPY, and a COPY
// per 1,000 records. On SQLite also the full sync path (bench-sync-path.ts): a sync of 100,000
// records from a local fake vendor against the raw loop at the sync's cadence.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SqliteContextStore } from '../engine/context-store/sqlite-store.ts';
import { type ContextStore, createEngine, openContextStore } from '../engine/index.ts';
import { customer } from './bench-customers.ts';
import { postgresCopyLimit, sqliteIngestLimit } from './bench-store-limits.ts';
import { benchSyncPath } from './bench-sync-path.ts';

/** Records of the full sync path's run (a vendor page of 100 a call). */
const SYNC_PATH_RECORDS = 100_000;

/** One line per phase on stderr (stdout keeps the figures, also with --json). */
export const progress = (what: string) => process.stderr.write(`bench: ${what}\n`);

export type StoreBackend = 'sqlite' | 'postgres';
export type StoreFigures = Record<string, number>;

/** The workload on one store: ingest, then the four searches (median of 9 each). */
async function workload(store: ContextStore, n: number, label: string): Promise<StoreFigures> {
  const plan = createEngine().plan('stripe');
  const table = await store.table(plan, 'customers');
  const PAGE = 1000;
  const started = performance.now();
  let storing: Promise<unknown> | undefined; // as a sync: a page is made ready while the one before is written
  for (let i = 0; i < n; i += PAGE) {
    const page = Array.from({ length: Math.min(PAGE, n - i) }, (_, k) => customer(i + k));
    const stored = store.storePage(table, 'bench', page, ['id'], undefined, storing);
    await storing;
    storing = stored;
    if ((i + PAGE) % 100_000 === 0 || i + PAGE >= n)
      progress(`(d) context store, ${label}: ingested ${Math.min(i + PAGE, n)} of ${n} records`);
    if ((i + PAGE) % 10_000 === 0) await new Promise((r) => setImmediate(r)); // lets a Ctrl-C handler run
  }
  await storing;
  await store.purge(table); // as a sync ends
  const ingestSeconds = (performance.now() - started) / 1000;
  progress(`(d) context store, ${label}: searches`);
  if (store instanceof SqliteContextStore) store.db.pragma('wal_checkpoint(TRUNCATE)');
  const query = async (params: unknown) => {
    const runs: number[] = [];
    let found = 0;
    for (let r = 0; r < 9; r++) {
      const t = performance.now();
      found = (await store.search(plan, 'customers', 'bench', params)).data.length;
      runs.push(performance.now() - t);
    }
    if (!found) throw new Error(`bench query found nothing: ${JSON.stringify(params)}`);
    return +runs.sort((a, b) => a - b)[4]!.toFixed(2);
  };
  return {
    records: n,
    ingest_records_per_s: Math.round(n / ingestSeconds),
    eq_median_ms: await query({
      query: { filter: { eq: { email: `user${Math.floor(n / 2)}@example.com` } } },
    }),
    range_sort_median_ms: await query({
      query: {
        filter: { gte: { balance: 50_000 }, lt: { balance: 50_100 } },
        sort: [{ created: 'desc' }],
      },
      limit: 100,
    }),
    keyword_median_ms: await query({
      query: { filter: { keyword: { description: 'tango zulu' } } },
      limit: 100,
    }),
    fuzzy_median_ms: await query({
      query: { filter: { fuzzy: { description: 'foxtort' } } },
      limit: 100,
    }),
  };
}

/** Runs the workload on one backend; PostgreSQL at `databaseUrl` in a schema of its own, dropped after. */
export async function benchStore(
  n: number,
  backend: StoreBackend = 'sqlite',
  databaseUrl?: string,
): Promise<StoreFigures> {
  const dir = backend === 'sqlite' ? mkdtempSync(join(tmpdir(), 'bench-store-')) : '';
  const schema = `bench_store_${process.pid}`;
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await client.end();
    }
  };
  const cleanup = () =>
    backend === 'sqlite'
      ? Promise.resolve(rmSync(dir, { recursive: true, force: true }))
      : dropSchema();
  // Ctrl-C during a long run: the temporary database (up to GBs) goes with the process
  const interrupted = () => {
    process.stderr.write(
      `\nbench: interrupted; removing ${backend === 'sqlite' ? dir : `schema ${schema}`}\n`,
    );
    void cleanup().finally(() => process.exit(130));
  };
  // Ctrl-C reaches npm too, which then stops its child with SIGTERM: both clean up
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, interrupted);
  try {
    const store =
      backend === 'sqlite'
        ? await openContextStore({ sqlite: join(dir, 'store.db') })
        : await openContextStore({ postgres: databaseUrl!, schema });
    const figures = await workload(store, n, backend === 'sqlite' ? 'SQLite' : 'PostgreSQL');
    await store.close();
    figures.db_size_mb =
      backend === 'sqlite'
        ? +(
            readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0) / 1048576
          ).toFixed(0)
        : await pgSize(databaseUrl!, schema);
    await cleanup(); // the limits' runs start on a machine without the store's data
    Object.assign(
      figures,
      await ingestLimits(n, backend, databaseUrl, figures.ingest_records_per_s!),
    );
    return figures;
  } finally {
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.removeListener(signal, interrupted);
    await cleanup();
  }
}

/** The ingest's limits (bench-store-limits.ts), each with the store's rate as a share of it. */
async function ingestLimits(
  n: number,
  backend: StoreBackend,
  databaseUrl: string | undefined,
  rate: number,
): Promise<StoreFigures> {
  const share = (limit: number) => +(rate / limit).toFixed(2);
  if (backend === 'postgres') {
    progress('(d) context store, PostgreSQL: the limits, one COPY, then a COPY per 1,000 records');
    const copy = await postgresCopyLimit(n, customer, databaseUrl!, false);
    const paged = await postgresCopyLimit(n, customer, databaseUrl!, true);
    return {
      copy_records_per_s: copy,
      ingest_share_of_copy: share(copy),
      copy_paged_records_per_s: paged,
      ingest_share_of_copy_paged: share(paged),
    };
  }
  progress(
    '(d) context store, SQLite: the limits, a raw insert loop by pages, then in one transaction',
  );
  const paged = await sqliteIngestLimit(n, customer, false);
  const one = await sqliteIngestLimit(n, customer, true);
  const syncRecords = Math.min(n, SYNC_PATH_RECORDS);
  progress(`(d) context store, SQLite: the full sync path, ${syncRecords} records, and its limit`);
  return {
    raw_paged_records_per_s: paged,
    ingest_share_of_raw_paged: share(paged),
    raw_one_transaction_records_per_s: one,
    ingest_share_of_one_transaction: share(one),
    ...(await benchSyncPath(syncRecords)),
  };
}

async function pgSize(url: string, schema: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS b FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r'`,
      [schema],
    );
    return +(Number(rows[0].b) / 1048576).toFixed(0);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL to bench on (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default), if it answers. */
export async function benchDatabaseUrl(): Promise<{ url?: string; reason?: string }> {
  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return { url };
  } catch (err) {
    return {
      reason: `no PostgreSQL at BENCH_DATABASE_URL / TEST_DATABASE_URL (${(err as Error).message})`,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Both backends' figures side by side, one line per measure. */
export function storeTable(figures: Partial<Record<StoreBackend, StoreFigures>>): string[] {
  const rows: [string, string, string][] = [
    ['ingest, records/s', 'ingest_records_per_s', '>= 20000'],
    ['  limit: raw loop by pages', 'raw_paged_records_per_s', ''],
    ['  ingest / that limit', 'ingest_share_of_raw_paged', '>= 0.9'],
    ['  limit: one transaction', 'raw_one_transaction_records_per_s', ''],
    ['  ingest / that limit', 'ingest_share_of_one_transaction', '>= 0.85'],
    ['  limit: one COPY', 'copy_records_per_s', ''],
    ['  ingest / that limit', 'ingest_share_of_copy', '>= 0.85'],
    ['  limit: a COPY per 1,000', 'copy_paged_records_per_s', ''],
    ['  ingest / that limit', 'ingest_share_of_copy_paged', ''],
    ['full sync path, records/s', 'sync_path_records_per_s', ''],
    ['  limit: raw loop by 100', 'sync_path_limit_records_per_s', ''],
    ['  sync path / that limit', 'sync_path_share_of_limit', '>= 0.85'],
    ['  event loop delay p99, ms', 'sync_path_event_loop_delay_p99_ms', ''],
    ['  event loop delay max, ms', 'sync_path_event_loop_delay_max_ms', ''],
    ['eq, median ms', 'eq_median_ms', '< 20'],
    ['range + sort, median ms', 'range_sort_median_ms', '< 20'],
    ['keyword, median ms', 'keyword_median_ms', '< 150'],
    ['fuzzy, median ms', 'fuzzy_median_ms', '< 150'],
    ['database size, MB', 'db_size_mb', ''],
  ];
  const cell = (b: StoreBackend, key: string) => String(figures[b]?.[key] ?? '-').padStart(12);
  return [
    `${''.padEnd(26)}${'SQLite'.padStart(12)}${'PostgreSQL'.padStart(12)}   target`,
    ...rows.map(
      ([label, key, target]) =>
        `${label.padEnd(26)}${cell('sqlite', key)}${cell('postgres', key)}   ${target}`,
    ),
  ];
}
