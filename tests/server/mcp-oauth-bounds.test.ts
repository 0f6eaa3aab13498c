// What keeps the MCP authorization server bounded and its grants tied to who approved them: open
// registration is limited per address (429 with Retry-After) and a client that never got a token is
// deleted after a day; revoking the application whose approval code granted an agent ends that agent's
// access and refresh at the next request.
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import {
  McpClients,
  REGISTRATIONS_PER_HOUR,
  UNUSED_CLIENT_MS,
} from '../../server/mcp-oauth/clients.ts';
import { databaseUrlFor } from '../support/database.ts';
import { approveOverHttp, redirectReceiver } from '../support/mcp-oauth-client.ts';
import { newDataDir, runCli, signIn, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let base: string;
let receiver: Awaited<ReturnType<typeof redirectReceiver>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url.replace('127.0.0.1', 'localhost'); // the default public URL's host
  receiver = await redirectReceiver();
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

const register = (name: string) =>
  fetch(`${base}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: name, redirect_uris: [receiver.url] }),
  });

const form = (fields: Record<string, string>) =>
  fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

const toolsList = (token: string) =>
  fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

it('revoking the approving application ends the grant: access and refresh refused', async () => {
  const a = await signIn(server, 'bounds-a');
  const code = (await a.api('POST', '/api/v1/mcp/approvals', {})).body.code as string;
  const clientId = ((await (await register('Agent')).json()) as { client_id: string }).client_id;
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${base}/oauth/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: receiver.url,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    resource: `${base}/mcp`,
    state: 's',
  }).toString();
  const { location } = await approveOverHttp(url, code);
  const tokens = (await (
    await form({
      grant_type: 'authorization_code',
      code: location.searchParams.get('code')!,
      redirect_uri: receiver.url,
      code_verifier: verifier,
      client_id: clientId,
    })
  ).json()) as { access_token: string; refresh_token: string };
  expect((await toolsList(tokens.access_token)).status).toBe(200);

  const revoked = await runCli(
    server.dataDir,
    server.masterKey,
    'apps',
    'revoke',
    '--client-id',
    a.app.client_id,
  );
  expect(revoked.status).toBe(0);
  const after = await toolsList(tokens.access_token);
  expect(after.status).toBe(401);
  expect(after.headers.get('www-authenticate')).toContain('error="invalid_token"');
  const refresh = await form({
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
    client_id: clientId,
  });
  expect([refresh.status, ((await refresh.json()) as { error: string }).error]).toEqual([
    400,
    'invalid_grant',
  ]);
});

it(`registers at most ${REGISTRATIONS_PER_HOUR} clients per address and hour, then answers 429`, async () => {
  const statuses: number[] = [];
  // The revocation test above registered one client from this address.
  for (let i = 1; i < REGISTRATIONS_PER_HOUR; i++) statuses.push((await register(`c${i}`)).status);
  expect(statuses.every((s) => s === 201)).toBe(true);
  const last = await register('one too many');
  expect(last.status).toBe(429);
  expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await last.json()) as { error: string; error_description: string };
  expect(body.error).toBe('temporarily_unavailable');
  expect(body.error_description).toContain('retry in');
});

it('deletes registered clients that never got a token after a day, and keeps used ones', async () => {
  const dir = newDataDir();
  const { db, sqlite } = await openDatabase({
    file: join(dir, 'clients.db'),
    databaseUrl: await databaseUrlFor(dir),
  });
  let now = Date.parse('2026-01-01T00:00:00Z');
  const clients = new McpClients(db, undefined, () => now);
  const meta = { redirect_uris: ['http://127.0.0.1:9/cb'] };
  // created_at is the database's clock: age the rows by moving this clock past them instead.
  const unused = (await clients.register(meta, 'a')).client_id;
  const used = (await clients.register(meta, 'a')).client_id;
  await db.orm.insert(db.t.organizations).values({ id: 'org_b', name: 'bounds-b' });
  await db.orm.insert(db.t.mcpOauthTokens).values({
    tokenHash: 'h',
    kind: 'refresh',
    familyId: 'f',
    organizationId: 'org_b',
    clientId: used,
    resource: 'http://localhost/mcp',
    scopes: ['connectors:read'],
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    applicationId: null,
  });
  now = Date.now() + UNUSED_CLIENT_MS - 60_000;
  await clients.purgeUnused(true);
  expect(await clients.find(unused)).toBeDefined(); // not yet a day old
  now = Date.now() + UNUSED_CLIENT_MS + 60_000;
  await clients.purgeUnused(true);
  expect(await clients.find(unused)).toBeUndefined();
  expect((await clients.find(used))?.clientId).toBe(used);
  await db.close?.();
  sqlite?.close();
});
