// Two instances of the service on one database (one data folder's SQLite file, or one PostgreSQL
// schema): what one changes, the other sees at its next request, though both prepare their per-request
// queries once and cache engine connectors per version.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serviceSql } from '../support/database.ts';
import { ProgrammableVendor } from '../support/echo-vendor.ts';
import { apiClient, runCli, signIn, startTestServer, type TestServer } from '../support/server.ts';

const vendor = new ProgrammableVendor();
const keys: string[] = []; // the API key of each call the vendor got
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    keys.push(String(req.headers.authorization));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"object":"balance","available":[]}');
  };
  one = await startTestServer({ upstreams: { stripe: vendor.origin } });
  two = await startTestServer({
    dataDir: one.dataDir,
    masterKey: one.masterKey,
    upstreams: { stripe: vendor.origin },
  });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await vendor.stop();
});

it('a connector patched through one instance is used as patched by the other at its next call', async () => {
  const a = await signIn(one, 'shared-org');
  const onTwo = apiClient(two.url, a.token);
  const made = await a.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: 'stripe',
    name: 'S',
    credentials: { api_key: 'sk_test_first_key' },
  });
  const execute = () =>
    onTwo('POST', `/api/v1/integrations/connectors/${made.body.id}/execute`, {
      entity: 'balance',
      action: 'get',
    });
  expect((await execute()).status).toBe(200);
  expect((await execute()).status).toBe(200); // the engine connector cached by the second instance
  expect(
    (
      await a.api('PATCH', `/api/v1/integrations/connectors/${made.body.id}`, {
        credentials: { api_key: 'sk_test_second_key' },
      })
    ).status,
  ).toBe(200);
  expect((await execute()).status).toBe(200);
  expect(keys.slice(-3)).toEqual([
    'Bearer sk_test_first_key',
    'Bearer sk_test_first_key',
    'Bearer sk_test_second_key',
  ]);

  expect((await a.api('DELETE', `/api/v1/integrations/connectors/${made.body.id}`)).status).toBe(
    204,
  );
  expect((await execute()).status).toBe(404);
});

it('a revocation or a new grant made elsewhere (the CLI, the database) applies at the next request of either instance', async () => {
  const a = await signIn(one, 'granting-org');
  const onTwo = apiClient(two.url, a.token);
  expect((await onTwo('GET', '/api/v1/integrations/connectors')).status).toBe(200);
  // a grant through the CLI: the second organisation becomes usable at once
  expect(
    (
      await runCli(
        one.dataDir,
        one.masterKey,
        'apps',
        'grant',
        '--client-id',
        a.app.client_id,
        '--org',
        'second-org',
      )
    ).status,
  ).toBe(0);
  const second = (
    await serviceSql(one.dataDir, 'SELECT id FROM organizations WHERE name = ?', ['second-org'])
  ).rows[0].id as string;
  expect(
    (
      await onTwo('GET', '/api/v1/integrations/connectors', undefined, {
        'x-organization-id': second,
      })
    ).status,
  ).toBe(200);
  // revoked straight in the database: both instances refuse the token at their next request
  await serviceSql(one.dataDir, 'UPDATE applications SET revoked_at = ? WHERE id = ?', [
    new Date().toISOString(),
    a.app.client_id,
  ]);
  expect((await onTwo('GET', '/api/v1/integrations/connectors')).status).toBe(401);
  expect((await a.api('GET', '/api/v1/integrations/connectors')).status).toBe(401);
});
