// Salesforce against a fake org over loopback: the web server flow's code exchange, whose token answer names the
// org's instance_url (no expires_in) and fills config.my_domain; API calls on that org; a 401 INVALID_SESSION_ID
// refreshed at /services/oauth2/token (the answer repeats no refresh token); the org's daily allocation spent
// (403 REQUEST_LIMIT_EXCEEDED) as a rate limit; and accounts copied into a real SQLite file through queryAll,
// across nextRecordsUrl pages, then incrementally by SystemModstamp with a Recycle Bin row marked deleted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const V = '/services/data/v66.0';
const app = { client_id: 'fixture-consumer-key', client_secret: 'fixture-consumer-secret-0001' };
type Answer = { status: number; headers?: Record<string, string>; body: unknown };

describe('salesforce over loopback', () => {
  const vendor = new ProgrammableVendor();
  const seen: { method: string; url: string; auth?: string; body: string }[] = [];
  let answers: ((url: URL, body: string) => Answer)[] = [];
  let store: ContextStore;
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res, body) => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization,
        body,
      });
      const next = answers.shift();
      const a = next
        ? next(new URL(req.url ?? '/', vendor.origin), body)
        : { status: 500, body: [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'unexpected' }] };
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
      res.end(JSON.stringify(a.body));
    };
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'salesforce-')), 'copy.db'));
  });
  afterAll(async () => {
    await store.close();
    await vendor.stop();
  });
  const engine = () =>
    createEngine({
      upstreams: { salesforce: vendor.origin },
      http: { backoffMs: 1, maxRetryAfterMs: 20 },
    });
  const tokenAnswer = (access: string, instance: string, refresh?: string) => ({
    access_token: access,
    ...(refresh ? { refresh_token: refresh } : {}),
    instance_url: instance,
    id: 'https://login.salesforce.com/id/00D5g000000AbCdEAK/0055g00000AbCdEAAV',
    token_type: 'Bearer',
    issued_at: '1795000000000',
    signature: 'fixtureSignatureNotReal=',
    scope: 'api refresh_token',
  });
  const failure = (e: unknown) => e;

  it('the consent exchanges the code (PKCE) and reads my_domain from the answer’s instance_url', async () => {
    seen.length = 0;
    const consent = engine().consent('salesforce')!;
    expect(consent.pkce).toBe(true);
    const url = new URL(
      consent.authorizeUrl({
        app,
        redirectUri: 'https://app.example.com/cb',
        state: 's1',
        codeChallenge: 'ch',
        config: { login_host: 'test.salesforce.com' },
      }),
    );
    expect(url.pathname).toBe('/services/oauth2/authorize');
    expect(url.searchParams.get('scope')).toBe('api refresh_token');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    answers = [
      () => ({
        status: 200,
        body: tokenAnswer(
          '00Dfixture!AccessToken0001',
          'https://acme--uat.sandbox.my.salesforce.com',
          'fixture-refresh-token-0001',
        ),
      }),
    ];
    const { credentials, discovered } = await consent.exchangeCode({
      app,
      code: 'aPrxFixtureCode',
      redirectUri: 'https://app.example.com/cb',
      codeVerifier: 'fixture-verifier-0001',
      config: { login_host: 'test.salesforce.com' },
    });
    expect(discovered).toEqual({ my_domain: 'acme--uat.sandbox' });
    expect(credentials).toMatchObject({
      access_token: '00Dfixture!AccessToken0001',
      refresh_token: 'fixture-refresh-token-0001',
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /services/oauth2/token']);
    const form = new URLSearchParams(seen[0]!.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code_verifier')).toBe('fixture-verifier-0001');
  });

  it('an instance_url outside *.my.salesforce.com is refused at consent', async () => {
    for (const instance of [
      'https://evil.example.com',
      'https://acme.my.salesforce.com.evil.example',
      'http://acme.my.salesforce.com',
      'https://acme.my.salesforce.com/x',
    ]) {
      answers = [
        () => ({ status: 200, body: tokenAnswer('00Dfixture!AccessToken0002', instance) }),
      ];
      const err = await engine()
        .consent('salesforce')!
        .exchangeCode({ app, code: 'c', redirectUri: 'https://app.example.com/cb', config: {} })
        .then(() => undefined, failure);
      expect(err, instance).toBeInstanceOf(EngineError);
      expect(err, instance).toMatchObject({ status: 502, field: 'config.my_domain' });
    }
  });

  it('a 401 INVALID_SESSION_ID refreshes (no refresh token in the answer) and retries on the org', async () => {
    seen.length = 0;
    const records = [{ attributes: { type: 'Account' }, Id: '0015g00000AbCdEAAV', Name: 'Acme' }];
    answers = [
      () => ({
        status: 401,
        body: [{ errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' }],
      }),
      () => ({
        status: 200,
        body: tokenAnswer(
          '00Dfixture!AccessToken0003',
          'https://acme--uat.sandbox.my.salesforce.com',
        ),
      }),
      () => ({
        status: 200,
        headers: { 'sforce-limit-info': 'api-usage=25/15000' },
        body: { totalSize: 1, done: true, records },
      }),
    ];
    const c = engine().connector('salesforce', {
      auth: 'oauth',
      config: { my_domain: 'acme--uat.sandbox' },
      credentials: {
        ...app,
        refresh_token: 'fixture-refresh-token-0001',
        access_token: '00Dfixture!AccessToken0001',
      },
    });
    const out = await c.execute('accounts', 'list', { resource: 'query', limit: 1 });
    expect(out.result).toEqual(records);
    expect(out.connector_metadata).toMatchObject({ api_usage: 'api-usage=25/15000' });
    expect(seen.map((s) => `${s.method} ${new URL(s.url, vendor.origin).pathname}`)).toEqual([
      `GET ${V}/query`,
      'POST /services/oauth2/token',
      `GET ${V}/query`,
    ]);
    expect(seen[0]!.auth).toBe('Bearer 00Dfixture!AccessToken0001');
    const form = new URLSearchParams(seen[1]!.body);
    expect([form.get('grant_type'), form.get('refresh_token'), form.get('client_id')]).toEqual([
      'refresh_token',
      'fixture-refresh-token-0001',
      'fixture-consumer-key',
    ]);
    expect(seen[2]!.auth).toBe('Bearer 00Dfixture!AccessToken0003');
  });

  it('403 REQUEST_LIMIT_EXCEEDED answers upstream_rate_limited', async () => {
    answers = [
      () => ({
        status: 403,
        body: [{ errorCode: 'REQUEST_LIMIT_EXCEEDED', message: 'TotalRequests Limit exceeded.' }],
      }),
    ];
    const c = engine().connector('salesforce', {
      config: { my_domain: 'acme' },
      credentials: { access_token: '00Dfixture!AccessToken0004' },
    });
    const err = await c.execute('sobjects', 'list', {}).then(() => undefined, failure);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ status: 429, code: 'upstream_rate_limited' });
  });

  it('copies accounts through queryAll across pages, then only changes since the newest SystemModstamp', async () => {
    const acct = (n: number, stamp: string, extra: Record<string, unknown> = {}) => ({
      attributes: { type: 'Account', url: `${V}/sobjects/Account/0015g00000AbCd${n}AAV` },
      Id: `0015g00000AbCd${n}AAV`,
      IsDeleted: false,
      Name: `Account ${n}`,
      SystemModstamp: stamp,
      ...extra,
    });
    const asked: string[] = [];
    const query = (url: URL) => {
      asked.push(`${url.pathname} ${url.searchParams.get('q') ?? ''}`.trim());
    };
    answers = [
      (u) => {
        query(u);
        return {
          status: 200,
          body: {
            totalSize: 3,
            done: false,
            nextRecordsUrl: `${V}/queryAll/01gFixture-2000`,
            records: [
              acct(1, '2026-11-01T09:00:00.000+0000'),
              acct(2, '2026-11-02T09:00:00.000+0000'),
            ],
          },
        };
      },
      (u) => {
        query(u);
        return {
          status: 200,
          body: { totalSize: 3, done: true, records: [acct(3, '2026-11-03T09:30:15.250+0000')] },
        };
      },
    ];
    const c = engine().connector('salesforce', {
      config: { my_domain: 'acme' },
      credentials: { access_token: '00Dfixture!AccessToken0005' },
      contextStore: { store, connectorId: 'sf1' },
    });
    const [first] = await c.sync({ entities: ['accounts'] });
    expect(first, JSON.stringify(first)).toMatchObject({ state: 'done', records: 3 });
    expect(asked).toEqual([
      `${V}/queryAll SELECT FIELDS(STANDARD) FROM Account ORDER BY SystemModstamp DESC, Id`,
      `${V}/queryAll/01gFixture-2000`,
    ]);
    answers = [
      (u) => {
        query(u);
        return {
          status: 200,
          body: {
            totalSize: 2,
            done: true,
            records: [
              acct(2, '2026-11-04T08:00:00.000+0000', { IsDeleted: true }),
              acct(4, '2026-11-04T09:00:00.000+0000'),
            ],
          },
        };
      },
    ];
    asked.length = 0;
    const [second] = await c.sync({ entities: ['accounts'] });
    expect(second).toMatchObject({ state: 'done' });
    expect(asked).toEqual([
      `${V}/queryAll SELECT FIELDS(STANDARD) FROM Account WHERE SystemModstamp > 2026-11-03T09:30:15Z ORDER BY SystemModstamp ASC, Id`,
    ]);
    const rows = (
      await store.search(engine().plan('salesforce'), 'accounts', 'sf1', { query: {}, limit: 100 })
    ).data as { Id: string }[];
    expect(rows.map((r) => r.Id).sort()).toEqual([
      '0015g00000AbCd1AAV',
      '0015g00000AbCd3AAV',
      '0015g00000AbCd4AAV',
    ]);
  });
});
