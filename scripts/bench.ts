// npm run bench: (a) load + compile every manifest, (b) engine overhead against a plain fetch to the
// same local fake upstream (100-record pages), (c) peak RSS, (d) the context store with 1,000,000
// records on SQLite and PostgreSQL side by side (`--store-records N` to change; 0 skips). Figures, not pass/fail: docs/performance.md and the issue
// notes record them. Targets: compile < 150 ms; engine/raw <= 1.15 (Stripe list) and <= 1.5 (monday
// users list, JSONata-mapped); ingest >= 20,000 records/s; eq and range < 20 ms; keyword and fuzzy
// < 150 ms.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import jsonata from 'jsonata';
import { compileFolder, createEngine, defaultConnectorsDir } from '../engine/index.ts';
import { mondayUsersPage, stripeCustomersPage } from './bench-pages.ts';
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

progress('(b) engine vs plain fetch against a local upstream');
// (b) engine vs raw fetch against the same local upstream, 100-record pages: a Stripe customer list
// (records passed through) and a monday users list (a GraphQL POST whose records JSONata maps).
const pages: Record<string, string> = {
  '/v1/customers': JSON.stringify(stripeCustomersPage),
  '/v2': JSON.stringify(mondayUsersPage),
};
const server = createServer((req, res) => {
  const page = pages[(req.url ?? '').split('?')[0]!];
  req
    .resume()
    .on('end', () =>
      page
        ? res.writeHead(200, { 'content-type': 'application/json' }).end(page)
        : res.writeHead(404).end(),
    );
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const engine = createEngine({ upstreams: { stripe: origin, monday: origin } });
const stripe = engine.connector('stripe', { credentials: { api_key: 'sk_test_bench_only_0000' } });
const monday = engine.connector('monday', {
  credentials: { api_token: 'bench-only-monday-token-0000' },
});
const mondayQuery = compileFolder(defaultConnectorsDir)
  .plans.get('monday')!
  .entities.get('users')!
  .actions.get('list')!.graphql!.query;
const mondayBody = JSON.stringify({ query: mondayQuery, variables: { limit: 100 } });

const expect100 = (records: unknown) => {
  if ((records as unknown[]).length !== 100) throw new Error('short page');
};
const stripeCalls = {
  engine: async () => expect100((await stripe.execute('customers', 'list', { limit: 100 })).result),
  raw: async () => {
    const res = await fetch(`${origin}/v1/customers?limit=100`, {
      headers: { authorization: 'Bearer sk_test_bench_only_0000', accept: 'application/json' },
    });
    expect100(((await res.json()) as { data: unknown[] }).data);
  },
};
const mondayCalls = {
  engine: async () => expect100((await monday.execute('users', 'list', { limit: 100 })).result),
  raw: async () => {
    const headers = {
      authorization: 'bench-only-monday-token-0000',
      'api-version': '2026-10',
      'content-type': 'application/json',
      accept: 'application/json',
    };
    const res = await fetch(`${origin}/v2`, { method: 'POST', headers, body: mondayBody });
    expect100(((await res.json()) as { data: { users: unknown[] } }).data.users);
  },
};

const CALLS = 100;
const ROUNDS = 25;
const batch = async (fn: () => Promise<void>) => {
  const t = performance.now();
  for (let i = 0; i < CALLS; i++) await fn();
  return (performance.now() - t) / CALLS;
};
/** Paired rounds, alternating which goes first, so drift and order effects hit both alike. */
async function pairedRounds(calls: { engine: () => Promise<void>; raw: () => Promise<void> }) {
  for (let i = 0; i < 5; i++) await batch(calls.engine), await batch(calls.raw); // warm-up
  const engineRounds: number[] = [];
  const rawRounds: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    let e: number;
    let f: number;
    if (r % 2) {
      e = await batch(calls.engine);
      f = await batch(calls.raw);
    } else {
      f = await batch(calls.raw);
      e = await batch(calls.engine);
    }
    engineRounds.push(e);
    rawRounds.push(f);
    ratios.push(e / f);
  }
  return {
    engine_median_ms: +median(engineRounds).toFixed(3),
    raw_fetch_median_ms: +median(rawRounds).toFixed(3),
    ratio: +median(ratios).toFixed(3),
  };
}
const stripeList = await pairedRounds(stripeCalls);
const mondayList = await pairedRounds(mondayCalls);
server.close();

// The monday users mapping alone on one parsed 100-record page: as the engine evaluates it, and by JSONata.
const usersResult = compileFolder(defaultConnectorsDir)
  .plans.get('monday')!
  .entities.get('users')!
  .actions.get('list')!.result!;
const usersJsonata = jsonata(usersResult.source);
const parsedUsers = JSON.parse(pages['/v2']!);
const mappingRuns = async (evaluate: () => Promise<unknown>) => {
  for (let i = 0; i < 50; i++) await evaluate();
  const runs: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await evaluate();
    runs.push(performance.now() - t);
  }
  return +median(runs).toFixed(3);
};
const mapping = {
  engine_median_ms: await mappingRuns(() => usersResult.evaluate(parsedUsers, {})),
  jsonata_median_ms: await mappingRuns(() => usersJsonata.evaluate(parsedUsers, {})),
};

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
  stripe_customers_list: stripeList,
  monday_users_list: mondayList,
  monday_users_mapping: mapping,
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
    `(b) list call, 100-record page, ${ROUNDS} paired rounds x ${CALLS} calls (medians; ratio = median of the rounds' ratios):`,
  );
  console.log(
    `      Stripe customers: engine ${ms(stripeList.engine_median_ms)}  raw fetch ${ms(stripeList.raw_fetch_median_ms)}  ratio ${stripeList.ratio}  (target <= 1.15)`,
  );
  console.log(
    `      monday users (GraphQL, JSONata-mapped): engine ${ms(mondayList.engine_median_ms)}  raw fetch ${ms(mondayList.raw_fetch_median_ms)}  ratio ${mondayList.ratio}  (target <= 1.5)`,
  );
  console.log(
    `      the monday users mapping alone, one 100-record page: as the engine runs it ${ms(mapping.engine_median_ms)}, by JSONata ${ms(mapping.jsonata_median_ms)}`,
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
