// GitLab over loopback: the projects copy walks keyset pages (pagination=keyset, order_by=id, the id_after of
// the Link header), each project's issues are walked from the stored projects into a real SQLite copy, and the
// second run asks only what changed (last_activity_after; updated_after per project). A 429 with Retry-After and
// RateLimit-* headers answers upstream_rate_limited; the token goes in PRIVATE-TOKEN; OAuth consent and refresh
// go to the configured instance's /oauth/authorize and /oauth/token (a local fake in its place).
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const token = 'glpat-fixture-only-token-0001';
/** A request line with its query params sorted (their order on the wire is not what is tested). */
const norm = (pathAndQuery: string) => {
  const u = new URL(pathAndQuery, 'http://x');
  const q = [...u.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return `${u.pathname}?${q.map(([k, v]) => `${k}=${v}`).join('&')}`;
};
const config = { host: 'gitlab.example.com' };

describe('gitlab sync over loopback', () => {
  const vendor = new ProgrammableVendor();
  const seen: string[] = [];
  const tokens: (string | undefined)[] = [];
  let rateLimited = false;
  let store: ContextStore;
  let gitlab: Connector;
  let issuesChangedSince = false;
  const project = (id: number, path: string) => ({
    id,
    path_with_namespace: path,
    name_with_namespace: path.replace('/', ' / '),
    last_activity_at: `2026-11-2${id - 10}T10:00:00.000Z`,
  });
  const issue = (id: number, iid: number, projectId: number, title: string, updated: string) => ({
    id,
    iid,
    project_id: projectId,
    title,
    state: 'opened',
    updated_at: updated,
  });

  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res) => {
      const url = new URL(req.url ?? '/', vendor.origin);
      seen.push(`${url.pathname}${url.search}`);
      tokens.push(req.headers['private-token'] as string | undefined);
      res.setHeader('content-type', 'application/json');
      if (rateLimited) {
        res.statusCode = 429;
        res.setHeader('retry-after', '42');
        res.setHeader('ratelimit-name', 'throttle_authenticated_api');
        res.setHeader('ratelimit-limit', '2000');
        res.setHeader('ratelimit-remaining', '0');
        res.setHeader('ratelimit-reset', String(Math.floor(Date.now() / 1000) + 42));
        res.end(JSON.stringify({ message: 'Retry later' }));
        return;
      }
      const q = url.searchParams;
      if (url.pathname === '/api/v4/projects') {
        if (q.get('last_activity_after')) return res.end('[]');
        if (!q.get('id_after')) {
          const next = new URL(`${vendor.origin}/api/v4/projects`);
          for (const [k, v] of q) next.searchParams.set(k, v);
          next.searchParams.set('id_after', '11');
          res.setHeader('link', `<${next}>; rel="next"`);
          return res.end(JSON.stringify([project(11, 'acme/api')]));
        }
        return res.end(JSON.stringify([project(12, 'acme/web')]));
      }
      const m = /^\/api\/v4\/projects\/(\d+)\/issues$/.exec(url.pathname);
      if (m) {
        const pid = Number(m[1]);
        if (q.get('updated_after')) {
          if (pid === 11 && issuesChangedSince)
            return res.end(
              JSON.stringify([
                issue(5003, 3, 11, 'Token refresh loops', '2026-11-25T09:00:00.000Z'),
              ]),
            );
          return res.end('[]');
        }
        if (pid === 11 && q.get('page') !== '2') {
          res.setHeader(
            'link',
            `<${vendor.origin}/api/v4/projects/11/issues?order_by=updated_at&page=2&per_page=100&sort=asc>; rel="next"`,
          );
          return res.end(
            JSON.stringify([
              issue(5001, 1, 11, 'Login fails on Safari', '2026-11-20T09:00:00.000Z'),
            ]),
          );
        }
        if (pid === 11)
          return res.end(
            JSON.stringify([issue(5002, 2, 11, 'Dark mode colours', '2026-11-21T09:00:00.000Z')]),
          );
        return res.end(
          JSON.stringify([
            issue(6001, 1, 12, 'Login button misaligned', '2026-11-22T09:00:00.000Z'),
          ]),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ message: '404 Not found' }));
    };
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'gitlab-')), 'copy.db'));
    gitlab = createEngine({ upstreams: { gitlab: vendor.origin }, http: { retries: 0 } }).connector(
      'gitlab',
      { credentials: { token }, config, contextStore: { store, connectorId: 'gl' } },
    );
  });
  afterAll(async () => {
    await store.close();
    await vendor.stop();
  });

  it('walks member projects by keyset, then every stored project’s issues across pages, into the copy', async () => {
    const runs = await gitlab.sync({ entities: ['projects', 'issues'] });
    expect(runs.map((r) => [r.entity, r.state, r.records]).sort()).toEqual([
      ['issues', 'done', 3],
      ['projects', 'done', 2],
    ]);
    expect(seen.map(norm)).toEqual([
      '/api/v4/projects?membership=true&order_by=id&pagination=keyset&per_page=100&sort=asc',
      '/api/v4/projects?id_after=11&membership=true&order_by=id&pagination=keyset&per_page=100&sort=asc',
      '/api/v4/projects/11/issues?order_by=updated_at&per_page=100&sort=asc',
      '/api/v4/projects/11/issues?order_by=updated_at&page=2&per_page=100&sort=asc',
      '/api/v4/projects/12/issues?order_by=updated_at&per_page=100&sort=asc',
    ]);
    expect(new Set(tokens)).toEqual(new Set([token]));
    const found = await gitlab.execute('issues', 'context_store_search', {
      query: { filter: { keyword: { title: 'login' } } },
    });
    const rows = (found.result as { data: { id: number }[] }).data;
    expect(rows.map((r) => r.id).sort()).toEqual([5001, 6001]);
  });

  it('the second run asks only for changes: projects by last activity, issues per project since its newest', async () => {
    seen.length = 0;
    issuesChangedSince = true;
    const runs = await gitlab.sync({ entities: ['projects', 'issues'] });
    expect(runs.map((r) => [r.entity, r.state]).sort()).toEqual([
      ['issues', 'done'],
      ['projects', 'done'],
    ]);
    expect(seen.map(norm)).toEqual([
      '/api/v4/projects?last_activity_after=2026-11-22T10:00:00.000Z&membership=true&order_by=id&pagination=keyset&per_page=100&sort=asc',
      '/api/v4/projects/11/issues?order_by=updated_at&per_page=100&sort=asc&updated_after=2026-11-21T09:00:00.000Z',
      '/api/v4/projects/12/issues?order_by=updated_at&per_page=100&sort=asc&updated_after=2026-11-22T09:00:00.000Z',
    ]);
    const found = await gitlab.execute('issues', 'context_store_search', {
      query: { filter: { keyword: { title: 'token' } } },
    });
    expect((found.result as { data: { iid: number }[] }).data.map((r) => r.iid)).toEqual([3]);
  });

  it('a 429 answers upstream_rate_limited with GitLab’s Retry-After and names the limit', async () => {
    rateLimited = true;
    seen.length = 0;
    const err = await gitlab.execute('projects', 'get', { project_id: 11 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    rateLimited = false;
    expect(err).toBeInstanceOf(EngineError);
    const e = err as EngineError;
    expect([e.status, e.code, e.retryAfter]).toEqual([429, 'upstream_rate_limited', 42]);
    expect(e.message).toMatch(/throttle_authenticated_api/);
    expect(seen).toEqual(['/api/v4/projects/11']);
  });

  it('the host must be a bare host name, never a URL, a port or a path', () => {
    const engine = createEngine();
    for (const host of [
      'git.example.org:8443',
      'https://gitlab.com',
      'gitlab.com/api/v4/projects',
      'gitlab.com/..',
      'example.com/gitlab',
      'gitlab.com?x=1',
      'gitlab.com#x',
      'user@gitlab.com',
      'localhost',
    ]) {
      expect(
        () => engine.connector('gitlab', { credentials: { token }, config: { host } }),
        host,
      ).toThrow();
    }
    for (const host of ['gitlab.com', 'git.example.org'])
      expect(() =>
        engine.connector('gitlab', { credentials: { token }, config: { host } }),
      ).not.toThrow();
  });
});

describe('gitlab OAuth on the configured instance', () => {
  const fake = new ProgrammableVendor();
  const bodies: { path: string; form: URLSearchParams; auth?: string }[] = [];
  let answers: (() => { status: number; body: unknown })[] = [];
  beforeAll(async () => {
    await fake.start();
    fake.handler = (req, res, body) => {
      const url = new URL(req.url ?? '/', fake.origin);
      bodies.push({
        path: url.pathname,
        form: new URLSearchParams(body),
        auth: req.headers.authorization,
      });
      const next = answers.shift();
      const a = next ? next() : { status: 500, body: { message: 'unexpected' } };
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(a.body));
    };
  });
  afterAll(() => fake.stop());
  const app = { client_id: 'fixture-app-id', client_secret: 'gloas-fixture-secret-0001' };
  const redirectUri = 'https://app.example.com/cb';

  it('consent goes to the self-managed host’s /oauth/authorize with PKCE and the read_api scope', () => {
    const consent = createEngine().consent('gitlab')!;
    expect(consent.pkce).toBe(true);
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const u = new URL(
      consent.authorizeUrl({
        app,
        redirectUri,
        state: 's1',
        codeChallenge: challenge,
        config: { host: 'git.example.org' },
      }),
    );
    expect(u.origin + u.pathname).toBe('https://git.example.org/oauth/authorize');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'fixture-app-id',
      redirect_uri: redirectUri,
      state: 's1',
      scope: 'read_api',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
  });

  it('without a host, the API and consent are GitLab.com’s', () => {
    const engine = createEngine();
    expect(() =>
      engine.connector('gitlab', { credentials: { token: 'glpat-fixture-0000' } }),
    ).not.toThrow();
    const u = new URL(
      engine.consent('gitlab')!.authorizeUrl({ app, redirectUri, state: 's1', config: {} }),
    );
    expect(u.origin + u.pathname).toBe('https://gitlab.com/oauth/authorize');
  });

  it('exchanges the code with its verifier at /oauth/token (client id and secret in the form body)', async () => {
    bodies.length = 0;
    answers = [
      () => ({
        status: 200,
        body: {
          access_token: 'fixture-access-token-0001',
          token_type: 'Bearer',
          expires_in: 7200,
          refresh_token: 'fixture-refresh-token-0001',
          scope: 'read_api',
          created_at: 1764324000,
        },
      }),
    ];
    const engine = createEngine({ upstreams: { gitlab: fake.origin } });
    const { credentials } = await engine.consent('gitlab')!.exchangeCode({
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
    expect(bodies.map((b) => b.path)).toEqual(['/oauth/token']);
    expect(Object.fromEntries(bodies[0]!.form)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: redirectUri,
      code_verifier: 'v'.repeat(50),
      client_id: 'fixture-app-id',
      client_secret: 'gloas-fixture-secret-0001',
    });
  });

  it('a 401 refreshes at /oauth/token with the rotating refresh token and retries with the new bearer', async () => {
    bodies.length = 0;
    answers = [
      () => ({ status: 401, body: { message: '401 Unauthorized' } }),
      () => ({
        status: 200,
        body: {
          access_token: 'fixture-access-token-0002',
          token_type: 'Bearer',
          expires_in: 7200,
          refresh_token: 'fixture-refresh-token-0002',
          created_at: 1764331200,
        },
      }),
      () => ({
        status: 200,
        body: { id: 2, username: 'ada', name: 'Ada Lovelace', state: 'active' },
      }),
    ];
    const c = createEngine({ upstreams: { gitlab: fake.origin }, http: { retries: 0 } }).connector(
      'gitlab',
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
    const out = await c.execute('users', 'get', { user_id: 2 });
    expect(out.result).toMatchObject({ username: 'ada' });
    expect(bodies.map((b) => b.path)).toEqual([
      '/api/v4/users/2',
      '/oauth/token',
      '/api/v4/users/2',
    ]);
    expect(bodies[0]!.auth).toBe('Bearer fixture-access-token-0001');
    expect(Object.fromEntries(bodies[1]!.form)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'fixture-refresh-token-0001',
      client_id: 'fixture-app-id',
      client_secret: 'gloas-fixture-secret-0001',
    });
    expect(bodies[2]!.auth).toBe('Bearer fixture-access-token-0002');
  });
});
