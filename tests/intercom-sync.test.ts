// Intercom over loopback: contacts copied through POST /contacts/search (the cursor inside the body's
// pagination, updated_at asked from the day before on the incremental run), conversations and their parts
// (one conversation GET per stored conversation), companies through the scroll API whose scroll_param stays
// the same on every page, a 429 waiting for X-RateLimit-Reset, and the OAuth consent code exchange at
// /auth/eagle/token (tokens that never expire and have no refresh token).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

type Seen = { method: string; path: string; body: unknown; auth?: string; version?: string };

const contact = (id: string, updated_at: number, email: string) => ({
  type: 'contact',
  id,
  role: 'user',
  email,
  name: `Contact ${id}`,
  created_at: 1734537429,
  updated_at,
});
const company = (id: string, name: string) => ({
  type: 'company',
  id,
  company_id: `ext-${id}`,
  name,
  created_at: 1734537437,
  updated_at: 1764300000,
});
const SCROLL = '25b649f7-4d33-4ef6-88f5-60e5b8244309';

describe('intercom copies over loopback', () => {
  const vendor = new ProgrammableVendor();
  const seen: Seen[] = [];
  let contacts: Record<string, unknown>[][] = [];
  let companies: Record<string, unknown>[][] = [];
  let store: ContextStore;
  let intercom: Connector;

  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res, raw) => {
      const url = new URL(req.url ?? '/', vendor.origin);
      const body = raw ? JSON.parse(raw) : undefined;
      seen.push({
        method: req.method ?? '',
        path: `${url.pathname}${url.search}`,
        body,
        auth: req.headers.authorization,
        version: req.headers['intercom-version'] as string | undefined,
      });
      res.setHeader('content-type', 'application/json');
      const send = (b: unknown) => res.end(JSON.stringify(b));
      if (url.pathname === '/contacts/search') {
        const page = body?.pagination?.starting_after ? Number(body.pagination.starting_after) : 0;
        const data = contacts[page] ?? [];
        const next =
          page + 1 < contacts.length ? { per_page: 150, starting_after: String(page + 1) } : null;
        return send({
          type: 'list',
          data,
          total_count: contacts.flat().length,
          pages: {
            type: 'pages',
            page: page + 1,
            per_page: 150,
            total_pages: contacts.length,
            next,
          },
        });
      }
      if (url.pathname === '/conversations/search')
        return send({
          type: 'conversation.list',
          conversations: [
            {
              type: 'conversation',
              id: '1295',
              title: 'Late order',
              created_at: 1764200000,
              updated_at: 1764300000,
              state: 'open',
              admin_assignee_id: 991267460,
            },
            {
              type: 'conversation',
              id: '1296',
              title: null,
              created_at: 1764200000,
              updated_at: 1764300500,
              state: 'closed',
              admin_assignee_id: null,
            },
          ],
          total_count: 2,
          pages: { type: 'pages', page: 1, per_page: 150, total_pages: 1, next: null },
        });
      const conv = /^\/conversations\/(\d+)$/.exec(url.pathname);
      if (conv) {
        const id = conv[1]!;
        const parts =
          id === '1295'
            ? [
                {
                  type: 'conversation_part',
                  id: '7001',
                  part_type: 'comment',
                  body: '<p>Where is my parcel?</p>',
                  created_at: 1764300000,
                  updated_at: 1764300000,
                  author: { type: 'user', id: 'c1' },
                },
                {
                  type: 'conversation_part',
                  id: '7002',
                  part_type: 'note',
                  body: '<p>Courier delayed</p>',
                  created_at: 1764300100,
                  updated_at: 1764300100,
                  author: { type: 'admin', id: '991267460' },
                },
              ]
            : [
                {
                  type: 'conversation_part',
                  id: '7003',
                  part_type: 'close',
                  body: null,
                  created_at: 1764300500,
                  updated_at: 1764300500,
                  author: { type: 'admin', id: '991267460' },
                },
              ];
        return send({
          type: 'conversation',
          id,
          conversation_parts: {
            type: 'conversation_part.list',
            conversation_parts: parts,
            total_count: parts.length,
          },
        });
      }
      if (url.pathname === '/companies/scroll') {
        // Intercom answers the same scroll_param on every page; the position lives on its side.
        const page =
          url.searchParams.get('scroll_param') === SCROLL ? (companyPage += 1) : (companyPage = 0);
        return send({
          type: 'list',
          data: companies[page] ?? [],
          scroll_param: SCROLL,
          pages: null,
          total_count: null,
        });
      }
      res.statusCode = 404;
      send({
        type: 'error.list',
        errors: [{ code: 'not_found', message: `no route ${url.pathname}` }],
      });
    };
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'intercom-')), 'copy.db'));
    intercom = createEngine({
      upstreams: { intercom: vendor.origin },
      http: { retries: 0 },
    }).connector('intercom', {
      credentials: { access_token: 'fixture_intercom_access_token_0001' },
      contextStore: { store, connectorId: 'ic' },
    });
  });
  let companyPage = 0;
  afterAll(async () => {
    await store.close();
    await vendor.stop();
  });

  it('copies contacts across search pages, then asks only from the day before the newest change', async () => {
    contacts = [
      [
        contact('6762f0d51bb69f9f2193bb01', 1764000000, 'ada@example.com'),
        contact('6762f0d51bb69f9f2193bb02', 1764100000, 'grace@example.com'),
      ],
      [contact('6762f0d51bb69f9f2193bb03', 1764300000, 'alan@example.com')],
    ];
    seen.length = 0;
    const [first] = await intercom.sync({ entities: ['contacts'] });
    expect(first).toMatchObject({ entity: 'contacts', state: 'done', records: 3 });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /contacts/search',
      'POST /contacts/search',
    ]);
    expect(seen[0]!.version).toBe('2.16');
    expect(seen[0]!.auth).toBe('Bearer fixture_intercom_access_token_0001');
    expect(seen[0]!.body).toEqual({
      query: { field: 'updated_at', operator: '>', value: 0 },
      pagination: { per_page: 150 },
      sort: { field: 'updated_at', order: 'ascending' },
    });
    expect(seen[1]!.body).toMatchObject({ pagination: { per_page: 150, starting_after: '1' } });

    // second run: a changed contact; the query starts a day before the newest updated_at stored
    contacts = [[contact('6762f0d51bb69f9f2193bb02', 1764400000, 'grace.hopper@example.com')]];
    seen.length = 0;
    const [second] = await intercom.sync({ entities: ['contacts'] });
    expect(second).toMatchObject({ state: 'done', records: 3 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toMatchObject({
      query: { field: 'updated_at', operator: '>', value: 1764300000 - 86400 },
    });
    const found = await intercom.execute('contacts', 'context_store_search', {
      query: { filter: { keyword: { email: 'grace.hopper' } } },
    });
    const rows = (found.result as { data: { id: string; updated_at: number }[] }).data;
    expect(rows.map((r) => [r.id, r.updated_at])).toEqual([
      ['6762f0d51bb69f9f2193bb02', 1764400000],
    ]);
  });

  it('copies conversations, then the parts of each conversation with its id', async () => {
    seen.length = 0;
    const states = await intercom.sync({ entities: ['conversations', 'conversation_parts'] });
    expect(states.find((s) => s.entity === 'conversations')).toMatchObject({
      state: 'done',
      records: 2,
    });
    expect(states.find((s) => s.entity === 'conversation_parts')).toMatchObject({
      state: 'done',
      records: 3,
    });
    expect(seen.map((s) => `${s.method} ${s.path}`).sort()).toEqual([
      'GET /conversations/1295',
      'GET /conversations/1296',
      'POST /conversations/search',
    ]);
    const found = await intercom.execute('conversation_parts', 'context_store_search', {
      query: { filter: { keyword: { body: 'courier' } } },
    });
    const rows = (found.result as { data: { id: string; conversation_id: string }[] }).data;
    expect(rows).toMatchObject([{ id: '7002', conversation_id: '1295' }]);
  });

  it('walks the company scroll whose scroll_param never changes, and marks a company gone on the next walk', async () => {
    companies = [
      [company('c1', 'Acme')],
      [company('c2', 'Globex')],
      [company('c3', 'Initech')],
      [],
    ];
    seen.length = 0;
    const [first] = await intercom.sync({ entities: ['companies'] });
    expect(first).toMatchObject({ state: 'done', records: 3 });
    expect(seen.map((s) => s.path)).toEqual([
      '/companies/scroll',
      `/companies/scroll?scroll_param=${SCROLL}`,
      `/companies/scroll?scroll_param=${SCROLL}`,
      `/companies/scroll?scroll_param=${SCROLL}`,
    ]);
    companies = [[company('c1', 'Acme')], [company('c3', 'Initech')], []];
    const [second] = await intercom.sync({ entities: ['companies'] });
    expect(second).toMatchObject({ state: 'done', records: 2 });
  });
});

describe('intercom rate limits and OAuth', () => {
  const vendor = new ProgrammableVendor();
  const seen: Seen[] = [];
  let answer: (
    path: string,
    body: string,
  ) => { status: number; headers?: Record<string, string>; body: unknown };
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res, raw) => {
      const url = new URL(req.url ?? '/', vendor.origin);
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        body: raw,
        auth: req.headers.authorization,
      });
      const a = answer(url.pathname, raw);
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
      res.end(JSON.stringify(a.body));
    };
  });
  afterAll(() => vendor.stop());
  const engine = () =>
    createEngine({ upstreams: { intercom: vendor.origin }, http: { retries: 0 } });

  it('a 429 answers upstream_rate_limited, waiting until X-RateLimit-Reset', async () => {
    answer = () => ({
      status: 429,
      headers: {
        'x-ratelimit-limit': '166',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 7),
      },
      body: {
        type: 'error.list',
        errors: [{ code: 'rate_limit_exceeded', message: 'Exceeded rate limit' }],
      },
    });
    const c = engine().connector('intercom', {
      credentials: { access_token: 'fixture_intercom_access_token_0001' },
    });
    const err = await c.execute('teams', 'list', {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    const e = err as EngineError;
    expect([e.code, e.status]).toEqual(['upstream_rate_limited', 429]);
    expect(e.retryAfter).toBeGreaterThanOrEqual(5);
    expect(e.retryAfter).toBeLessThanOrEqual(8);
    expect(e.message).toContain('rate_limit_exceeded');
  });

  it('the host is one of the three regional API hosts', async () => {
    const creds = { credentials: { access_token: 'fixture_intercom_access_token_0001' } };
    expect(() =>
      engine().connector('intercom', { ...creds, config: { host: 'evil.example' } }),
    ).toThrow();
    answer = () => ({ status: 200, body: { type: 'team.list', teams: [] } });
    seen.length = 0;
    const eu = engine().connector('intercom', { ...creds, config: { host: 'api.eu.intercom.io' } });
    expect((await eu.execute('teams', 'list', {})).result).toEqual([]);
    expect(seen.map((s) => s.path)).toEqual(['/teams']);
  });

  it('the consent URL is app.intercom.com/oauth; the code is exchanged at /auth/eagle/token', async () => {
    const eng = engine();
    const consent = eng.consent('intercom')!;
    expect(consent.pkce).toBe(false);
    const url = new URL(
      createEngine()
        .consent('intercom')!
        .authorizeUrl({
          app: { client_id: 'fixture-client-id', client_secret: 'fixture-client-secret-0001' },
          redirectUri: 'https://app.example.com/cb',
          state: 's1',
          config: {},
        }),
    );
    expect(url.origin + url.pathname).toBe('https://app.intercom.com/oauth');
    expect(url.searchParams.get('client_id')).toBe('fixture-client-id');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example.com/cb');

    seen.length = 0;
    answer = (path) =>
      path === '/auth/eagle/token'
        ? {
            status: 200,
            body: {
              token_type: 'Bearer',
              token: 'fixture_oauth_token_0002',
              access_token: 'fixture_oauth_token_0002',
            },
          }
        : {
            status: 200,
            body: {
              type: 'team.list',
              teams: [{ type: 'team', id: '814865', name: 'Support', admin_ids: [] }],
            },
          };
    const { credentials } = await consent.exchangeCode({
      app: { client_id: 'fixture-client-id', client_secret: 'fixture-client-secret-0001' },
      code: 'fixture-code-0001',
      redirectUri: 'https://app.example.com/cb',
      config: {},
    });
    expect(credentials.access_token).toBe('fixture_oauth_token_0002');
    expect(credentials.refresh_token).toBeUndefined();
    expect(credentials.expires_at).toBeUndefined();
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.path).toBe('/auth/eagle/token');
    const form = new URLSearchParams(seen[0]!.body as string);
    expect(form.get('code')).toBe('fixture-code-0001');
    expect(form.get('client_id')).toBe('fixture-client-id');
    expect(form.get('client_secret')).toBe('fixture-client-secret-0001');

    // the token never expires: it is used as is, with no refresh call before it
    seen.length = 0;
    const c = eng.connector('intercom', { auth: 'oauth', credentials });
    const out = await c.execute('teams', 'list', {});
    expect(out.result).toMatchObject([{ id: '814865' }]);
    expect(seen.map((s) => s.path)).toEqual(['/teams']);
    expect(seen[0]!.auth).toBe('Bearer fixture_oauth_token_0002');
  });

  it('a revoked OAuth token (401) asks for consent again: there is no refresh token', async () => {
    answer = () => ({
      status: 401,
      body: {
        type: 'error.list',
        errors: [{ code: 'unauthorized', message: 'Access Token Invalid' }],
      },
    });
    seen.length = 0;
    const c = engine().connector('intercom', {
      auth: 'oauth',
      credentials: { access_token: 'fixture_oauth_token_0002' },
    });
    const err = await c.execute('teams', 'list', {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((err as EngineError).code).toBe('connector_reauth_required');
    expect(seen.map((s) => s.path)).toEqual(['/teams']);
  });
});
