// npx tsx scripts/bench-instructions.ts: CPU instructions per hosted execute, counted by callgrind, so a
// figure holds on a busy machine where wall-clock throughput does not. The service runs as `npm start`
// runs it (its Node flags, dist/scripts/cli.js serve, a fresh SQLite data folder) under valgrind;
// after a warm-up the counters are zeroed, --requests executes are sent (--concurrency at a time) to
// a local fake Stripe page, and the instructions of the whole process (every thread: JavaScript,
// garbage collection, SQLite, the socket writes) are divided by the requests; the main thread's share
// is printed beside them (at saturation the main thread bounds throughput: the execution log's writer,
// V8's helpers and SQLite's background work run on other threads). Variants of one run,
// each its own process:
//   log_on   the execution log on (the default service),
//   log_off  CONNECTOR_ENGINE_EXECUTION_LOG=off,
//   baseline (--baseline ROOT) another checkout's build, e.g. before a change.
// Options: --requests N (default 400), --concurrency N (default 8), --warmup N (default 300),
// --runs N (processes per variant, taking turns; medians; default 1), --only VARIANTS
// (comma-separated), --baseline ROOT, --baseline-flags "FLAGS" (the baseline's Node flags instead of its
// own `npm start`'s, to compare code alone), --keep DIR (the callgrind dumps copied there, a file per thread,
// for `callgrind_annotate`: V8's collector, compiler and SQLite show by function; JIT code does not).
// Needs valgrind. Figures, not pass/fail.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { baselineFlags, startFlags } from './bench-start-flags.ts';

const execFileAsync = promisify(execFile);

const root = join(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const REQUESTS = Number(arg('requests', '400'));
const CONCURRENCY = Number(arg('concurrency', '8'));
const WARMUP = Number(arg('warmup', '300'));
const BASELINE = arg('baseline', '');
const ONLY = arg('only', '').split(',').filter(Boolean);
const KEEP = arg('keep', '');
const BASELINE_FLAGS = arg('baseline-flags', '');
const say = (line: string) => process.stderr.write(`${line}\n`);

const work = mkdtempSync(join(tmpdir(), 'ce-bench-instr-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

// The fake vendor, in this process: a fixed 10-customer page.
const apiKey = 'sk_test_bench_instructions_0';
const page = JSON.stringify({
  object: 'list',
  url: '/v1/customers',
  has_more: false,
  data: Array.from({ length: 10 }, (_, i) => ({
    id: `cus_${String(i).padStart(14, '0')}`,
    object: 'customer',
    created: 1700000000 + i,
    email: `user${i}@example.com`,
  })),
});
const vendor: Server = createServer((q, s) =>
  q.resume().on('end', () => s.writeHead(200, { 'content-type': 'application/json' }).end(page)),
);
await new Promise<void>((r) => vendor.listen(0, '127.0.0.1', r));
const vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => done(port));
    });
  });

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Instructions per execute of one variant: a service of `packageRoot` with `extraEnv` (`nth` of --runs). */
async function measure(label: string, packageRoot: string, extraEnv: NodeJS.ProcessEnv, nth = 0) {
  const cli = join(packageRoot, 'dist/scripts/cli.js');
  if (!existsSync(cli)) throw new Error(`no build at ${cli}: run npm run build`);
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: join(work, `data-${label}-${nth}`),
    CONNECTOR_ENGINE_MASTER_KEY: randomBytes(32).toString('base64'),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    CONNECTOR_ENGINE_UPSTREAM_STRIPE: vendorUrl,
    CONNECTOR_ENGINE_SYNC_ON_CREATE: 'false',
    CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0',
    CONNECTOR_ENGINE_SOURCES: '',
    CONNECTOR_ENGINE_CALLS_PER_SECOND: '1000000000',
    CONNECTOR_ENGINE_CALL_BURST: '1000000000',
    ...extraEnv,
  };
  const app = JSON.parse(
    execFileSync(process.execPath, [cli, 'apps', 'create', '--init', '--org', 'bench'], {
      cwd: packageRoot,
      env,
    }).toString(),
  ) as { client_id: string; client_secret: string };
  const out = join(work, `callgrind-${label}-${nth}.out`);
  const service = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--separate-threads=yes',
      `--callgrind-out-file=${out}`,
      process.execPath,
      ...(packageRoot === root ? startFlags(root) : baselineFlags(packageRoot, BASELINE_FLAGS)),
      cli,
      'serve',
    ],
    { cwd: packageRoot, env, stdio: 'ignore' },
  );
  children.push(service);
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; ; ) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (service.exitCode !== null || Date.now() > deadline) throw new Error(`${label}: no start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const token = (await post(base, '/api/v1/account/applications/token', app))
    .access_token as string;
  const id = (
    await post(
      base,
      '/api/v1/integrations/connectors',
      {
        workspace_name: 'bench',
        connector_type: 'stripe',
        name: 'b',
        credentials: { api_key: apiKey },
      },
      token,
    )
  ).id as string;
  const execute = () =>
    post(
      base,
      `/api/v1/integrations/connectors/${id}/execute`,
      {
        entity: 'customers',
        action: 'list',
        params: { limit: 10 },
      },
      token,
    );
  const run = async (n: number) => {
    let left = n;
    const loop = async () => {
      while (left-- > 0) await execute();
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  };
  // A callgrind monitor command (through vgdb, which finds the process by a pipe named after $HOST,
  // set here for the service) runs when the service next wakes: requests keep it awake meanwhile,
  // never interrupted by ptrace (which broke its sockets).
  const monitor = async (command: string) => {
    const args = [`--pid=${service.pid}`, '--max-invoke-ms=0', command];
    let done = false;
    const ran = execFileAsync('vgdb', args, { env: { ...process.env, HOST: '127.0.0.1' } });
    void ran.finally(() => (done = true));
    while (!done) await execute();
    await ran;
  };
  await run(WARMUP);
  await new Promise((r) => setTimeout(r, 1000)); // the warm-up's queued log rows are written
  await monitor('zero');
  await run(REQUESTS);
  await new Promise((r) => setTimeout(r, 1000)); // and the measured ones: their write is counted
  await monitor('dump');
  service.kill('SIGKILL');
  // the monitor's dump holds what ran since the zero, a file per thread (out.1-01 is the main thread)
  const dumps = readdirSync(work)
    .filter((f) => f.startsWith(`${basename(out)}.1-`))
    .sort();
  if (KEEP) {
    mkdirSync(KEEP, { recursive: true });
    for (const f of dumps) copyFileSync(join(work, f), join(KEEP, f));
  }
  const threads = dumps.map((f) => {
    const total = /^summary: (\d+)/m.exec(readFileSync(join(work, f), 'utf8'))?.[1];
    if (!total) throw new Error(`${label}: no summary line in the callgrind dump ${f}`);
    return Number(total) / REQUESTS;
  });
  if (!threads.length) throw new Error(`${label}: no callgrind dump`);
  return { all: threads.reduce((a, b) => a + b, 0), main: threads[0]! };
}

const variants: [string, string, NodeJS.ProcessEnv][] = [
  ['log_on', root, {}],
  ['log_off', root, { CONNECTOR_ENGINE_EXECUTION_LOG: 'off' }],
  ...(BASELINE ? [['baseline', BASELINE, {}] as [string, string, NodeJS.ProcessEnv]] : []),
];
// Each variant in --runs processes, the variants taking turns; the median of each count. Between two
// processes of one build the count moves by several percent (when the JIT and the collector run).
const RUNS = Number(arg('runs', '1'));
const chosen = variants.filter(([l]) => !ONLY.length || ONLY.includes(l));
const counted: Record<string, { all: number; main: number }[]> = {};
for (let run = 0; run < RUNS; run++)
  for (const [label, pkg, env] of chosen) {
    say(`${label}: starting under callgrind${RUNS > 1 ? ` (run ${run + 1} of ${RUNS})` : ''}`);
    (counted[label] ??= []).push(await measure(label, pkg, env, run));
  }
const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const figures: Record<string, { all: number; main: number }> = Object.fromEntries(
  Object.entries(counted).map(([label, xs]) => [
    label,
    { all: mid(xs.map((x) => x.all)), main: mid(xs.map((x) => x.main)) },
  ]),
);
vendor.close();
say(
  `instructions per hosted execute (Stripe list, 10 records, SQLite, concurrency ${CONCURRENCY}, ${REQUESTS} requests after ${WARMUP}${RUNS > 1 ? `; median of ${RUNS} processes each` : ''}):`,
);
const m = (n: number) => `${(n / 1e6).toFixed(3)} M`.padStart(9);
say(`variant    all threads  main thread`);
for (const [label, n] of Object.entries(figures))
  say(
    `${label.padEnd(9)} ${m(n.all)}    ${m(n.main)}${RUNS > 1 ? `   (main thread per run: ${counted[label]!.map((x) => (x.main / 1e6).toFixed(3)).join(', ')} M)` : ''}`,
  );
const ratio = (a: string, b: string) => {
  const [x, y] = [figures[a], figures[b]];
  if (x && y)
    say(
      `${a} / ${b}: ${(x.all / y.all).toFixed(3)}x all threads, ${(x.main / y.main).toFixed(3)}x main thread`,
    );
};
ratio('log_on', 'log_off');
ratio('log_on', 'baseline');
ratio('log_off', 'baseline');
process.exit(0);
