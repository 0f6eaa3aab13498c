// Failed signatures at an inbound endpoint, over real HTTP: past the per-endpoint limit a delivery is
// answered 429 with Retry-After without being verified, another endpoint is not affected, and a valid
// delivery from the vendor goes through again once the window has passed.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const SECRET = 'whsec_throttle_test_secret_1';
const CONNECTORS = '/api/v1/integrations/connectors';
const WINDOW_MS = 1500;
let server: TestServer;
let paths: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    upstreams: { stripe: 'http://127.0.0.1:9' },
    inboundRefusals: { limit: 3, windowMs: WINDOW_MS },
  });
  const a = await signIn(server, 'inbound-throttle');
  const made = await a.api('POST', CONNECTORS, {
    workspace_name: 'w',
    connector_type: 'stripe',
    name: 'stripe',
    credentials: { api_key: 'sk_test_throttle_1' },
  });
  const hook = () => a.api('POST', `${CONNECTORS}/${made.body.id}/webhooks`, { secret: SECRET });
  paths = [(await hook()).body.path, (await hook()).body.path];
});
afterAll(() => server.close());

const event = (id: string) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'customer.created',
    data: { object: { id: `cus_${id}`, object: 'customer', email: 'a@b.c' } },
  });

function send(path: string, body: string, secret: string) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
    body,
  });
}

it('answers 429 past the failed-signature limit, per endpoint, and lets the vendor in after the window', async () => {
  const [flooded, other] = paths as [string, string];
  for (let i = 0; i < 3; i++)
    expect((await send(flooded, event(`f${i}`), 'whsec_wrong')).status).toBe(401);
  const limited = await send(flooded, event('f3'), 'whsec_wrong');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect((await limited.json()).errors[0].error_code).toBe('rate_limited');
  // not verified at all while limited: even a valid delivery waits
  expect((await send(flooded, event('ok0'), SECRET)).status).toBe(429);
  expect((await send(other, event('ok1'), SECRET)).status).toBe(200);
  await new Promise((r) => setTimeout(r, WINDOW_MS + 100));
  const passed = await send(flooded, event('ok2'), SECRET);
  expect(passed.status).toBe(200);
  expect(await passed.json()).toMatchObject({ received: 1 });
});
