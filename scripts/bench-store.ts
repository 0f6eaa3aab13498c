// Context-store figures (part of `npm run bench`): ingest rate of N synthetic Stripe customers
// (default 1,000,000) through the same storePage path a sync uses, then the median latency of an eq,
// a range + sort, a keyword and a fuzzy search, and the database size.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContextStore, createEngine } from '../engine/index.ts';

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima', 'mike', 'november', 'oscar', 'papa', 'quebec', 'romeo', 'sierra', 'tango', 'uniform', 'victor', 'whiskey', 'xray', 'yankee', 'zulu'];
const FIRST = ['John', 'Jane', 'Maria', 'Ahmed', 'Wei', 'Olga', 'Pedro', 'Fatima', 'Liam', 'Noah', 'Emma', 'Mia'];

function customer(i: number) {
  return {
    id: `cus_${i.toString(36).padStart(8, '0')}`,
    object: 'customer',
    address: { city: ['Berlin', 'Paris', 'Lisbon', 'Austin'][i % 4], country: ['DE', 'FR', 'PT', 'US'][i % 4], line1: `${i % 300} Main St`, postal_code: String(10000 + (i % 90000)) },
    balance: (i * 37) % 100_000,
    created: 1_600_000_000 + i * 30,
    currency: ['usd', 'eur', 'gbp'][i % 3],
    delinquent: i % 11 === 0,
    description: `${FIRST[i % 12]} ${WORDS[i % 26]} ${WORDS[(i * 7) % 26]} account ${i % 997}`,
    email: `user${i}@example.com`,
    invoice_prefix: `P${(i % 46656).toString(36).toUpperCase()}`,
    livemode: false,
    metadata: { tier: ['gold', 'silver', 'bronze'][i % 3], crm_id: String(i) },
    name: `${FIRST[i % 12]} ${WORDS[(i * 3) % 26]}`,
  };
}

/** One line per phase on stderr (stdout keeps the figures, also with --json). */
export const progress = (what: string) => process.stderr.write(`bench: ${what}\n`);

export async function benchStore(n: number): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-store-'));
  // Ctrl-C during a long run: the temporary database (up to GBs) goes with the process
  const interrupted = () => {
    rmSync(dir, { recursive: true, force: true });
    process.stderr.write(`\nbench: interrupted; removed ${dir}\n`);
    process.exit(130);
  };
  // Ctrl-C reaches npm too, which then stops its child with SIGTERM: both clean up
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, interrupted);
  try {
    const store = ContextStore.open(join(dir, 'store.db'));
    const plan = createEngine().plan('stripe');
    const table = store.table(plan, 'customers');
    const PAGE = 1000;
    const started = performance.now();
    for (let i = 0; i < n; i += PAGE) {
      const page = Array.from({ length: Math.min(PAGE, n - i) }, (_, k) => customer(i + k));
      store.storePage(table, 'bench', page, ['id']);
      if ((i + PAGE) % 100_000 === 0 || i + PAGE >= n) progress(`(d) context store: ingested ${Math.min(i + PAGE, n)} of ${n} records`);
      if ((i + PAGE) % 10_000 === 0) await new Promise((r) => setImmediate(r)); // lets a Ctrl-C handler run
    }
    progress('(d) context store: searches');
    const ingestSeconds = (performance.now() - started) / 1000;
    store.db.pragma('wal_checkpoint(TRUNCATE)');
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
    const figures = {
      records: n,
      ingest_records_per_s: Math.round(n / ingestSeconds),
      eq_median_ms: await query({ query: { filter: { eq: { email: `user${Math.floor(n / 2)}@example.com` } } } }),
      range_sort_median_ms: await query({ query: { filter: { gte: { balance: 50_000 }, lt: { balance: 50_100 } }, sort: [{ created: 'desc' }] }, limit: 100 }),
      keyword_median_ms: await query({ query: { filter: { keyword: { description: 'tango zulu' } } }, limit: 100 }),
      fuzzy_median_ms: await query({ query: { filter: { fuzzy: { description: 'foxtort' } } }, limit: 100 }),
      db_size_mb: +(readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0) / 1048576).toFixed(0),
    };
    await store.close();
    return figures;
  } finally {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeListener(signal, interrupted);
    rmSync(dir, { recursive: true, force: true });
  }
}
