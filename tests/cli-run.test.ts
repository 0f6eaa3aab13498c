// `connector-engine run` as a process against a local fake vendor (CONNECTOR_ENGINE_UPSTREAM_<KIND>):
// results as JSON, dry runs that send nothing and mask every secret, OAuth dry runs that refresh
// nothing, refreshed tokens written back to the credentials file, and `run KIND check`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { echoManifests, ProgrammableVendor, SCHEMES } from './support/echo-vendor.ts';
import { loadKindFixtures } from './support/fixtures.ts';

const cli = join(import.meta.dirname, '../scripts/connector-engine.mjs');
const vendor = new ProgrammableVendor();
let kinds: string;
const dir = mkdtempSync(join(tmpdir(), 'cli-run-'));

/** Runs the CLI asynchronously (the fake vendor lives in this process). */
function run(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env } });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}
const upstream = (kind: string) => ({
  [`CONNECTOR_ENGINE_UPSTREAM_${kind.toUpperCase().replace(/-/g, '_')}`]: vendor.origin,
});
const credentialsFile = (name: string, credentials: object) => {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return file;
};

/** Runs a script in bash with extra variables (a pasted dry run). */
const shell = (script: string, env: Record<string, string>) =>
  new Promise<{ status: number | null; stderr: string }>((done) => {
    const child = spawn('bash', ['-c', script], { env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => done({ status, stderr }));
  });
const authHeaders = (h: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(h).filter(([k]) =>
      ['authorization', 'x-api-key', 'x-id', 'x-secret'].includes(k),
    ),
  );
/** What `run` itself sends for the same call: URL and auth headers. */
async function sentByRun(scheme: string, creds: Record<string, string>) {
  vendor.received = [];
  const engine = createEngine({
    connectorsDir: kinds,
    upstreams: { [`echo-${scheme}`]: vendor.origin },
  });
  await engine
    .connector(`echo-${scheme}`, { credentials: creds })
    .execute('things', 'get', { id: 'abc' });
  const q = vendor.received[0]!;
  return [q.url, authHeaders(q.headers)];
}

beforeAll(async () => {
  await vendor.start();
  kinds = echoManifests();
  // a kind whose params reach the query and a JSON body
  writeFileSync(
    join(kinds, 'echo-body.yaml'),
    readFileSync(join(kinds, 'echo-header.yaml'), 'utf8')
      .replace('kind: echo-header', 'kind: echo-body')
      .replace(
        /^entities:\n {2}things:\n(.*\n)/m,
        `entities:\n  things:\n$1    actions:\n      create: { request: { method: POST, path: /things }, params: { properties: { note: { type: string, in: body }, tag: { type: string, in: query } } } }\n`,
      )
      .replace(/^ {4}actions:\n( {6}list:)/m, '$1'),
  );
  // a kind with a credential check
  writeFileSync(
    join(kinds, 'echo-check.yaml'),
    readFileSync(join(kinds, 'echo-header.yaml'), 'utf8')
      .replace('kind: echo-header', 'kind: echo-check')
      .replace(/^base_url:/m, 'check: { entity: things, action: list }\nbase_url:'),
  );
});
afterAll(() => vendor.stop());

describe('connector-engine run', { timeout: 60_000 }, () => {
  it('runs an action against the vendor and prints the result as JSON', async () => {
    vendor.received = [];
    vendor.handler = (_q, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"t1","name":"first"}');
    const file = credentialsFile('bearer', SCHEMES.bearer!.credentials);
    const r = await run(
      [
        'run',
        'echo-bearer',
        'things',
        'get',
        '--param',
        'id=123',
        '--credentials-file',
        file,
        '--connectors',
        kinds,
      ],
      upstream('echo-bearer'),
    );
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      result: { id: 't1', name: 'first' },
      connector_metadata: {},
    });
    expect(vendor.received.map((q) => [q.method, q.url, q.headers.authorization])).toEqual([
      ['GET', '/api/things/123', `Bearer ${SCHEMES.bearer!.credentials.token}`],
    ]);
  });

  it('--dry-run prints pasteable curl with credentials as $VARIABLES, never a secret, and sends nothing', async () => {
    const shown: Record<string, RegExp> = {
      bearer: /-H "authorization: Bearer \$TOKEN"/,
      basic: /-u "\$CREDENTIAL_USER:\$PASSWORD"/,
      header: /-H "x-api-key: \$API_KEY"/,
      headers: /-H "x-id: \$ID" \\\n {2}-H "x-secret: sig \$SECRET"/,
      query: /curl -X GET "[^"]+\/api\/things\/abc\?key=\$KEY"/,
    };
    vendor.handler = (_q, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"abc"}');
    for (const scheme of Object.keys(SCHEMES)) {
      vendor.received = [];
      const creds = SCHEMES[scheme]!.credentials;
      const r = await run(
        [
          'run',
          `echo-${scheme}`,
          'things',
          'get',
          '--params',
          '{"id":"abc"}',
          '--dry-run',
          '--credentials-file',
          credentialsFile(scheme, creds),
          '--connectors',
          kinds,
        ],
        upstream(`echo-${scheme}`),
      );
      expect(r.status).toBe(0);
      expect(r.stdout, scheme).toMatch(shown[scheme]!);
      for (const field of SCHEMES[scheme]!.fields)
        expect(r.stdout).toMatch(
          new RegExp(`^# {3}export [A-Z_]+=\\.\\.\\. {3}# credentials\\.${field}$`, 'm'),
        );
      for (const secret of Object.values(creds)) expect(r.stdout, scheme).not.toContain(secret);
      expect(vendor.received).toEqual([]);
      // pasted into a shell with the variables set (a value in the URL URL-encoded, as the docs say),
      // the command sends the credentials as run does
      const env = Object.fromEntries(
        [...r.stdout.matchAll(/^# {3}export ([A-Z_]+)=\.\.\. {3}# credentials\.(\w+)$/gm)].map(
          ([, name, field]) => [
            name!,
            scheme === 'query'
              ? new URLSearchParams({ v: creds[field!]! }).toString().slice(2)
              : creds[field!]!,
          ],
        ),
      );
      const pasted = await shell(r.stdout, env);
      expect(pasted.status, pasted.stderr).toBe(0);
      const sent = vendor.received[0]!;
      const expected = await sentByRun(scheme, creds);
      expect([sent.url, authHeaders(sent.headers)], scheme).toEqual(expected);
    }
  });

  it('a secret met outside the auth (a param that holds one) is masked in the body and the URL', async () => {
    const creds = SCHEMES.header!.credentials;
    const r = await run(
      [
        'run',
        'echo-body',
        'things',
        'create',
        '--param',
        `note=see ${creds.api_key}`,
        '--param',
        `tag=${creds.api_key}`,
        '--dry-run',
        '--credentials-file',
        credentialsFile('body', creds),
        '--connectors',
        kinds,
      ],
      upstream('echo-body'),
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toContain(creds.api_key);
    expect(r.stdout).toMatch(/\?tag=\[redacted\]/);
    expect(r.stdout).toContain(`--data-raw '{"note":"see [redacted]"}'`);
    expect(r.stdout).toContain('-H "x-api-key: $API_KEY"');
  });

  it('an OAuth dry run fetches no token; a real run writes the refreshed tokens back to the credentials file', async () => {
    vendor.received = [];
    const file = credentialsFile('oauth', {
      client_id: 'cid-123456',
      client_secret: 'csecret-abcdef',
      refresh_token: 'rt-old-0123456789',
    });
    const dry = await run(
      [
        'run',
        'echo-oauth',
        'things',
        'list',
        '--dry-run',
        '--credentials-file',
        file,
        '--connectors',
        kinds,
      ],
      upstream('echo-oauth'),
    );
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('# an access token would be fetched first');
    expect(dry.stdout).toContain('-H "authorization: Bearer $ACCESS_TOKEN"');
    expect(dry.stdout).not.toMatch(/rt-old|csecret/);
    expect(vendor.received).toEqual([]);

    vendor.handler = (req, res) => {
      if (req.url === '/oauth/token')
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            '{"access_token":"at-new-99887766","refresh_token":"rt-new-5544332211","expires_in":3600}',
          );
      res.writeHead(200, { 'content-type': 'application/json' }).end('[{"id":"t1"}]');
    };
    const real = await run(
      ['run', 'echo-oauth', 'things', 'list', '--credentials-file', file, '--connectors', kinds],
      upstream('echo-oauth'),
    );
    expect(real.status).toBe(0);
    expect(JSON.parse(real.stdout).result).toEqual([{ id: 't1' }]);
    expect(vendor.received.map((q) => q.url)).toEqual(['/oauth/token', '/api/things']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      refresh_token: 'rt-new-5544332211',
      access_token: 'at-new-99887766',
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(real.stderr).not.toContain('rt-new');
  });

  it('`run KIND check` runs the manifest check; a refused credential is exit 1 without the secret', async () => {
    vendor.received = [];
    vendor.handler = (_q, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    const file = credentialsFile('check', { api_key: 'hdr_key_check_7766554433' });
    const ok = await run(
      ['run', 'echo-check', 'check', '--credentials-file', file, '--connectors', kinds],
      upstream('echo-check'),
    );
    expect([ok.status, JSON.parse(ok.stdout)]).toEqual([
      0,
      { ok: true, kind: 'echo-check', check: 'things list' },
    ]);
    expect(vendor.received.map((q) => [q.url, q.headers['x-api-key']])).toEqual([
      ['/api/things', 'hdr_key_check_7766554433'],
    ]);
    vendor.handler = (req, res) =>
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: `bad key ${req.headers['x-api-key']}` }));
    const refused = await run(
      ['run', 'echo-check', 'check', '--credentials-file', file, '--connectors', kinds],
      upstream('echo-check'),
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('upstream_unauthorized (502)');
    expect(refused.stderr + refused.stdout).not.toContain('hdr_key_check_7766554433');
    const none = await run([
      'run',
      'echo-header',
      'check',
      '--credentials-file',
      file,
      '--connectors',
      kinds,
    ]);
    expect([none.status, none.stderr]).toEqual([
      1,
      "connector-engine: echo-header names no credential check (manifest key 'check').\n",
    ]);
  });
});

describe('the check of every shipped kind', () => {
  it('names an existing read whose params are valid, and renders one request with the credentials masked', async () => {
    const engine = createEngine();
    for (const kind of engine.kinds()) {
      const plan = engine.plan(kind);
      const check = plan.manifest.check!;
      expect(check, kind).toBeDefined();
      const fixture = loadKindFixtures(kind).connector; // the kind's synthetic credentials and config
      const connector = engine.connector(kind, {
        replication: { replication_start_date: '2026-01-01T00:00:00Z' },
        ...fixture,
      });
      const { requests } = await connector.render(check.entity, check.action, check.params ?? {});
      expect(requests.length, kind).toBe(1);
      for (const v of Object.values(fixture.credentials))
        if (typeof v === 'string' && v.length > 8 && !v.includes('@'))
          expect(JSON.stringify(requests), kind).not.toContain(v);
    }
  });
});
