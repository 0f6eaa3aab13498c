// The OAuth consent flow and token upkeep of the hosted service against a fake provider on
// 127.0.0.1: initiate, consent, callback, execute; own OAuth apps set and reverted; one refresh for
// 20 concurrent calls, also across two server processes on one database; state reuse and expiry;
// invalid_grant; and no token or secret anywhere in responses or logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSql } from '../support/database.ts';
import { FakeOAuthProvider } from '../support/fake-oauth.ts';
import { apiClient, signIn, startTestServer, type TestServer } from '../support/server.ts';

const DEFAULT = { id: 'default-client-id', secret: 'default-client-secret-value' };
const OWN = { id: 'own-client-id', secret: 'own-client-secret-value' };
const provider = new FakeOAuthProvider();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
const DONE = 'https://client.example/done?from=test';

/** Follows the consent URL like a browser: provider redirect, then our callback; returns the final Location. */
async function consent(consentUrl: string): Promise<URL> {
  const atProvider = await fetch(consentUrl, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  callback.hostname = '127.0.0.1'; // PUBLIC_URL defaults to localhost
  const atUs = await fetch(callback, { redirect: 'manual' });
  expect(atUs.status).toBe(302);
  return new URL(atUs.headers.get('location')!);
}

async function connect(extra: Record<string, unknown> = {}): Promise<string> {
  const init = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
    workspace_name: 'ws',
    connector_type: 'asana',
    redirect_url: DONE,
    ...extra,
  });
  expect(init.status).toBe(200);
  const back = await consent(init.body.consent_url);
  expect(back.searchParams.get('error')).toBeNull();
  return back.searchParams.get('connector_id')!;
}

const workspaces = (id: string, api = session.api) =>
  api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
    entity: 'workspaces',
    action: 'list',
  });

beforeAll(async () => {
  await provider.start();
  provider.clients.set(DEFAULT.id, DEFAULT.secret).set(OWN.id, OWN.secret);
  server = await startTestServer({
    upstreams: { asana: provider.origin },
    oauthDefaults: { asana: DEFAULT },
  });
  session = await signIn(server, 'oauth-org');
  const allowed = await session.api('PUT', '/api/v1/oauth/redirect-origins', {
    origins: [new URL(DONE).origin],
  });
  expect(allowed.body).toEqual({ data: ['https://client.example'] });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

describe('consent flow', () => {
  it('initiate, consent, callback with connector_id, execute', async () => {
    const init = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ws',
      connector_type: 'asana',
      redirect_url: DONE,
      name: 'Asana via OAuth',
    });
    const url = new URL(init.body.consent_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.origin}/-/oauth_authorize`);
    expect(url.searchParams.get('client_id')).toBe(DEFAULT.id);
    expect(url.searchParams.get('redirect_uri')).toMatch(
      /^http:\/\/localhost:\d+\/api\/v1\/oauth\/callback$/,
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')!.length).toBeGreaterThan(30);
    const back = await consent(init.body.consent_url);
    expect(`${back.origin}${back.pathname}`).toBe('https://client.example/done');
    expect(back.searchParams.get('from')).toBe('test');
    const id = back.searchParams.get('connector_id')!;
    expect(id).toMatch(/^conn_/);
    const stored = await session.api('GET', `/api/v1/integrations/connectors/${id}`);
    expect(stored.body).toMatchObject({
      name: 'Asana via OAuth',
      connector_type: 'asana',
      auth_method: 'oauth',
      status: 'active',
    });
    const res = await workspaces(id);
    expect([res.status, res.body.result[0].name]).toEqual([200, 'Acme']);
  });

  it('a reused state, an expired one, a denied consent: redirect with error and no connector', async () => {
    const before = (await session.api('GET', '/api/v1/integrations/connectors')).body.data.length;
    const init = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ws',
      connector_type: 'asana',
      redirect_url: DONE,
    });
    const atProvider = await fetch(init.body.consent_url, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    callback.hostname = '127.0.0.1';
    expect(
      new URL(
        (await fetch(callback, { redirect: 'manual' })).headers.get('location')!,
      ).searchParams.get('connector_id'),
    ).toMatch(/^conn_/);
    const again = new URL((await fetch(callback, { redirect: 'manual' })).headers.get('location')!);
    expect(again.searchParams.get('error')).toBe('invalid_state');

    const init2 = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ws',
      connector_type: 'asana',
      redirect_url: DONE,
    });
    await serviceSql(
      server.dataDir,
      "UPDATE oauth_states SET expires_at = '2000-01-01T00:00:00.000Z' WHERE used_at IS NULL",
    );
    const expired = await consent(init2.body.consent_url);
    expect([expired.searchParams.get('error'), expired.searchParams.get('connector_id')]).toEqual([
      'invalid_state',
      null,
    ]);
    expect(expired.searchParams.get('error_description')).toMatch(/expired/);

    provider.consent = 'deny';
    const init3 = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ws',
      connector_type: 'asana',
      redirect_url: DONE,
    });
    const denied = await consent(init3.body.consent_url);
    provider.consent = 'grant';
    expect([denied.searchParams.get('error'), denied.searchParams.get('connector_id')]).toEqual([
      'access_denied',
      null,
    ]);
    expect((await session.api('GET', '/api/v1/integrations/connectors')).body.data.length).toBe(
      before + 1,
    ); // only the first flow's
  });

  it('an unknown state is a plain 400; a kind with no OAuth app configured is a 422', async () => {
    const res = await fetch(`${server.url}/api/v1/oauth/callback?state=nope&code=x`);
    expect(res.status).toBe(400);
    const jira = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ws',
      connector_type: 'jira',
      redirect_url: DONE,
      environment: { subdomain: 'acme' },
    });
    expect([jira.status, jira.body.errors[0].error_code]).toEqual([422, 'oauth_app_missing']);
    const paypal = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ws',
      connector_type: 'paypal-transaction',
      redirect_url: DONE,
    });
    expect([paypal.status, paypal.body.errors[0].error_code]).toEqual([422, 'oauth_unsupported']);
    const bad = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ws',
      connector_type: 'asana',
      redirect_url: 'javascript:alert(1)',
    });
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'redirect_url']);
  });
});

describe("organisations' own OAuth apps", () => {
  it('are used for consent and refresh once set, and reverted by DELETE', async () => {
    const put = await session.api('PUT', '/api/v1/oauth/credentials', {
      connector_type: 'asana',
      configuration: { client_id: OWN.id, client_secret: OWN.secret },
    });
    expect(put.status).toBe(200);
    expect(Object.keys(put.body).sort()).toEqual([
      'connector_type',
      'created_at',
      'id',
      'scope_type',
      'updated_at',
    ]);
    expect(put.body.scope_type).toBe('organization');
    const init = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ws',
      connector_type: 'asana',
      redirect_url: DONE,
    });
    expect(new URL(init.body.consent_url).searchParams.get('client_id')).toBe(OWN.id);
    const back = await consent(init.body.consent_url);
    const id = back.searchParams.get('connector_id')!;
    provider.expireAccessTokens(); // the next call gets a 401, refreshes with the own app's secret, retries
    const refreshes = provider.counts.refresh;
    expect((await workspaces(id)).status).toBe(200);
    expect(provider.counts.refresh).toBe(refreshes + 1);

    expect(
      (await session.api('DELETE', '/api/v1/oauth/credentials/connector_type/asana')).status,
    ).toBe(204);
    const init2 = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ws',
      connector_type: 'asana',
      redirect_url: DONE,
    });
    expect(new URL(init2.body.consent_url).searchParams.get('client_id')).toBe(DEFAULT.id);
    expect(
      (await session.api('DELETE', '/api/v1/oauth/credentials/connector_type/asana')).status,
    ).toBe(404);
  });
});

describe('token refresh', () => {
  it('20 concurrent executes on an expired token cause exactly one refresh', async () => {
    provider.expiresIn = 30; // under a minute: stale at once
    const id = await connect();
    provider.expiresIn = 3600;
    provider.tokenDelayMs = 100;
    const before = provider.counts.refresh;
    const results = await Promise.all(Array.from({ length: 20 }, () => workspaces(id)));
    provider.tokenDelayMs = 0;
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(provider.counts.refresh - before).toBe(1);
  });

  it('two processes on one database spend a rotating refresh token once', async () => {
    provider.expiresIn = 30;
    const id = await connect();
    provider.expiresIn = 3600;
    const second = await startTestServer({
      dataDir: server.dataDir,
      masterKey: server.masterKey,
      upstreams: { asana: provider.origin },
      oauthDefaults: { asana: DEFAULT },
    });
    try {
      const other = apiClient(second.url, session.token);
      provider.tokenDelayMs = 150;
      const before = provider.counts.refresh;
      const results = await Promise.all([
        ...Array.from({ length: 5 }, () => workspaces(id)),
        ...Array.from({ length: 5 }, () => workspaces(id, other)),
      ]);
      provider.tokenDelayMs = 0;
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(provider.counts.refresh - before).toBe(1);
      session.api.seen.push(...other.seen);
    } finally {
      await second.close();
    }
  });

  it('invalid_grant marks the connector needs_reauth; later calls answer at once', async () => {
    const id = await connect();
    provider.revokeRefreshTokens();
    provider.expireAccessTokens();
    const res = await workspaces(id);
    expect([res.status, res.body.errors[0].error_code]).toEqual([409, 'connector_reauth_required']);
    expect(res.body.message).toMatch(/run the OAuth flow again/);
    expect((await session.api('GET', `/api/v1/integrations/connectors/${id}`)).body.status).toBe(
      'needs_reauth',
    );
    // the sync status is read from the store alone: it still answers
    const status = await session.api('GET', `/api/v1/integrations/connectors/${id}/sync`);
    expect([status.status, status.body.connector_id, Array.isArray(status.body.entities)]).toEqual([
      200,
      id,
      true,
    ]);
    const calls = { ...provider.counts };
    const again = await workspaces(id);
    expect(again.body.errors[0].error_code).toBe('connector_reauth_required');
    expect(provider.counts).toEqual(calls); // neither the provider nor the API was called
  });

  it('no token or secret appears in any response or log line', () => {
    const seen = [...session.api.seen, ...server.logs].join('\n');
    for (const secret of [
      ...provider.issued.filter((t) => !t.startsWith('code_')),
      DEFAULT.secret,
      OWN.secret,
      session.app.client_secret,
    ])
      expect(seen).not.toContain(secret);
  });
});
