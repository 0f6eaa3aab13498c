// OAuth token upkeep, GraphQL requests, errors inside 200 responses, derived config and params
// defaulted from replication settings, through synthetic manifests and a strict fake upstream.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine, EngineError } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import type { Exchange } from './support/fixtures.ts';

const fake = new FakeUpstream();
let engine: Engine;
const dir = join(import.meta.dirname, 'manifests');
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

beforeAll(async () => {
  const origin = await fake.start();
  engine = createEngine({
    connectorsDir: dir,
    upstreams: { acme: origin, widgetql: origin },
    http: { backoffMs: 1 },
  });
});
afterAll(() => fake.stop());

async function failure(p: Promise<unknown>): Promise<EngineError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

const tokenExchange = (
  refresh: string,
  answer: Record<string, unknown>,
  status = 200,
): Exchange => ({
  request: {
    method: 'POST',
    path: '/oauth/token',
    headers: { authorization: basic('cid', 'csecret') },
    body: { grant_type: 'refresh_token', refresh_token: refresh },
  },
  response: { status, body: answer },
});
const thing = (token: string, status = 200): Exchange => ({
  request: { method: 'GET', path: '/api/things/1', headers: { 'x-access-token': token } },
  response: status === 200 ? { body: { id: '1' } } : { status, body: { message: 'token expired' } },
});

describe('OAuth token upkeep', () => {
  const oauth = (credentials: Record<string, unknown>, saved: Record<string, unknown>[] = []) =>
    engine.connector('acme', {
      auth: 'oauth',
      credentials: { client_id: 'cid', client_secret: 'csecret', ...credentials },
      config: { tenant: 'blue' },
      onCredentials: (c) => void saved.push(c),
    });

  it('fetches an access token when there is none, and saves the rotated refresh token before using it', async () => {
    fake.expect([
      tokenExchange('r1', {
        access_token: 'a1',
        refresh_token: 'r2',
        expires_in: 3600,
        token_type: 'bearer',
      }),
      thing('a1'),
    ]);
    const saved: Record<string, unknown>[] = [];
    await oauth({ refresh_token: 'r1' }, saved).execute('things', 'get', { thing_id: '1' });
    expect(fake.failures).toEqual([]);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ access_token: 'a1', refresh_token: 'r2', client_id: 'cid' });
    expect(Date.parse(saved[0]!.expires_at as string)).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('refreshes a token that expires within a minute before the call', async () => {
    fake.expect([tokenExchange('r1', { access_token: 'a2', expires_in: 3600 }), thing('a2')]);
    const saved: Record<string, unknown>[] = [];
    await oauth(
      {
        refresh_token: 'r1',
        access_token: 'old',
        expires_at: new Date(Date.now() + 30_000).toISOString(),
      },
      saved,
    ).execute('things', 'get', { thing_id: '1' });
    expect(fake.failures).toEqual([]);
    expect(saved[0]).toMatchObject({ access_token: 'a2', refresh_token: 'r1' }); // no rotation: the old refresh token stays
  });

  it('on a vendor 401 refreshes once and retries once', async () => {
    fake.expect([
      thing('stale', 401),
      tokenExchange('r1', { access_token: 'a3', expires_in: 3600 }),
      thing('a3'),
    ]);
    expect(
      (
        await oauth({ refresh_token: 'r1', access_token: 'stale' }).execute('things', 'get', {
          thing_id: '1',
        })
      ).result,
    ).toEqual({ id: '1' });
    expect(fake.failures).toEqual([]);
  });

  it('a second 401 after the refresh is an error, not a loop', async () => {
    fake.expect([
      thing('stale', 401),
      tokenExchange('r1', { access_token: 'a4', expires_in: 3600 }),
      thing('a4', 401),
    ]);
    const err = await failure(
      oauth({ refresh_token: 'r1', access_token: 'stale' }).execute('things', 'get', {
        thing_id: '1',
      }),
    );
    expect(err.code).toBe('upstream_unauthorized');
    expect(fake.leftover()).toEqual([]);
  });

  it('20 concurrent calls on an expired token share one refresh', async () => {
    fake.expect([
      tokenExchange('r1', { access_token: 'a5', refresh_token: 'r9', expires_in: 3600 }),
      ...Array.from({ length: 20 }, () => thing('a5')),
    ]);
    const saved: Record<string, unknown>[] = [];
    const c = oauth(
      {
        refresh_token: 'r1',
        access_token: 'old',
        expires_at: new Date(Date.now() - 1000).toISOString(),
      },
      saved,
    );
    const out = await Promise.all(
      Array.from({ length: 20 }, () => c.execute('things', 'get', { thing_id: '1' })),
    );
    expect(out).toHaveLength(20);
    expect(fake.received.filter((r) => r.path === '/oauth/token')).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expect(fake.failures).toEqual([]);
  });

  it('invalid_grant asks the user to reconnect, and no secret shows', async () => {
    fake.expect([
      tokenExchange(
        'r-revoked',
        { error: 'invalid_grant', error_description: 'Refresh token revoked' },
        400,
      ),
    ]);
    const err = await failure(
      oauth({ refresh_token: 'r-revoked' }).execute('things', 'get', { thing_id: '1' }),
    );
    expect([err.code, err.status]).toEqual(['connector_reauth_required', 409]);
    expect(err.message).toContain('run the OAuth flow again');
    expect(JSON.stringify(err.toBody())).not.toMatch(/r-revoked|csecret/);
  });

  it('a failing token endpoint is a 502 without the secret', async () => {
    fake.expect([
      tokenExchange('r1', { error: 'server_error' }, 500),
      tokenExchange('r1', { error: 'server_error' }, 500),
    ]);
    const err = await failure(
      oauth({ refresh_token: 'r1' }).execute('things', 'get', { thing_id: '1' }),
    );
    expect([err.code, err.status]).toEqual(['upstream_unauthorized', 502]);
    expect(JSON.stringify(err.toBody())).not.toMatch(/csecret/);
  });
});

describe('GraphQL kinds', () => {
  const wql = (region = 'DE') =>
    engine.connector('widgetql', {
      credentials: { app_id: 'app-1', app_secret: 'app-secret-1' },
      config: { region },
      replication: { replication_start_date: '2024-01-01T00:00:00Z' },
    });
  const token: Exchange = {
    request: {
      method: 'POST',
      path: '/token',
      body: {
        grant_type: 'client_credentials',
        client_id: 'app-1',
        client_secret: 'app-secret-1',
        scope: 'widgets.read',
      },
    },
    response: { body: { access_token: 'cc-token', expires_in: 3600, token_type: 'Bearer' } },
  };
  const document = () =>
    engine.plan('widgetql').entities.get('widgets')!.actions.get('list')!.graphql!.query;
  const gql = (variables: Record<string, unknown>, answer: unknown): Exchange => ({
    request: {
      method: 'POST',
      path: '/graphql',
      query: { marketplace: 'M-DE' },
      headers: { authorization: 'Bearer cc-token' },
      body: { query: document(), variables },
    },
    response: { body: answer },
  });
  const since = { market: 'M-DE', since: '2024-01-01T00:00:00Z' };

  it('sends the document with params as variables, defaults from config and replication, derived config in the query', async () => {
    fake.expect([
      token,
      gql({ ...since, limit: 2 }, { data: { widgets: [{ id: 'w1', name: 'A' }] } }),
    ]);
    expect(document()).toContain('widgets(market: $market, since: $since, limit: $limit)');
    expect((await wql().execute('widgets', 'list', { limit: 2 })).result).toEqual([
      { id: 'w1', name: 'A' },
    ]);
    expect(fake.failures).toEqual([]);
  });

  // A wait within http.max_retry_after_ms (60 s) is waited and the query resent (shopify-sync.test.ts);
  // one past it is answered at once.
  it('errors inside a 200 become errors: a rate limit past the wait cap is 429 with the retry time', async () => {
    fake.expect([
      token,
      gql(since, {
        errors: [
          {
            message: 'Complexity budget exhausted',
            extensions: { code: 'RATE_LIMITED', retry_in_seconds: 120 },
          },
        ],
      }),
    ]);
    const err = await failure(wql().execute('widgets', 'list', {}));
    expect([err.code, err.status, err.retryAfter]).toEqual(['upstream_rate_limited', 429, 120]);
  });

  it('other GraphQL errors answer with the vendor message', async () => {
    fake.expect([
      token,
      gql(since, { data: null, errors: [{ message: 'Field "nme" does not exist' }] }),
    ]);
    const err = await failure(wql().execute('widgets', 'list', {}));
    expect([err.code, err.status]).toEqual(['upstream_error', 400]);
    expect(err.message).toContain('Field "nme" does not exist');
  });

  it('a precondition can bound params by the replication start date', async () => {
    fake.expect([]);
    const err = await failure(wql().execute('widgets', 'list', { since: '2023-06-01T00:00:00Z' }));
    expect([err.code, err.field]).toEqual(['precondition_failed', 'since']);
    expect(fake.received).toEqual([]);
  });

  it('an unknown region is a 400 listing the valid ones; replication settings are validated', async () => {
    const r = await failure(Promise.resolve().then(() => wql('FR')));
    expect([r.code, r.field]).toEqual(['invalid_config', 'config.region']);
    const s = await failure(
      Promise.resolve().then(() =>
        engine.connector('widgetql', {
          credentials: { app_id: 'a', app_secret: 'b' },
          config: { region: 'US' },
          replication: { replication_start_date: '2024-01-01' },
        }),
      ),
    );
    expect([s.code, s.field]).toEqual([
      'invalid_config',
      'replication_config.replication_start_date',
    ]);
  });
});

describe('one token-freshness rule', () => {
  it('reads expires_at as ISO text, Unix seconds or milliseconds alike, a minute early', async () => {
    const { tokenIsFresh } = await import('../engine/auth/oauth2.ts');
    const now = Date.parse('2026-11-23T12:00:00Z');
    const inSeconds = (s: number) => Math.floor(now / 1000) + s;
    expect(tokenIsFresh({ access_token: 'a', expires_at: inSeconds(3600) }, now)).toBe(true);
    expect(tokenIsFresh({ access_token: 'a', expires_at: inSeconds(30) }, now)).toBe(false);
    expect(tokenIsFresh({ access_token: 'a', expires_at: now + 3_600_000 }, now)).toBe(true);
    expect(tokenIsFresh({ access_token: 'a', expires_at: now + 30_000 }, now)).toBe(false);
    expect(tokenIsFresh({ access_token: 'a', expires_at: '2026-11-23T12:30:00Z' }, now)).toBe(true);
    expect(tokenIsFresh({ access_token: 'a' }, now)).toBe(true);
    expect(tokenIsFresh({ expires_at: inSeconds(3600) }, now)).toBe(false);
  });
});
