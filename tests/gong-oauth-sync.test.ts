// Gong against a fake vendor over loopback: the OAuth refresh as Gong's token endpoint takes it (client id
// and secret as HTTP basic, form body, single-use refresh tokens), the access key as HTTP basic, a 429 with
// Retry-After, the cursor in the JSON body of a POST read, and the calls copy walked in 30-day windows into
// a real SQLite file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;
const config = { api_host: 'us-12345.api.gong.io' };

describe('gong over loopback: OAuth refresh, basic auth, rate limits, body cursor', () => {
  const vendor = new ProgrammableVendor();
  const seen: { method: string; path: string; auth?: string; body: string }[] = [];
  let answers: ((body: string) => {
    status: number;
    headers?: Record<string, string>;
    body: unknown;
  })[] = [];
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res, body) => {
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        body,
      });
      const next = answers.shift();
      const a = next ? next(body) : { status: 500, body: { errors: ['unexpected'] } };
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
      res.end(JSON.stringify(a.body));
    };
  });
  afterAll(() => vendor.stop());
  const engine = () =>
    createEngine({
      upstreams: { gong: vendor.origin },
      http: { backoffMs: 1, maxRetryAfterMs: 20 },
    });
  const workspaces = { requestId: 'r1', workspaces: [{ id: '623457276584334', name: 'Sales' }] };

  it('a 401 under OAuth refreshes at generate-customer-token (basic client auth, form) and retries', async () => {
    seen.length = 0;
    answers = [
      () => ({ status: 401, body: { requestId: 'r0', errors: ['Unauthorized'] } }),
      () => ({
        status: 200,
        body: {
          access_token: 'fixture-new-access-token-0002',
          refresh_token: 'fixture-new-refresh-token-0002',
          scope: 'api:workspaces:read',
          token_type: 'bearer',
          expires_in: 86400,
          api_base_url_for_customer: 'https://us-12345.api.gong.io',
        },
      }),
      () => ({ status: 200, body: workspaces }),
    ];
    const c = engine().connector('gong', {
      auth: 'oauth',
      config,
      credentials: {
        client_id: 'fixture-client-id',
        client_secret: 'fixture-client-secret-0001',
        refresh_token: 'fixture-old-refresh-token-0001',
        access_token: 'fixture-old-access-token-0001',
      },
    });
    const out = await c.execute('workspaces', 'list', {});
    expect(out.result).toEqual(workspaces.workspaces);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v2/workspaces',
      'POST /oauth2/generate-customer-token',
      'GET /v2/workspaces',
    ]);
    expect(seen[0]!.auth).toBe('Bearer fixture-old-access-token-0001');
    expect(seen[1]!.auth).toBe(basic('fixture-client-id', 'fixture-client-secret-0001'));
    const form = new URLSearchParams(seen[1]!.body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('fixture-old-refresh-token-0001');
    expect(seen[2]!.auth).toBe('Bearer fixture-new-access-token-0002');
  });

  it("the consent reads api_host from the token answer's api_base_url_for_customer", async () => {
    const answer = (host: string) => () => ({
      status: 200,
      body: {
        access_token: 'fixture-new-access-token-0003',
        refresh_token: 'fixture-new-refresh-token-0003',
        token_type: 'bearer',
        expires_in: 86400,
        api_base_url_for_customer: host,
      },
    });
    const exchange = () =>
      engine()
        .consent('gong')!
        .exchangeCode({
          app: { client_id: 'fixture-client-id', client_secret: 'fixture-client-secret-0001' },
          code: 'fixture-code',
          redirectUri: 'https://app.example.com/cb',
          config: { api_host: 'api.gong.io' },
        });
    answers = [answer('https://us-12345.api.gong.io')];
    const { discovered } = await exchange();
    expect(discovered).toEqual({ api_host: 'us-12345.api.gong.io' });
    answers = [answer('https://api.gong.io.evil.example')];
    await expect(exchange()).rejects.toMatchObject({ status: 502, field: 'config.api_host' });
  });

  it('an access key goes as HTTP basic (key as user, secret as password)', async () => {
    seen.length = 0;
    answers = [() => ({ status: 200, body: workspaces })];
    const c = engine().connector('gong', {
      config,
      credentials: { access_key: 'FixtureGongKey0001', access_key_secret: 'FixtureGongSecret0001' },
    });
    await c.execute('workspaces', 'list', {});
    expect(seen[0]!.auth).toBe(basic('FixtureGongKey0001', 'FixtureGongSecret0001'));
  });

  it('the API host must be under api.gong.io', () => {
    expect(() =>
      engine().connector('gong', {
        config: { api_host: 'evil.example' },
        credentials: {
          access_key: 'FixtureGongKey0001',
          access_key_secret: 'FixtureGongSecret0001',
        },
      }),
    ).toThrow();
  });

  it('a 429 answers upstream_rate_limited with Retry-After past the retry cap', async () => {
    answers = [
      () => ({
        status: 429,
        headers: { 'retry-after': '30' },
        body: { errors: ['Too many requests'] },
      }),
    ];
    const c = engine().connector('gong', {
      config,
      credentials: { access_key: 'FixtureGongKey0001', access_key_secret: 'FixtureGongSecret0001' },
    });
    const err = await c.execute('workspaces', 'list', {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    const e = err as EngineError;
    expect([e.code, e.status]).toEqual(['upstream_rate_limited', 429]);
    expect(e.retryAfter).toBe(30);
  });
});

describe('gong calls sync into a real SQLite copy', () => {
  const vendor = new ProgrammableVendor();
  const asked: Record<string, string>[] = [];
  let store: ContextStore;
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res) => {
      const url = new URL(req.url ?? '/', vendor.origin);
      const q = Object.fromEntries(url.searchParams);
      asked.push(q);
      const from = q.fromDateTime ?? '';
      const calls = q.cursor
        ? [{ id: `${from}-2`, title: 'second page', started: from }]
        : [{ id: `${from}-1`, title: 'Acme discovery', started: from, isPrivate: false }];
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          requestId: 'r',
          records: {
            totalRecords: 2,
            currentPageSize: 1,
            currentPageNumber: q.cursor ? 1 : 0,
            ...(q.cursor ? {} : { cursor: 'next' }),
          },
          calls,
        }),
      );
    };
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'gong-')), 'copy.db'));
  });
  afterAll(async () => {
    await store.close();
    await vendor.stop();
  });

  it('walks 30-day windows from the replication start with both bounds, every page, into the store', async () => {
    const start = new Date(Date.now() - 45 * 86400_000);
    start.setUTCHours(0, 0, 0, 0);
    const startIso = start.toISOString().replace('.000Z', 'Z');
    const gong = createEngine({
      upstreams: { gong: vendor.origin },
      http: { retries: 0 },
    }).connector('gong', {
      config,
      replication: { replication_start_date: startIso },
      credentials: { access_key: 'FixtureGongKey0001', access_key_secret: 'FixtureGongSecret0001' },
      contextStore: { store, connectorId: 'g1' },
    });
    const [state] = await gong.sync({ entities: ['calls'] });
    expect(state).toMatchObject({ state: 'done' });
    const firsts = asked.filter((q) => !q.cursor);
    expect(firsts.length).toBe(2);
    expect(Date.parse(firsts[0]!.fromDateTime!)).toBe(start.getTime());
    for (const q of firsts) {
      const days = (Date.parse(q.toDateTime!) - Date.parse(q.fromDateTime!)) / 86400_000;
      expect(days).toBeGreaterThan(0);
      expect(days).toBeLessThanOrEqual(30);
    }
    expect(firsts[1]!.fromDateTime).toBe(firsts[0]!.toDateTime);
    expect(asked.filter((q) => q.cursor === 'next').length).toBe(2);
    const found = await gong.execute('calls', 'context_store_search', {
      query: { filter: { keyword: { title: 'acme' } } },
    });
    const rows = (found.result as { data: { id: string }[] }).data;
    expect(rows.map((r) => r.id)).toEqual(
      [`${firsts[0]!.fromDateTime}-1`, `${firsts[1]!.fromDateTime}-1`].sort(),
    );
  });
});
