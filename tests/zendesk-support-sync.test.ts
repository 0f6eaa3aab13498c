// Zendesk Support against a fake vendor over loopback: the ticket copy read through the cursor-based
// incremental export into a real SQLite store (start_time on the first run, after_url across pages until
// end_of_stream, the kept after_cursor on the second run, status deleted marking a ticket deleted), the
// organization copy through the time-based export (end_time kept), a 429 with Retry-After, the API token as
// HTTP basic {email}/token, and OAuth: the consent URL and code exchange at /oauth/tokens, and a refresh
// after a 401 with the rotated refresh token.
import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const token = { email: 'agent@example.com', api_token: 'fixture_only_api_token' };
const config = { subdomain: 'acme' };
type Answer = { status?: number; headers?: Record<string, string>; body: unknown };

describe('zendesk-support over loopback', () => {
  const vendor = new ProgrammableVendor();
  const seen: { method: string; path: string; auth?: string; body: string }[] = [];
  let route: (url: URL, body: string) => Answer = () => ({ status: 500, body: {} });
  let store: ContextStore;
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req: IncomingMessage, res: ServerResponse, body: string) => {
      const url = new URL(req.url ?? '/', vendor.origin);
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        body,
      });
      const a = route(url, body);
      res.statusCode = a.status ?? 200;
      res.setHeader('content-type', 'application/json');
      for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
      res.end(JSON.stringify(a.body));
    };
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'zendesk-')), 'copy.db'));
  });
  afterAll(async () => {
    await store.close();
    await vendor.stop();
  });
  const engine = () =>
    createEngine({
      upstreams: { 'zendesk-support': vendor.origin },
      http: { backoffMs: 1, maxRetryAfterMs: 20 },
    });
  const connector = () =>
    engine().connector('zendesk-support', {
      config,
      credentials: token,
      replication: { replication_start_date: '2024-01-01T00:00:00Z' },
      contextStore: { store, connectorId: 'z1' },
    });

  it('copies tickets through the cursor export, then goes on from the kept after_cursor', async () => {
    const exportUrl = (cursor: string) =>
      `https://acme.zendesk.com/api/v2/incremental/tickets/cursor.json?cursor=${cursor}`;
    let run = 1;
    route = (url) => {
      expect(url.pathname.replace(/\.json$/, '')).toBe('/api/v2/incremental/tickets/cursor');
      const cursor = url.searchParams.get('cursor');
      if (run === 1 && !cursor)
        return {
          body: {
            tickets: [
              {
                id: 1,
                subject: 'Printer on fire',
                status: 'open',
                updated_at: '2024-02-01T00:00:00Z',
              },
              {
                id: 2,
                subject: 'Refund please',
                status: 'pending',
                updated_at: '2024-02-02T00:00:00Z',
              },
            ],
            after_cursor: 'c1',
            after_url: exportUrl('c1'),
            end_of_stream: false,
          },
        };
      if (run === 1 && cursor === 'c1')
        return {
          body: {
            tickets: [{ id: 3, subject: 'Login broken', status: 'new' }],
            after_cursor: 'c2',
            after_url: exportUrl('c2'),
            end_of_stream: true,
          },
        };
      if (run === 2 && cursor === 'c2')
        return {
          body: {
            tickets: [
              { id: 2, subject: 'Refund please', status: 'deleted' },
              { id: 4, subject: 'Printer ink', status: 'open' },
            ],
            after_cursor: 'c3',
            after_url: exportUrl('c3'),
            end_of_stream: true,
          },
        };
      return {
        status: 400,
        body: { error: 'InvalidCursor', description: `unexpected ${url.search}` },
      };
    };
    seen.length = 0;
    const zd = connector();
    const [first] = await zd.sync({ entities: ['tickets'] });
    expect(first).toMatchObject({ state: 'done', records: 3 });
    expect(seen.map((s) => s.path)).toEqual([
      '/api/v2/incremental/tickets/cursor?start_time=1704067200',
      '/api/v2/incremental/tickets/cursor.json?cursor=c1',
    ]);
    expect(seen[0]!.auth).toBe(
      `Basic ${Buffer.from('agent@example.com/token:fixture_only_api_token').toString('base64')}`,
    );

    run = 2;
    seen.length = 0;
    const [second] = await zd.sync({ entities: ['tickets'] });
    expect(second).toMatchObject({ state: 'done' });
    // the second run sends the kept cursor alone: no start_time beside it
    expect(seen.map((s) => s.path)).toEqual(['/api/v2/incremental/tickets/cursor?cursor=c2']);

    const found = await zd.execute('tickets', 'context_store_search', {
      query: { filter: { keyword: { subject: 'printer' } } },
    });
    const ids = (found.result as { data: { id: number }[] }).data.map((r) => r.id).sort();
    expect(ids).toEqual([1, 4]);
    const refund = await zd.execute('tickets', 'context_store_search', {
      query: { filter: { keyword: { subject: 'refund' } } },
    });
    // ticket 2 came back with status deleted: the copy no longer answers it
    expect((refund.result as { data: unknown[] }).data).toEqual([]);
  });

  it('copies comments once per stored ticket, skipping a ticket that answers 404', async () => {
    route = (url) => {
      // the parent copy (tickets) is brought up to date first: nothing new since c3
      if (url.pathname === '/api/v2/incremental/tickets/cursor')
        return { body: { tickets: [], after_cursor: 'c3', after_url: null, end_of_stream: true } };
      const m = /^\/api\/v2\/tickets\/(\d+)\/comments$/.exec(url.pathname);
      if (!m || url.searchParams.get('page[size]') !== '100')
        return { status: 500, body: { error: 'Unexpected', description: url.pathname } };
      const id = Number(m![1]);
      expect(url.searchParams.get('page[size]')).toBe('100');
      if (id === 3)
        return { status: 404, body: { error: 'RecordNotFound', description: 'Not found' } };
      return {
        body: {
          comments: [
            {
              id: id * 100,
              type: 'Comment',
              author_id: 501,
              plain_body: `Comment on ${id}`,
              public: true,
            },
          ],
          meta: { has_more: false },
          links: { next: null },
        },
      };
    };
    seen.length = 0;
    const zd = connector();
    const [run] = await zd.sync({ entities: ['ticket_comments'] });
    expect(run).toMatchObject({ state: 'done' });
    expect(run!.warnings).toEqual([expect.objectContaining({ status: 404 })]);
    const paths = seen.map((s) => s.path.split('?')[0]);
    expect(paths).toContain('/api/v2/tickets/1/comments');
    expect(paths).toContain('/api/v2/tickets/4/comments');
    const found = await zd.execute('ticket_comments', 'context_store_search', {
      query: { filter: { keyword: { plain_body: 'comment' } } },
    });
    const rows = (found.result as { data: { id: number; ticket_id: number }[] }).data;
    expect(rows.map((r) => [r.id, r.ticket_id]).sort()).toEqual(
      expect.arrayContaining([
        [100, 1],
        [400, 4],
      ]),
    );
    expect(rows.some((r) => r.ticket_id === 3)).toBe(false);
  });

  it('copies organizations through the time-based export and keeps end_time for the next run', async () => {
    let run = 1;
    route = (url) => {
      expect(url.pathname.replace(/\.json$/, '')).toBe('/api/v2/incremental/organizations');
      const start = url.searchParams.get('start_time');
      if (run === 1 && start === '1704067200')
        return {
          body: {
            organizations: [{ id: 801, name: 'Acme Corp', deleted_at: null }],
            next_page:
              'https://acme.zendesk.com/api/v2/incremental/organizations.json?start_time=1730000000',
            end_time: 1730000000,
            end_of_stream: false,
          },
        };
      if (run === 1 && start === '1730000000')
        return {
          body: {
            organizations: [{ id: 802, name: 'Globex', deleted_at: null }],
            next_page:
              'https://acme.zendesk.com/api/v2/incremental/organizations.json?start_time=1730000500',
            end_time: 1730000500,
            end_of_stream: true,
          },
        };
      if (run === 2 && start === '1730000500')
        return {
          body: {
            organizations: [{ id: 802, name: 'Globex', deleted_at: '2024-11-01T00:00:00Z' }],
            next_page: null,
            end_time: 1730000900,
            end_of_stream: true,
          },
        };
      return {
        status: 400,
        body: { error: 'InvalidValue', description: `unexpected ${url.search}` },
      };
    };
    seen.length = 0;
    const zd = connector();
    expect((await zd.sync({ entities: ['organizations'] }))[0]).toMatchObject({
      state: 'done',
      records: 2,
    });
    run = 2;
    seen.length = 0;
    expect((await zd.sync({ entities: ['organizations'] }))[0]).toMatchObject({ state: 'done' });
    expect(seen.map((s) => s.path)).toEqual([
      '/api/v2/incremental/organizations?start_time=1730000500',
    ]);
    const globex = await zd.execute('organizations', 'context_store_search', {
      query: { filter: { keyword: { name: 'globex' } } },
    });
    expect((globex.result as { data: unknown[] }).data).toEqual([]);
  });

  it('a 429 answers upstream_rate_limited with Retry-After past the retry cap', async () => {
    route = () => ({
      status: 429,
      headers: { 'retry-after': '45' },
      body: {
        error: 'APIRateLimitExceeded',
        description: 'Number of allowed API requests per minute exceeded',
      },
    });
    const err = await connector()
      .execute('groups', 'list', {})
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(EngineError);
    expect([(err as EngineError).code, (err as EngineError).status]).toEqual([
      'upstream_rate_limited',
      429,
    ]);
    expect((err as EngineError).retryAfter).toBe(45);
  });

  it('a subdomain that would change the host is refused', () => {
    for (const subdomain of ['evil.example/x', 'acme.zendesk.com', 'a_b', '-acme']) {
      expect(
        () => engine().connector('zendesk-support', { config: { subdomain }, credentials: token }),
        subdomain,
      ).toThrow();
    }
  });

  it('OAuth: the consent URL on the account host, and the code exchanged at /oauth/tokens', async () => {
    const consent = engine().consent('zendesk-support')!;
    const url = new URL(
      createEngine()
        .consent('zendesk-support')!
        .authorizeUrl({
          app: { client_id: 'fixture_client', client_secret: 'fixture_secret' },
          redirectUri: 'https://app.example.com/cb',
          state: 's1',
          config,
        }),
    );
    expect(url.origin + url.pathname).toBe('https://acme.zendesk.com/oauth/authorizations/new');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'fixture_client',
      redirect_uri: 'https://app.example.com/cb',
      state: 's1',
      scope: 'read write',
    });

    seen.length = 0;
    route = () => ({
      body: {
        access_token: 'fixture_access_1',
        refresh_token: 'fixture_refresh_1',
        token_type: 'bearer',
        scope: 'read write',
        expires_in: 1800,
        refresh_token_expires_in: 2592000,
      },
    });
    const { credentials } = await consent.exchangeCode({
      app: { client_id: 'fixture_client', client_secret: 'fixture_secret' },
      code: 'fixture_code',
      redirectUri: 'https://app.example.com/cb',
      config,
    });
    expect(credentials).toMatchObject({
      access_token: 'fixture_access_1',
      refresh_token: 'fixture_refresh_1',
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /oauth/tokens']);
    const form = new URLSearchParams(seen[0]!.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code')).toBe('fixture_code');
    expect(form.get('client_id')).toBe('fixture_client');
    expect(form.get('client_secret')).toBe('fixture_secret');
    expect(form.get('redirect_uri')).toBe('https://app.example.com/cb');
  });

  it('OAuth: a 401 refreshes at /oauth/tokens with the refresh token and retries with the new bearer', async () => {
    const answers: Answer[] = [
      {
        status: 401,
        body: { error: 'invalid_token', error_description: 'The access token expired' },
      },
      {
        body: {
          access_token: 'fixture_access_2',
          refresh_token: 'fixture_refresh_2',
          token_type: 'bearer',
          expires_in: 1800,
        },
      },
      {
        body: {
          groups: [{ id: 701, name: 'Tier 1' }],
          meta: { has_more: false },
          links: { next: null },
        },
      },
    ];
    route = () => answers.shift() ?? { status: 500, body: {} };
    seen.length = 0;
    const zd = engine().connector('zendesk-support', {
      auth: 'oauth',
      config,
      credentials: {
        client_id: 'fixture_client',
        client_secret: 'fixture_secret',
        access_token: 'fixture_access_1',
        refresh_token: 'fixture_refresh_1',
      },
    });
    const out = await zd.execute('groups', 'list', {});
    expect(out.result).toEqual([{ id: 701, name: 'Tier 1' }]);
    expect(seen.map((s) => `${s.method} ${s.path.split('?')[0]}`)).toEqual([
      'GET /api/v2/groups',
      'POST /oauth/tokens',
      'GET /api/v2/groups',
    ]);
    expect(seen[0]!.auth).toBe('Bearer fixture_access_1');
    const form = new URLSearchParams(seen[1]!.body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('fixture_refresh_1');
    expect(form.get('client_id')).toBe('fixture_client');
    expect(seen[2]!.auth).toBe('Bearer fixture_access_2');
  });
});
