// The snapchat-marketing OAuth flow end to end through the real server routes, against a fake provider
// shaped like Snap's: consent at /login/oauth2/authorize (scope snapchat-marketing-api, no PKCE), tokens at
// /login/oauth2/access_token (form body with the client credentials; access tokens of ~30 minutes, a
// long-lived refresh token that is not rotated, invalid_grant once it is revoked), and the Ads API under /v1
// answering only a live bearer token with Snap's double-wrapped records. Both Snap hosts (accounts. and
// adsapi.snapchat.com) go to the one fake origin through the server's upstream override.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const APP = { id: 'snap-fixture-client-id', secret: 'snap-fixture-client-secret-value' };
const DONE = 'https://client.example/snap/done';
const ORG_ID = '40d6719b-da09-410b-9185-0cc9c0dfed1d';

/** Snap's OAuth endpoints and a sliver of the Ads API, on 127.0.0.1. */
class FakeSnap {
  origin = '';
  expiresIn = 1800;
  counts = { code: 0, refresh: 0, api: 0, api401: 0 };
  authorizeRequests: URL[] = [];
  tokenForms: URLSearchParams[] = [];
  issued: string[] = [];
  private codes = new Map<string, string>(); // code -> redirect_uri
  private refresh = new Set<string>();
  private access = new Map<string, number>(); // token -> expiry (ms)
  private server = createServer((req, res) => void this.handle(req, res));

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((r) => this.server.close(() => r()));
  }
  /** Access tokens stop working upstream before their stated lifetime (revoked, clock skew). */
  expireAccessTokens() {
    for (const k of this.access.keys()) this.access.set(k, 0);
  }
  revokeRefreshTokens() {
    this.refresh.clear();
  }
  private mint(prefix: string) {
    const t = `${prefix}.${randomBytes(18).toString('base64url')}`;
    this.issued.push(t);
    return t;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.origin);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/login/oauth2/authorize') {
      this.authorizeRequests.push(url);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      const code = this.mint('code');
      this.codes.set(code, url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth2/access_token') {
      let raw = '';
      for await (const c of req) raw += c;
      const f = new URLSearchParams(raw);
      this.tokenForms.push(f);
      if (f.get('client_id') !== APP.id || f.get('client_secret') !== APP.secret)
        return json(401, { error: 'invalid_client' });
      let refreshToken: string;
      if (f.get('grant_type') === 'authorization_code') {
        this.counts.code++;
        const redirect = this.codes.get(f.get('code') ?? '');
        this.codes.delete(f.get('code') ?? '');
        if (!redirect || redirect !== f.get('redirect_uri'))
          return json(400, {
            error: 'invalid_grant',
            error_description: 'Invalid authorization code',
          });
        refreshToken = this.mint('refresh');
        this.refresh.add(refreshToken);
      } else if (f.get('grant_type') === 'refresh_token') {
        this.counts.refresh++;
        refreshToken = f.get('refresh_token') ?? '';
        if (!this.refresh.has(refreshToken))
          return json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      } else return json(400, { error: 'unsupported_grant_type' });
      const access = this.mint('access');
      this.access.set(access, Date.now() + this.expiresIn * 1000);
      // Snap answers the same long-lived refresh token again; it is not rotated.
      return json(200, {
        access_token: access,
        token_type: 'Bearer',
        expires_in: this.expiresIn,
        refresh_token: refreshToken,
        scope: 'snapchat-marketing-api',
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/me/organizations') {
      this.counts.api++;
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if ((this.access.get(token) ?? 0) < Date.now()) {
        this.counts.api401++;
        return json(401, {
          request_status: 'ERROR',
          request_id: 'r401',
          debug_message: 'Unauthorized',
          display_message: 'Not authorized.',
          error_code: 'E3002',
        });
      }
      return json(200, {
        request_status: 'SUCCESS',
        request_id: 'r200',
        paging: {},
        organizations: [
          {
            sub_request_status: 'SUCCESS',
            organization: {
              id: ORG_ID,
              name: 'Hooli Marketing',
              type: 'ENTERPRISE',
              state: 'ACTIVE',
              roles: ['admin'],
            },
          },
          {
            sub_request_status: 'ERROR',
            sub_request_error_reason: 'User does not have access to this organization',
          },
        ],
      });
    }
    json(404, { request_status: 'ERROR', debug_message: `no route ${req.method} ${url.pathname}` });
  }
}

const snap = new FakeSnap();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;

async function consent(consentUrl: string): Promise<URL> {
  const atProvider = await fetch(consentUrl, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  callback.hostname = '127.0.0.1'; // PUBLIC_URL defaults to localhost
  const atUs = await fetch(callback, { redirect: 'manual' });
  expect(atUs.status).toBe(302);
  return new URL(atUs.headers.get('location')!);
}

async function connect(): Promise<string> {
  const init = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
    workspace_name: 'ads',
    connector_type: 'snapchat-marketing',
    redirect_url: DONE,
  });
  expect(init.status).toBe(200);
  const back = await consent(init.body.consent_url);
  expect(back.searchParams.get('error')).toBeNull();
  return back.searchParams.get('connector_id')!;
}

const organizations = (id: string) =>
  session.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
    entity: 'organizations',
    action: 'list',
  });

beforeAll(async () => {
  await snap.start();
  server = await startTestServer({
    upstreams: { 'snapchat-marketing': snap.origin },
    oauthDefaults: { 'snapchat-marketing': APP },
  });
  session = await signIn(server, 'snap-org');
  expect(
    (
      await session.api('PUT', '/api/v1/oauth/redirect-origins', {
        origins: [new URL(DONE).origin],
      })
    ).status,
  ).toBe(200);
}, 60_000); // start-up and the CLI's apps create take long on a loaded machine
afterAll(async () => {
  await server.close();
  await snap.stop();
});

describe('snapchat-marketing consent flow', () => {
  it("sends the user to Snap's consent page, exchanges the code and executes with the new token", async () => {
    const init = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
      workspace_name: 'ads',
      connector_type: 'snapchat-marketing',
      redirect_url: DONE,
      name: 'Snap ads',
    });
    const url = new URL(init.body.consent_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${snap.origin}/login/oauth2/authorize`);
    expect(
      Object.fromEntries(
        [...url.searchParams].filter(([k]) => k !== 'state' && k !== 'redirect_uri'),
      ),
    ).toEqual({ response_type: 'code', client_id: APP.id, scope: 'snapchat-marketing-api' });
    expect(url.searchParams.get('redirect_uri')).toMatch(
      /^http:\/\/localhost:\d+\/api\/v1\/oauth\/callback$/,
    );

    const back = await consent(init.body.consent_url);
    const id = back.searchParams.get('connector_id')!;
    expect(id).toMatch(/^conn_/);
    const form = snap.tokenForms.at(-1)!;
    expect([form.get('grant_type'), form.get('client_id'), form.get('redirect_uri')]).toEqual([
      'authorization_code',
      APP.id,
      url.searchParams.get('redirect_uri'),
    ]);
    expect((await session.api('GET', `/api/v1/integrations/connectors/${id}`)).body).toMatchObject({
      name: 'Snap ads',
      connector_type: 'snapchat-marketing',
      auth_method: 'oauth',
      status: 'active',
    });

    const res = await organizations(id);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      {
        id: ORG_ID,
        name: 'Hooli Marketing',
        type: 'ENTERPRISE',
        state: 'ACTIVE',
        roles: ['admin'],
      },
    ]);
    expect(res.body.connector_metadata).toEqual({
      sub_request_errors: [
        {
          sub_request_status: 'ERROR',
          sub_request_error_reason: 'User does not have access to this organization',
        },
      ],
    });
  });
});

describe('snapchat-marketing token upkeep', () => {
  it('keeps a 30-minute token for its lifetime and refreshes one that expires within a minute before calling', async () => {
    const id = await connect(); // expires_in 1800
    const before = { ...snap.counts };
    expect((await organizations(id)).status).toBe(200);
    expect((await organizations(id)).status).toBe(200);
    expect(snap.counts.refresh).toBe(before.refresh); // 30 minutes: no refresh

    snap.expiresIn = 45; // the next consent's token is stale at once (under the one-minute margin)
    const short = await connect();
    snap.expiresIn = 1800;
    const mid = { ...snap.counts };
    expect((await organizations(short)).status).toBe(200);
    expect(snap.counts.refresh - mid.refresh).toBe(1); // refreshed before the call ...
    expect(snap.counts.api401).toBe(mid.api401); // ... so Snap never saw the stale token
    expect((await organizations(short)).status).toBe(200);
    expect(snap.counts.refresh - mid.refresh).toBe(1); // the refreshed 30-minute token is kept
  });

  it('a 401 refreshes with the long-lived refresh token and retries; the same refresh token works again', async () => {
    const id = await connect();
    for (let round = 0; round < 2; round++) {
      snap.expireAccessTokens();
      const before = { ...snap.counts };
      expect((await organizations(id)).status).toBe(200);
      expect([snap.counts.api401 - before.api401, snap.counts.refresh - before.refresh]).toEqual([
        1, 1,
      ]);
    }
    const refreshes = snap.tokenForms
      .filter((f) => f.get('grant_type') === 'refresh_token')
      .slice(-2);
    expect(refreshes[0]!.get('refresh_token')).toBe(refreshes[1]!.get('refresh_token')); // not rotated
    expect(
      refreshes.map((f) => [f.get('client_id'), f.get('client_secret') === APP.secret]),
    ).toEqual([
      [APP.id, true],
      [APP.id, true],
    ]);
  });

  it('a refused refresh token marks the connector needs_reauth; a new consent reconnects', async () => {
    const id = await connect();
    snap.revokeRefreshTokens();
    snap.expireAccessTokens();
    const res = await organizations(id);
    expect([res.status, res.body.errors[0].error_code]).toEqual([409, 'connector_reauth_required']);
    expect(res.body.message).toMatch(/invalid_grant.*run the OAuth flow again/);
    expect((await session.api('GET', `/api/v1/integrations/connectors/${id}`)).body.status).toBe(
      'needs_reauth',
    );
    const calls = { ...snap.counts };
    expect((await organizations(id)).body.errors[0].error_code).toBe('connector_reauth_required');
    expect(snap.counts).toEqual(calls); // answered without calling Snap

    const again = await connect(); // the user consents once more
    const ok = await organizations(again);
    expect([ok.status, ok.body.result[0].id]).toEqual([200, ORG_ID]);
    expect((await session.api('DELETE', `/api/v1/integrations/connectors/${id}`)).status).toBe(204);
  });

  it('no token, code or secret appears in any response or log line', () => {
    const seen = [...session.api.seen, ...server.logs].join('\n');
    for (const secret of [
      ...snap.issued.filter((t) => !t.startsWith('code.')),
      APP.secret,
      session.app.client_secret,
    ])
      expect(seen).not.toContain(secret);
  });
});
