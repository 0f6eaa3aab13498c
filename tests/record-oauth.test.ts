// `connector-engine record` for a kind whose OAuth token endpoint lives on another origin than its API:
// the recording proxy sends the token request to the token host (not to the API's), the case holds
// both exchanges with every secret as a placeholder, and it replays.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const cli = join(import.meta.dirname, '../scripts/connector-engine.mjs');
const [api, auth] = [new ProgrammableVendor(), new ProgrammableVendor()];
const project = mkdtempSync(join(tmpdir(), 'record-oauth-'));
const SECRETS = {
  client_id: 'cid-7766554433',
  client_secret: 'csec-99887766554433',
  refresh_token: 'rt-1122334455667788',
};

function ce(args: string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: project, env: process.env });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

beforeAll(async () => {
  await Promise.all([api.start(), auth.start()]);
  api.handler = (req, res) =>
    res
      .writeHead(req.headers.authorization === 'Bearer at-fresh-5566778899' ? 200 : 401, {
        'content-type': 'application/json',
      })
      .end('[{"id":"t1"},{"id":"t2"}]');
  auth.handler = (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"access_token":"at-fresh-5566778899","token_type":"bearer","expires_in":3600}');
  writeFileSync(join(project, 'creds.json'), JSON.stringify(SECRETS), { mode: 0o600 });
  writeFileSync(
    join(project, 'tokenhost.yaml'),
    `kind: tokenhost
name: Token on its own host
version: 0.0.1
vendor_api: { version: "1", docs: "https://tokenhost.example.com/docs" }
base_url: http://127.0.0.1:{config.api_port}/api
config: { properties: { api_port: { type: string, pattern: "^[0-9]+$" }, token_port: { type: string, pattern: "^[0-9]+$" } }, required: [api_port, token_port] }
auth:
  oauth:
    fields: { properties: { client_id: { type: string }, client_secret: { type: string }, refresh_token: { type: string }, access_token: { type: string } }, required: [refresh_token] }
    apply: { bearer: "{credentials.access_token}" }
    oauth2: { token_url: "http://127.0.0.1:{config.token_port}/oauth/token", client_auth: basic }
http: { timeout_ms: 3000, retries: 0 }
entities:
  things:
    record: { type: object, properties: { id: { type: string } } }
    actions:
      list: { request: { path: /things }, no_pagination_reason: one page in tests }
`,
  );
});
afterAll(async () => {
  await Promise.all([api.stop(), auth.stop()]);
});

it('record sends the token request to the token host and writes both exchanges, secrets as placeholders', async () => {
  const port = (v: ProgrammableVendor) => new URL(v.origin).port;
  const r = await ce([
    'record',
    'tokenhost',
    'things',
    'list',
    '--credentials-file',
    'creds.json',
    '--config',
    `api_port=${port(api)}`,
    '--config',
    `token_port=${port(auth)}`,
    '--connectors',
    '.',
    '--fixtures',
    'fixtures',
  ]);
  expect(r.status, r.stderr + r.stdout).toBe(0);
  expect(auth.received.map((q) => [q.method, q.url])).toEqual([['POST', '/oauth/token']]);
  expect(api.received.map((q) => [q.method, q.url])).toEqual([['GET', '/api/things']]);
  const text = readFileSync(join(project, 'fixtures/tokenhost/things.yaml'), 'utf8');
  for (const secret of [...Object.values(SECRETS), 'at-fresh-5566778899'])
    expect(text).not.toContain(secret);
  const [c] = parse(text).cases;
  expect(c.exchanges.map((x: { request: { path: string } }) => x.request.path)).toEqual([
    '/oauth/token',
    '/api/things',
  ]);
  expect(c.expect.result).toEqual([{ id: 't1' }, { id: 't2' }]);
  const replay = await ce(['test', 'tokenhost', '--connectors', '.', '--fixtures', 'fixtures']);
  expect(replay.status, replay.stdout + replay.stderr).toBe(0);
}, 90_000);
