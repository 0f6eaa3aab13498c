// Creating a connector with check: true runs the kind's credential check (manifest `check`) against
// the vendor first: a refusal answers 422 credentials_check_failed and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProgrammableVendor } from '../support/echo-vendor.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const KEY = 'sk_test_check_0011223344556677';
let server: TestServer;
const vendor = new ProgrammableVendor();
let session: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  await vendor.start();
  server = await startTestServer({
    upstreams: { stripe: vendor.origin },
    sync: { intervalSeconds: 0, onCreate: false },
  });
  session = await signIn(server, 'check-org');
});
afterAll(async () => {
  await server.close();
  await vendor.stop();
});

const body = (check: boolean) => ({
  workspace_name: 'w',
  connector_type: 'stripe',
  name: 'Stripe',
  credentials: { api_key: KEY },
  check,
});

describe('POST /api/v1/integrations/connectors with check: true', { timeout: 30_000 }, () => {
  it('stores the connector once the check passes', async () => {
    vendor.received = [];
    vendor.handler = (_q, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"object":"balance","available":[],"pending":[],"livemode":false}');
    const res = await session.api('POST', '/api/v1/integrations/connectors', body(true));
    expect(res.status).toBe(201);
    expect(vendor.received.map((q) => [q.method, q.url, q.headers.authorization])).toEqual([
      ['GET', '/v1/balance', `Bearer ${KEY}`],
    ]);
  });

  it('answers 422 credentials_check_failed and stores nothing when the vendor refuses the credentials', async () => {
    const before = (await session.api('GET', '/api/v1/integrations/connectors')).body.data.length;
    vendor.handler = (req, res) =>
      res.writeHead(401, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { message: `Invalid API Key provided: ${req.headers.authorization}` },
        }),
      );
    const res = await session.api('POST', '/api/v1/integrations/connectors', body(true));
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'credentials',
      error_code: 'credentials_check_failed',
      details: { upstream_status: 401 },
    });
    expect(res.text).not.toContain(KEY);
    expect((await session.api('GET', '/api/v1/integrations/connectors')).body.data.length).toBe(
      before,
    );
  });

  it('does not call the vendor without check, and refuses a check that is not a boolean', async () => {
    vendor.received = [];
    expect((await session.api('POST', '/api/v1/integrations/connectors', body(false))).status).toBe(
      201,
    );
    expect(vendor.received).toEqual([]);
    expect(
      (
        await session.api('POST', '/api/v1/integrations/connectors', {
          ...body(true),
          check: 'yes',
        })
      ).status,
    ).toBe(422);
  });
});
