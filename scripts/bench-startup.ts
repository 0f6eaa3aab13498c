// npm run bench:startup: how soon a fresh `serve` process answers its first 200 on /healthz, and how
// long `import('connector-engine')` takes, each the median of N fresh processes (fresh data folder
// each), the build (dist/, plain Node) beside the old path (the TypeScript sources through tsx) as
// the baseline of the same run, and a bare Node process as the floor (how slow the machine is now).
// Also the first calls in a fresh process (against a local fake vendor), each with its connector's
// creation, where the kind compiles: the process's first call, the first call of a second kind, and
// that kind's second call (warm).
// Targets: the build's first /healthz <= 150 ms (bare Node is the floor); a kind's first call <= 20 ms.
// `--runs N` (default 11); `--json` prints the figures as JSON; `--baseline ROOT` measures another
// checkout's build (ROOT/dist) in the same run, interleaved: before and after a change under the same
// load. Run `npm run build` first (the npm script does).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as httpServer } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFlags } from './bench-start-flags.ts';

const root = join(import.meta.dirname, '..');
const built = join(root, 'dist/scripts/cli.js');
if (!existsSync(built)) throw new Error('no build in dist/: run `npm run build` first');
const flag = process.argv.indexOf('--runs');
const RUNS = flag > 0 ? Number(process.argv[flag + 1]) : 11;
const baselineFlag = process.argv.indexOf('--baseline');
const BASELINE = baselineFlag > 0 ? process.argv[baselineFlag + 1]! : undefined;
if (BASELINE && !existsSync(join(BASELINE, 'dist/scripts/cli.js')))
  throw new Error(`no build at ${BASELINE}/dist: run \`npm run build\` there first`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const serveCommands: Record<Path, string[]> = {
  build: [...startFlags(root), built, 'serve'],
  baseline: [
    ...startFlags(BASELINE ?? root),
    join(BASELINE ?? root, 'dist/scripts/cli.js'),
    'serve',
  ],
  sources_tsx: [join(root, 'scripts/connector-engine.mjs'), 'serve'], // with CONNECTOR_ENGINE_SOURCES=1
  // The floor: a bare Node HTTP server answering its first request (how slow this machine is right now).
  bare_node: [
    '-e',
    "require('node:http').createServer((q, s) => s.end('ok')).listen(+process.env.PORT, '127.0.0.1')",
  ],
};
// The package's entry as a fresh importer sees it: the build, and the old entry (a tsx loader scoped
// to the package importing engine/index.ts). Printed: ms from the process's start to the import done.
const importScripts: Record<Path, string> = {
  build: `await import(${JSON.stringify(join(root, 'dist/engine/index.js'))}); console.log(performance.now());`,
  baseline: `await import(${JSON.stringify(join(BASELINE ?? root, 'dist/engine/index.js'))}); console.log(performance.now());`,
  sources_tsx: `const { register } = await import('tsx/esm/api');
    await register({ namespace: 'bench' }).import('./engine/index.ts', ${JSON.stringify(`file://${root}/`)});
    console.log(performance.now());`,
  bare_node: 'console.log(performance.now());',
};

function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const s = createServer().once('error', failed);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; 10 ms ticks). */
function cpuMs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

/**
 * From spawning `serve` to its first 200 on /healthz (polled every 5 ms): wall ms, and the CPU ms it
 * used; with `modules`, the number of module files loaded by then (scripts/bench-startup-modules.mjs).
 */
async function firstHealthy(
  serveArgs: string[],
  modules = false,
): Promise<{ wall: number; cpu: number; modules?: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ce-bench-startup-'));
  const list = join(dataDir, 'modules.txt');
  const hook = join(import.meta.dirname, 'bench-startup-modules.mjs');
  const args = modules ? ['--import', hook, ...serveArgs] : serveArgs;
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CONNECTOR_ENGINE_SOURCES: '1',
    LOG_LEVEL: 'warn',
    MODULE_LIST: list,
  };
  const t = performance.now();
  const proc = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr.on('data', (d) => (stderr += d));
  let exited = false;
  const gone = new Promise<void>((r) => proc.once('exit', () => ((exited = true), r())));
  try {
    for (;;) {
      if (exited) throw new Error(`serve exited before answering: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok && modules) return { wall: 0, cpu: 0, modules: await moduleCount(proc, list) };
      if (ok) return { wall: performance.now() - t, cpu: cpuMs(proc.pid!) };
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    proc.kill('SIGTERM');
    await gone;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Asks the hook for its list (SIGUSR2) and counts it. */
async function moduleCount(proc: ReturnType<typeof spawn>, list: string): Promise<number> {
  proc.kill('SIGUSR2');
  for (let i = 0; i < 400 && !existsSync(list); i++) await new Promise((r) => setTimeout(r, 5));
  return readFileSync(list, 'utf8').split('\n').filter(Boolean).length;
}

function importTime(script: string): Promise<number> {
  return new Promise((done, failed) => {
    const proc = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.once('exit', (code) =>
      code === 0 ? done(Number(out.trim())) : failed(new Error(`import exited ${code}`)),
    );
  });
}

type Path = 'build' | 'baseline' | 'sources_tsx' | 'bare_node';
const PATHS: Path[] = [
  'build',
  ...(BASELINE ? (['baseline'] as const) : []),
  'sources_tsx',
  'bare_node',
];
/** Runs every path RUNS times, rotating which goes first, so load drift hits all alike; medians. */
async function paired<T extends Record<string, number>>(
  measure: (path: Path) => Promise<T>,
): Promise<Partial<Record<Path, T>>> {
  const runs: Record<Path, T[]> = { build: [], baseline: [], sources_tsx: [], bare_node: [] };
  for (let i = 0; i < RUNS; i++) {
    for (let j = 0; j < PATHS.length; j++) {
      const path = PATHS[(i + j) % PATHS.length]!;
      runs[path].push(await measure(path));
    }
  }
  const medians = (xs: T[]) =>
    Object.fromEntries(
      Object.keys(xs[0]!).map((k) => [k, Math.round(median(xs.map((x) => x[k]!)))]),
    ) as T;
  return Object.fromEntries(PATHS.map((p) => [p, medians(runs[p])]));
}

/**
 * One fresh process of a build, three calls against `origin`, ms of each including the connector's
 * creation (where its kind compiles): the process's first call (HubSpot: the engine's modules load), the
 * first call of another kind (Stripe: its manifest compiles, its params validator too), and that kind's
 * second call (warm).
 */
const firstExecuteScript = (origin: string, packageRoot: string) => `
  const { createEngine } = await import(${JSON.stringify(join(packageRoot, 'dist/engine/index.js'))});
  const engine = createEngine({ upstreams: { stripe: ${JSON.stringify(origin)}, hubspot: ${JSON.stringify(origin)} } });
  const timed = async (run) => { const t = performance.now(); await run(); return performance.now() - t; };
  const process_first = await timed(() => engine
    .connector('hubspot', { credentials: { private_app_token: 'pat-na1-bench-only-0000' } })
    .execute('contacts', 'list', { limit: 1 }));
  let stripe;
  const kind_first = await timed(() => (stripe = engine
    .connector('stripe', { credentials: { api_key: 'sk_test_bench_only_0000' } }))
    .execute('customers', 'list', { limit: 1 }));
  const warm = await timed(() => stripe.execute('customers', 'list', { limit: 1 }));
  console.log(JSON.stringify({ process_first, kind_first, warm }));`;

interface FirstCalls {
  process_first: number;
  kind_first: number;
  warm: number;
}

/** The first calls of each build's fresh processes, the builds taking turns; medians per build. */
async function firstExecutes(roots: string[]): Promise<FirstCalls[]> {
  const pages: Record<string, string> = {
    '/v1/customers': JSON.stringify({
      object: 'list',
      url: '/v1/customers',
      has_more: false,
      data: [],
    }),
    '/crm/v3/objects/contacts': JSON.stringify({ results: [] }),
  };
  const fake = httpServer((req, res) =>
    req.resume().on('end', () => {
      const page = pages[(req.url ?? '').split('?')[0]!];
      if (page) res.writeHead(200, { 'content-type': 'application/json' }).end(page);
      else res.writeHead(404).end();
    }),
  );
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const runs: FirstCalls[][] = roots.map(() => []);
  try {
    for (let i = 0; i < RUNS; i++)
      for (const [j, packageRoot] of roots.entries()) {
        const out = await new Promise<string>((done, failed) => {
          const proc = spawn(
            process.execPath,
            ['--input-type=module', '-e', firstExecuteScript(origin, packageRoot)],
            { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
          );
          let text = '';
          proc.stdout.on('data', (d) => (text += d));
          proc.once('exit', (code) =>
            code === 0 ? done(text) : failed(new Error(`exited ${code}`)),
          );
        });
        runs[j]!.push(JSON.parse(out));
      }
  } finally {
    fake.close();
  }
  const med = (xs: FirstCalls[], k: keyof FirstCalls) => +median(xs.map((r) => r[k])).toFixed(1);
  return runs.map((xs) => ({
    process_first: med(xs, 'process_first'),
    kind_first: med(xs, 'kind_first'),
    warm: med(xs, 'warm'),
  }));
}

const manifests = readdirSync(join(root, 'connectors')).filter((f) => /\.ya?ml$/.test(f)).length;
const healthz = await paired((path) => firstHealthy(serveCommands[path]));
// modules loaded by the first 200 on /healthz: the same in every run, so one run per path
const modules = Object.fromEntries(
  await Promise.all(
    PATHS.map(async (p) => [p, (await firstHealthy(serveCommands[p], true)).modules] as const),
  ),
) as Partial<Record<Path, number>>;
const imports = await paired(async (path) => ({ wall: await importTime(importScripts[path]) }));
const [execute, baselineExecute] = await firstExecutes(BASELINE ? [root, BASELINE] : [root]);
const figures = {
  manifests,
  runs: RUNS,
  first_healthz: healthz,
  modules_at_first_healthz: modules,
  package_import: imports,
  first_execute: execute,
  ...(baselineExecute ? { baseline_first_execute: baselineExecute } : {}),
};

if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
else printFigures();

function printFigures() {
  const {
    build,
    baseline,
    sources_tsx: tsx,
    bare_node: bare,
  } = healthz as Record<Path, { wall: number; cpu: number }>;
  console.log(
    `start-up, ${manifests} manifests, median of ${RUNS} fresh processes each (fresh data folder, first 200 on /healthz); load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}:`,
  );
  console.log(
    `  build (node dist/scripts/cli.js serve): ${build.wall} ms, ${build.cpu} ms CPU  (target <= 150 ms; ${(build.wall / bare.wall).toFixed(1)}x bare Node's wall, ${(build.cpu / bare.cpu).toFixed(1)}x its CPU)`,
  );
  if (baseline)
    console.log(
      `  baseline (--baseline, its build):       ${baseline.wall} ms, ${baseline.cpu} ms CPU`,
    );
  console.log(`  sources through tsx (the old path):     ${tsx.wall} ms, ${tsx.cpu} ms CPU`);
  console.log(`  a bare Node HTTP server (the limit):    ${bare.wall} ms, ${bare.cpu} ms CPU`);
  console.log(
    `  modules loaded by then: build ${modules.build}${modules.baseline ? `, baseline ${modules.baseline}` : ''}, sources through tsx ${modules.sources_tsx}, bare Node ${modules.bare_node}`,
  );
  const im = imports as Record<Path, { wall: number }>;
  console.log(`import('connector-engine'), ms from process start, median of ${RUNS}:`);
  console.log(
    `  build: ${im.build.wall} ms${im.baseline ? `   baseline: ${im.baseline.wall} ms` : ''}   sources through tsx (the old entry): ${im.sources_tsx.wall} ms   no import (a bare process): ${im.bare_node.wall} ms`,
  );
  const calls = (f: FirstCalls) =>
    `the process's first call ${f.process_first} ms, the first call of another kind ${f.kind_first} ms, its second ${f.warm} ms`;
  console.log(
    `first calls in a fresh process (HubSpot contacts list, then Stripe customers list, against a local fake; each with its connector's creation, where the kind compiles), median of ${RUNS}:`,
  );
  console.log(`  build:    ${calls(execute!)}  (target: a kind's first call <= 20 ms)`);
  if (baselineExecute) console.log(`  baseline: ${calls(baselineExecute)}`);
}
