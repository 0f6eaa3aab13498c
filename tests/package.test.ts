// The package as users get it: `npm pack` (which builds dist/ through `prepack`) in a copy of the
// repository, the tarball installed offline (npm ci) into a scratch project under the temp folder,
// an example compiled there by tsc with a strict NodeNext tsconfig against our .d.ts (no skipLibCheck)
// and run with plain Node against a local fake vendor. Slow (a build, a pack, an install, a tsc run).
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sources from '../engine/index.ts';
import { echoManifests, ProgrammableVendor } from './support/echo-vendor.ts';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'connector-engine-package-'));
const consumer = join(work, 'consumer');
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
/** Plain Node in the scratch project, as a user runs it (not spawnSync: the fake vendor answers from this process). */
function node(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { CONNECTOR_ENGINE_SOURCES: _, ...env } = process.env;
  return new Promise((done) => {
    const proc = spawn(process.execPath, args, { cwd: consumer, env });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d) => (stdout += d));
    proc.stderr.on('data', (d) => (stderr += d));
    proc.once('close', (status) => done({ status, stdout, stderr }));
  });
}

const STRICT_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    exactOptionalPropertyTypes: true,
    noPropertyAccessFromIndexSignature: true,
    skipLibCheck: false,
    outDir: 'out',
  },
  files: ['example.ts'],
};

const EXAMPLE = `import { createEngine, EngineError, type ExecuteResult } from 'connector-engine';
import { ApiRequestError, createClient } from 'connector-engine/client';

const [origin, echoDir] = process.argv.slice(2) as [string, string];
const engine = createEngine({ upstreams: { stripe: origin } });
const stripe = engine.connector('stripe', { credentials: { api_key: 'sk_test_package_check_0000' } });
const customers: ExecuteResult = await stripe.execute('customers', 'list', { limit: 2 });
const echo = createEngine({ connectorsDir: echoDir, upstreams: { 'echo-bearer': origin } })
  .connector('echo-bearer', { credentials: { token: 'tok-package-check-1234' } });
const things = await echo.execute('things', 'get', { id: 't1' });
let unknownKind = '';
try {
  engine.connector('no-such-kind', { credentials: {} });
} catch (err) {
  if (err instanceof EngineError) unknownKind = err.code;
}
// the typed HTTP client of the hosted API, against the same fake (it answers like the service here)
const remote = createClient({ baseUrl: origin, token: 'service-token-1' }).connector({ id: 'conn_1', connector_type: 'stripe' });
const hosted = await remote.execute('customers', 'list', { limit: 1 });
let refused = 0;
try {
  await remote.execute('customers', 'get', { id: 'missing' });
} catch (err) {
  if (err instanceof ApiRequestError) refused = err.status;
}
console.log(JSON.stringify({ hasStripe: engine.kinds().includes('stripe'), customers: customers.result, meta: customers.connector_metadata, thing: things.result, unknownKind, hosted: hosted.result, refused }));
`;

let packed: string[] = [];
let packedScripts: Record<string, string> = {};
let copyAfterPack = { manifest: '', leftover: true };
const vendor = new ProgrammableVendor();

beforeAll(async () => {
  // A copy of the repository (not node_modules, .git, dist, data), so that packing builds afresh and
  // leaves this worktree's dist/ alone.
  const copy = join(work, 'repo');
  const skip = new Set(['node_modules', '.git', 'dist', 'data'].map((d) => join(root, d)));
  cpSync(root, copy, { recursive: true, filter: (src) => !skip.has(src) });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const [info] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], copy)) as {
    filename: string;
    files: { path: string }[];
  }[];
  packed = info!.files.map((f) => f.path);
  const tarball = join(work, info!.filename);
  packedScripts = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  ).scripts;
  copyAfterPack = {
    manifest: readFileSync(join(copy, 'package.json'), 'utf8'),
    leftover: existsSync(join(copy, '.package.json.prepack')),
  };

  mkdirSync(consumer);
  // Installed offline from npm's cache. npm resolves through registry metadata the cache may lack, so
  // the scratch project gets a lock file: the package itself (the tarball) and this repository's
  // locked production dependencies, nothing of its development ones. No install scripts:
  // better-sqlite3's native build is not needed by what runs here (the engine opens no database).
  const spec = `file:../${info!.filename}`;
  const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const packages: Record<string, unknown> = {
    '': { name: 'consumer', dependencies: { 'connector-engine': spec } },
    'node_modules/connector-engine': {
      version: ours.version,
      resolved: spec,
      dependencies: ours.dependencies,
      bin: ours.bin,
      engines: ours.engines,
    },
  };
  for (const [path, entry] of Object.entries(lock.packages))
    if (path && !entry.dev) packages[path] = entry;
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: { 'connector-engine': spec },
    }),
  );
  writeFileSync(
    join(consumer, 'package-lock.json'),
    JSON.stringify({ name: 'consumer', lockfileVersion: 3, requires: true, packages }),
  );
  npm(['ci', '--offline', '--ignore-scripts'], consumer);
  writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify(STRICT_TSCONFIG, null, 2));
  writeFileSync(join(consumer, 'example.ts'), EXAMPLE);
  await vendor.start();
}, 600_000);

afterAll(async () => {
  await vendor.stop();
  rmSync(work, { recursive: true, force: true, maxRetries: 5 });
}, 120_000);

describe('the packed package', { timeout: 300_000 }, () => {
  it('holds the build, the manifests and schemas, and no sources or tests', () => {
    for (const f of [
      'package.json',
      'README.md',
      'scripts/connector-engine.mjs',
      'dist/engine/index.js',
      'dist/engine/index.d.ts',
      'dist/scripts/cli.js',
      'dist/engine/manifest/manifest-validator.cjs',
      'dist/engine/clean-manifests.json',
      'dist/engine/validators/stripe.cjs',
      'dist/engine/context-store/search-worker.mjs',
      'dist/schemas/manifest.schema.json',
      'dist/server/db/migrations/sqlite/meta/_journal.json',
      'dist/server/db/migrations/pg/meta/_journal.json',
      'connectors/stripe.yaml',
      'schemas/manifest.schema.json',
    ]) {
      expect(packed).toContain(f);
    }
    const clean = Object.keys(
      JSON.parse(readFileSync(join(root, 'dist/engine/clean-manifests.json'), 'utf8')) as object,
    );
    expect(clean.length).toBeGreaterThan(20);
    for (const hash of clean) expect(packed).toContain(`dist/engine/parsed/${hash}.json`);
    expect(
      packed.filter(
        (f) =>
          f.startsWith('tests/') ||
          f.startsWith('engine/') ||
          f.startsWith('server/') ||
          f.startsWith('tsconfig'),
      ),
    ).toEqual([]);
    expect(packed.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  it('carries no install-time script (npm 11 warns of one a tarball or git dependency has), and leaves the repository its build', () => {
    for (const s of ['preinstall', 'install', 'postinstall', 'prepare'])
      expect(packedScripts[s], s).toBeUndefined();
    expect(copyAfterPack).toEqual({
      manifest: readFileSync(join(root, 'package.json'), 'utf8'),
      leftover: false,
    });
    expect(JSON.parse(copyAfterPack.manifest).scripts.prepare).toBe('node scripts/build.mjs');
  });

  it('installs without tsx, and runs its CLI with plain Node', async () => {
    const installed = join(consumer, 'node_modules');
    expect(existsSync(join(installed, 'connector-engine/dist/engine/index.js'))).toBe(true);
    expect(existsSync(join(installed, 'tsx'))).toBe(false);
    expect(existsSync(join(installed, 'esbuild'))).toBe(false);
    const r = await node([
      join(installed, 'connector-engine/scripts/connector-engine.mjs'),
      'describe',
      'stripe',
      'customers',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).name).toBe('customers');
  });

  it('serves from the build it packed, with plain Node: /healthz answers, and the log is JSON lines from start to stop', async () => {
    // the packed copy's own folder (its dist/, the repository's node_modules): a library install of the
    // tarball leaves the service's dependencies out
    const { CONNECTOR_ENGINE_SOURCES: _, ...env } = process.env;
    const proc = spawn(
      process.execPath,
      [join(work, 'repo/scripts/connector-engine.mjs'), 'serve'],
      {
        cwd: consumer,
        env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(work, 'serve-data') },
      },
    );
    let stdout = '';
    let stderr = '';
    proc.stderr.on('data', (d) => (stderr += d));
    const port = await new Promise<number>((found, failed) => {
      proc.stdout.on('data', (d) => {
        stdout += d;
        const started = /"event":"started".*?"port":(\d+)/.exec(stdout);
        if (started) found(Number(started[1]));
      });
      proc.once('close', () => failed(new Error(`serve exited: ${stderr}`)));
    });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const closed = new Promise((done) => proc.once('close', done));
    proc.kill('SIGTERM');
    await closed;
    expect(stderr).toBe('');
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.event)).toEqual(
      expect.arrayContaining(['started', 'stopping', 'stopped']),
    );
    expect(lines.at(-1)).toMatchObject({ level: 'info', event: 'stopped' });
  });

  it('compiles a strict NodeNext TypeScript consumer against its declarations, and runs it against a vendor', async () => {
    const tsc = await node([join(root, 'node_modules/typescript/bin/tsc'), '-p', consumer]);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    vendor.received = [];
    vendor.handler = (req, res, body) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/v1/integrations/connectors/conn_1/execute') {
        const missing = body.includes('missing');
        res.statusCode = missing ? 404 : 200;
        res.end(
          JSON.stringify(
            missing
              ? { message: 'No such customer', errors: [] }
              : { result: [{ id: 'cus_2', object: 'customer' }], connector_metadata: {} },
          ),
        );
      } else if (req.url?.startsWith('/v1/customers'))
        res.end(
          JSON.stringify({
            object: 'list',
            url: '/v1/customers',
            has_more: false,
            data: [{ id: 'cus_1', object: 'customer', email: 'a@example.com' }],
          }),
        );
      else res.end(JSON.stringify({ id: 't1', name: 'one thing' }));
    };
    const r = await node([join(consumer, 'out/example.js'), vendor.origin, echoManifests()]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      hasStripe: true,
      customers: [{ id: 'cus_1', object: 'customer', email: 'a@example.com' }],
      meta: expect.objectContaining({ has_more: false }),
      thing: { id: 't1', name: 'one thing' },
      unknownKind: 'unknown_kind',
      hosted: [{ id: 'cus_2', object: 'customer' }],
      refused: 404,
    });
    expect(
      vendor.received.map((q) => `${q.method} ${q.url.split('?')[0]} ${q.headers.authorization}`),
    ).toEqual([
      'GET /v1/customers Bearer sk_test_package_check_0000',
      'GET /api/things/t1 Bearer tok-package-check-1234',
      'POST /api/v1/integrations/connectors/conn_1/execute Bearer service-token-1',
      'POST /api/v1/integrations/connectors/conn_1/execute Bearer service-token-1',
    ]);
  });

  it("compiles a shipped kind on first use from the build's parsed document and generated validators, parsing no YAML", async () => {
    vendor.handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ object: 'list', has_more: false, data: [{ id: 'cus_1' }] }));
    };
    const script = `const { createEngine } = await import('connector-engine');
      const { createRequire } = await import('node:module');
      const engine = createEngine({ upstreams: { stripe: ${JSON.stringify(vendor.origin)} } });
      const stripe = engine.connector('stripe', { credentials: { api_key: 'sk_test_package_check_0000' } });
      const { result } = await stripe.execute('customers', 'list', { limit: 1 });
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify({ result, yaml: loaded.filter((f) => /node_modules.(js-)?yaml./.test(f)).length,
        validators: loaded.filter((f) => f.endsWith('validators/stripe.cjs')).length }));`;
    const r = await node(['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ result: [{ id: 'cus_1' }], yaml: 0, validators: 1 });
  });

  it('exports from plain Node what engine/index.ts exports, and reports manifest problems as the sources do', async () => {
    const bad = echoManifests();
    writeFileSync(
      join(bad, 'broken.yaml'),
      'kind: broken\nname: Broken\nversionn: 1\nentities: {}\n',
    );
    const script = `const m = await import('connector-engine');
      let start = '';
      try { m.createEngine({ connectorsDir: ${JSON.stringify(bad)} }); } catch (err) { start = err.code; }
      console.log(JSON.stringify({ keys: Object.keys(m).sort(), problems: m.compileFolder(${JSON.stringify(bad)}).problems, start }));`;
    const r = await node(['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { keys: string[]; problems: unknown[]; start: string };
    expect(out.keys).toEqual(Object.keys(sources).sort());
    expect(out.problems.length).toBeGreaterThan(0);
    expect(out.problems).toEqual(sources.compileFolder(bad).problems);
    expect(out.start).toBe('invalid_manifest'); // a manifest the build did not compile clean is compiled at start
  });
});
