// Organisation isolation, multi-organisation applications, and every bad input of the hosted API:
// clear statuses and field errors, never a 500 or a stack trace, nothing stored changed by a failure.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sealer } from '../../server/secrets.ts';
import { TokenSigner } from '../../server/tokens.ts';
import { apiClient, runCli, signIn, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
let b: Awaited<ReturnType<typeof signIn>>;
let connectorA: string;

const create = (api: typeof a.api, name = 'A connector') =>
  api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'shared-name',
    connector_type: 'stripe',
    name,
    credentials: { api_key: 'sk_test_isolation_secret_A' },
  });

beforeAll(async () => {
  // stripe goes to a loopback port nobody listens on: tests never leave 127.0.0.1
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const closedPort = (probe.address() as AddressInfo).port;
  probe.close();
  server = await startTestServer({ upstreams: { stripe: `http://127.0.0.1:${closedPort}` } });
  a = await signIn(server, 'org-a');
  b = await signIn(server, 'org-b');
  connectorA = (await create(a.api)).body.id;
});
afterAll(() => server.close());

describe('organisation isolation', () => {
  it("another organisation's connector is a 404 for every operation, both ways", async () => {
    const connectorB = (await create(b.api, 'B connector')).body.id;
    for (const [api, other] of [
      [b.api, connectorA],
      [a.api, connectorB],
    ] as const) {
      expect((await api('GET', `/api/v1/integrations/connectors/${other}`)).status).toBe(404);
      expect(
        (await api('PATCH', `/api/v1/integrations/connectors/${other}`, { name: 'stolen' })).status,
      ).toBe(404);
      expect(
        (
          await api('POST', `/api/v1/integrations/connectors/${other}/execute`, {
            entity: 'balance',
            action: 'get',
          })
        ).status,
      ).toBe(404);
      expect((await api('DELETE', `/api/v1/integrations/connectors/${other}`)).status).toBe(404);
    }
    expect(
      (await a.api('GET', '/api/v1/integrations/connectors')).body.data.map(
        (c: { id: string }) => c.id,
      ),
    ).toEqual([connectorA]);
    expect(
      (await b.api('GET', '/api/v1/integrations/connectors')).body.data.map(
        (c: { id: string }) => c.id,
      ),
    ).toEqual([connectorB]);
    expect((await a.api('GET', `/api/v1/integrations/connectors/${connectorA}`)).body.name).toBe(
      'A connector',
    ); // untouched
  });

  it('the 404 for another organisation is the same as for a connector that does not exist', async () => {
    const theirs = await b.api('GET', `/api/v1/integrations/connectors/${connectorA}`);
    const none = await b.api('GET', '/api/v1/integrations/connectors/conn_doesnotexist');
    expect(theirs.body.message.replace(connectorA, 'X')).toBe(
      none.body.message.replace('conn_doesnotexist', 'X'),
    );
  });
});

describe('applications with several organisations', () => {
  it('keep their home organisation as the default, switch with X-Organization-Id, and use only organisations they were granted', async () => {
    const grant = await runCli(
      server.dataDir,
      server.masterKey,
      'apps',
      'grant',
      '--client-id',
      a.app.client_id,
      '--org',
      'org-c',
      '--create-org',
    );
    expect(grant.status).toBe(0);
    const orgC = grant.out.organization_id as string;
    const home = await a.api('GET', '/api/v1/integrations/connectors'); // existing calls keep working
    expect([home.status, home.body.data.map((c: { id: string }) => c.id)]).toEqual([
      200,
      [connectorA],
    ]);
    const inC = await a.api('GET', '/api/v1/integrations/connectors', undefined, {
      'x-organization-id': orgC,
    });
    expect([inC.status, inC.body.data]).toEqual([200, []]);
    const inA = await a.api('GET', '/api/v1/integrations/connectors', undefined, {
      'x-organization-id': a.app.organization_id,
    });
    expect(inA.body.data.map((c: { id: string }) => c.id)).toEqual([connectorA]);
    const notGranted = await a.api('GET', '/api/v1/integrations/connectors', undefined, {
      'x-organization-id': b.app.organization_id,
    });
    expect(notGranted.status).toBe(403);
    const inCexec = await a.api(
      'POST',
      `/api/v1/integrations/connectors/${connectorA}/execute`,
      { entity: 'balance', action: 'get' },
      { 'x-organization-id': orgC },
    );
    expect(inCexec.status).toBe(404);
  });
});

describe('authentication', () => {
  it('rejects a missing, forged or expired token with 401', async () => {
    const anon = apiClient(server.url);
    const none = await anon('GET', '/api/v1/integrations/connectors');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const [h, p] = b.token().split('.');
    const forged = apiClient(server.url, () => `${h}.${p}.AAAA${'A'.repeat(39)}`);
    expect((await forged('GET', '/api/v1/integrations/connectors')).status).toBe(401);
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = apiClient(
      server.url,
      () =>
        `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: a.app.client_id })).toString('base64url')}.${b.token().split('.')[2]}`,
    );
    expect((await tampered('GET', '/api/v1/integrations/connectors')).status).toBe(401);
    const old = new TokenSigner(
      new Sealer(Buffer.from(server.masterKey, 'base64')).derive('api-token-signing'),
      () => Date.now() - 16 * 60_000,
    );
    const expired = apiClient(
      server.url,
      () => old.issue(b.app.client_id, b.app.organization_id).token,
    );
    const exp = await expired('GET', '/api/v1/integrations/connectors');
    expect([exp.status, exp.body.message]).toEqual([
      401,
      'The bearer token is invalid or expired; request a new one.',
    ]);
    const fresh = new TokenSigner(
      new Sealer(Buffer.from(server.masterKey, 'base64')).derive('api-token-signing'),
    );
    expect(
      (
        await apiClient(
          server.url,
          () => fresh.issue(b.app.client_id, b.app.organization_id).token,
        )('GET', '/api/v1/integrations/connectors')
      ).status,
    ).toBe(200);
  });

  it('rejects wrong client credentials with 401 and bad token requests with 422', async () => {
    const anon = apiClient(server.url);
    expect(
      (
        await anon('POST', '/api/v1/account/applications/token', {
          client_id: a.app.client_id,
          client_secret: 'sec_wrong',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await anon('POST', '/api/v1/account/applications/token', {
          client_id: 'app_unknown',
          client_secret: 'x',
        })
      ).status,
    ).toBe(401);
    const missing = await anon('POST', '/api/v1/account/applications/token', {
      client_id: a.app.client_id,
    });
    expect([missing.status, missing.body.errors[0].field]).toEqual([422, 'client_secret']);
  });
});

describe('bad input', () => {
  it('malformed JSON is a 400', async () => {
    const res = await b.api('POST', '/api/v1/integrations/connectors', '{"workspace_name": ');
    expect([res.status, res.body.errors[0].error_code]).toEqual([400, 'malformed_json']);
  });

  it('missing and wrong-typed fields are a 422 naming each field', async () => {
    const res = await b.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 7,
      connector_type: 'stripe',
      credentials: 'key',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'credentials',
      'name',
      'workspace_name',
    ]);
  });

  it('an unknown connector_type is a 422 listing the valid ones', async () => {
    const res = await b.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'strype',
      name: 'x',
      credentials: {},
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'connector_type',
      error_code: 'unknown_connector_type',
    });
    expect(res.body.errors[0].details.valid).toContain('stripe');
  });

  it('credentials and environment are validated against the kind, naming fields but never values', async () => {
    const creds = await b.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'jira',
      name: 'x',
      credentials: { email: 'me@example.com', api_token: 'tok-secret-jira' },
    });
    expect(creds.status).toBe(422);
    expect(creds.body.errors.map((e: { field: string }) => e.field)).toContain(
      'environment.subdomain',
    );
    expect(creds.text).not.toContain('tok-secret-jira');
    const wrong = await b.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'jira',
      name: 'x',
      credentials: { email: 'me@example.com' },
      environment: { subdomain: 'acme' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.map((e: { field: string }) => e.field)).toContain(
      'credentials.api_token',
    );
  });

  it('a body over 1 MiB is a 413', async () => {
    const res = await b.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'x',
      credentials: { api_key: 'k'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
  });

  it('execute: bad params are a 400 with every field; unknown entity and action 404 with the valid ones', async () => {
    const params = await b.api(
      'POST',
      `/api/v1/integrations/connectors/${(await create(b.api)).body.id}/execute`,
      { entity: 'customers', action: 'list', params: { limit: 0, limt: 3 } },
    );
    expect(params.status).toBe(400);
    expect(params.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'limit',
      'limt',
    ]);
    expect(
      params.body.errors.find((e: { field: string }) => e.field === 'limt').details.suggestion,
    ).toBe('limit');
    const id = (await b.api('GET', '/api/v1/integrations/connectors')).body.data[0].id;
    const entity = await b.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'customer',
      action: 'list',
    });
    expect([entity.status, entity.body.errors[0].error_code]).toEqual([404, 'unknown_entity']);
    expect(entity.body.message).toContain("Did you mean 'customers'?");
    const action = await b.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'customers',
      action: 'explode',
    });
    expect(action.status).toBe(404);
    const shape = await b.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'customers',
    });
    expect([shape.status, shape.body.errors[0].field]).toEqual([422, 'action']);
  });

  it('an unreachable vendor is a 502 with a JSON error, not a crash', async () => {
    const id = (await b.api('GET', '/api/v1/integrations/connectors')).body.data[0].id;
    const res = await b.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
      entity: 'balance',
      action: 'get',
    });
    expect([res.status, res.body.errors[0].error_code]).toEqual([502, 'upstream_unreachable']);
    expect(res.text).not.toContain('sk_test_isolation_secret_A');
  });

  it('unknown routes are a JSON 404; health needs no token', async () => {
    const anon = apiClient(server.url);
    expect((await anon('GET', '/healthz')).body).toEqual({ status: 'ok' });
    const res = await b.api('GET', '/api/v1/nothing-here');
    expect([res.status, typeof res.body.message]).toEqual([404, 'string']);
  });

  it('no response was a 500 or showed a stack trace', () => {
    const lines = server.logs.map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.status >= 500 && l.status !== 502 && l.status !== 504)).toEqual(
      [],
    );
    for (const text of [...a.api.seen, ...b.api.seen])
      expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});
