// GitHub over loopback: the repositories copy (GET /user/repos) walked over Link-header pages and then
// asked only for what changed (since); the issues copy per repository with one "since" point per
// repository, pull requests from the issues endpoint left out of it; GitHub's rate-limit answers (403 with
// x-ratelimit-remaining 0 and x-ratelimit-reset, 429 with retry-after); and the GitHub App user-token
// OAuth flow: consent URL, code exchange and a refresh (Accept: application/json, credentials in the body,
// refresh_token_expires_in kept) against a fake token endpoint.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const owner = { login: 'octocat', id: 1, type: 'User' };
const repo = (id: number, name: string, updated_at: string) => ({
  id,
  name,
  full_name: `octocat/${name}`,
  owner,
  private: false,
  archived: false,
  updated_at,
});
const issue = (id: number, number: number, updated_at: string, pr = false) => ({
  id,
  number,
  title: `Issue ${number}`,
  state: 'open',
  body: null,
  labels: [],
  comments: 0,
  created_at: '2026-11-01T00:00:00Z',
  updated_at,
  ...(pr
    ? { pull_request: { url: `https://api.github.com/repos/octocat/x/pulls/${number}` } }
    : {}),
});

describe('github sync into a real SQLite copy', () => {
  const vendor = new ProgrammableVendor();
  const seen: string[] = [];
  let store: ContextStore;
  let github: Connector;
  let round = 1;
  let issuesEnabled = false;
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res) => {
      const url = new URL(req.url ?? '/', vendor.origin);
      seen.push(`${url.pathname}${url.search}`);
      res.setHeader('content-type', 'application/json');
      const q = url.searchParams;
      if (url.pathname === '/user/repos') {
        if (round === 2)
          return res.end(JSON.stringify([repo(11, 'Spoon-Knife', '2026-11-26T00:00:00Z')]));
        if (q.get('page') === '2')
          return res.end(JSON.stringify([repo(11, 'Spoon-Knife', '2026-11-20T00:00:00Z')]));
        res.setHeader(
          'link',
          `<${vendor.origin}/user/repos?per_page=100&sort=updated&direction=asc&page=2>; rel="next", <${vendor.origin}/user/repos?per_page=100&sort=updated&direction=asc&page=2>; rel="last"`,
        );
        return res.end(JSON.stringify([repo(10, 'Hello-World', '2026-11-10T00:00:00Z')]));
      }
      const m = /^\/repos\/octocat\/([^/]+)\/issues$/.exec(url.pathname);
      if (m?.[1] === 'Hello-World')
        return res.end(
          JSON.stringify(
            q.get('since')
              ? [issue(103, 3, '2026-11-27T00:00:00Z')]
              : [
                  issue(101, 1, '2026-11-21T00:00:00Z'),
                  issue(102, 2, '2026-11-22T00:00:00Z', true),
                ],
          ),
        );
      if (m?.[1] === 'Spoon-Knife') {
        if (issuesEnabled) return res.end('[]');
        // Issues disabled: GitHub answers 410 Gone.
        res.statusCode = 410;
        return res.end(JSON.stringify({ message: 'Issues are disabled for this repo' }));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'Not Found' }));
    };
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'github-')), 'copy.db'));
    github = createEngine({ upstreams: { github: vendor.origin }, http: { retries: 0 } }).connector(
      'github',
      {
        credentials: { token: 'ghp_fixture_only_token' },
        contextStore: { store, connectorId: 'g' },
      },
    );
  });
  afterAll(async () => {
    await store.close();
    await vendor.stop();
  });
  const storedIssueNumbers = async () =>
    (
      (await store.search(createEngine().plan('github'), 'issues', 'g', { query: {}, limit: 100 }))
        .data as { number: number }[]
    )
      .map((r) => r.number)
      .sort();

  it('walks the token repositories over two pages, then only what changed since the newest updated_at', async () => {
    const [first] = await github.sync({ entities: ['repositories'] });
    expect(first).toMatchObject({ state: 'done', records: 2, since: '2026-11-20T00:00:00Z' });
    expect(seen).toEqual([
      '/user/repos?per_page=100&sort=updated&direction=asc',
      '/user/repos?per_page=100&sort=updated&direction=asc&page=2',
    ]);
    seen.length = 0;
    round = 2;
    const [second] = await github.sync({ entities: ['repositories'] });
    expect(second).toMatchObject({
      state: 'done',
      records: 2,
      last_updated: 1,
      since: '2026-11-26T00:00:00Z',
    });
    expect(seen).toEqual([
      '/user/repos?per_page=100&sort=updated&direction=asc&since=2026-11-20T00%3A00%3A00Z',
    ]);
  });

  it('copies issues per repository without the pull requests, skips a repository answering 410, then asks each repository since its own newest change', async () => {
    seen.length = 0;
    const [first] = await github.sync({ entities: ['issues'] });
    expect(first).toMatchObject({ state: 'done' });
    expect(first!.warnings).toMatchObject([{ status: 410 }]);
    expect(seen.filter((p) => p.includes('/issues'))).toEqual([
      '/repos/octocat/Hello-World/issues?per_page=100&state=all&sort=updated&direction=asc',
      '/repos/octocat/Spoon-Knife/issues?per_page=100&state=all&sort=updated&direction=asc',
    ]);
    expect(await storedIssueNumbers()).toEqual([1]);

    // A walk that skipped a parent is no full walk: the next one walks every repository in full again.
    issuesEnabled = true;
    seen.length = 0;
    const [full] = await github.sync({ entities: ['issues'] });
    expect(full).toMatchObject({ state: 'done', warnings: [] });
    expect(seen.filter((p) => p.includes('/issues'))).toEqual([
      '/repos/octocat/Hello-World/issues?per_page=100&state=all&sort=updated&direction=asc',
      '/repos/octocat/Spoon-Knife/issues?per_page=100&state=all&sort=updated&direction=asc',
    ]);
    seen.length = 0;
    const [second] = await github.sync({ entities: ['issues'] });
    expect(second).toMatchObject({ state: 'done', since: { '10': '2026-11-27T00:00:00Z' } });
    expect(seen.filter((p) => p.includes('/issues'))).toEqual([
      '/repos/octocat/Hello-World/issues?per_page=100&state=all&since=2026-11-22T00%3A00%3A00Z&sort=updated&direction=asc',
      '/repos/octocat/Spoon-Knife/issues?per_page=100&state=all&sort=updated&direction=asc',
    ]);
    expect(await storedIssueNumbers()).toEqual([1, 3]);
  });
});

describe('github rate limits and OAuth over loopback', () => {
  const vendor = new ProgrammableVendor();
  const seen: { method: string; path: string; auth?: string; accept?: string; body: string }[] = [];
  let answers: (() => { status: number; headers?: Record<string, string>; body: unknown })[] = [];
  beforeAll(async () => {
    await vendor.start();
    vendor.handler = (req, res, body) => {
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        accept: req.headers.accept,
        body,
      });
      const a = answers.shift()?.() ?? { status: 500, body: { message: 'unexpected' } };
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
      res.end(JSON.stringify(a.body));
    };
  });
  afterAll(() => vendor.stop());
  const engine = () =>
    createEngine({
      upstreams: { github: vendor.origin },
      http: { backoffMs: 1, maxRetryAfterMs: 20 },
    });
  const user = { login: 'octocat', id: 1, type: 'User' };

  it('a 403 with x-ratelimit-remaining 0 waits until x-ratelimit-reset (epoch seconds)', async () => {
    const reset = Math.floor(Date.now() / 1000) + 600;
    answers = [
      () => ({
        status: 403,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
        body: { message: 'API rate limit exceeded for user ID 1.' },
      }),
    ];
    const c = engine().connector('github', { credentials: { token: 'ghp_fixture_only_token' } });
    const err = await c.execute('viewer', 'get', {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'upstream_rate_limited', status: 429 });
    expect((err as EngineError).retryAfter).toBeGreaterThanOrEqual(590);
    expect((err as EngineError).retryAfter).toBeLessThanOrEqual(601);
  });

  it('a 429 with retry-after answers that wait; a secondary-limit 403 without headers waits a minute', async () => {
    answers = [
      () => ({ status: 429, headers: { 'retry-after': '45' }, body: { message: 'Too many' } }),
    ];
    const c = engine().connector('github', { credentials: { token: 'ghp_fixture_only_token' } });
    const e1 = (await c.execute('viewer', 'get', {}).catch((e: unknown) => e)) as EngineError;
    expect([e1.code, e1.retryAfter]).toEqual(['upstream_rate_limited', 45]);
    answers = [
      () => ({
        status: 403,
        body: { message: 'You have exceeded a secondary rate limit. Please wait.' },
      }),
    ];
    const e2 = (await c.execute('viewer', 'get', {}).catch((e: unknown) => e)) as EngineError;
    expect([e2.code, e2.retryAfter]).toEqual(['upstream_rate_limited', 60]);
  });

  it('consent: the authorize URL on github.com with a PKCE challenge, and the code exchanged at login/oauth/access_token', async () => {
    const consent = engine().consent('github')!;
    expect(consent.pkce).toBe(true);
    const url = new URL(
      consent.authorizeUrl({
        app: { client_id: 'Iv23fixtureclient', client_secret: 'fixture-client-secret' },
        redirectUri: 'https://app.example.com/cb',
        state: 's1',
        codeChallenge: 'abc_DEF-123',
        config: {},
      }),
    );
    expect(url.pathname).toBe('/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'Iv23fixtureclient',
      redirect_uri: 'https://app.example.com/cb',
      state: 's1',
      code_challenge: 'abc_DEF-123',
      code_challenge_method: 'S256',
    });
    seen.length = 0;
    answers = [
      () => ({
        status: 200,
        body: {
          access_token: 'ghu_fixture_access_0001',
          expires_in: 28800,
          refresh_token: 'ghr_fixture_refresh_0001',
          refresh_token_expires_in: 15811200,
          scope: '',
          token_type: 'bearer',
        },
      }),
    ];
    const out = await consent.exchangeCode({
      app: { client_id: 'Iv23fixtureclient', client_secret: 'fixture-client-secret' },
      code: 'fixture-code',
      redirectUri: 'https://app.example.com/cb',
      codeVerifier: 'fixture-verifier',
      config: {},
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /login/oauth/access_token']);
    expect(seen[0]!.accept).toBe('application/json');
    const form = new URLSearchParams(seen[0]!.body);
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'fixture-code',
      client_id: 'Iv23fixtureclient',
      client_secret: 'fixture-client-secret',
      code_verifier: 'fixture-verifier',
    });
    expect(out.credentials).toMatchObject({
      access_token: 'ghu_fixture_access_0001',
      refresh_token: 'ghr_fixture_refresh_0001',
      refresh_token_expires_in: 15811200,
    });
  });

  it('a 401 under OAuth refreshes (refresh grant, body credentials, JSON answer) and retries with the new token', async () => {
    seen.length = 0;
    answers = [
      () => ({ status: 401, body: { message: 'Bad credentials' } }),
      () => ({
        status: 200,
        body: {
          access_token: 'ghu_fixture_access_0002',
          expires_in: 28800,
          refresh_token: 'ghr_fixture_refresh_0002',
          refresh_token_expires_in: 15811200,
          scope: '',
          token_type: 'bearer',
        },
      }),
      () => ({ status: 200, body: user }),
    ];
    const c = engine().connector('github', {
      auth: 'oauth',
      credentials: {
        client_id: 'Iv23fixtureclient',
        client_secret: 'fixture-client-secret',
        refresh_token: 'ghr_fixture_refresh_0001',
        access_token: 'ghu_fixture_access_0001',
      },
    });
    const out = await c.execute('viewer', 'get', {});
    expect(out.result).toMatchObject({ login: 'octocat' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /user',
      'POST /login/oauth/access_token',
      'GET /user',
    ]);
    expect(seen[0]!.auth).toBe('Bearer ghu_fixture_access_0001');
    expect(seen[1]!.accept).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(seen[1]!.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'ghr_fixture_refresh_0001',
      client_id: 'Iv23fixtureclient',
      client_secret: 'fixture-client-secret',
    });
    expect(seen[2]!.auth).toBe('Bearer ghu_fixture_access_0002');
  });
  it('a refused refresh (HTTP 200 with error bad_refresh_token, as GitHub answers) fails without retrying the call', async () => {
    seen.length = 0;
    answers = [
      () => ({ status: 401, body: { message: 'Bad credentials' } }),
      () => ({
        status: 200,
        body: {
          error: 'bad_refresh_token',
          error_description: 'The refresh token passed is incorrect or expired.',
        },
      }),
    ];
    const c = engine().connector('github', {
      auth: 'oauth',
      credentials: {
        client_id: 'Iv23fixtureclient',
        client_secret: 'fixture-client-secret',
        refresh_token: 'ghr_fixture_refresh_spent',
        access_token: 'ghu_fixture_access_0001',
      },
    });
    const err = (await c.execute('viewer', 'get', {}).catch((e: unknown) => e)) as EngineError;
    expect(err).toBeInstanceOf(EngineError);
    expect([err.code, err.status]).toEqual(['upstream_invalid_response', 502]);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /user',
      'POST /login/oauth/access_token',
    ]);
  });
});
