// /mcp added by URL alone: the official SDK client discovers the authorization server from the 401
// (RFC 9728), registers (RFC 7591), is approved with a one-time code an application of the
// organisation created, exchanges the code with PKCE and resource (RFC 8707), calls tools, refreshes
// with rotation (the old refresh token refused, its reuse ending the grant), and revocation ends
// access at once. Tokens for another resource or organisation and read-only tokens on a write are
// refused; hostile authorize, token and registration requests are answered without a redirect to
// anywhere unregistered. (The approval page in a real browser: mcp-oauth-browser.test.ts.)
import { randomBytes } from 'node:crypto';
import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  OAuthMetadataSchema,
  OAuthProtectedResourceMetadataSchema,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/main.ts';
import { customer, FakeStripeStore } from '../support/fake-stripe-store.ts';
import { approveOverHttp, MemoryProvider, redirectReceiver } from '../support/mcp-oauth-client.ts';
import { captureLog, runCli, signIn, startTestServer, type TestServer } from '../support/server.ts';

const stripe = new FakeStripeStore();
let server: TestServer;
let base: string;
let a: Awaited<ReturnType<typeof signIn>>;
let b: Awaited<ReturnType<typeof signIn>>;
let idA: string;
let idB: string;
let receiver: Awaited<ReturnType<typeof redirectReceiver>>;
const clients: Client[] = [];
const secretA = 'sk_test_oauth_secret_AAAA1111';

beforeAll(async () => {
  stripe.customers = Array.from({ length: 3 }, (_, i) => customer(i));
  server = await startTestServer({ upstreams: { stripe: await stripe.start() } });
  base = server.url.replace('127.0.0.1', 'localhost'); // the default public URL's host
  a = await signIn(server, 'oauth-a');
  b = await signIn(server, 'oauth-b');
  const create = async (api: typeof a.api, name: string, key: string) =>
    (
      await api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name,
        credentials: { api_key: key },
      })
    ).body.id as string;
  idA = await create(a.api, 'Stripe A', secretA);
  idB = await create(b.api, 'Stripe B', 'sk_test_oauth_secret_BBBB2222');
  receiver = await redirectReceiver();
}, 60_000);
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => {});
  await receiver?.close();
  await server?.close();
  await stripe.stop();
});

const approvalCode = async (api = a.api, scopes?: string[]) => {
  const res = await api('POST', '/api/v1/mcp/approvals', scopes ? { scopes } : {});
  expect(res.status).toBe(201);
  return res.body.code as string;
};

const mcpUrl = () => new URL(`${base}/mcp`);

/** The SDK's flow from a 401 to a connected client: discovery, registration, approval, exchange. */
async function authorize(provider: MemoryProvider, code: string): Promise<Client> {
  const first = new Client({ name: 'agent', version: '1' });
  await expect(
    first.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider })),
  ).rejects.toThrow(UnauthorizedError);
  const { location } = await approveOverHttp(provider.authorizationUrl!, code);
  expect(location.origin + location.pathname).toBe(receiver.url);
  expect(location.searchParams.get('iss')).toBe(base);
  expect(location.searchParams.get('state')).toBe('st-123');
  const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider });
  await transport.finishAuth(location.searchParams.get('code')!);
  return connected(provider);
}

async function connected(provider: MemoryProvider): Promise<Client> {
  const client = new Client({ name: 'agent', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }));
  clients.push(client);
  return client;
}

/** A raw JSON-RPC POST to /mcp with a bearer token. */
const rpc = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });
const listTools = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
const tokenPost = (body: Record<string, string>) =>
  fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });

describe('/mcp as an OAuth protected resource', () => {
  it('publishes resource and authorization server metadata the SDK schemas accept', async () => {
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
    ]) {
      const prm = OAuthProtectedResourceMetadataSchema.parse(
        await (await fetch(`${base}${path}`)).json(),
      );
      expect(prm.resource).toBe(`${base}/mcp`);
      expect(prm.authorization_servers).toEqual([base]);
      expect(prm.scopes_supported).toEqual(['connectors:read', 'connectors:write']);
    }
    const as = OAuthMetadataSchema.parse(
      await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json(),
    );
    expect(as.issuer).toBe(base);
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
    expect(as.authorization_response_iss_parameter_supported).toBe(true);
    const none = await rpc('', listTools, { authorization: '' });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain(
      `resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`,
    );
  });

  it('SDK client: discovery, registration, approval, PKCE exchange, tools, refresh with rotation', async () => {
    const provider = new MemoryProvider(receiver.url);
    const client = await authorize(provider, await approvalCode());
    expect(provider.info?.client_id).toMatch(/^mcp_client_/);
    expect(provider.saved?.scope).toBe('connectors:read connectors:write');
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).toContain('connect_account');
    const listed = (await client.callTool({
      name: 'list_connectors',
      arguments: {},
    })) as unknown as {
      structuredContent: { connectors: { id: string }[] };
    };
    expect(listed.structuredContent.connectors.map((c) => c.id)).toEqual([idA]);

    const before = provider.saved!;
    expect(await auth(provider, { serverUrl: mcpUrl() })).toBe('AUTHORIZED'); // refresh
    expect(provider.saved!.refresh_token).not.toBe(before.refresh_token);
    expect(provider.saved!.access_token).not.toBe(before.access_token);
    expect((await rpc(provider.saved!.access_token, listTools)).status).toBe(200);
    // the rotated refresh token is refused, and its reuse ends the whole grant
    const reused = await tokenPost({
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token!,
      client_id: provider.info!.client_id,
    });
    expect([reused.status, (await reused.json()).error]).toEqual([400, 'invalid_grant']);
    const after = await rpc(provider.saved!.access_token, listTools);
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('revocation ends access at once', async () => {
    const provider = new MemoryProvider(receiver.url);
    await authorize(provider, await approvalCode());
    const token = provider.saved!.access_token;
    expect((await rpc(token, listTools)).status).toBe(200);
    const revoked = await fetch(`${base}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, client_id: provider.info!.client_id }),
    });
    expect(revoked.status).toBe(200);
    expect((await rpc(token, listTools)).status).toBe(401);
    const refresh = await tokenPost({
      grant_type: 'refresh_token',
      refresh_token: provider.saved!.refresh_token!,
      client_id: provider.info!.client_id,
    });
    expect(refresh.status).toBe(400);
  });

  it('a read-only token lists no write tool and is refused a write with 403 insufficient_scope', async () => {
    const provider = new MemoryProvider(receiver.url);
    // the operator's code, from the command line
    const cli = await runCli(
      server.dataDir,
      server.masterKey,
      'mcp',
      'approve-code',
      '--org',
      'oauth-a',
      '--read-only',
    );
    expect([cli.status, cli.out.scopes]).toEqual([0, ['connectors:read']]);
    const client = await authorize(provider, cli.out.code);
    expect(provider.saved?.scope).toBe('connectors:read');
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).not.toContain('connect_account');
    const read = (await client.callTool({
      name: 'execute_action',
      arguments: { connector_id: idA, entity: 'customers', action: 'list', params: { limit: 2 } },
    })) as { isError?: boolean };
    expect(read.isError).toBeFalsy();
    const write = await rpc(provider.saved!.access_token, {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: {
        name: 'execute_action',
        arguments: {
          connector_id: idA,
          entity: 'customers',
          action: 'create',
          params: { email: 'x@example.com' },
        },
      },
    });
    expect(write.status).toBe(403);
    const challenge = write.headers.get('www-authenticate')!;
    expect(challenge).toContain('error="insufficient_scope"');
    expect(challenge).toContain('scope="connectors:read connectors:write"');
    expect(stripe.customers.some((c) => c.email === 'x@example.com')).toBe(false);
  });

  it("refuses a token for another organisation's data or another resource", async () => {
    const provider = new MemoryProvider(receiver.url);
    const client = await authorize(provider, await approvalCode());
    const token = provider.saved!.access_token;
    const other = await rpc(token, listTools, { 'x-organization-id': b.app.organization_id });
    expect(other.status).toBe(403);
    const theirs = (await client.callTool({
      name: 'describe_connector',
      arguments: { connector_id: idB },
    })) as { isError?: boolean };
    expect(theirs.isError).toBe(true);
    // the same database behind another public URL: its resource is another, and the token not for it
    const elsewhere = await startServer(
      {
        port: 0,
        host: '127.0.0.1',
        dataDir: server.dataDir,
        masterKey: server.masterKey,
        ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}),
        upstreams: {},
        publicUrl: 'https://mcp.elsewhere.example',
      },
      captureLog([]),
    );
    try {
      const res = await fetch(`http://127.0.0.1:${elsewhere.port}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify(listTools),
      });
      expect(res.status).toBe(401);
      expect(await res.text()).toContain('another resource');
    } finally {
      await elsewhere.close(1000);
    }
    // and authorize refuses a resource that is not this /mcp
    const url = new URL(provider.authorizationUrl!);
    url.searchParams.set('resource', 'https://mcp.elsewhere.example/mcp');
    const refused = await fetch(url, { redirect: 'manual' });
    const location = new URL(refused.headers.get('location')!);
    expect([refused.status, location.searchParams.get('error')]).toEqual([303, 'invalid_target']);
    expect(location.searchParams.get('iss')).toBe(base);
  });
});

describe('hostile authorization requests', () => {
  let provider: MemoryProvider;
  beforeAll(async () => {
    provider = new MemoryProvider(receiver.url);
    await authorize(provider, await approvalCode());
  });
  const variant = (change: Record<string, string | null>) => {
    const url = new URL(provider.authorizationUrl!);
    for (const [k, v] of Object.entries(change))
      v === null ? url.searchParams.delete(k) : url.searchParams.set(k, v);
    return fetch(url, { redirect: 'manual' });
  };

  it('never redirects for an unknown client or an unregistered redirect URI', async () => {
    for (const change of <Record<string, string>[]>[
      { client_id: 'mcp_client_AAAAAAAAAAAAAAAAAAAAAA' },
      { client_id: '__proto__' },
      { redirect_uri: 'https://evil.example/callback' },
      { redirect_uri: receiver.url.replace('/callback', '/other') },
    ]) {
      const res = await variant(change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('takes a loopback redirect on any port, and answers other problems at the redirect URI', async () => {
    const otherPort = new URL(receiver.url);
    otherPort.port = String(Number(otherPort.port) + 1);
    expect((await variant({ redirect_uri: otherPort.href })).status).toBe(200);
    for (const [change, error] of [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: null }, 'invalid_request'],
      [{ resource: null }, 'invalid_target'],
      [{ scope: 'admin' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ] as const) {
      const res = await variant(change);
      const location = new URL(res.headers.get('location')!);
      expect([res.status, location.searchParams.get('error')], JSON.stringify(change)).toEqual([
        303,
        error,
      ]);
      expect(location.searchParams.get('state')).toBe('st-123');
    }
  });

  it('refuses a form without the CSRF cookie or from another site, and a wrong approval code', async () => {
    const page = await fetch(provider.authorizationUrl!);
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
    const body = new URLSearchParams({
      ...Object.fromEntries(provider.authorizationUrl!.searchParams),
      csrf,
      approval_code: await approvalCode(),
    });
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/oauth/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
    expect((await post({})).status).toBe(403);
    expect((await post({ cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    body.set('approval_code', 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const wrong = await post({ cookie, 'sec-fetch-site': 'same-origin' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('not valid');
  });

  it('refuses a replayed code, a wrong verifier and a bad registration', async () => {
    const p = new MemoryProvider(receiver.url);
    const first = new Client({ name: 'agent', version: '1' });
    await expect(
      first.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: p })),
    ).rejects.toThrow(UnauthorizedError);
    const { location } = await approveOverHttp(p.authorizationUrl!, await approvalCode());
    const exchange = (verifier: string) =>
      tokenPost({
        grant_type: 'authorization_code',
        code: location.searchParams.get('code')!,
        redirect_uri: receiver.url,
        client_id: p.info!.client_id,
        code_verifier: verifier,
        resource: `${base}/mcp`,
      });
    const wrong = await exchange(randomBytes(32).toString('base64url'));
    expect([wrong.status, (await wrong.json()).error]).toEqual([400, 'invalid_grant']);
    const good = await exchange(p.verifier);
    expect(good.status).toBe(200);
    const issued = await good.json();
    expect(good.headers.get('cache-control')).toBe('no-store');
    const replay = await exchange(p.verifier);
    expect([replay.status, (await replay.json()).error]).toEqual([400, 'invalid_grant']);
    expect((await rpc(issued.access_token, listTools)).status).toBe(401); // the replay revoked them

    for (const body of [
      { redirect_uris: ['http://evil.example/cb'] },
      { redirect_uris: ['javascript:alert(1)'] },
      { redirect_uris: [] },
      { redirect_uris: ['https://ok.example/cb#frag'] },
      { redirect_uris: ['https://ok.example/cb'], grant_types: ['client_credentials'] },
      { redirect_uris: ['https://ok.example/cb'], client_name: 'Trusted\u202e\u0007' },
      [],
    ]) {
      const res = await fetch(`${base}/oauth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(/^invalid_(redirect_uri|client_metadata)$/);
    }
    const bad = await a.api('POST', '/api/v1/mcp/approvals', { scopes: ['admin'] });
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'scopes']);
  });

  it('never shows a credential or token in what it logs', () => {
    const log = server.logs.join('\n');
    expect(log).not.toContain(secretA);
    expect(log).not.toMatch(/mcp_(at|rt|ac)_[\w-]{43}/);
  });
});
