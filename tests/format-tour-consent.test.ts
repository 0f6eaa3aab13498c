// The consent half of format-tour's OAuth method, which fixture replay (one execute per case) cannot
// reach: the consent URL (a template over config, scopes joined by scope_separator, PKCE, the
// authorize_params), then the code exchanged at the token URL as JSON with basic client auth, the
// token fields kept (keep), and the config found by the discovery GET made with the new token.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProgrammableVendor } from './support/echo-vendor.ts';
import { engineFor } from './support/suite-kinds.ts';

const app = { client_id: 'tour_client', client_secret: 'tour_secret_0000' };
const redirectUri = 'https://app.example.com/callback';
const vendor = new ProgrammableVendor();
const bodies: string[] = [];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res, body) => {
    bodies.push(body);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/token')
      return res.end(
        JSON.stringify({
          access_token: 'tour_access_Consent01',
          refresh_token: 'tour_refresh_Consent01',
          expires_in: 3600,
          account_id: 'acct_7',
          internal_flag: 'not kept',
        }),
      );
    if (req.url === '/me')
      return res.end(JSON.stringify({ user: 'ada', default_shop: { id: '202' } }));
    res.statusCode = 404;
    res.end('{}');
  };
});
afterAll(() => vendor.stop());

describe('format-tour OAuth consent', () => {
  it('renders the consent URL from config, with PKCE, the scopes and the authorize_params', () => {
    const consent = engineFor('format-tour').consent('format-tour')!;
    expect(consent.pkce).toBe(true);
    const url = new URL(
      consent.authorizeUrl({
        app,
        redirectUri,
        state: 'st_1',
        codeChallenge: 'challenge_1',
        config: { region: 'us' },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://auth.tour.test/us/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'tour_client',
      redirect_uri: redirectUri,
      state: 'st_1',
      scope: 'shops.read+orders.write',
      code_challenge: 'challenge_1',
      code_challenge_method: 'S256',
      access_type: 'offline',
      data_region: 'us',
    });
  });

  it('exchanges the code as JSON with basic client auth, keeps account_id, and discovers the shop', async () => {
    const consent = engineFor('format-tour', {
      upstreams: { 'format-tour': vendor.origin },
    }).consent('format-tour')!;
    const verifier = createHash('sha256').update('verifier').digest('hex');
    const { credentials, discovered } = await consent.exchangeCode({
      app,
      code: 'code_1',
      redirectUri,
      codeVerifier: verifier,
      config: { region: 'eu' },
    });
    const [token, me] = vendor.received;
    expect(`${token!.method} ${token!.url}`).toBe('POST /token');
    expect(token!.headers['content-type']).toMatch(/^application\/json/);
    expect(token!.headers.authorization).toBe(
      `Basic ${Buffer.from('tour_client:tour_secret_0000').toString('base64')}`,
    );
    expect(JSON.parse(bodies[0]!)).toEqual({
      grant_type: 'authorization_code',
      code: 'code_1',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(`${me!.method} ${me!.url} ${me!.headers.authorization}`).toBe(
      'GET /me Bearer tour_access_Consent01',
    );
    expect(credentials).toMatchObject({
      access_token: 'tour_access_Consent01',
      refresh_token: 'tour_refresh_Consent01',
      account_id: 'acct_7',
    });
    expect(credentials).not.toHaveProperty('internal_flag');
    expect(discovered).toEqual({ shop_id: '202' });
  });
});
