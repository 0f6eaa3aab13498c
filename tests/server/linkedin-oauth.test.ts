// linkedin-ads OAuth end to end through the real server routes, against a fake provider shaped like
// LinkedIn's (www.linkedin.com/oauth/v2 and api.linkedin.com/rest share the upstream override): consent
// with the three ads scopes and no PKCE, the code exchange with the client credentials in the form body,
// 60-day access tokens refreshed after LinkedIn's 401, a refresh token that keeps its 365-day lifetime
// across refreshes, and re-consent once it has lapsed (invalid_grant -> needs_reauth -> a new flow works).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const APP = { id: 'li-client-id', secret: 'li-client-secret-value-123' };
const DONE = 'https://client.example/linkedin-done';
const DAY = 86_400_000;

/** LinkedIn's token lifetimes, on a clock the test moves forward. */
class FakeLinkedIn {
  origin = '';
  offsetMs = 0;
  authorizeRequests: URL[] = [];
  tokenForms: URLSearchParams[] = [];
  issued: string[] = [];
  apiCalls = 0;
  private access = new Map<string, number>(); // token -> expiry
  private refresh = new Map<string, number>(); // token -> expiry, fixed at consent
  private codes = new Set<string>();
  private server = createServer((req, res) => void this.handle(req, res));

  now = () => Date.now() + this.offsetMs;

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((r) => this.server.close(() => r()));
  }

  private mint(prefix: string) {
    const t = `${prefix}${randomBytes(24).toString('base64url')}`;
    this.issued.push(t);
    return t;
  }

  private tokens(refreshToken: string) {
    const access = this.mint('AQV');
    this.access.set(access, this.now() + 60 * DAY);
    return {
      access_token: access,
      expires_in: 60 * 86_400,
      refresh_token: refreshToken,
      refresh_token_expires_in: Math.floor((this.refresh.get(refreshToken)! - this.now()) / 1000),
      scope: 'r_ads,r_ads_reporting',
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.origin);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/oauth/v2/authorization') {
      this.authorizeRequests.push(url);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      const code = this.mint('code-');
      this.codes.add(code);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth/v2/accessToken') {
      let raw = '';
      for await (const c of req) raw += c;
      const f = new URLSearchParams(raw);
      this.tokenForms.push(f);
      if (f.get('client_id') !== APP.id || f.get('client_secret') !== APP.secret)
        return json(401, {
          error: 'invalid_client',
          error_description: 'Client authentication failed',
        });
      if (f.get('grant_type') === 'authorization_code') {
        if (!this.codes.delete(f.get('code') ?? ''))
          return json(400, {
            error: 'invalid_request',
            error_description: 'Unable to retrieve access token: authorization code not found',
          });
        const refresh = this.mint('AQX');
        this.refresh.set(refresh, this.now() + 365 * DAY);
        return json(200, this.tokens(refresh));
      }
      if (f.get('grant_type') === 'refresh_token') {
        const rt = f.get('refresh_token') ?? '';
        if ((this.refresh.get(rt) ?? 0) < this.now())
          return json(400, {
            error: 'invalid_grant',
            error_description:
              'The provided authorization grant or refresh token is invalid, expired or revoked.',
          });
        return json(200, this.tokens(rt)); // the same refresh token, its lifetime not extended
      }
      return json(400, { error: 'unsupported_grant_type' });
    }
    if (req.method === 'GET' && url.pathname === '/rest/adAccounts') {
      this.apiCalls++;
      if (
        req.headers['linkedin-version'] !== '202607' ||
        req.headers['x-restli-protocol-version'] !== '2.0.0'
      )
        return json(400, { status: 400, message: 'missing version headers' });
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if ((this.access.get(token) ?? 0) < this.now())
        return json(401, {
          status: 401,
          serviceErrorCode: 65601,
          code: 'EXPIRED_ACCESS_TOKEN',
          message: 'The token used in the request has expired',
        });
      return json(200, {
        metadata: {},
        elements: [
          {
            id: 507404993,
            name: 'Northwind Brand',
            currency: 'USD',
            status: 'ACTIVE',
            type: 'BUSINESS',
            test: false,
          },
        ],
      });
    }
    json(404, { status: 404, message: `no route ${req.method} ${url.pathname}` });
  }
}

const li = new FakeLinkedIn();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;

async function connect(): Promise<string> {
  const init = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
    workspace_name: 'ads',
    connector_type: 'linkedin-ads',
    redirect_url: DONE,
  });
  expect(init.status).toBe(200);
  const atProvider = await fetch(init.body.consent_url, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  callback.hostname = '127.0.0.1'; // PUBLIC_URL defaults to localhost
  const back = new URL((await fetch(callback, { redirect: 'manual' })).headers.get('location')!);
  expect(back.searchParams.get('error')).toBeNull();
  return back.searchParams.get('connector_id')!;
}

const accounts = (id: string) =>
  session.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
    entity: 'accounts',
    action: 'list',
  });

beforeAll(async () => {
  await li.start();
  server = await startTestServer({
    upstreams: { 'linkedin-ads': li.origin },
    oauthDefaults: { 'linkedin-ads': APP },
  });
  session = await signIn(server, 'linkedin-org');
  expect(
    (
      await session.api('PUT', '/api/v1/oauth/redirect-origins', {
        origins: [new URL(DONE).origin],
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await server.close();
  await li.stop();
});

describe('linkedin-ads OAuth', () => {
  let id: string;

  it('consents with the ads scopes (no PKCE) and exchanges the code with the client credentials in the form body', async () => {
    id = await connect();
    const auth = li.authorizeRequests.at(-1)!;
    expect(`${auth.pathname}`).toBe('/oauth/v2/authorization');
    expect(
      Object.fromEntries(
        [...auth.searchParams].filter(([k]) => k !== 'state' && k !== 'redirect_uri'),
      ),
    ).toEqual({ response_type: 'code', client_id: APP.id, scope: 'r_ads r_ads_reporting' });
    expect(auth.searchParams.get('redirect_uri')).toMatch(/\/api\/v1\/oauth\/callback$/);
    const form = li.tokenForms.at(-1)!;
    expect([
      form.get('grant_type'),
      form.get('client_id'),
      form.get('client_secret'),
      form.get('redirect_uri'),
    ]).toEqual(['authorization_code', APP.id, APP.secret, auth.searchParams.get('redirect_uri')]);
    const stored = await session.api('GET', `/api/v1/integrations/connectors/${id}`);
    expect(stored.body).toMatchObject({
      connector_type: 'linkedin-ads',
      auth_method: 'oauth',
      status: 'active',
    });
    const res = await accounts(id);
    expect([res.status, res.body.result[0].id]).toEqual([200, 507404993]);
  });

  it('after 60 days LinkedIn answers 401; the connector refreshes once and keeps the same refresh token', async () => {
    li.offsetMs = 61 * DAY;
    const before = li.tokenForms.length;
    const res = await accounts(id);
    expect(res.status).toBe(200);
    const refreshes = li.tokenForms.slice(before);
    expect(refreshes.map((f) => f.get('grant_type'))).toEqual(['refresh_token']);
    expect([refreshes[0]!.get('client_id'), refreshes[0]!.get('client_secret')]).toEqual([
      APP.id,
      APP.secret,
    ]);
    const again = await accounts(id); // the new access token is stored: no second refresh
    expect([again.status, li.tokenForms.length - before]).toEqual([200, 1]);
  });

  it('once the 365-day refresh token lapses the connector needs re-consent, and a new consent works', async () => {
    li.offsetMs = 366 * DAY; // the refreshed access token (day 61 + 60) and the refresh token (day 365) have both expired
    const res = await accounts(id);
    expect([res.status, res.body.errors[0].error_code]).toEqual([409, 'connector_reauth_required']);
    expect(res.body.message).toMatch(/run the OAuth flow again/);
    expect((await session.api('GET', `/api/v1/integrations/connectors/${id}`)).body.status).toBe(
      'needs_reauth',
    );
    const calls = [li.apiCalls, li.tokenForms.length];
    expect((await accounts(id)).body.errors[0].error_code).toBe('connector_reauth_required');
    expect([li.apiCalls, li.tokenForms.length]).toEqual(calls); // answered at once, nothing sent

    const fresh = await connect();
    expect(fresh).not.toBe(id);
    const ok = await accounts(fresh);
    expect([ok.status, ok.body.result[0].name]).toEqual([200, 'Northwind Brand']);
  });

  it('no token or secret appears in any response or log line', () => {
    const seen = [...session.api.seen, ...server.logs].join('\n');
    for (const secret of [...li.issued.filter((t) => !t.startsWith('code-')), APP.secret])
      expect(seen).not.toContain(secret);
  });
});
