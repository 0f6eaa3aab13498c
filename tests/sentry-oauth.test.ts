// Sentry's OAuth 2 authorisation code flow (its authorisation server metadata: /oauth/authorize/ and
// /oauth/token/ on sentry.io or a self-hosted host, PKCE S256, refresh tokens): the consent URL, the code
// exchange with the verifier and the client in the form body, and a 401 that refreshes once and retries
// with the new bearer. A local fake stands in for both the authorisation server and the API.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

describe('sentry OAuth', () => {
  const fake = new ProgrammableVendor();
  const seen: { path: string; form: URLSearchParams; auth?: string | undefined }[] = [];
  let answers: { status: number; body: unknown }[] = [];
  beforeAll(async () => {
    await fake.start();
    fake.handler = (req, res, body) => {
      const url = new URL(req.url ?? '/', fake.origin);
      seen.push({
        path: url.pathname,
        form: new URLSearchParams(body),
        auth: req.headers.authorization,
      });
      const a = answers.shift() ?? { status: 500, body: { detail: 'unexpected' } };
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(a.body));
    };
  });
  afterAll(() => fake.stop());
  const app = { client_id: 'fixture-client-id', client_secret: 'fixture-client-secret-0001' };
  const redirectUri = 'https://app.example.com/cb';
  const config = { organization: 'acme' };

  it('consent goes to sentry.io (or the self-hosted host) with PKCE and the read scopes', () => {
    const consent = createEngine().consent('sentry')!;
    expect(consent.pkce).toBe(true);
    const challenge = createHash('sha256').update('v'.repeat(50)).digest('base64url');
    const args = { app, redirectUri, state: 's1', codeChallenge: challenge };
    const saas = new URL(consent.authorizeUrl({ ...args, config }));
    expect(saas.origin + saas.pathname).toBe('https://sentry.io/oauth/authorize/');
    expect(Object.fromEntries(saas.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'fixture-client-id',
      redirect_uri: redirectUri,
      state: 's1',
      scope: 'org:read project:read event:read project:releases',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const own = new URL(
      consent.authorizeUrl({ ...args, config: { ...config, oauth_host: 'sentry.example.org' } }),
    );
    expect(own.origin + own.pathname).toBe('https://sentry.example.org/oauth/authorize/');
  });

  it('exchanges the code with its verifier at /oauth/token/', async () => {
    seen.length = 0;
    answers = [
      {
        status: 200,
        body: {
          access_token: 'fixture-access-token-0001',
          refresh_token: 'fixture-refresh-token-0001',
          expires_in: 2591999,
          expires_at: '2026-12-28T10:00:00.000Z',
          token_type: 'bearer',
          scope: 'org:read project:read event:read project:releases',
        },
      },
    ];
    const engine = createEngine({ upstreams: { sentry: fake.origin } });
    const { credentials } = await engine.consent('sentry')!.exchangeCode({
      app,
      code: 'code-1',
      redirectUri,
      codeVerifier: 'v'.repeat(50),
      config,
    });
    expect(credentials).toMatchObject({
      access_token: 'fixture-access-token-0001',
      refresh_token: 'fixture-refresh-token-0001',
    });
    expect(seen.map((s) => s.path)).toEqual(['/oauth/token/']);
    expect(Object.fromEntries(seen[0]!.form)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: redirectUri,
      code_verifier: 'v'.repeat(50),
      client_id: 'fixture-client-id',
      client_secret: 'fixture-client-secret-0001',
    });
  });

  it('a 401 refreshes at /oauth/token/ and retries with the new bearer', async () => {
    seen.length = 0;
    answers = [
      { status: 401, body: { detail: 'Invalid token' } },
      {
        status: 200,
        body: {
          access_token: 'fixture-access-token-0002',
          refresh_token: 'fixture-refresh-token-0002',
          expires_in: 2591999,
        },
      },
      { status: 200, body: { id: '7', slug: 'backend', name: 'Backend' } },
    ];
    const c = createEngine({ upstreams: { sentry: fake.origin }, http: { retries: 0 } }).connector(
      'sentry',
      {
        auth: 'oauth',
        config,
        credentials: {
          ...app,
          access_token: 'fixture-access-token-0001',
          refresh_token: 'fixture-refresh-token-0001',
        },
      },
    );
    const out = await c.execute('projects', 'get', { project: 'backend' });
    expect(out.result).toMatchObject({ slug: 'backend' });
    expect(seen.map((s) => s.path)).toEqual([
      '/api/0/projects/acme/backend/',
      '/oauth/token/',
      '/api/0/projects/acme/backend/',
    ]);
    expect(seen[0]!.auth).toBe('Bearer fixture-access-token-0001');
    expect(Object.fromEntries(seen[1]!.form)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'fixture-refresh-token-0001',
      client_id: 'fixture-client-id',
    });
    expect(seen[2]!.auth).toBe('Bearer fixture-access-token-0002');
  });
});
