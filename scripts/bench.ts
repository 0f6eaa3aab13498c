// npm run bench: (a) load + compile every manifest, (b) engine overhead against a plain fetch to the
// same local fake upstream (100-record pages), (c) peak RSS, (d) the context store with 1,000,000
// records (`--store-records N` to change; 0 skips). Figures, not pass/fail: the README and the issue
// notes record them. Targets: compile < 150 ms; engine/raw <= 1.25; ingest >= 20,000 records/s;
// eq and range < 20 ms; keyword and fuzzy < 150 ms.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compileFolder, createEngine, defaultConnectorsDir } from '../engine/index.ts';
import { benchStore } from './bench-store.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;

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
  actions = [...plans.values()].reduce((n, p) => n + [...p.entities.values()].reduce((m, e) => m + e.actions.size, 0), 0);
}

// (b) engine vs raw fetch against the same local upstream serving a 100-customer Stripe list page.
const page = JSON.stringify({
  object: 'list',
  url: '/v1/customers',
  has_more: true,
  data: Array.from({ length: 100 }, (_, i) => ({
    id: `cus_${String(i).padStart(14, '0')}`, object: 'customer', address: null, balance: 0, created: 1700000000 + i, currency: 'usd',
    default_source: null, delinquent: false, description: `Customer ${i}`, discount: null, email: `user${i}@example.com`,
    invoice_prefix: `P${i}`, invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false, metadata: { index: String(i) }, name: `User ${i}`, next_invoice_sequence: 1, phone: null, preferred_locales: [],
    shipping: null, tax_exempt: 'none', test_clock: null,
  })),
});
const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(page));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const stripe = createEngine({ upstreams: { stripe: origin } }).connector('stripe', { credentials: { api_key: 'sk_test_bench_only_0000' } });

const viaEngine = async () => {
  const out = await stripe.execute('customers', 'list', { limit: 100 });
  if ((out.result as unknown[]).length !== 100) throw new Error('short page');
};
const viaFetch = async () => {
  const res = await fetch(`${origin}/v1/customers?limit=100`, { headers: { authorization: 'Bearer sk_test_bench_only_0000', accept: 'application/json' } });
  const body = (await res.json()) as { data: unknown[]; has_more: boolean };
  if (body.data.length !== 100) throw new Error('short page');
};

const CALLS = 100;
const ROUNDS = 25;
const batch = async (fn: () => Promise<void>) => {
  const t = performance.now();
  for (let i = 0; i < CALLS; i++) await fn();
  return (performance.now() - t) / CALLS;
};
for (let i = 0; i < 5; i++) await batch(viaEngine), await batch(viaFetch); // warm-up
const engineRounds: number[] = [];
const rawRounds: number[] = [];
const ratios: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  // paired rounds, alternating which goes first, so drift and order effects hit both alike
  let e: number;
  let f: number;
  if (r % 2) {
    e = await batch(viaEngine);
    f = await batch(viaFetch);
  } else {
    f = await batch(viaFetch);
    e = await batch(viaEngine);
  }
  engineRounds.push(e);
  rawRounds.push(f);
  ratios.push(e / f);
}
server.close();

const flag = process.argv.indexOf('--store-records');
const storeRecords = flag > 0 ? Number(process.argv[flag + 1]) : 1_000_000;
const store = storeRecords > 0 ? await benchStore(storeRecords) : undefined;

const figures = {
  manifests: kinds,
  entity_actions: actions,
  compile_all_median_ms: +median(compileRuns).toFixed(2),
  compile_all_eager_median_ms: +median(eagerRuns).toFixed(2),
  list_call_engine_median_ms: +median(engineRounds).toFixed(3),
  list_call_raw_fetch_median_ms: +median(rawRounds).toFixed(3),
  engine_raw_ratio: +median(ratios).toFixed(3),
  peak_rss_mb: +(process.resourceUsage().maxRSS / 1024).toFixed(1),
  ...(store ? { context_store: store } : {}),
};

if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
else {
  console.log(`manifests: ${kinds} kinds, ${actions} entity actions`);
  console.log(`(a) load + compile all manifests, median of ${compileRuns.length}: ${ms(figures.compile_all_median_ms)}  (target < 150 ms)`);
  console.log(`    the same with every params validator compiled up front (the linter): ${ms(figures.compile_all_eager_median_ms)}`);
  console.log(`(b) list call, 100-record page, ${ROUNDS} paired rounds x ${CALLS} calls (medians; ratio = median of the rounds' ratios):`);
  console.log(`      engine ${ms(figures.list_call_engine_median_ms)}  raw fetch ${ms(figures.list_call_raw_fetch_median_ms)}  ratio ${figures.engine_raw_ratio}  (target <= 1.25)`);
  console.log(`(c) peak RSS: ${figures.peak_rss_mb} MB`);
  if (store) {
    console.log(`(d) context store, ${store.records} Stripe customers (indexes: email, created, balance; text: description):`);
    console.log(`      ingest ${store.ingest_records_per_s} records/s (target >= 20000), database ${store.db_size_mb} MB`);
    console.log(`      median: eq ${ms(store.eq_median_ms!)}, range + sort ${ms(store.range_sort_median_ms!)} (target < 20 ms), keyword ${ms(store.keyword_median_ms!)}, fuzzy ${ms(store.fuzzy_median_ms!)} (target < 150 ms)`);
  }
}
