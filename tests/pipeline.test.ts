// The request pipeline and its ports over real HTTP against the strict fake upstream on 127.0.0.1:
// one retry owner (transient and rule resends share one budget; a rule's verdict on a transient answer
// decides), a credentials port that refreshes under its own lease and hears of a refused grant, the
// OAuth app as a connector option (sent, never stored), and the consent entry (code exchange and
// discovery through the same pipeline).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CredentialsPort,
  createEngine,
  type Engine,
  EngineError,
  memoryCredentials,
} from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import type { Exchange } from './support/fixtures.ts';
import { manifestHead } from './support/manifest-head.ts';

const MANIFEST = `${manifestHead('piped', 'Piped', 'api_key')}  oauth:
    fields:
      properties: { refresh_token: { type: string }, access_token: { type: string }, client_id: { type: string }, client_secret: { type: string } }
      required: [refresh_token, client_id, client_secret]
    apply: { bearer: "{credentials.access_token}" }
    oauth2:
      authorize_url: https://auth.piped.test/authorize
      token_url: https://auth.piped.test/token
      scopes: [read]
      pkce: true
      discover: { url: https://api.example.com/me, config: "{ 'workspace': workspace.id }" }
config:
  properties: { workspace: { type: string } }
http: { timeout_ms: 5000, retries: 2, backoff_ms: 1 }
response_rules:
  - when: { status: [409] }
    action: retry
    message: conflict.reason
entities:
  things:
    actions:
      list: { request: { path: /things }, no_pagination_reason: one page in tests, response: { result: things } }
      get:
        request: { path: "/things/{id}" }
        response: { result: "$status = 503 ? { 'maintenance': true } : $" }
        response_rules:
          - { when: { status: [503] }, action: ignore }
`;

const fake = new FakeUpstream();
let engine: Engine;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'piped-'));
  writeFileSync(join(dir, 'piped.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { piped: await fake.start() } });
});
afterAll(() => fake.stop());

const KEY = 'key-0123456789abcdef';
const token = () => engine.connector('piped', { credentials: { api_key: KEY } });
const things = (status: number, body: unknown, authorization = `Bearer ${KEY}`): Exchange => ({
  request: { method: 'GET', path: '/things', headers: { authorization } },
  response: { status, body },
});
const tokenCall = (form: Record<string, string>, status: number, body: unknown): Exchange => ({
  request: { method: 'POST', path: '/token', body: form },
  response: { status, body },
});
const refreshed = { access_token: 'fresh-access-0123456789', expires_in: 3600 };

async function failure(p: Promise<unknown>): Promise<EngineError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

describe('one retry owner', () => {
  it('transient and rule resends share one budget: 503, 503, then a 409 the rules retry is answered', async () => {
    const busy = things(503, { error: 'busy' });
    const conflict = things(409, { conflict: { reason: 'index rebuilding' } });
    fake.expect([busy, busy, conflict, conflict, things(200, { things: [] })]);
    const err = await failure(token().execute('things', 'list'));
    expect([err.status, err.code]).toEqual([409, 'upstream_error']);
    expect(err.message).toContain('index rebuilding');
    expect(fake.received.length).toBe(3); // 1 + http.retries, whoever asked for the resends
    expect(fake.leftover().length).toBe(2);
  });

  it("a rule's verdict on a transient status decides: an ignored 503 is answered at once", async () => {
    fake.expect([
      {
        request: { method: 'GET', path: '/things/t1' },
        response: { status: 503, body: { maintenance: 'until noon' } },
      },
    ]);
    expect((await token().execute('things', 'get', { id: 't1' })).result).toEqual({
      maintenance: true,
    });
    expect([fake.failures, fake.received.length]).toEqual([[], 1]);
  });
});

describe('the credentials port', () => {
  const app = { client_id: 'app-id', client_secret: 'app-secret-0123456789' };
  const grant = { grant_type: 'refresh_token', refresh_token: 'rt-1', ...app };

  function recordingPort(initial: Record<string, unknown>) {
    const seen = { stored: [] as Record<string, unknown>[], reauth: [] as string[], leases: 0 };
    const inner = memoryCredentials(initial, (next) => void seen.stored.push(next));
    const port: CredentialsPort = {
      read: () => inner.read(),
      lease: () => {
        seen.leases++;
        return inner.lease();
      },
      needsReauth: async (why) => void seen.reauth.push(why),
    };
    return { port, seen };
  }

  it('refreshes under the port, stores the tokens without the OAuth app, and sends with them', async () => {
    const { port, seen } = recordingPort({ refresh_token: 'rt-1' });
    fake.expect([
      tokenCall(grant, 200, refreshed),
      things(200, { things: [{ id: 't1' }] }, `Bearer ${refreshed.access_token}`),
    ]);
    const c = engine.connector('piped', { credentials: port, oauthApp: app, auth: 'oauth' });
    expect((await c.execute('things', 'list')).result).toEqual([{ id: 't1' }]);
    expect(fake.failures).toEqual([]);
    expect(seen.leases).toBe(1);
    expect(seen.stored).toHaveLength(1);
    expect(seen.stored[0]).toMatchObject({
      refresh_token: 'rt-1',
      access_token: refreshed.access_token,
    });
    expect(seen.stored[0]).not.toHaveProperty('client_id');
    expect(seen.stored[0]).not.toHaveProperty('client_secret');
    expect(port.read().version).toBe(1);
  });

  it('tells the port when the provider refuses the grant, and answers connector_reauth_required', async () => {
    const { port, seen } = recordingPort({ refresh_token: 'rt-1' });
    fake.expect([tokenCall(grant, 400, { error: 'invalid_grant' })]);
    const c = engine.connector('piped', { credentials: port, oauthApp: app, auth: 'oauth' });
    const err = await failure(c.execute('things', 'list'));
    expect([err.status, err.code]).toEqual([409, 'connector_reauth_required']);
    expect(seen.reauth).toHaveLength(1);
    expect(seen.reauth[0]).toContain('invalid_grant');
    expect(JSON.stringify(err)).not.toContain(app.client_secret);
  });
});

describe('the consent entry', () => {
  it('builds the consent URL and exchanges the code, then discovers config, through the pipeline', async () => {
    const consent = engine.consent('piped')!;
    expect(consent.pkce).toBe(true);
    const app = { client_id: 'app-id', client_secret: 'app-secret-0123456789' };
    const url = new URL(
      consent.authorizeUrl({ app, redirectUri: 'https://svc.test/cb', state: 's1', config: {} }),
    );
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.get('client_id')).toBe('app-id');
    expect(() => engine.consent('nope-kind')).toThrow(/Unknown connector kind 'nope-kind'/);
    fake.expect([
      tokenCall(
        {
          grant_type: 'authorization_code',
          code: 'c1',
          redirect_uri: 'https://svc.test/cb',
          code_verifier: 'v1',
          ...app,
        },
        200,
        { ...refreshed, refresh_token: 'rt-2' },
      ),
      {
        request: {
          method: 'GET',
          path: '/me',
          headers: { authorization: `Bearer ${refreshed.access_token}` },
        },
        response: { status: 503, body: {} },
      },
      {
        request: { method: 'GET', path: '/me' },
        response: { status: 200, body: { workspace: { id: 'w9' } } },
      },
    ]);
    const out = await consent.exchangeCode({
      app,
      code: 'c1',
      redirectUri: 'https://svc.test/cb',
      codeVerifier: 'v1',
      config: {},
    });
    expect(fake.failures).toEqual([]);
    expect(out.credentials).toMatchObject({
      access_token: refreshed.access_token,
      refresh_token: 'rt-2',
    });
    expect(out.credentials).not.toHaveProperty('client_secret');
    expect(out.discovered).toEqual({ workspace: 'w9' });
  });
});
