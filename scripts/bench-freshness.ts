// npm run bench:freshness: how fresh the context store is when a vendor pushes its changes. The real
// service (node dist/scripts/cli.js serve, a fresh data folder) receives --events (default 1000) signed
// Stripe customer events at an inbound endpoint; for each, the time from the delivery's arrival (the
// request sent) to the record being found by context_store_search, p50/p99, on SQLite and (with
// DATABASE_URL, a scratch database: a fresh schema is made and dropped) on PostgreSQL, printed beside
// the polling interval a change would otherwise wait for (CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS, default
// 3600 s: half of it on average). Target (issue 29): p99 under 250 ms. Figures, not pass/fail.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist/scripts/cli.js');
if (!existsSync(cli))
  throw new Error('no build in dist/: run `npm run build` first (the npm script does)');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const EVENTS = Number(arg('events', '1000'));
const POLL_SECONDS = Number(process.env.CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS ?? 3600);
const SECRET = `whsec_${randomBytes(24).toString('base64url')}`;
const work = mkdtempSync(join(tmpdir(), 'ce-bench-freshness-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const s = createServer().once('error', failed);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((done, failed) => {
    const p = spawn(process.execPath, [cli, ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('exit', (code) =>
      code === 0 ? done(out) : failed(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

async function serve(env: NodeJS.ProcessEnv, port: number, log: string): Promise<void> {
  const child = spawn(process.execPath, [cli, 'serve'], {
    cwd: root,
    env,
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
  });
  children.push(child);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`serve exited: ${readFileSync(log, 'utf8').slice(-2000)}`);
    if (
      await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error('serve did not become ready in 30 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** One backend: a service on a fresh data folder, a Stripe connector with an inbound endpoint. */
async function measure(label: string, databaseUrl?: string): Promise<number[]> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: join(work, label),
    PORT: String(port),
    LOG_LEVEL: 'warn',
    CONNECTOR_ENGINE_MASTER_KEY: randomBytes(32).toString('base64'),
    CONNECTOR_ENGINE_SYNC_ON_CREATE: 'false',
    CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0',
    CONNECTOR_ENGINE_SOURCES: '',
    CONNECTOR_ENGINE_CALLS_PER_SECOND: '1000000000',
    CONNECTOR_ENGINE_CALL_BURST: '1000000000',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const app = JSON.parse(await run(['apps', 'create', '--init', '--org', 'bench'], env));
  await serve(env, port, join(work, `${label}.log`));
  const base = `http://127.0.0.1:${port}`;
  const call = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
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
  const token = (await call('/api/v1/account/applications/token', app)).access_token as string;
  const conn = await call(
    '/api/v1/integrations/connectors',
    {
      workspace_name: 'bench',
      connector_type: 'stripe',
      name: 'bench',
      credentials: { api_key: 'sk_test_bench_freshness_0' },
    },
    token,
  );
  const hook = await call(
    `/api/v1/integrations/connectors/${conn.id}/webhooks`,
    { secret: SECRET },
    token,
  );
  const times: number[] = [];
  for (let i = 0; i < EVENTS; i++)
    times.push(await oneEvent(base, hook.path, conn.id, token, call, i));
  return times;
}

/** Sends one signed customer.created event and searches until the record is found; answers the ms. */
async function oneEvent(
  base: string,
  path: string,
  connectorId: string,
  token: string,
  call: (path: string, body: unknown, token?: string) => Promise<Record<string, any>>,
  i: number,
): Promise<number> {
  const email = `fresh${i}-${randomBytes(4).toString('hex')}@example.com`;
  const body = JSON.stringify({
    id: `evt_${i}_${email}`,
    type: 'customer.created',
    data: { object: { id: `cus_${i}`, object: 'customer', email, created: 1700000000 + i } },
  });
  const t = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${signature}` },
    body,
  });
  if (!res.ok) throw new Error(`delivery ${i}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  for (let tries = 0; tries < 1000; tries++) {
    const found = await call(
      `/api/v1/integrations/connectors/${connectorId}/execute`,
      {
        entity: 'customers',
        action: 'context_store_search',
        params: { query: { filter: { eq: { email } } }, limit: 1 },
      },
      token,
    );
    if (found.result.data.length) return performance.now() - started;
  }
  throw new Error(`event ${i} never became searchable`);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function pgScratch(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const pg = (await import('pg')).default;
  const schema = `bench_fresh_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

const rows: Record<string, unknown>[] = [];
const report = (backend: string, times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  rows.push({
    backend,
    events: s.length,
    p50_ms: +pct(s, 50).toFixed(2),
    p99_ms: +pct(s, 99).toFixed(2),
    polling_interval_s: POLL_SECONDS,
    polling_mean_wait_s: POLL_SECONDS / 2,
  });
};
report('sqlite', await measure('sqlite'));
const scratch = await pgScratch();
if (scratch) {
  try {
    report('postgres', await measure('postgres', scratch.url));
  } finally {
    await scratch.drop();
  }
} else
  process.stderr.write(
    'DATABASE_URL is not set: no PostgreSQL figures (give a scratch database to measure it).\n',
  );
console.table(rows);
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
process.exit(0);
