// npm run bench: (a) load + compile every manifest, (b) the engine against undici `request` +
// JSON.parse of the same request to the same local fake (bench-calls.ts; `--baseline DIR` adds another
// checkout's engine, `--rounds`, `--calls`), (c) peak RSS, (d) the context store with 1,000,000 records
// on SQLite and PostgreSQL side by side (`--store-records N` to change; 0 skips). Figures, not
// pass/fail: each is printed beside its limit. Targets: compile < 150 ms; engine/undici <= 1.15
// (Stripe, HubSpot, Jira, monday) and <= 1.5 (Amplitude); ingest >= 20,000 records/s; eq and range
// < 20 ms; keyword and fuzzy < 150 ms.
import { resolve } from 'node:path';
import { defaultConnectorsDir } from '../engine/connector-folders.ts';
import { compileFolder, createEngine } from '../engine/index.ts';
import { benchCalls, type CreateEngine } from './bench-calls.ts';
import { benchDatabaseUrl, benchStore, progress, storeTable } from './bench-store.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;

progress('(a) load + compile all manifests, 21 runs');
// (a) compile, as at start-up (params validators compile on first use) and eagerly (as the linter does)
const compileRuns: number[] = [];
const eagerRuns: number[] = [];
let kinds = 0;
let actions = 0;
for (let i = 0; i < 21; i++) {
  let t = performance.now();
  const { plans, problems } = compileFolder(defaultConnectorsDir);
  compileRuns.push(performance.now() - t);
  t = performance.now();
  compileFolder(defaultConnectorsDir, { eager: true });
  eagerRuns.push(performance.now() - t);
  if (problems.length) throw new Error(`manifests have problems: ${problems.length}`);
  kinds = plans.size;
  actions = [...plans.values()].reduce(
    (n, p) => n + [...p.entities.values()].reduce((m, e) => m + e.actions.size, 0),
    0,
  );
}

progress('(b) engine vs undici request + JSON.parse against a local upstream');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const baselineDir = arg('--baseline');
const baseline = baselineDir
  ? ((await import(resolve(baselineDir, 'engine/index.ts'))) as { createEngine: CreateEngine })
  : undefined;
const ROUNDS = Number(arg('--rounds') ?? 15);
const CALLS = Number(arg('--calls') ?? 50);
const calls = await benchCalls(createEngine as unknown as CreateEngine, {
  rounds: ROUNDS,
  calls: CALLS,
  ...(baseline ? { baseline: baseline.createEngine } : {}),
});

const flag = process.argv.indexOf('--store-records');
const storeRecords = flag > 0 ? Number(process.argv[flag + 1]) : 1_000_000;
const store = storeRecords > 0 ? await benchStore(storeRecords) : undefined;
// the same workload on PostgreSQL when one answers (BENCH_DATABASE_URL / TEST_DATABASE_URL)
const pgTarget = storeRecords > 0 ? await benchDatabaseUrl() : {};
const pgStore = pgTarget.url ? await benchStore(storeRecords, 'postgres', pgTarget.url) : undefined;

const figures = {
  manifests: kinds,
  entity_actions: actions,
  compile_all_median_ms: +median(compileRuns).toFixed(2),
  compile_all_eager_median_ms: +median(eagerRuns).toFixed(2),
  list_calls: calls,
  peak_rss_mb: +(process.resourceUsage().maxRSS / 1024).toFixed(1),
  ...(store ? { context_store: store } : {}),
  ...(pgStore ? { context_store_postgres: pgStore } : {}),
};

if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
else {
  console.log(`manifests: ${kinds} kinds, ${actions} entity actions`);
  console.log(
    `(a) load + compile all manifests, median of ${compileRuns.length}: ${ms(figures.compile_all_median_ms)}  (target < 150 ms)`,
  );
  console.log(
    `    the same with every params validator compiled up front (the linter): ${ms(figures.compile_all_eager_median_ms)}`,
  );
  console.log(
    `(b) list call, 100 records, ${ROUNDS} interleaved rounds x ${CALLS} calls (medians; ratio = median of the rounds' ratios; limit = undici request + JSON.parse of the same request):`,
  );
  const us = (x: number) => `${Math.round(x * 1000)} µs`;
  for (const c of calls)
    console.log(
      `      ${c.name}: engine ${us(c.engine_ms)}  undici ${us(c.undici_ms)}  ratio ${c.ratio_undici} (limit <= ${c.limit})  | fetch ${us(c.fetch_ms)} ratio ${c.ratio_fetch}` +
        (c.baseline_ms !== undefined
          ? `  | baseline ${us(c.baseline_ms)} ratio ${c.baseline_ratio_undici}`
          : ''),
    );
  console.log(`(c) peak RSS: ${figures.peak_rss_mb} MB`);
  if (store) {
    console.log(
      `(d) context store, ${store.records} Stripe customers (indexes: email, created, balance, name; text: description, name):`,
    );
    for (const line of storeTable({ sqlite: store, ...(pgStore ? { postgres: pgStore } : {}) }))
      console.log(`      ${line}`);
    if (pgTarget.reason) console.log(`      PostgreSQL skipped: ${pgTarget.reason}`);
  }
}
