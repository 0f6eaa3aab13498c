// npm run count:modules: how many of our own modules one hosted execute visits. The built service
// (dist/server/main.js) runs in this process against a local fake vendor (a Stripe customer page);
// after warm-up calls, V8's precise coverage (call counts, node:inspector) is reset, one execute is
// sent over loopback, and every module under dist/ with a function that ran is counted (our own
// modules only: node_modules and node internals are not). Options: --root DIR measures another
// checkout's build (DIR/dist), --list prints the modules, --warmup N (default 20), --json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const root = resolve(arg('root', join(import.meta.dirname, '..')));
const dist = join(root, 'dist');
const WARMUP = Number(arg('warmup', '20'));
if (!existsSync(join(dist, 'server/main.js')))
  throw new Error(`no build at ${dist}: run \`npm run build\` there first`);

// The fake vendor: one fixed page of customers, in this process (not under dist/, so not counted).
const page = JSON.stringify({
  object: 'list',
  url: '/v1/customers',
  has_more: false,
  data: [{ id: 'cus_1', object: 'customer', created: 1700000000, email: 'a@example.com' }],
});
const vendor = createServer((q, s) =>
  q.resume().on('end', () => s.writeHead(200, { 'content-type': 'application/json' }).end(page)),
);
await new Promise<void>((done) => vendor.listen(0, '127.0.0.1', done));
const vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;

const work = mkdtempSync(join(tmpdir(), 'ce-count-modules-'));
Object.assign(process.env, {
  DATA_DIR: work,
  CONNECTOR_ENGINE_MASTER_KEY: randomBytes(32).toString('base64'),
  HOST: '127.0.0.1',
  PORT: '0',
  CONNECTOR_ENGINE_UPSTREAM_STRIPE: vendorUrl,
  CONNECTOR_ENGINE_SYNC_ON_CREATE: 'false',
  CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0',
  CONNECTOR_ENGINE_SOURCES: '',
  CONNECTOR_ENGINE_CALLS_PER_SECOND: '1000000',
  CONNECTOR_ENGINE_CALL_BURST: '1000000',
});

/** `connector-engine apps create --init`: the data folder and one application, as an operator makes them. */
function createApp(): Promise<{ client_id: string; client_secret: string }> {
  return new Promise((done, failed) => {
    const p = spawn(
      process.execPath,
      [join(dist, 'scripts/cli.js'), 'apps', 'create', '--init', '--org', 'count'],
      {
        cwd: root,
        env: process.env,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('exit', (code) =>
      code === 0 ? done(JSON.parse(out)) : failed(new Error(`apps create exited ${code}`)),
    );
  });
}

const app = await createApp();
const main = await import(pathToFileURL(join(dist, 'server/main.js')).href);
const logs = await import(pathToFileURL(join(dist, 'server/log.js')).href);
// the request log is written (its module visited), to a sink instead of stdout
const running = await main.startServer(
  main.configFromEnv(),
  logs.createLog({ destination: { write() {} } }),
);
const base = `http://127.0.0.1:${running.port}`;

async function post(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
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

const token = (await post('/api/v1/account/applications/token', app)).access_token as string;
const connector = await post(
  '/api/v1/integrations/connectors',
  {
    workspace_name: 'count',
    connector_type: 'stripe',
    name: 'count',
    credentials: { api_key: 'sk_test_count_0000' },
  },
  token,
);
const execute = () =>
  post(
    `/api/v1/integrations/connectors/${connector.id}/execute`,
    { entity: 'customers', action: 'list', params: { limit: 1 } },
    token,
  );

for (let i = 0; i < WARMUP; i++) await execute();

type Coverage = { result: { url: string; functions: { ranges: { count: number }[] }[] }[] };
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
await session.post('Profiler.takePreciseCoverage'); // resets the counts: only the call below is seen
await execute();
const { result } = (await session.post('Profiler.takePreciseCoverage')) as Coverage;
await session.post('Profiler.stopPreciseCoverage');
session.disconnect();

const ours = result
  .filter((s) => s.url.startsWith('file:') && fileURLToPath(s.url).startsWith(`${dist}/`))
  .filter((s) => s.functions.some((f) => (f.ranges[0]?.count ?? 0) > 0))
  .map((s) => relative(dist, fileURLToPath(s.url)))
  .sort();

await running.close(0);
vendor.close();
rmSync(work, { recursive: true, force: true });

const figures = {
  root,
  modules_visited: ours.length,
  engine: ours.filter((m) => m.startsWith('engine/')).length,
  server: ours.filter((m) => m.startsWith('server/')).length,
  warmup_calls: WARMUP,
};
if (process.argv.includes('--json'))
  process.stdout.write(`${JSON.stringify({ ...figures, modules: ours })}\n`);
else {
  process.stdout.write(
    `one hosted execute (stripe customers.list) visits ${ours.length} modules of ${dist} (engine ${figures.engine}, server ${figures.server})\n`,
  );
  if (process.argv.includes('--list')) for (const m of ours) process.stdout.write(`  ${m}\n`);
}
process.exit(0);
