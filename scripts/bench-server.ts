// npm run bench:server: the hosted execute path against the same call without it, in one run. A local
// fake vendor (its own process, a Stripe customer page of --records records) is measured (a) directly
// (one raw loopback exchange), (b) through the in-process engine (connector.execute in this process,
// the build's engine), (c) through a bare Hono + undici pass-through proxy in its own process (the
// limit of one Node hop: the request body read, the vendor asked, its body passed back), and (d)
// through the hosted execute endpoint of the real service, run as `npm start` runs it: child processes
// of the build (node, the Node flags of the build's own `npm start`, dist/scripts/cli.js serve:
// scripts/bench-start-flags.ts) on a fresh data folder, logging at info to a file, one
// process (hosted) and two on one database (hosted_2p: the connections split evenly between their
// ports, as a round-robin load balancer spreads connections). Each: p50/p99 at concurrency 1 and
// requests/s at concurrency --connections (default 50); for the services also their own CPU seconds
// (/proc) during that phase, also per request by thread (the main thread, the SQLite writer, the
// rest). Load comes from autocannon (HTTP) in this process; latencies are
// autocannon's per-response hrtime figures.
// hosted_nolog is (d) with CONNECTOR_ENGINE_EXECUTION_LOG=off: the execution log's cost in the same run.
// With both selected, each round also loads the two side by side (half the connections each, at the
// same moment): a shared machine's drift then hits both alike, which paired rounds in turn do not
// achieve when single rounds swing by a third.
// Targets (issue 27): added latency at c1, hosted p50 - (engine p50 + vendor p50), <= 120 us on SQLite
// and <= 200 us on PostgreSQL; hosted req/s at c50 >= 0.5x the proxy's; two processes' requests per
// CPU-second >= 0.9x one process's.
// Options: --duration S per load phase (default 5), --rounds N (default 3; below), --connections N,
// --records N (default 10), --cpu-prof DIR (profile the services, print their top functions), --only
// PATHS (e.g. hosted,baseline), --baseline ROOT (below), --fresh-processes, --log-ab N and
// --ab-restart K (below), --service-cpus LIST (the services run on these CPUs only, via taskset: run
// the bench itself under `taskset -c` on the others, and a log's or writer's CPU shows as throughput
// lost by the service rather than taken from the load generator), --json. DATABASE_URL is passed to
// the services as given (a scratch database); a build that does not read it makes the bench say so
// and stop (exit 2). Figures, not pass/fail.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { WRITER_THREAD_NAME } from '../server/db/sqlite-writer.ts';
import { summariseProfile } from './bench-profile.ts';
import { baselineFlags, startFlags } from './bench-start-flags.ts';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist/scripts/cli.js');
if (!existsSync(cli))
  throw new Error('no build in dist/: run `npm run build` first (the npm script does)');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const DURATION = Number(arg('duration', '5'));
const CONNECTIONS = Number(arg('connections', '50'));
const RECORDS = Number(arg('records', '10'));
const PROFILE_DIR = arg('cpu-prof', '');
const BASELINE_FLAGS = arg('baseline-flags', '');
const SERVICE_CPUS = arg('service-cpus', '');
const JSON_OUT = process.argv.includes('--json');
const DATABASE_URL = process.env.DATABASE_URL;
const say = (line: string) => process.stderr.write(`${line}\n`);

// PostgreSQL is the service's when its build reads DATABASE_URL; otherwise say so, never a figure.
if (
  DATABASE_URL &&
  !readdirSync(join(root, 'dist/server'), { recursive: true }).some(
    (f) =>
      String(f).endsWith('.js') &&
      readFileSync(join(root, 'dist/server', String(f)), 'utf8').includes('DATABASE_URL'),
  )
) {
  say(
    'DATABASE_URL is set, but this build of the service does not read it (no PostgreSQL support on this branch): no PostgreSQL figures.',
  );
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const s = createServer().once('error', failed);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

const work = mkdtempSync(join(tmpdir(), 'ce-bench-server-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** Spawns a node process and resolves once `ready` answers (polled every 20 ms). */
async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
  logFile: string,
  cwd = root,
  cpus = '',
): Promise<ChildProcess> {
  const out = openSync(logFile, 'a');
  // taskset execs node in its place: the child's pid stays the service's (its /proc figures)
  const [command, argv] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  children.push(child);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(
        `${args.join(' ')} exited (${child.exitCode}): ${readFileSync(logFile, 'utf8').slice(-2000)}`,
      );
    if (await ready().catch(() => false)) return child;
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not become ready in 30 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// The fake vendor: its own process, one fixed page, the request body drained.
const page = JSON.stringify({
  object: 'list',
  url: '/v1/customers',
  has_more: true,
  data: Array.from({ length: RECORDS }, (_, i) => ({
    id: `cus_${String(i).padStart(14, '0')}`,
    object: 'customer',
    created: 1700000000 + i,
    currency: 'usd',
    email: `user${i}@example.com`,
    name: `User ${i}`,
    metadata: { index: String(i) },
  })),
});
const vendorPort = await freePort();
const vendorUrl = `http://127.0.0.1:${vendorPort}`;
const vendorScript = `const page = process.env.PAGE; require('node:http').createServer((q, s) => q.resume().on('end', () =>
  s.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(page) }).end(page))).listen(${vendorPort}, '127.0.0.1');`;
await startProcess(
  ['-e', vendorScript],
  { PAGE: page },
  async () => (await fetch(`${vendorUrl}/v1/customers`)).ok,
  join(work, 'vendor.log'),
);

// The services: a fresh data folder with one application and one connector, then `serve` processes
// on it. `--baseline ROOT` starts the same from another checkout's build (ROOT/dist), measured in the
// same run: before and after a change under the same load. The baseline runs with the Node flags of
// its own `npm start`; `--baseline-flags "..."` gives it others (say, this build's) to tell a flag's
// share from the code's.
const apiKey = 'sk_test_bench_server_0000';
// one key for the run: on PostgreSQL every service of the run shares the database that it seals
const MASTER_KEY = randomBytes(32).toString('base64');
const vendorGet = { headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' } };
const executeBody = JSON.stringify({
  entity: 'customers',
  action: 'list',
  params: { limit: RECORDS },
});
async function startServices(
  label: string,
  packageRoot: string,
  processes = 1,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Run & { stop?: () => Promise<void> }> {
  const cliPath = join(packageRoot, 'dist/scripts/cli.js');
  if (!existsSync(cliPath)) throw new Error(`no build at ${cliPath}`);
  const nodeFlags =
    packageRoot === root ? startFlags(root) : baselineFlags(packageRoot, BASELINE_FLAGS);
  say(`${label}: node ${[...nodeFlags, 'dist/scripts/cli.js serve'].join(' ')}`);
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: mkdtempSync(join(work, `data-${label}-`)),
    CONNECTOR_ENGINE_MASTER_KEY: MASTER_KEY,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    CONNECTOR_ENGINE_UPSTREAM_STRIPE: vendorUrl,
    CONNECTOR_ENGINE_SYNC_ON_CREATE: 'false',
    CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0',
    CONNECTOR_ENGINE_SOURCES: '',
    // one organisation's throughput is the measure: its call rate must not be what stops it
    CONNECTOR_ENGINE_CALLS_PER_SECOND: '1000000000',
    CONNECTOR_ENGINE_CALL_BURST: '1000000000',
    ...extraEnv,
  };
  const app = await new Promise<{ client_id: string; client_secret: string }>((done, failed) => {
    const p = spawn(process.execPath, [cliPath, 'apps', 'create', '--init', '--org', 'bench'], {
      cwd: packageRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('exit', (code) =>
      code === 0 ? done(JSON.parse(out)) : failed(new Error(`apps create exited ${code}`)),
    );
  });
  const ports: number[] = [];
  const profileDir = PROFILE_DIR && join(PROFILE_DIR, label);
  const services: ChildProcess[] = [];
  for (let i = 0; i < processes; i++) {
    const port = await freePort();
    const args = [
      ...nodeFlags,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      cliPath,
      'serve',
    ];
    const service = await startProcess(
      args,
      { ...env, PORT: String(port) },
      async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok,
      join(work, `${label}-${i}.log`),
      packageRoot,
      SERVICE_CPUS,
    );
    ports.push(port);
    services.push(service);
  }
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`http://127.0.0.1:${ports[0]}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, any>;
  };
  const token = (await post('/api/v1/account/applications/token', app)).access_token as string;
  const connectorId = (
    await post(
      '/api/v1/integrations/connectors',
      {
        workspace_name: 'bench',
        connector_type: 'stripe',
        name: 'bench',
        credentials: { api_key: apiKey },
      },
      token,
    )
  ).id as string;
  const request = {
    method: 'POST' as const,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: executeBody,
  };
  const run = async (c: number, seconds: number): Promise<Figures> => {
    const cpu = () => services.reduce((n, s) => n + cpuSeconds(s.pid!), 0);
    const threads = () => services.map((s) => threadCpu(s.pid!));
    const before = cpu();
    const threadsBefore = threads();
    const figures = await load(
      ports.map((p) => `http://127.0.0.1:${p}`),
      `/api/v1/integrations/connectors/${connectorId}/execute`,
      request,
      c,
      seconds,
    );
    const requests = figures.rps * seconds;
    const spent = threads().reduce(
      (sum, t, i) => {
        for (const k of THREAD_KINDS) sum[k] += t[k] - threadsBefore[i]![k];
        return sum;
      },
      { main: 0, writer: 0, other: 0 },
    );
    const cpu_us_per_request = Object.fromEntries(
      THREAD_KINDS.map((k) => [k, (spent[k] * 1e6) / requests]),
    ) as ThreadFigures;
    return { ...figures, cpu_s: cpu() - before, cpu_us_per_request };
  };
  return Object.assign(run, { stop: () => Promise.all(services.map(stopped)).then(() => {}) });
}

type Run = (c: number, seconds: number) => Promise<Figures>;

/** Stops a child gracefully (a CPU profile is written on exit). */
const stopped = (c: ChildProcess) =>
  new Promise((r) => (c.exitCode !== null ? r(null) : (c.once('exit', r), c.kill('SIGTERM'))));

const THREAD_KINDS = ['main', 'writer', 'other'] as const;
type ThreadFigures = Record<(typeof THREAD_KINDS)[number], number>;

/**
 * CPU seconds a service's threads have used so far, by kind: its main thread (the event loop), the
 * SQLite writer thread (server/db/sqlite-writer.ts names it), and the rest (V8's and libuv's helpers).
 */
function threadCpu(pid: number): ThreadFigures {
  const out: ThreadFigures = { main: 0, writer: 0, other: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const kind = tid === String(pid) ? 'main' : name === WRITER_THREAD_NAME ? 'writer' : 'other';
    out[kind] += statCpuSeconds(stat);
  }
  return out;
}

/** The CPU time (user + system) a process has used so far, in seconds, as the kernel accounts it. */
function cpuSeconds(pid: number): number {
  return statCpuSeconds(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** utime + stime of a /proc stat line, in seconds (the name may hold spaces: fields follow its last `)`). */
function statCpuSeconds(stat: string): number {
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100; // clock ticks (USER_HZ = 100 on Linux)
}

// (c) the limit of one Node hop: Hono and undici, as the service uses them, and nothing else.
const proxyScript = `import { Hono } from 'hono'; import { serve } from '@hono/node-server'; import { request } from 'undici';
const target = process.env.TARGET; const headers = JSON.parse(process.env.HEADERS);
const app = new Hono().post('/proxy', async (c) => {
  await c.req.json();
  const res = await request(target, { headers });
  return c.body(await res.body.text(), res.statusCode, { 'content-type': 'application/json' });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });`;
async function startProxy() {
  const port = await freePort();
  const proxy = await startProcess(
    ['--input-type=module', '-e', proxyScript],
    {
      PORT: String(port),
      TARGET: `${vendorUrl}/v1/customers?limit=${RECORDS}`,
      HEADERS: JSON.stringify(vendorGet.headers),
    },
    async () => (await fetch(`http://127.0.0.1:${port}/proxy`, { method: 'POST', body: '{}' })).ok,
    join(work, 'proxy.log'),
  );
  const request = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: executeBody,
  };
  return async (c: number, seconds: number): Promise<Figures> => {
    const before = cpuSeconds(proxy.pid!);
    const figures = await load([`http://127.0.0.1:${port}`], '/proxy', request, c, seconds);
    return { ...figures, cpu_s: cpuSeconds(proxy.pid!) - before };
  };
}

// (b)'s engine: the build's, in this process, the same kind, credentials and call.
const { createEngine } = (await import(
  join(root, 'dist/engine/index.js')
)) as typeof import('../engine/index.ts');
const connector = createEngine({ upstreams: { stripe: vendorUrl } }).connector('stripe', {
  credentials: { api_key: apiKey },
});
const engineCall = async () => {
  const out = await connector.execute('customers', 'list', { limit: RECORDS });
  if ((out.result as unknown[]).length !== RECORDS) throw new Error('short page');
};

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  /** CPU seconds the measured processes used in the phase (services and the proxy). */
  cpu_s?: number;
  /** The services' CPU per request in the phase, by thread (/proc), in microseconds. */
  cpu_us_per_request?: ThreadFigures;
}
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** autocannon over one or several origins, the connections split evenly; latencies per response. */
async function load(
  origins: string[],
  path: string,
  opts: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  connections: number,
  seconds: number,
) {
  const latencies: number[] = [];
  // origin i gets its share of the connections (at concurrency 1, the first origin only)
  const share = (i: number) =>
    Math.floor(connections / origins.length) + (i < connections % origins.length ? 1 : 0);
  const runs = origins
    .filter((_, i) => share(i) > 0)
    .map(
      (url, i) =>
        new Promise<autocannon.Result>((done, failed) => {
          const options = {
            url: `${url}${path}`,
            connections: share(i),
            duration: seconds,
            ...opts,
          };
          const instance = autocannon(options, (err, result) => (err ? failed(err) : done(result)));
          instance.on('response', (_client, status, _bytes, ms) => {
            if (status !== 200) failed(new Error(`${url}${path} answered ${status}`));
            latencies.push(ms);
          });
        }),
    );
  const results = await Promise.all(runs);
  const errors = results.reduce((n, r) => n + r.errors + r.non2xx + r.timeouts, 0);
  if (errors) throw new Error(`${path}: ${errors} errors, non-2xx answers or timeouts`);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rps: results.reduce((n, r) => n + r.requests.total, 0) / seconds,
  };
}

/** The in-process engine: `concurrency` loops calling it back to back for `seconds`. */
async function engineLoad(concurrency: number, seconds: number) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      await engineCall();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rps: latencies.length / seconds,
  };
}

const BASELINE = arg('baseline', '');
/** How each service path starts (again, with --fresh-processes). */
const services: Record<string, () => ReturnType<typeof startServices>> = {
  hosted: () => startServices('hosted', root),
  hosted_2p: () => startServices('hosted_2p', root, 2),
  // the same service with the execution log off (issue 31: the log's cost, within 5% is the target)
  hosted_nolog: () =>
    startServices('hosted_nolog', root, 1, { CONNECTOR_ENGINE_EXECUTION_LOG: 'off' }),
  ...(BASELINE ? { baseline: () => startServices('baseline', BASELINE) } : {}),
};
const paths: Record<string, Run & { stop?: () => Promise<void> }> = {
  vendor: (c, s) => load([vendorUrl], `/v1/customers?limit=${RECORDS}`, vendorGet, c, s),
  engine: (c, s) => engineLoad(c, s),
  proxy: await startProxy(),
};
const only = arg('only', '').split(',').filter(Boolean); // e.g. --only hosted while profiling
// only the services measured run: idle ones would still hold memory and wake on their timers
for (const [name, start] of Object.entries(services))
  if (!only.length || only.includes(name)) paths[name] = await start();
const figures = {} as Record<
  'vendor' | 'engine' | 'proxy' | 'hosted' | 'hosted_2p' | 'hosted_nolog' | 'baseline',
  { c1: Figures; cN: Figures }
>;
const warm = Math.min(2, DURATION);
const selected = Object.entries(paths).filter(([name]) => !only.length || only.includes(name)) as [
  keyof typeof figures,
  (c: number, s: number) => Promise<Figures>,
][];
// --rounds N: each path measured N times, the order reversed every other round (so that a change in
// the machine's load hits every path alike); the medians of the rounds are reported.
const ROUNDS = Number(arg('rounds', '3'));
const rounds = new Map<string, { c1: Figures[]; cN: Figures[] }>();
const HALF = Math.max(1, Math.floor(CONNECTIONS / 2));
/** Log on over log off, loaded at the same moment: one entry per round. */
const sideBySide: { rps: number; perCpu: number }[] = [];
for (const [name, run] of selected) {
  say(`${name}: warm-up ${warm} s`);
  await run(CONNECTIONS, warm);
  rounds.set(name, { c1: [], cN: [] });
}
// --fresh-processes: every round starts the services anew (a fresh data folder each), then warms them
// up. Two processes of one build can differ by a tenth in CPU per request for a whole run (their
// collections and compiled code settle differently); new processes each round sample that spread
// instead of carrying one draw through every round.
const FRESH = process.argv.includes('--fresh-processes');
let restarts = 0;
async function restartServices() {
  // in turn, first one then the other: the service started and warmed up last is not always the same
  for (const entry of restarts++ % 2 ? [...selected].reverse() : selected) {
    const start = services[entry[0]];
    if (!start) continue;
    await paths[entry[0]]!.stop?.();
    paths[entry[0]] = entry[1] = await start();
    await entry[1](CONNECTIONS, warm);
  }
}
for (let r = 0; r < ROUNDS; r++) {
  if (FRESH && r > 0) {
    say(`round ${r + 1}/${ROUNDS}: the services started anew, warm-up ${warm} s each`);
    await restartServices();
  }
  for (const [name, run] of r % 2 ? [...selected].reverse() : selected) {
    say(
      `round ${r + 1}/${ROUNDS}, ${name}: ${DURATION} s at concurrency 1, ${DURATION} s at ${CONNECTIONS}`,
    );
    rounds.get(name)!.c1.push(await run(1, DURATION));
    rounds.get(name)!.cN.push(await run(CONNECTIONS, DURATION));
  }
  if (rounds.has('hosted') && rounds.has('hosted_nolog')) {
    say(`round ${r + 1}/${ROUNDS}, log on and off side by side: ${DURATION} s at ${HALF} each`);
    const [on, off] = await Promise.all([
      paths.hosted!(HALF, DURATION),
      paths.hosted_nolog!(HALF, DURATION),
    ]);
    sideBySide.push({ rps: on.rps / off.rps, perCpu: perCpu(on) / perCpu(off) });
  }
}
// --log-ab N: N pairs of one-second phases at concurrency --connections, log on and log off in turn
// (on-off, then off-on), after the rounds. Drift over the minutes hits both alike; the ratio of their
// summed requests is the log's cost, printed with the ratios of each fifth of the pairs.
const AB_PAIRS = Number(arg('log-ab', '0'));
// with --fresh-processes, new services every --ab-restart pairs (default: a fifth of the pairs)
const AB_RESTART = Number(arg('ab-restart', String(Math.ceil(AB_PAIRS / 5)))) || 1;
const abRequests: { on: number; off: number }[] = [];
if (AB_PAIRS && rounds.has('hosted') && rounds.has('hosted_nolog')) {
  for (let i = 0; i < AB_PAIRS; i++) {
    if (FRESH && i > 0 && i % AB_RESTART === 0) await restartServices();
    const pair = { on: 0, off: 0 };
    for (const side of i % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const))
      pair[side] = (await paths[side === 'on' ? 'hosted' : 'hosted_nolog']!(CONNECTIONS, 1)).rps;
    abRequests.push(pair);
  }
}
/** --log-ab's ratio of summed requests, overall and per fifth of the pairs (null without pairs). */
function logAb() {
  if (!abRequests.length) return null;
  const ratio = (ps: typeof abRequests) =>
    ps.reduce((n, p) => n + p.on, 0) / ps.reduce((n, p) => n + p.off, 0);
  const fifth = Math.ceil(abRequests.length / 5);
  const fifths = [0, 1, 2, 3, 4]
    .map((k) => abRequests.slice(k * fifth, (k + 1) * fifth))
    .filter((ps) => ps.length)
    .map(ratio);
  return { pairs: abRequests.length, rps: ratio(abRequests), fifths };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The log-on service's figure over the log-off one's, round by round (a round measures both within
 *  seconds of each other): their median and range. */
function logOnOff(
  phase: (r: { c1: Figures[]; cN: Figures[] }) => Figures[],
  figure: (f: Figures) => number,
) {
  const [xs, ys] = [phase(rounds.get('hosted')!), phase(rounds.get('hosted_nolog')!)];
  const ratios = xs.map((x, i) => figure(x) / figure(ys[i]!));
  const sorted = [...ratios].sort((p, q) => p - q);
  return {
    median: median(ratios),
    range: `rounds ${sorted[0]!.toFixed(3)}-${sorted.at(-1)!.toFixed(3)}`,
  };
}
/** The side-by-side ratios' median and range. */
function sideBySideOf(figure: 'rps' | 'perCpu') {
  const xs = sideBySide.map((x) => x[figure]).sort((p, q) => p - q);
  return { median: median(xs), range: `rounds ${xs[0]!.toFixed(3)}-${xs.at(-1)!.toFixed(3)}` };
}
const medians = (fs: Figures[]): Figures => ({
  p50: median(fs.map((f) => f.p50)),
  p99: median(fs.map((f) => f.p99)),
  rps: median(fs.map((f) => f.rps)),
  ...(fs[0]!.cpu_s === undefined ? {} : { cpu_s: median(fs.map((f) => f.cpu_s!)) }),
  ...(fs[0]!.cpu_us_per_request === undefined
    ? {}
    : {
        cpu_us_per_request: Object.fromEntries(
          THREAD_KINDS.map((k) => [k, median(fs.map((f) => f.cpu_us_per_request![k]))]),
        ) as ThreadFigures,
      }),
});
for (const [name, r] of rounds)
  figures[name as keyof typeof figures] = { c1: medians(r.c1), cN: medians(r.cN) };

// Stop the services gracefully (their CPU profiles are written on exit).
await Promise.all(children.map(stopped));

const load1 = loadavg()
  .map((x) => x.toFixed(2))
  .join(' ');
const database = DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const summary = {
  rounds: ROUNDS,
  records: RECORDS,
  connections: CONNECTIONS,
  duration_s: DURATION,
  database,
  cpus: cpus().length,
  loadavg: load1,
  figures,
  ...targets(figures),
  execution_log_on_off:
    figures.hosted && figures.hosted_nolog
      ? {
          p50_c1: logOnOff(
            (r) => r.c1,
            (f) => f.p50,
          ).median,
          rps_cN: logOnOff(
            (r) => r.cN,
            (f) => f.rps,
          ).median,
          per_cpu_s_cN: logOnOff((r) => r.cN, perCpu).median,
          side_by_side: {
            rps: sideBySideOf('rps').median,
            per_cpu_s: sideBySideOf('perCpu').median,
          },
          taking_turns: logAb(),
        }
      : null,
};
if (JSON_OUT) console.log(JSON.stringify(summary, null, 2));
else printSummary();

/** The issue-27 measures, each beside its limit: null where a path was left out (--only). */
/** Requests served per CPU-second of the service's processes (from /proc) in a phase. */
function perCpu(x?: Figures): number {
  return x?.cpu_s ? (x.rps * DURATION) / x.cpu_s : Number.NaN;
}

function targets(f: Partial<typeof figures>) {
  return {
    added_latency_c1_us:
      f.hosted && f.engine && f.vendor
        ? (f.hosted.c1.p50 - (f.engine.c1.p50 + f.vendor.c1.p50)) * 1000
        : null,
    added_latency_target_us: DATABASE_URL ? 200 : 120,
    hosted_over_proxy_rps: f.hosted && f.proxy ? f.hosted.cN.rps / f.proxy.cN.rps : null,
    requests_per_cpu_s: { hosted: perCpu(f.hosted?.cN), hosted_2p: perCpu(f.hosted_2p?.cN) },
    two_process_efficiency:
      f.hosted && f.hosted_2p ? perCpu(f.hosted_2p.cN) / perCpu(f.hosted.cN) : null,
  };
}

function printSummary() {
  const f = (x: number) => x.toFixed(3).padStart(9);
  const t = targets(figures);
  console.log(
    `hosted execute: Stripe customers list, ${RECORDS}-record page; ${database}; ${cpus().length} CPUs, load average ${load1}; median of ${ROUNDS} round(s)`,
  );
  console.log(`path        p50 ms c1  p99 ms c1  req/s c${CONNECTIONS}  CPU s c${CONNECTIONS}`);
  for (const [name, x] of Object.entries(figures))
    console.log(
      `${name.padEnd(10)} ${f(x.c1.p50)}  ${f(x.c1.p99)}  ${x.cN.rps.toFixed(0).padStart(9)}  ${x.cN.cpu_s === undefined ? '' : x.cN.cpu_s.toFixed(2).padStart(9)}`,
    );
  if (t.added_latency_c1_us !== null)
    console.log(
      `added latency at c1, hosted p50 - (engine p50 + vendor p50): ${t.added_latency_c1_us.toFixed(0)} us (target <= ${t.added_latency_target_us} us on ${database})`,
    );
  if (t.hosted_over_proxy_rps !== null)
    console.log(
      `hosted req/s at c${CONNECTIONS} / bare Hono + undici proxy req/s: ${t.hosted_over_proxy_rps.toFixed(2)} (target >= 0.5)`,
    );
  if (t.two_process_efficiency !== null)
    console.log(
      `requests per CPU-second at c${CONNECTIONS}: one process ${t.requests_per_cpu_s.hosted.toFixed(0)}, two ${t.requests_per_cpu_s.hosted_2p.toFixed(0)}; efficiency ${t.two_process_efficiency.toFixed(2)} (target >= 0.9)`,
    );
  if (figures.hosted && figures.hosted_nolog) {
    const p50 = logOnOff(
      (r) => r.c1,
      (f) => f.p50,
    );
    const rps = logOnOff(
      (r) => r.cN,
      (f) => f.rps,
    );
    console.log(
      `execution log on / off, median of the rounds' ratios (each round measures both in turn): p50 at c1 ${p50.median.toFixed(3)}x (${p50.range}), req/s at c${CONNECTIONS} ${rps.median.toFixed(3)}x (${rps.range}) (target: within 5%)`,
    );
    const cpu = logOnOff((r) => r.cN, perCpu);
    console.log(
      `execution log on / off, requests per CPU-second of the service (all its threads, the log's writer too) at c${CONNECTIONS}: ${cpu.median.toFixed(3)}x (${cpu.range})`,
    );
    const [rps2, cpu2] = [sideBySideOf('rps'), sideBySideOf('perCpu')];
    console.log(
      `execution log on / off side by side (both loaded at once, ${HALF} connections each): req/s ${rps2.median.toFixed(3)}x (${rps2.range}), requests per CPU-second ${cpu2.median.toFixed(3)}x (${cpu2.range})`,
    );
    const ab = logAb();
    if (ab)
      console.log(
        `execution log on / off, ${abRequests.length} pairs of 1 s at c${CONNECTIONS} taking turns: req/s ${ab.rps.toFixed(3)}x (each fifth of the pairs: ${ab.fifths.map((x) => x.toFixed(3)).join(', ')})`,
      );
  }
  const byThread = Object.entries(figures).filter(([, x]) => x.cN.cpu_us_per_request);
  if (byThread.length)
    console.log(
      `CPU per request at c${CONNECTIONS} by thread, us (median of the rounds; /proc): ${byThread
        .map(([name, x]) => {
          const t = x.cN.cpu_us_per_request!;
          return `${name} main ${t.main.toFixed(0)}, SQLite writer ${t.writer.toFixed(1)}, other ${t.other.toFixed(0)}`;
        })
        .join('; ')}`,
    );
  if (figures.baseline && figures.hosted)
    console.log(
      `baseline (--baseline) p50 at c1: ${(figures.baseline.c1.p50 * 1000).toFixed(0)} us, req/s at c${CONNECTIONS}: ${figures.baseline.cN.rps.toFixed(0)}`,
    );
}
for (const label of PROFILE_DIR ? readdirSync(PROFILE_DIR) : []) {
  for (const f of readdirSync(join(PROFILE_DIR, label)).filter((f) => f.endsWith('.cpuprofile')))
    console.log(`\n${label}: ${f}\n${summariseProfile(join(PROFILE_DIR, label, f))}`);
}
process.exit(0);
