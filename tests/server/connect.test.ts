// Connect sessions and the hosted connect page over real HTTP (no browser: the page works without
// JavaScript): a wrong key is a form error and stores nothing, the right key stores the connector and
// redirects with connector_id; links expire and work once; CSRF; a reconnect keeps the connector's id
// and clears needs_reauth; an OAuth kind goes through a fake vendor's consent; a broken connector's
// execute (HTTP and MCP) answers a connect_url, and the same call succeeds once the user used it.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePayments, local, RIGHT_KEY, submit, visit } from '../support/connect-page.ts';
import { serviceSql } from '../support/database.ts';
import { FakeOAuthProvider } from '../support/fake-oauth.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const DONE = 'https://app.example/connected?step=2';
const DEFAULT = { id: 'default-client-id', secret: 'default-client-secret-value' };
const provider = new FakeOAuthProvider();
let payments: Awaited<ReturnType<typeof fakePayments>>;
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

const newSession = async (body: Record<string, unknown>) => {
  const res = await session.api('POST', '/api/v1/connect/sessions', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, url: local(res.body.url, server.url) } as {
    token: string;
    url: string;
    expires_at: string;
  };
};
/** The audit row of a connector's creation: made by the page or the consent, with the request's id. */
const createdBy = async (id: string) =>
  (await session.api('GET', '/api/v1/audit?action=connector.created')).body.data.find(
    (r: { target: string }) => r.target === id,
  );
const connectorCount = async () =>
  (await session.api('GET', '/api/v1/integrations/connectors')).body.data.length;

beforeAll(async () => {
  payments = await fakePayments();
  await provider.start();
  provider.clients.set(DEFAULT.id, DEFAULT.secret);
  server = await startTestServer({
    upstreams: { stripe: payments.origin, asana: provider.origin },
    oauthDefaults: { asana: DEFAULT },
  });
  session = await signIn(server, 'connect-org');
  other = await signIn(server, 'connect-other');
  await session.api('PUT', '/api/v1/oauth/redirect-origins', { origins: ['https://app.example'] });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
  payments.server.close();
});

describe('POST /api/v1/connect/sessions', () => {
  it('refuses an unknown kind, a redirect origin not allowed, no workspace, another organisation’s connector', async () => {
    const unknown = await session.api('POST', '/api/v1/connect/sessions', {
      workspace_name: 'w',
      allowed_kinds: ['stripe', 'nope'],
      redirect_url: DONE,
    });
    expect([unknown.status, unknown.body.errors[0].field]).toEqual([422, 'allowed_kinds.1']);
    const origin = await session.api('POST', '/api/v1/connect/sessions', {
      workspace_name: 'w',
      redirect_url: 'https://evil.example/x',
    });
    expect([origin.status, origin.body.errors[0].field]).toEqual([422, 'redirect_url']);
    const none = await session.api('POST', '/api/v1/connect/sessions', { redirect_url: DONE });
    expect(none.status).toBe(422);
    const theirs = await other.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: RIGHT_KEY },
    });
    const foreign = await session.api('POST', '/api/v1/connect/sessions', {
      connector_id: theirs.body.id,
    });
    expect(foreign.status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/connect/sessions`, { method: 'POST' })).status).toBe(
      401,
    );
  });
});

describe('the connect page', () => {
  it('lists the allowed kinds, then a kind’s form, with a strict policy and nothing from elsewhere', async () => {
    const s = await newSession({
      workspace_name: 'w',
      allowed_kinds: ['stripe', 'asana'],
      redirect_url: DONE,
    });
    expect(s.token).toMatch(/^cs_[\w-]{43}$/);
    const list = await visit(s.url);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.html).toContain('?kind=stripe');
    expect(list.html).toContain('?kind=asana');
    expect(list.html).not.toContain('?kind=jira');
    expect(list.html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)[^"]*\.(css|js)/);
    const form = await visit(`${s.url}?kind=stripe`, list.cookie);
    expect(form.html).toMatch(/<label for="f-credentials-api_key">API key<\/label>/);
    expect(form.html).toMatch(
      /type="password" id="f-credentials-api_key" name="credentials.api_key" required/,
    );
    expect(form.html).toContain('https://dashboard.stripe.com/apikeys');
    expect(form.csrf.length).toBeGreaterThan(20);
  });

  it('a wrong key is a form error that stores nothing and is not echoed; the right key stores and redirects', async () => {
    const before = await connectorCount();
    const s = await newSession({
      workspace_name: 'w',
      allowed_kinds: ['stripe'],
      redirect_url: DONE,
    });
    const page = await visit(s.url);
    const wrong = await submit(s.url, page, {
      kind: 'stripe',
      'credentials.api_key': 'sk_test_wrong_key_0000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('These credentials were not accepted');
    expect(wrong.html).not.toContain('sk_test_wrong_key_0000');
    expect(await connectorCount()).toBe(before);
    const right = await submit(s.url, page, { kind: 'stripe', 'credentials.api_key': RIGHT_KEY });
    expect(right.status).toBe(303);
    const back = new URL(right.location!);
    expect(`${back.origin}${back.pathname}`).toBe('https://app.example/connected');
    expect(back.searchParams.get('step')).toBe('2');
    const id = back.searchParams.get('connector_id')!;
    const stored = await session.api('GET', `/api/v1/integrations/connectors/${id}`);
    expect(stored.body).toMatchObject({
      connector_type: 'stripe',
      workspace_name: 'w',
      status: 'active',
    });
    expect(await createdBy(id)).toMatchObject({
      actor: 'connect_page',
      request_id: expect.any(String),
    });
    // single use: the same link again is 410, as a page
    const again = await visit(s.url);
    expect([again.status, again.html]).toEqual([410, expect.stringContaining('already used')]);
    expect(again.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers 404 for an unknown link and 410 for an expired one', async () => {
    expect((await visit(`${server.url}/connect/cs_${'a'.repeat(43)}`)).status).toBe(404);
    expect((await visit(`${server.url}/connect/<script>`)).status).toBe(404);
    const s = await newSession({ workspace_name: 'w', redirect_url: DONE });
    await serviceSql(
      server.dataDir,
      "UPDATE connect_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE used_at IS NULL",
    );
    const expired = await visit(s.url);
    expect([expired.status, expired.html]).toEqual([410, expect.stringContaining('expired')]);
  });

  it('refuses a form without the CSRF cookie, or sent from another site', async () => {
    const s = await newSession({
      workspace_name: 'w',
      allowed_kinds: ['stripe'],
      redirect_url: DONE,
    });
    const page = await visit(s.url);
    const fields = { kind: 'stripe', 'credentials.api_key': RIGHT_KEY };
    expect((await submit(s.url, { ...page, cookie: '' }, fields)).status).toBe(403);
    expect((await submit(s.url, { ...page, csrf: 'x'.repeat(32) }, fields)).status).toBe(403);
    expect((await submit(s.url, page, fields, { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect((await submit(s.url, page, { ...fields, kind: 'jira' })).status).toBe(400);
    expect((await submit(s.url, page, fields)).status).toBe(303);
  });

  it('shows the organisation’s branding; refuses a logo that is not an image data: URL', async () => {
    const bad = await session.api('PUT', '/api/v1/connect/branding', {
      logo: 'https://cdn.example/logo.png',
    });
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'logo']);
    const logo = `data:image/png;base64,${Buffer.from('png').toString('base64')}`;
    const set = await session.api('PUT', '/api/v1/connect/branding', {
      display_name: 'Acme <Apps>',
      color: '#aa3300',
      logo,
    });
    expect(set.body).toEqual({ name: 'Acme <Apps>', color: '#aa3300', logo });
    const s = await newSession({ workspace_name: 'w', redirect_url: DONE });
    const page = await visit(s.url);
    expect(page.html).toContain('Acme &lt;Apps&gt;');
    expect(page.html).toContain('#aa3300');
    expect(page.html).toContain(`src="${logo}"`);
    await session.api('PUT', '/api/v1/connect/branding', {
      display_name: null,
      color: null,
      logo: null,
    });
  });
});

describe('reconnecting a broken connector', () => {
  async function brokenStripe(): Promise<string> {
    const created = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'Stripe',
      credentials: { api_key: 'sk_test_old_key_1111' },
    });
    await serviceSql(
      server.dataDir,
      `UPDATE connectors SET status = 'needs_reauth' WHERE id = '${created.body.id}'`,
    );
    return created.body.id;
  }
  const listCustomers = (id: string) =>
    session.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'customers',
      action: 'list',
    });

  it('execute answers 409 with a connect_url; the user reconnects there; the same call then succeeds', async () => {
    const id = await brokenStripe();
    const failed = await listCustomers(id);
    expect([failed.status, failed.body.errors[0].error_code]).toEqual([
      409,
      'connector_reauth_required',
    ]);
    const link: string = failed.body.errors[0].details.connect_url;
    expect(failed.body.message).toMatch(/open connect_url/);
    const url = local(link, server.url);
    const page = await visit(url);
    expect(page.html).toContain('name="credentials.api_key"');
    const done = await submit(url, page, { kind: 'stripe', 'credentials.api_key': RIGHT_KEY });
    expect(done.status).toBe(303);
    const back = new URL(done.location!);
    expect(back.pathname).toBe('/connect/done');
    expect(back.searchParams.get('connector_id')).toBe(id);
    const again = await listCustomers(id);
    expect([again.status, again.body.result[0].id]).toEqual([200, 'cus_1']);
    expect((await session.api('GET', `/api/v1/integrations/connectors/${id}`)).body.status).toBe(
      'active',
    );
    const donePage = await visit(local(done.location!, server.url));
    expect([donePage.status, donePage.html]).toEqual([
      200,
      expect.stringContaining('Account connected'),
    ]);
  });

  it('over MCP: the tool error carries the connect_url; connect_account gives a link for a kind with no connector', async () => {
    const id = await brokenStripe();
    const client = new Client({ name: 'connect-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${session.token()}` } },
      }),
    );
    const call = async (name: string, args: Record<string, unknown>) => {
      const res = (await client.callTool({ name, arguments: args })) as {
        isError?: boolean;
        content: { text: string }[];
      };
      return { isError: res.isError === true, body: JSON.parse(res.content[0]!.text) };
    };
    const args = { connector_id: id, entity: 'customers', action: 'list' };
    const failed = await call('execute_action', args);
    expect(failed.isError).toBe(true);
    expect(failed.body.message).toMatch(/Ask the user to open connect_url/);
    const url = local(failed.body.errors[0].details.connect_url, server.url);
    const page = await visit(url);
    expect(
      (await submit(url, page, { kind: 'stripe', 'credentials.api_key': RIGHT_KEY })).status,
    ).toBe(303);
    const retried = await call('execute_action', args);
    expect([retried.isError, retried.body.result[0].id]).toEqual([false, 'cus_1']);

    const fresh = await call('connect_account', { connector_type: 'asana' });
    expect(fresh.body.connect_url).toMatch(/\/connect\/cs_/);
    expect(fresh.body.next).toMatch(/Asana/);
    const described = await call('describe_connector', { connector_type: 'jira' });
    expect(described.body.connect_url).toMatch(/\/connect\/cs_/);
    const stripe = await call('describe_connector', { connector_type: 'stripe' });
    expect(stripe.body.connect_url).toBeUndefined();
    const unknown = await call('connect_account', { connector_type: 'nope' });
    expect([unknown.isError, unknown.body.errors[0].field]).toEqual([true, 'connector_type']);
    await client.close();
  });
});

describe('an OAuth kind on the connect page', () => {
  it('starts the vendor consent and ends at the redirect with connector_id; the link is then used', async () => {
    const s = await newSession({
      workspace_name: 'w',
      allowed_kinds: ['asana'],
      redirect_url: DONE,
    });
    const page = await visit(s.url);
    expect(page.html).toContain('Continue to Asana');
    const started = await submit(`${s.url}/oauth`, page, { kind: 'asana' });
    expect(started.status).toBe(303);
    const consent = new URL(started.location!);
    expect(`${consent.origin}${consent.pathname}`).toBe(`${provider.origin}/-/oauth_authorize`);
    const atProvider = await fetch(consent, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    callback.hostname = '127.0.0.1';
    const atUs = await fetch(callback, { redirect: 'manual' });
    const back = new URL(atUs.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://app.example/connected');
    const id = back.searchParams.get('connector_id')!;
    expect((await session.api('GET', `/api/v1/integrations/connectors/${id}`)).body).toMatchObject({
      connector_type: 'asana',
      auth_method: 'oauth',
    });
    expect(await createdBy(id)).toMatchObject({
      actor: 'oauth_consent',
      request_id: expect.any(String),
    });
    expect((await visit(s.url)).status).toBe(410);
  });
});

it('never logs a connect link’s token, nor a key typed into the page', () => {
  const logs = server.logs.join('\n');
  expect(logs).toContain('/connect/cs_[redacted]');
  expect(logs).not.toMatch(/cs_[\w-]{43}/);
  expect(logs).not.toMatch(/sk_test_(right|wrong|old)_key/);
});
