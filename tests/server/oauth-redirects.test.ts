// The OAuth redirect allow-list: initiate refuses a redirect_url whose origin is neither service-wide
// (CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS) nor the organisation's own; the callback re-checks, so
// it cannot be used as an open redirect; organisations' lists are isolated; bad origins are refused.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/main.ts';
import { serviceSql } from '../support/database.ts';
import { FakeOAuthProvider } from '../support/fake-oauth.ts';
import { runCli, signIn, type TestServer } from '../support/server.ts';
import { startConfiguredServer } from './configured-server.ts';

const CLIENT = { id: 'redirect-test-client', secret: 'redirect-test-client-secret' };
const SERVICE_WIDE = 'https://service-wide.example';
const provider = new FakeOAuthProvider();
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
let b: Awaited<ReturnType<typeof signIn>>;

const initiate = (session: typeof a, redirect_url: string) =>
  session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
    workspace_name: 'ws',
    connector_type: 'asana',
    redirect_url,
  });

/** Consent at the fake provider; answers our callback URL (not yet visited). */
async function consentAt(consentUrl: string): Promise<URL> {
  const atProvider = await fetch(consentUrl, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  callback.hostname = '127.0.0.1';
  return callback;
}

const pendingStates = async () =>
  Number((await serviceSql(server.dataDir, 'SELECT count(*) AS n FROM oauth_states')).rows[0].n);

beforeAll(async () => {
  await provider.start();
  provider.clients.set(CLIENT.id, CLIENT.secret);
  server = await startConfiguredServer({
    upstreams: { asana: provider.origin },
    oauthDefaults: { asana: CLIENT },
    oauthRedirectOrigins: [SERVICE_WIDE],
  });
  a = await signIn(server, 'redirect-org-a');
  b = await signIn(server, 'redirect-org-b');
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

describe('initiate', () => {
  it('refuses an origin that is not allowed with 422 redirect_origin_not_allowed, saying how to allow it', async () => {
    const before = await pendingStates();
    for (const evil of [
      'https://evil.example/steal?x=1',
      'http://client.example',
      'https://service-wide.example:8443/',
      'https://a.service-wide.example/',
    ]) {
      const res = await initiate(a, evil);
      expect(res.status, evil).toBe(422);
      expect(res.body.errors[0]).toMatchObject({
        field: 'redirect_url',
        error_code: 'redirect_origin_not_allowed',
        details: { origin: new URL(evil).origin },
      });
      expect(res.body.message).toContain('PUT /api/v1/oauth/redirect-origins');
      expect(res.body.message).toContain('CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS');
    }
    expect(await pendingStates()).toBe(before); // no state was minted
  });

  it('accepts the service-wide origins for every organisation', async () => {
    for (const session of [a, b]) {
      const res = await initiate(session, `${SERVICE_WIDE}/oauth/done`);
      expect(res.status).toBe(200);
      expect(res.body.consent_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/-\/oauth_authorize\?/);
    }
  });

  it("accepts the organisation's own origins, and only for that organisation", async () => {
    const put = await a.api('PUT', '/api/v1/oauth/redirect-origins', {
      origins: ['https://app-a.example', 'HTTPS://App-A.Example:443', 'http://localhost:3000/'],
    });
    expect([put.status, put.body]).toEqual([
      200,
      { data: ['http://localhost:3000', 'https://app-a.example'] },
    ]);
    expect((await a.api('GET', '/api/v1/oauth/redirect-origins')).body).toEqual({
      data: ['http://localhost:3000', 'https://app-a.example'],
    });
    expect((await b.api('GET', '/api/v1/oauth/redirect-origins')).body).toEqual({ data: [] });
    expect((await initiate(a, 'https://app-a.example/back')).status).toBe(200);
    expect((await initiate(a, 'http://localhost:3000/cb')).status).toBe(200);
    const other = await initiate(b, 'https://app-a.example/back');
    expect([other.status, other.body.errors[0].error_code]).toEqual([
      422,
      'redirect_origin_not_allowed',
    ]);
  });

  it('the whole flow returns to the allowed redirect_url with its own query parameters kept', async () => {
    const init = await initiate(a, 'https://app-a.example/back?flow=nonce-123&lang=de');
    const atUs = await fetch(await consentAt(init.body.consent_url), { redirect: 'manual' });
    expect(atUs.status).toBe(302);
    const back = new URL(atUs.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://app-a.example/back');
    expect(back.searchParams.get('flow')).toBe('nonce-123');
    expect(back.searchParams.get('lang')).toBe('de');
    expect(back.searchParams.get('connector_id')).toMatch(/^conn_/);
  });
});

describe('the callback is not an open redirect', () => {
  it('an origin removed after initiate: 400, no redirect, no connector', async () => {
    await a.api('PUT', '/api/v1/oauth/redirect-origins', { origins: ['https://app-a.example'] });
    const init = await initiate(a, 'https://app-a.example/back');
    const callback = await consentAt(init.body.consent_url);
    const connectors = (await a.api('GET', '/api/v1/integrations/connectors')).body.data.length;
    expect((await a.api('PUT', '/api/v1/oauth/redirect-origins', { origins: [] })).body).toEqual({
      data: [],
    });
    const atUs = await fetch(callback, { redirect: 'manual' });
    expect(atUs.status).toBe(400);
    expect(atUs.headers.get('location')).toBeNull();
    expect((await atUs.json()).message).toMatch(/no longer an allowed redirect origin/);
    expect((await a.api('GET', '/api/v1/integrations/connectors')).body.data.length).toBe(
      connectors,
    );
  });

  it('a state whose redirect_url points elsewhere (stored before the allow-list) answers 400 with no Location', async () => {
    const state = 'legacy-state-value-0123456789';
    await serviceSql(
      server.dataDir,
      `INSERT INTO oauth_states (state_hash, organization_id, workspace_name, connector_type, name, redirect_url, environment, oauth_client, expires_at)
       VALUES (?, ?, 'ws', 'asana', 'Asana', 'https://evil.example/phish', '{}', 'default', ?)`,
      [
        createHash('sha256').update(state).digest('base64url'),
        a.app.organization_id,
        new Date(Date.now() + 600_000).toISOString(),
      ],
    );
    const res = await fetch(
      `${server.url}/api/v1/oauth/callback?state=${state}&error=x&error_description=${encodeURIComponent('Log in again at evil.example')}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).not.toContain('evil.example');
  });
});

describe('origin formats', () => {
  it('refuses paths, queries, fragments, userinfo, wildcards, http off loopback and non-origins, naming each index; stores nothing', async () => {
    await a.api('PUT', '/api/v1/oauth/redirect-origins', { origins: ['https://kept.example'] });
    const bad = [
      'https://a.example/path',
      'https://a.example/.',
      'https://a.example?q=1',
      'https://a.example#top',
      'https://user:pw@a.example',
      'https://@a.example',
      'https://*.a.example',
      '*',
      'http://a.example',
      'ftp://a.example',
      'javascript:alert(1)',
      'not a url',
      'null',
    ];
    const res = await a.api('PUT', '/api/v1/oauth/redirect-origins', {
      origins: ['https://fine.example', ...bad],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
      bad.map((_, i) => `origins.${i + 1}`),
    );
    expect(
      res.body.errors.every((e: { error_code: string }) => e.error_code === 'invalid_origin'),
    ).toBe(true);
    expect(res.body.errors[0].message).toMatch(/path/);
    expect(res.body.errors[6].message).toMatch(/wildcard/);
    expect(res.body.errors[8].message).toMatch(/https/);
    expect((await a.api('GET', '/api/v1/oauth/redirect-origins')).body.data).toEqual([
      'https://kept.example',
    ]);
    const shape = await a.api('PUT', '/api/v1/oauth/redirect-origins', {
      origins: 'https://a.example',
    });
    expect([shape.status, shape.body.errors[0].field]).toEqual([422, 'origins']);
    const empty = await a.api('PUT', '/api/v1/oauth/redirect-origins', { origins: [''] });
    expect([empty.status, empty.body.errors[0].field]).toEqual([422, 'origins.0']);
    expect(
      (
        await a.api('PUT', '/api/v1/oauth/redirect-origins', {
          origins: ['http://127.0.0.1:8080', 'http://[::1]:9000'],
        })
      ).body.data,
    ).toEqual(['http://127.0.0.1:8080', 'http://[::1]:9000']);
  });

  it('needs a bearer token', async () => {
    expect((await fetch(`${server.url}/api/v1/oauth/redirect-origins`)).status).toBe(401);
  });

  it('reads the service-wide list from CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS and refuses a bad entry at start', () => {
    expect(
      configFromEnv({
        CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS: ' https://App.example , http://localhost:3000/ ,',
      }).oauthRedirectOrigins,
    ).toEqual(['https://app.example', 'http://localhost:3000']);
    expect(configFromEnv({}).oauthRedirectOrigins).toEqual([]);
    expect(() =>
      configFromEnv({
        CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS: 'https://ok.example,https://x.example/path',
      }),
    ).toThrow(/CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS: entry 2 must not contain a path/);
  });
});

describe('the CLI', () => {
  it('oauth origins add and remove work on the running service data', async () => {
    const add = await runCli(
      server.dataDir,
      server.masterKey,
      'oauth',
      'origins',
      'add',
      '--org',
      'redirect-org-b',
      'https://App-B.example/',
    );
    expect([add.status, add.out], add.stderr).toEqual([0, ['https://app-b.example']]);
    expect((await initiate(b, 'https://app-b.example/x')).status).toBe(200);
    expect((await b.api('GET', '/api/v1/oauth/redirect-origins')).body.data).toEqual([
      'https://app-b.example',
    ]);
    const refused = await runCli(
      server.dataDir,
      server.masterKey,
      'oauth',
      'origins',
      'add',
      '--org',
      'redirect-org-b',
      'http://app-b.example',
    );
    expect([refused.status, refused.stderr]).toEqual([2, expect.stringMatching(/must use https/)]);
    const remove = await runCli(
      server.dataDir,
      server.masterKey,
      'oauth',
      'origins',
      'remove',
      '--org',
      'redirect-org-b',
      'https://app-b.example',
    );
    expect([remove.status, remove.out], remove.stderr).toEqual([0, []]);
    expect((await initiate(b, 'https://app-b.example/x')).status).toBe(422);
  }, 30_000);
});
