// npm run bench:fairness: how much one organisation (A) can move another's (B) latency. The real
// service runs as `npm start` runs it (node dist/scripts/cli.js serve, a child process) on SQLite, then
// on PostgreSQL (DATABASE_URL, or the local test database at 127.0.0.1:5432/test in a scratch schema
// dropped at the end; skipped with a line when unreachable). A fake vendor (its own process) serves
// 5,000 Stripe customers with 3 KB addresses; A and B each sync them. B then measures, one call at a
// time, a simple `eq` search and an execute (one vendor page): alone; while A keeps 8 (SQLite) / 12
// (PostgreSQL) heavy fuzzy searches in flight; while A keeps MCP batches of 100 searches in flight;
// while A runs full syncs of its connector one after another; while A floods GET
// /docs/assets/standalone.js at 10 connections. A's load comes from a worker thread
// (its own event loop), and A re-sends at once whatever it is answered (429 included), as a hostile
// tenant would. Target (issue 23): B's p99 under load at most 100 ms above B's p99 alone, same run.
// Options: --seconds S per phase (default 8), --only sqlite|postgres. Figures, not pass/fail.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist/scripts/cli.js');
if (!existsSync(cli))
  throw new Error('no build in dist/: run `npm run build` first (the npm script does)');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const SECONDS = Number(arg('seconds', '8'));
const ONLY = arg('only', '');
const RECORDS = 5000;
const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const work = mkdtempSync(join(tmpdir(), 'ce-bench-fairness-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130)); // children too

function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const s = createServer().once('error', failed);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: string, log: string) {
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  children.push(child);
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null)
      throw new Error(`${args[0]} exited: ${readFileSync(log, 'utf8').slice(-1500)}`);
    if (
      await fetch(ready).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (Date.now() > deadline) throw new Error(`${args[0]} did not become ready in 30 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// The fake vendor: customers with starting_after paging; the same records for every API key.
const vendorPort = await freePort();
const vendorUrl = `http://127.0.0.1:${vendorPort}`;
const vendorScript = `
const line1 = Array.from({ length: 150 }, (_, i) => 'street' + (i % 37) + ' quarter' + (i % 11)).join(' ');
const all = Array.from({ length: ${RECORDS} }, (_, i) => ({ id: 'cus_' + String(i).padStart(6, '0'), object: 'customer',
  email: 'u' + i + '@example.com', created: 1700000000 + i, balance: i, currency: 'usd', description: 'customer ' + i,
  address: { line1, city: 'Berlin' } }));
require('node:http').createServer((q, s) => q.resume().on('end', () => {
  const u = new URL(q.url, 'http://x');
  const after = u.searchParams.get('starting_after');
  const start = after ? all.findIndex((c) => c.id === after) + 1 : 0;
  const limit = Math.min(100, Number(u.searchParams.get('limit') || 10));
  const data = u.pathname === '/v1/customers' ? all.slice(start, start + limit) : [];
  const body = JSON.stringify({ object: 'list', url: u.pathname, has_more: start + data.length < all.length && data.length > 0, data });
  s.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
})).listen(${vendorPort}, '127.0.0.1');`;
await startProcess(['-e', vendorScript], {}, `${vendorUrl}/v1/x`, join(work, 'vendor.log'));

const heavy = {
  query: {
    filter: {
      fuzzy: { 'address.line1': Array.from({ length: 20 }, (_, i) => `qwzx${i}vbn`).join(' ') },
    },
    sort: [{ 'address.city': 'desc' }],
  },
  limit: 10,
};

interface Tenant {
  token: string;
  connector: string;
}

/** A fresh service: the two organisations, each with a synced connector. */
async function startService(label: string, databaseUrl?: string) {
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: join(work, `data-${label}`),
    CONNECTOR_ENGINE_MASTER_KEY: randomBytes(32).toString('base64'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CONNECTOR_ENGINE_UPSTREAM_STRIPE: vendorUrl,
    CONNECTOR_ENGINE_SYNC_ON_CREATE: 'false',
    CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0',
    CONNECTOR_ENGINE_SOURCES: '',
    DATABASE_URL: databaseUrl ?? '', // SQLite unless given: never the caller's own DATABASE_URL
  };
  const app = (org: string, init: boolean) =>
    new Promise<{ client_id: string; client_secret: string }>((done, failed) => {
      const args = [cli, 'apps', 'create', ...(init ? ['--init'] : []), '--org', org];
      const p = spawn(process.execPath, args, {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      p.stdout.on('data', (d) => (out += d));
      p.on('exit', (code) =>
        code === 0 ? done(JSON.parse(out)) : failed(new Error(`apps create exited ${code}`)),
      );
    });
  const apps = [await app('bench-a', true), await app('bench-b', false)];
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = await startProcess(
    [cli, 'serve'],
    { ...env, PORT: String(port) },
    `${url}/readyz`,
    join(work, `${label}.log`),
  );
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, any>;
  };
  const tenants: Tenant[] = [];
  for (const [i, a] of apps.entries()) {
    const token = (await call('POST', '/api/v1/account/applications/token', a))
      .access_token as string;
    const connector = (
      await call(
        'POST',
        '/api/v1/integrations/connectors',
        {
          workspace_name: 'bench',
          connector_type: 'stripe',
          name: `bench ${i}`,
          credentials: { api_key: `sk_test_bench_fairness_${i}` },
        },
        token,
      )
    ).id as string;
    await call(
      'POST',
      `/api/v1/integrations/connectors/${connector}/sync`,
      { entities: ['customers'] },
      token,
    );
    for (let st: any; ; await new Promise((r) => setTimeout(r, 200))) {
      st = (
        await call('GET', `/api/v1/integrations/connectors/${connector}/sync`, undefined, token)
      ).entities.find((e: { entity: string }) => e.entity === 'customers');
      if (st?.state === 'done') break;
      if (st?.state === 'failed') throw new Error(`sync failed: ${st.last_error}`);
    }
    tenants.push({ token, connector });
  }
  return { url, service, a: tenants[0]!, b: tenants[1]! };
}

const percentile = (xs: number[], p: number) =>
  xs.length
    ? [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!
    : NaN;

/** B is a normal tenant: each of its loops starts a call every 25 ms at most (80 calls/s in all, under the default rate). */
const PACE_MS = 25;
const B_TIMEOUT_MS = 30_000;

/** B's two loops (search, execute), one call at a time each, for SECONDS: latencies and non-200s. */
async function measureB(url: string, b: Tenant) {
  const until = performance.now() + SECONDS * 1000;
  const loop = async (body: unknown) => {
    const ms: number[] = [];
    let failed = 0;
    while (performance.now() < until) {
      const t0 = performance.now();
      // a call of B's that waits over 30 s is cut there (counted, at 30 s): the bench stays bounded
      const status = await fetch(`${url}/api/v1/integrations/connectors/${b.connector}/execute`, {
        method: 'POST',
        headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(B_TIMEOUT_MS),
      }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      const took = performance.now() - t0;
      ms.push(took);
      if (status !== 200) failed++;
      if (took < PACE_MS) await new Promise((r) => setTimeout(r, PACE_MS - took));
    }
    return { ms, failed };
  };
  const [search, execute] = await Promise.all([
    loop({
      entity: 'customers',
      action: 'context_store_search',
      params: { query: { filter: { eq: { email: 'u42@example.com' } } }, fields: ['id'] },
    }),
    loop({ entity: 'customers', action: 'list', params: { limit: 10 } }),
  ]);
  return { search, execute };
}

// A's load: a worker thread with its own event loop, re-sending each request as soon as it is answered.
const LOAD_SCRIPT = `
const { workerData, parentPort } = require('node:worker_threads');
const { url, token, connector, kind, inFlight, heavy } = workerData;
let stop = false;
const abort = new AbortController(); // at the end of the phase A's requests still running are dropped
parentPort.on('message', () => { stop = true; abort.abort(); });
const counts = {};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const one = async () => {
  if (kind === 'docs') return fetch(url + '/docs/assets/standalone.js', { signal: abort.signal });
  const headers = { authorization: 'Bearer ' + token, 'content-type': 'application/json' };
  if (kind === 'sync') {
    // a full sync of A's connector, then its status polled until it ended: one sync after another
    const path = url + '/api/v1/integrations/connectors/' + connector + '/sync';
    const started = await fetch(path, { method: 'POST', headers, signal: abort.signal,
      body: JSON.stringify({ entities: ['customers'] }) });
    if (!started.ok) return started;
    await started.arrayBuffer();
    for (;;) {
      await sleep(20);
      const r = await fetch(path, { headers, signal: abort.signal });
      const st = (await r.json()).entities?.find((e) => e.entity === 'customers');
      if (!st || st.state === 'done' || st.state === 'failed')
        return { status: st?.state ?? r.status, arrayBuffer: async () => undefined };
    }
  }
  if (kind === 'heavy')
    return fetch(url + '/api/v1/integrations/connectors/' + connector + '/execute', { method: 'POST', headers, signal: abort.signal,
      body: JSON.stringify({ entity: 'customers', action: 'context_store_search', params: heavy }) });
  headers.accept = 'application/json, text/event-stream';
  return fetch(url + '/mcp', { method: 'POST', headers, signal: abort.signal, body: JSON.stringify(Array.from({ length: 100 }, (_, i) =>
    ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'search_records',
       arguments: { connector_id: connector, entity: 'customers', ...heavy } } }))) });
};
const loop = async () => {
  while (!stop) {
    try { const r = await one(); await r.arrayBuffer(); counts[r.status] = (counts[r.status] ?? 0) + 1; }
    catch { if (!stop) counts.error = (counts.error ?? 0) + 1; }
  }
};
Promise.all(Array.from({ length: inFlight }, loop)).then(() => parentPort.postMessage(counts));`;

async function withLoad<T>(data: Record<string, unknown>, work: () => Promise<T>) {
  const w = new Worker(LOAD_SCRIPT, { eval: true, workerData: { heavy, ...data } });
  // A's counts; a worker that failed or never answers must not hold the bench (bounded at 35 s)
  const counts = new Promise<Record<string, number>>((done) => {
    w.once('message', done);
    w.once('error', (e) => done({ [`worker error: ${e.message}`]: 1 }));
    w.once('exit', () => done({ 'worker exited': 1 }));
  });
  await new Promise((r) => setTimeout(r, 500)); // A's load is under way
  const out = await work();
  w.postMessage('stop');
  const a = await Promise.race([
    counts,
    new Promise<Record<string, number>>((r) => setTimeout(() => r({ 'cut at 35 s': 1 }), 35_000)),
  ]);
  await w.terminate();
  return { out, a };
}

async function run(label: string, heavyInFlight: number, databaseUrl?: string) {
  say(
    `\n## ${label}: service started, syncing ${RECORDS} records for A and for B (load ${load()})`,
  );
  const s = await startService(label, databaseUrl);
  const a = { url: s.url, token: s.a.token, connector: s.a.connector };
  const phases: [
    string,
    () => Promise<{ out: Awaited<ReturnType<typeof measureB>>; a?: Record<string, number> }>,
  ][] = [
    ['B alone', async () => ({ out: await measureB(s.url, s.b) })],
    [
      `A keeps ${heavyInFlight} heavy fuzzy searches in flight`,
      () => withLoad({ ...a, kind: 'heavy', inFlight: heavyInFlight }, () => measureB(s.url, s.b)),
    ],
    [
      'A keeps 2 MCP batches of 100 searches in flight',
      () => withLoad({ ...a, kind: 'mcp', inFlight: 2 }, () => measureB(s.url, s.b)),
    ],
    [
      `A syncs its ${RECORDS} records again and again, one sync at a time`,
      () => withLoad({ ...a, kind: 'sync', inFlight: 1 }, () => measureB(s.url, s.b)),
    ],
    [
      'A floods /docs/assets/standalone.js at c=10',
      () => withLoad({ ...a, kind: 'docs', inFlight: 10 }, () => measureB(s.url, s.b)),
    ],
  ];
  const f = (x: number) => `${x.toFixed(0)} ms`;
  say(
    '| what A does | B search p50 | B search p99 | B execute p50 | B execute p99 | B non-200 (or cut at 30 s) | A answers | load |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  let alone: { search: number; execute: number } | undefined;
  const misses: string[] = [];
  for (const [name, phase] of phases) {
    const { out, a: answers } = await phase();
    const p99 = {
      search: percentile(out.search.ms, 0.99),
      execute: percentile(out.execute.ms, 0.99),
    };
    alone ??= p99;
    for (const k of ['search', 'execute'] as const)
      if (p99[k] > alone[k] + 100)
        misses.push(`${name}: B ${k} p99 ${f(p99[k])} > ${f(alone[k])} + 100 ms`);
    say(
      `| ${name} | ${f(percentile(out.search.ms, 0.5))} | ${f(p99.search)} | ${f(percentile(out.execute.ms, 0.5))} | ${f(p99.execute)} | ${out.search.failed + out.execute.failed} of ${out.search.ms.length + out.execute.ms.length} | ${answers ? JSON.stringify(answers) : '-'} | ${load()} |`,
    );
  }
  say(
    misses.length
      ? `target missed: ${misses.join('; ')}`
      : 'target met: every B p99 under load within 100 ms of B alone',
  );
  s.service.kill('SIGTERM');
}

say(`# bench:fairness (${cpus().length} cores, load ${load()}, ${SECONDS} s per phase)`);
if (ONLY !== 'postgres') await run('SQLite', 8);
if (ONLY !== 'sqlite') {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_fairness_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  const reachable = await admin.connect().then(
    () => true,
    (err: Error) => (
      say(
        `\nPostgreSQL at ${base.replace(/\/\/[^@]*@/, '//')} unreachable (${err.message}): no PostgreSQL figures.`,
      ),
      false
    ),
  );
  if (reachable) {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    try {
      await run('PostgreSQL', 12, url.toString());
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  }
}
process.exit(0);
