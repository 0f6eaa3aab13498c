// The connector author's path, end to end, for a kind that is not in connectors/: `init --from-openapi`
// on a vendor's description (tests/authors-kit/), `record` against a local fake of that vendor,
// `test` passing (and failing, with a diff, on a wrong expectation), `lint --fixtures` clean, the kind
// served by the service from a user folder beside the shipped kinds, and `gen-types` giving types
// the TypeScript compiler checks calls against.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { configFromEnv, startServer } from '../server/main.ts';
import { databaseUrlFor } from './support/database.ts';
import { BOOKSHELF_TOKEN, FakeBookshelf } from './support/fake-bookshelf.ts';
import { captureLog, signIn } from './support/server.ts';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'scripts/connector-engine.mjs');
const spec = join(root, 'tests/authors-kit/bookshelf.openapi.yaml');
const project = mkdtempSync(join(tmpdir(), 'authors-kit-'));
const vendor = new FakeBookshelf();
const env = () => ({ CONNECTOR_ENGINE_UPSTREAM_BOOKSHELF: vendor.origin });

function ce(args: string[], extra: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: project,
      env: { ...process.env, ...extra },
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

beforeAll(async () => {
  await vendor.start();
  writeFileSync(join(project, 'creds.json'), JSON.stringify({ token: BOOKSHELF_TOKEN }));
});
afterAll(() => vendor.stop());

describe.sequential('the author path for a new kind', () => {
  it('init --from-openapi writes a manifest that compiles and names its guesses', async () => {
    const out = await ce([
      'init',
      'bookshelf',
      '--from-openapi',
      spec,
      '--tag',
      'books',
      '--tag',
      'authors',
    ]);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('wrote connectors/bookshelf.yaml');
    expect(out.stdout).toMatch(/books\.list: pagination cursor .*guessed/);
    expect(out.stdout).toMatch(/authors\.list: pagination page .*guessed/);
    expect(out.stdout).toContain('record a fixture for each of 5 action(s)');
    const manifest = parse(readFileSync(join(project, 'connectors/bookshelf.yaml'), 'utf8'));
    expect(manifest.base_url).toBe('https://api.bookshelf.example/v2');
    expect(manifest.auth.token.apply).toEqual({ bearer: '{credentials.token}' });
    expect(Object.keys(manifest.entities)).toEqual(['books', 'authors']); // --tag left admin out
    expect(Object.keys(manifest.entities.books.actions)).toEqual([
      'list',
      'create',
      'get',
      'update',
    ]);
    expect(manifest.entities.books.record.properties.published_on.type).toEqual(['string', 'null']);
    expect(manifest.entities.books.actions.list.params.properties.cursor).toBeUndefined(); // the strategy's
  }, 60_000);

  it('record writes replayable cases with no secret in them', async () => {
    const record = (...args: string[]) =>
      ce(
        [
          'record',
          'bookshelf',
          ...args,
          '--credentials-file',
          'creds.json',
          '--connectors',
          'connectors',
        ],
        env(),
      );
    const results = [
      await record('books', 'list', '--param', 'limit=5', '--records', '2'),
      await record('books', 'get', '--param', 'book_id=bk_1'),
      await record('books', 'create', '--params', '{"title":"New","genre":"poetry"}'),
      await record('books', 'update', '--params', '{"book_id":"bk_1","title":"Renamed"}'),
      await record('authors', 'list'),
    ];
    for (const r of results) expect(r.stderr + r.stdout).toMatch(/^recorded '/);
    const dir = join(project, 'tests/fixtures/bookshelf');
    const books = readFileSync(join(dir, 'books.yaml'), 'utf8');
    const all =
      books +
      readFileSync(join(dir, 'authors.yaml'), 'utf8') +
      readFileSync(join(dir, 'connector.yaml'), 'utf8');
    expect(all).not.toContain(BOOKSHELF_TOKEN);
    expect(all).not.toContain(vendor.origin);
    const cases = parse(books).cases;
    const list = cases.find((c: { action: string }) => c.action === 'list');
    expect(list.exchanges[0].request).toMatchObject({
      method: 'GET',
      path: '/v2/books',
      query: { limit: '5' },
      headers: { authorization: 'Bearer fixture_token_value' },
    });
    expect(list.exchanges[0].response.body.data).toHaveLength(2); // --records 2
    expect(list.expect.result.map((b: { id: string }) => b.id)).toEqual(['bk_1', 'bk_2']);
    expect(list.expect.metadata).toEqual({ next_cursor: 'cur_2', has_more: true });
    const get = cases.find((c: { action: string }) => c.action === 'get');
    expect(get.exchanges[0].response.body.shared_with).toBe('token fixture_token_value');
    expect(parse(readFileSync(join(dir, 'connector.yaml'), 'utf8'))).toEqual({
      credentials: { token: 'fixture_token_value' },
    });
  }, 90_000);

  it('test replays them, and fails with a diff when an expectation is wrong', async () => {
    const ok = await ce(['test', 'bookshelf', '--connectors', 'connectors']);
    expect(ok.stdout).not.toContain('FAIL');
    expect(ok.stderr).toMatch(
      /^5 passed, 0 failed, 0 action\(s\) without a case; bookshelf in \d+ ms/,
    );
    expect(ok.status).toBe(0);

    const file = join(project, 'tests/fixtures/bookshelf/authors.yaml');
    const good = readFileSync(file, 'utf8');
    const doc = parse(good);
    doc.cases[0].expect.result[1].name = 'Someone Else';
    writeFileSync(file, stringify(doc));
    const bad = await ce(['test', 'bookshelf', '--connectors', 'connectors']);
    writeFileSync(file, good);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('FAIL  bookshelf authors.list');
    expect(bad.stdout).toContain('-     "name": "Someone Else"');
    expect(bad.stdout).toContain('+     "name": "Bo Writer"');
  }, 60_000);

  it('lint --fixtures is clean and replays', async () => {
    const out = await ce(['lint', 'connectors/bookshelf.yaml', '--fixtures']);
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain('1 manifest(s) clean');
    expect(out.stderr).toContain('5 passed, 0 failed');
    expect(out.status).toBe(0);
  }, 60_000);

  it('the service serves the kind from the user folder beside the shipped kinds', async () => {
    const dataDir = join(project, 'data');
    mkdirSync(dataDir);
    const config = configFromEnv({
      DATA_DIR: dataDir,
      PORT: '0',
      CONNECTOR_ENGINE_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
      CONNECTOR_ENGINE_CONNECTORS_DIR: ['shipped', join(project, 'connectors')].join(delimiter),
      ...env(),
    });
    const databaseUrl = await databaseUrlFor(dataDir);
    const running = await startServer(
      { ...config, ...(databaseUrl ? { databaseUrl } : {}) },
      captureLog([]),
    );
    try {
      const server = {
        url: `http://127.0.0.1:${running.port}`,
        dataDir,
        masterKey: config.masterKey!,
        databaseUrl,
        logs: [],
        close: async () => {},
      };
      const { api } = await signIn(server, 'authors');
      const created = await api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'ws',
        connector_type: 'bookshelf',
        name: 'Library',
        credentials: { token: BOOKSHELF_TOKEN },
      });
      expect(created.status).toBe(201);
      const res = await api('POST', `/api/v1/integrations/connectors/${created.body.id}/execute`, {
        entity: 'authors',
        action: 'list',
        params: {},
      });
      expect(res.status).toBe(200);
      expect(res.body.result.map((a: { id: string }) => a.id)).toEqual(['au_1', 'au_2']);
      const stripe = await api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'ws',
        connector_type: 'stripe',
        name: 'Shipped kinds stay',
        credentials: { api_key: 'sk_test_1234567890' },
      });
      expect(stripe.status).toBe(201);
    } finally {
      await running.close(1000);
    }
  }, 60_000);

  it('gen-types gives types the compiler checks calls against', async () => {
    const out = await ce(['gen-types', 'connectors', '--out', 'connector-kinds.gen.ts']);
    expect(out.status).toBe(0);
    mkdirSync(join(project, 'node_modules'));
    symlinkSync(root, join(project, 'node_modules/connector-engine'));
    writeFileSync(join(project, 'package.json'), '{"type":"module"}');
    writeFileSync(
      join(project, 'use.ts'),
      [
        "import { createEngine } from 'connector-engine';",
        "import './connector-kinds.gen.ts';",
        "const books = createEngine().connector('bookshelf', { credentials: { token: 'x' } });",
        "const page = await books.execute('books', 'list', { limit: 2 });",
        'const title: string = page.result[0]!.title;',
        '// @ts-expect-error limit is an integer',
        "await books.execute('books', 'list', { limit: 'two' });",
        '// @ts-expect-error books have no delete in this manifest',
        "await books.execute('books', 'delete', {});",
        'export { title };',
      ].join('\n'),
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          noEmit: true,
          skipLibCheck: true,
          allowImportingTsExtensions: true,
        },
        files: ['use.ts'],
      }),
    );
    const tsc = await new Promise<{ status: number | null; out: string }>((done) => {
      const child = spawn(process.execPath, [
        join(root, 'node_modules/typescript/bin/tsc'),
        '-p',
        project,
      ]);
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('close', (status) => done({ status, out }));
    });
    expect(tsc.out).toBe('');
    expect(tsc.status).toBe(0);
  }, 90_000);
});
