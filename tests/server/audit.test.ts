// The audit trail through the real service and CLI: application changes from the command line, a
// connector created and its credentials replaced, a redirect-origin change, OAuth apps and the connect
// page's branding each leave one row with actor, target, request id and before/after; no secret in any
// row; another organisation sees none; paging, filters and bad queries; `audit export` as JSON lines and
// CSV; no route changes a row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, signIn, type TestServer } from '../support/server.ts';
import { startConfiguredServer } from './configured-server.ts';

let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
const KEYS = ['sk_test_first_key_9911', 'sk_test_second_key_7722'];
const OAUTH_SECRET = 'own-client-secret-value-3344';
let secondApp = '';
let hookSecret = '';

const trail = async (query = '') => {
  const res = await session.api('GET', `/api/v1/audit${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Record<string, any>[]; next_cursor: string | null };
};

beforeAll(async () => {
  server = await startConfiguredServer({ webhooks: { allowPrivate: ['127.0.0.1'] } });
  session = await signIn(server, 'audit-org');
  other = await signIn(server, 'audit-other');
  const created = await session.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: 'stripe',
    name: 'Stripe',
    credentials: { api_key: KEYS[0] },
  });
  const patched = await session.api('PATCH', `/api/v1/integrations/connectors/${created.body.id}`, {
    name: 'Stripe live',
    credentials: { api_key: KEYS[1] },
  });
  expect(patched.status).toBe(200);
  await session.api('PUT', '/api/v1/oauth/redirect-origins', { origins: ['https://app.example'] });
  await session.api('PUT', '/api/v1/oauth/credentials', {
    connector_type: 'asana',
    configuration: { client_id: 'own-client-id', client_secret: OAUTH_SECRET },
  });
  await session.api('PUT', '/api/v1/connect/branding', { color: '#112233' });
  const hook = await session.api('POST', '/api/v1/webhooks', {
    url: 'http://127.0.0.1:9/in',
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  hookSecret = hook.body.secret;
  await session.api('DELETE', `/api/v1/webhooks/${hook.body.id}`);
  // a second application of the organisation, rotated from the command line (the first keeps its token)
  const cli = (...args: string[]) => runCli(server.dataDir, server.masterKey, ...args);
  secondApp = (await cli('apps', 'create', '--org', 'audit-org')).out.client_id;
  const rotated = await cli('apps', 'rotate', '--client-id', secondApp);
  expect(rotated.status).toBe(0);
});
afterAll(() => server.close());

describe('GET /api/v1/audit', () => {
  it('records each change with actor, target, request id and before/after', async () => {
    const { data } = await trail();
    const actions = data.map((r) => r.action);
    expect(actions).toEqual([
      'application.rotated',
      'application.created',
      'webhook_endpoint.deleted',
      'webhook_endpoint.created',
      'connect_branding.changed',
      'oauth_app.set',
      'redirect_origins.changed',
      'connector.updated',
      'connector.created',
      'application.created',
    ]);
    const byAction = Object.fromEntries([...data].reverse().map((r) => [r.action, r]));
    const app = `application:${session.app.client_id}`;
    expect(byAction['connector.created']).toMatchObject({
      actor: app,
      target: expect.stringMatching(/^conn_/),
      request_id: expect.any(String),
      changes: { after: { connector_type: 'stripe', name: 'Stripe', workspace_name: 'w' } },
    });
    expect(byAction['connector.updated'].changes).toMatchObject({
      before: { name: 'Stripe' },
      after: { name: 'Stripe live', credentials_replaced: true },
    });
    expect(byAction['redirect_origins.changed'].changes).toEqual({
      before: [],
      after: ['https://app.example'],
    });
    expect(byAction['oauth_app.set'].changes.after).toEqual({
      connector_type: 'asana',
      client_id: 'own-client-id',
    });
    // every change made over HTTP names the application and the request; the command line's, the CLI
    const overHttp = data.filter((r) => !r.action.startsWith('application.'));
    expect(overHttp).toHaveLength(7);
    for (const r of overHttp)
      expect([r.action, r.actor, r.request_id]).toEqual([r.action, app, expect.any(String)]);
    expect(new Set(overHttp.map((r) => r.request_id)).size).toBe(7);
    expect(byAction['application.rotated']).toMatchObject({
      actor: expect.stringMatching(/^cli(:|$)/),
      target: secondApp,
      request_id: null,
    });
    const text = JSON.stringify(data);
    expect(hookSecret).toMatch(/^whsec_/);
    for (const secret of [...KEYS, OAUTH_SECRET, session.app.client_secret, hookSecret])
      expect(text).not.toContain(secret);
  });

  it('shows another organisation none of it, and pages with next_cursor and filters', async () => {
    const theirs = await other.api('GET', '/api/v1/audit');
    expect(theirs.body.data.map((r: { action: string }) => r.action)).toEqual([
      'application.created',
    ]);
    const first = await trail('?limit=3');
    expect(first.data).toHaveLength(3);
    const rest = await trail(`?limit=10&cursor=${first.next_cursor}`);
    expect(rest.next_cursor).toBeNull();
    expect([...first.data, ...rest.data].map((r) => r.id)).toEqual(
      (await trail()).data.map((r) => r.id),
    );
    expect((await trail('?action=connector.updated')).data).toHaveLength(1);
    expect((await trail('?until=2000-01-01')).data).toEqual([]);
  });

  it('answers a bad query with a 400 naming the parameter, and has no route that changes a row', async () => {
    for (const [q, field] of [
      ['?limit=0', 'limit'],
      ['?limit=abc', 'limit'],
      ['?since=yesterday', 'since'],
      ['?cursor=bm90IGEgY3Vyc29y', 'cursor'],
    ]) {
      const res = await session.api('GET', `/api/v1/audit${q}`);
      expect([res.status, res.body.errors[0].field], q).toEqual([400, field]);
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect((await session.api(method, '/api/v1/audit', {})).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/audit`)).status).toBe(401);
  });
});

describe('connector-engine audit export', () => {
  it('prints every row oldest first as JSON lines, or CSV', async () => {
    const jsonl = await runCli(
      server.dataDir,
      server.masterKey,
      'audit',
      'export',
      '--org',
      'audit-org',
    );
    expect(jsonl.status).toBe(0);
    const rows = String(jsonl.out)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows[0].action).toBe('application.created');
    expect(rows.at(-1)).toMatchObject({ action: 'application.rotated', target: secondApp });
    const csv = await runCli(
      server.dataDir,
      server.masterKey,
      'audit',
      'export',
      '--org',
      'audit-org',
      '--format',
      'csv',
    );
    const lines = String(csv.out).trim().split('\n');
    expect(lines[0]).toBe('id,at,actor,action,target,request_id,changes');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines.find((l) => l.includes('redirect_origins.changed'))).toContain(
      '"{""before"":[],""after"":[""https://app.example""]}"',
    );
    const bad = await runCli(
      server.dataDir,
      server.masterKey,
      'audit',
      'export',
      '--org',
      'audit-org',
      '--format',
      'xml',
    );
    expect(bad.status).toBe(2);
    const unknown = await runCli(
      server.dataDir,
      server.masterKey,
      'audit',
      'export',
      '--org',
      'nobody',
    );
    expect([unknown.status, unknown.stderr]).toEqual([
      1,
      expect.stringContaining("no organisation 'nobody'"),
    ]);
  });
});
