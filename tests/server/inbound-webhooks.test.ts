// Inbound vendor webhooks through the hosted service over real HTTP: endpoints created per connector
// (secrets sealed, a generated one shown once), Stripe events upserting full records and deleting,
// duplicates ignored, an unverifiable delivery refused with 401 and nothing stored, Asana's handshake
// then events that need a targeted read from a fake vendor, and isolation between organisations.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
let b: Awaited<ReturnType<typeof signIn>>;
let stripeId: string;
let asanaId: string;
const asanaReads: string[] = [];
const tasks = new Map<string, object>([
  ['1201', { gid: '1201', resource_type: 'task', name: 'Write the report', completed: false }],
]);
const STRIPE_SECRET = 'whsec_inbound_test_secret_1';
const CONNECTORS = '/api/v1/integrations/connectors';

let fakeAsana: import('node:http').Server | undefined;
// at the top level: a hook registered inside beforeAll never ran, and the fake stayed open
afterAll(() => {
  fakeAsana?.closeAllConnections();
  fakeAsana?.close();
});

beforeAll(async () => {
  const asana = createServer((req, res) => {
    const m = /^\/api\/1\.0\/tasks\/(\w+)/.exec(new URL(req.url!, 'http://x').pathname);
    asanaReads.push(req.url!);
    const task = m && tasks.get(m[1]!);
    if (!task)
      return void res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"errors":[{"message":"task: Unknown object"}]}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: task }));
  });
  await new Promise<void>((r) => asana.listen(0, '127.0.0.1', r));
  fakeAsana = asana;
  const asanaOrigin = `http://127.0.0.1:${(asana.address() as AddressInfo).port}`;
  server = await startTestServer({
    upstreams: { asana: asanaOrigin, stripe: 'http://127.0.0.1:9' },
  });
  a = await signIn(server, 'inbound-a');
  b = await signIn(server, 'inbound-b');
  const create = async (connector_type: string, credentials: object) =>
    (
      await a.api('POST', CONNECTORS, {
        workspace_name: 'w',
        connector_type,
        name: connector_type,
        credentials,
      })
    ).body.id as string;
  stripeId = await create('stripe', { api_key: 'sk_test_inbound_secret_1' });
  asanaId = await create('asana', { personal_access_token: 'asana-token-inbound-1' });
});
afterAll(() => server.close());

const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

function stripeSigned(body: string, secret = STRIPE_SECRET): Record<string, string> {
  const t = Math.floor(Date.now() / 1000);
  return {
    'stripe-signature': `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`,
  };
}

async function search(id: string, entity: string) {
  const res = await a.api('POST', `${CONNECTORS}/${id}/execute`, {
    entity,
    action: 'context_store_search',
    params: { query: {}, limit: 100 },
  });
  expect(res.status).toBe(200);
  return res.body.result.data as Record<string, unknown>[];
}

const customerEvent = (evt: string, type: string, object: object) =>
  JSON.stringify({ id: evt, object: 'event', type, data: { object } });

describe('Stripe inbound webhooks', () => {
  let path = '';

  it('creates an endpoint with the vendor secret, which is never returned', async () => {
    const missing = await a.api('POST', `${CONNECTORS}/${stripeId}/webhooks`, {});
    expect([missing.status, missing.body.errors[0].field]).toEqual([422, 'secret']);
    const res = await a.api('POST', `${CONNECTORS}/${stripeId}/webhooks`, {
      secret: STRIPE_SECRET,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      connector_id: stripeId,
      secret_source: 'user',
      has_secret: true,
    });
    expect(res.body.path).toMatch(/^\/api\/inbound\/inh_/);
    path = res.body.path;
    const listed = await a.api('GET', `${CONNECTORS}/${stripeId}/webhooks`);
    expect(listed.body.data).toHaveLength(1);
    expect(a.api.seen.join('\n')).not.toContain(STRIPE_SECRET);
  });

  it('refuses an unverifiable delivery with 401 and stores nothing', async () => {
    const body = customerEvent('evt_forged', 'customer.created', {
      id: 'cus_forged',
      object: 'customer',
      email: 'x@y.z',
    });
    const forged = await post(path, body, stripeSigned(body, 'whsec_not_the_secret'));
    expect(forged.status).toBe(401);
    const unsigned = await post(path, body, {});
    expect(unsigned.status).toBe(401);
    const signed = stripeSigned(body);
    const tampered = await post(path, body.replace('x@y.z', 'evil@y.z'), signed);
    expect(tampered.status).toBe(401);
    expect(await search(stripeId, 'customers')).toEqual([]);
  });

  it('upserts the full record of an event, searchable at once, and ignores a duplicate', async () => {
    const body = customerEvent('evt_1', 'customer.created', {
      id: 'cus_1',
      object: 'customer',
      email: 'one@example.com',
      created: 1700000000,
    });
    const res = await post(path, body, stripeSigned(body));
    expect([res.status, await res.json()]).toEqual([
      200,
      { received: 1, applied: 1, duplicates: 0, ignored: 0 },
    ]);
    expect((await search(stripeId, 'customers')).map((c) => c.email)).toEqual(['one@example.com']);
    // Stripe retries the same event: applied once
    const changed = customerEvent('evt_1', 'customer.created', {
      id: 'cus_1',
      object: 'customer',
      email: 'changed@example.com',
      created: 1700000000,
    });
    const again = await post(path, changed, stripeSigned(changed));
    expect(await again.json()).toMatchObject({ applied: 0, duplicates: 1 });
    expect((await search(stripeId, 'customers')).map((c) => c.email)).toEqual(['one@example.com']);
  });

  it('acknowledges an event type the kind does not use, storing nothing', async () => {
    const body = JSON.stringify({ id: 'evt_2', type: 'balance.available', data: { object: {} } });
    const res = await post(path, body, stripeSigned(body));
    expect([res.status, await res.json()]).toEqual([
      200,
      { received: 1, applied: 0, duplicates: 0, ignored: 1 },
    ]);
  });

  it('deletes the record of a deletion event', async () => {
    const body = customerEvent('evt_3', 'customer.deleted', {
      id: 'cus_1',
      object: 'customer',
      deleted: true,
    });
    expect((await post(path, body, stripeSigned(body))).status).toBe(200);
    expect(await search(stripeId, 'customers')).toEqual([]);
  });

  it("is another organisation's 404, and a 404 at an unknown address", async () => {
    const id = path.split('/').pop()!;
    expect((await b.api('GET', `${CONNECTORS}/${stripeId}/webhooks/${id}`)).status).toBe(404);
    expect((await b.api('DELETE', `${CONNECTORS}/${stripeId}/webhooks/${id}`)).status).toBe(404);
    expect((await post('/api/inbound/inh_nothing_here', '{}', {})).status).toBe(404);
  });

  it('refuses a body over the size cap', async () => {
    const big = JSON.stringify({
      id: 'evt_big',
      type: 'customer.created',
      pad: 'x'.repeat(1024 * 1024 + 10),
    });
    expect((await post(path, big, stripeSigned(big))).status).toBe(413);
  });
});

describe('Asana inbound webhooks', () => {
  let path = '';
  const hookSecret = 'b537207f20cbfa02357cf448134da559e8bd39d61597dcd5631b8012eae53e81';
  const sign = (body: string) => ({
    'x-hook-signature': createHmac('sha256', hookSecret).update(body).digest('hex'),
  });

  it('answers the X-Hook-Secret handshake once and keeps the secret sealed', async () => {
    const res = await a.api('POST', `${CONNECTORS}/${asanaId}/webhooks`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ secret_source: 'handshake', has_secret: false });
    expect(res.body.secret).toBeUndefined();
    path = res.body.path;
    const body = JSON.stringify({ events: [] });
    expect((await post(path, body, sign(body))).status).toBe(401); // no secret yet: nothing verifies
    const hs = await post(path, '', { 'x-hook-secret': hookSecret });
    expect(hs.status).toBe(200);
    expect(hs.headers.get('x-hook-secret')).toBe(hookSecret);
    const view = await a.api('GET', `${CONNECTORS}/${asanaId}/webhooks/${path.split('/').pop()}`);
    expect(view.body).toMatchObject({ has_secret: true });
    expect(view.text).not.toContain(hookSecret);
    // a second handshake cannot replace the secret
    const again = await post(path, '', { 'x-hook-secret': 'attacker-secret-value' });
    expect(again.status).toBe(409);
  });

  it('reads a changed task from the vendor and stores it', async () => {
    const body = JSON.stringify({
      events: [
        {
          user: { gid: '9' },
          created_at: '2026-11-28T04:00:00.000Z',
          action: 'changed',
          resource: { gid: '1201', resource_type: 'task' },
        },
      ],
    });
    const res = await post(path, body, sign(body));
    expect([res.status, await res.json()]).toEqual([
      200,
      { received: 1, applied: 1, duplicates: 0, ignored: 0 },
    ]);
    expect(asanaReads.some((u) => u.startsWith('/api/1.0/tasks/1201'))).toBe(true);
    expect((await search(asanaId, 'tasks')).map((t) => t.name)).toEqual(['Write the report']);
    // Asana events have no id: the same delivery again is found by its content
    const dup = await post(path, body, sign(body));
    expect(await dup.json()).toMatchObject({ duplicates: 1, applied: 0 });
  });

  it('deletes a task the deletion event names', async () => {
    const body = JSON.stringify({
      events: [
        {
          user: { gid: '9' },
          created_at: '2026-11-28T04:01:00.000Z',
          action: 'deleted',
          resource: { gid: '1201', resource_type: 'task' },
        },
      ],
    });
    expect((await post(path, body, sign(body))).status).toBe(200);
    expect(await search(asanaId, 'tasks')).toEqual([]);
  });
});

describe('HubSpot inbound webhooks', () => {
  it('verifies the v3 signature over the method, the URL called, the body and the timestamp', async () => {
    const secret = 'hubspot-client-secret-inbound';
    const conn = await a.api('POST', CONNECTORS, {
      workspace_name: 'w',
      connector_type: 'hubspot',
      name: 'H',
      auth_method: 'oauth',
      credentials: { refresh_token: 'hubspot-refresh-1', access_token: 'hubspot-access-1' },
    });
    expect(conn.status).toBe(201);
    const hook = await a.api('POST', `${CONNECTORS}/${conn.body.id}/webhooks`, { secret });
    const body = JSON.stringify([
      {
        eventId: 7,
        subscriptionId: 1,
        portalId: 2,
        occurredAt: Date.now(),
        subscriptionType: 'contact.deletion',
        attemptNumber: 0,
        objectId: 123,
      },
    ]);
    const ts = String(Date.now());
    const url = `${server.url}${hook.body.path}`;
    const sign = (u: string) =>
      createHmac('sha256', secret).update(`POST${u}${body}${ts}`).digest('base64');
    const headers = { 'x-hubspot-request-timestamp': ts };
    const wrongUrl = await post(hook.body.path, body, {
      ...headers,
      'x-hubspot-signature-v3': sign(`${url}?x=1`),
    });
    expect(wrongUrl.status).toBe(401);
    const ok = await post(hook.body.path, body, {
      ...headers,
      'x-hubspot-signature-v3': sign(url),
    });
    expect([ok.status, await ok.json()]).toEqual([
      200,
      { received: 1, applied: 1, duplicates: 0, ignored: 0 },
    ]);
  });
});

describe('generated secrets', () => {
  it('shows a generated secret once, and refuses one given by the caller', async () => {
    const jira = (
      await a.api('POST', CONNECTORS, {
        workspace_name: 'w',
        connector_type: 'jira',
        name: 'J',
        environment: { subdomain: 'example' },
        credentials: { email: 'a@example.com', api_token: 'jira-token-inbound-1' },
      })
    ).body.id as string;
    expect(jira).toMatch(/^conn_/);
    const given = await a.api('POST', `${CONNECTORS}/${jira}/webhooks`, {
      secret: 'mine-12345678',
    });
    expect([given.status, given.body.errors?.[0]?.field]).toEqual([422, 'secret']);
    const res = await a.api('POST', `${CONNECTORS}/${jira}/webhooks`);
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await a.api('GET', `${CONNECTORS}/${jira}/webhooks`);
    expect(listed.text).not.toContain(res.body.secret);
  });
});
