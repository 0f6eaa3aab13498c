// Outbound events over real HTTP: the service (SQLite or PostgreSQL) sends signed webhooks to a
// receiver on 127.0.0.1 that verifies each signature with the endpoint's secret (the standardwebhooks
// package). Covered: the endpoint API and its checks (private addresses refused without the operator's
// setting), connector.created/deleted/needs_reauth/recovered, sync.finished with counts, a delivery
// answered 500 then sent again, the delivery log and resend, an event pending across a restart, the
// metrics, and no credential, token or signing secret in any payload or delivery log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSql } from '../support/database.ts';
import { FakeOAuthProvider } from '../support/fake-oauth.ts';
import { customer, FakeStripeStore } from '../support/fake-stripe-store.ts';
import { signIn, type TestServer } from '../support/server.ts';
import { waitForSync } from '../support/store-server.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { startConfiguredServer } from './configured-server.ts';

const OAUTH_APP = { id: 'hooks-client-id', secret: 'hooks-client-secret-value' };
const DONE = 'https://client.example/done';
const API_KEY = 'sk_test_webhook_secret_key_1';
const provider = new FakeOAuthProvider();
const stripe = new FakeStripeStore();
const receiver = new WebhookReceiver();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
let endpointId: string;
const delivery = { retryBaseMs: 300, maxAttempts: 6, pollMs: 100 };

const start = (dataDir?: string, masterKey?: string) =>
  startConfiguredServer({
    ...(dataDir ? { dataDir } : {}),
    ...(masterKey ? { masterKey } : {}),
    upstreams: { asana: provider.origin, stripe: stripe.origin },
    oauthDefaults: { asana: OAUTH_APP },
    sync: { intervalSeconds: 0, onCreate: false, budgetSeconds: 1 },
    webhooks: { allowPrivate: ['127.0.0.1'], delivery },
  });

beforeAll(async () => {
  await Promise.all([provider.start(), stripe.start(), receiver.start()]);
  provider.clients.set(OAUTH_APP.id, OAUTH_APP.secret);
  stripe.customers = Array.from({ length: 3 }, (_, i) => customer(i));
  server = await start();
  session = await signIn(server, 'hooks-org');
  await session.api('PUT', '/api/v1/oauth/redirect-origins', { origins: [new URL(DONE).origin] });
}, 30_000);
afterAll(async () => {
  await server.close();
  await Promise.all([provider.stop(), stripe.stop(), receiver.stop()]);
});

const stripeConnector = async () =>
  (
    await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'hooks-ws',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: API_KEY },
    })
  ).body.id as string;

/** An OAuth connector through the fake provider's consent page. */
async function oauthConnector(): Promise<string> {
  const init = await session.api('POST', '/api/v1/integrations/connectors/oauth/initiate', {
    workspace_name: 'hooks-ws',
    connector_type: 'asana',
    redirect_url: DONE,
  });
  const atProvider = await fetch(init.body.consent_url, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  callback.hostname = '127.0.0.1';
  const back = await fetch(callback, { redirect: 'manual' });
  return new URL(back.headers.get('location')!).searchParams.get('connector_id')!;
}

describe('webhook endpoints', () => {
  it('creates an endpoint with its secret shown once; lists it without the secret', async () => {
    const created = await session.api('POST', '/api/v1/webhooks', {
      url: receiver.url,
      description: 'test receiver',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: receiver.url, events: ['*'] });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    receiver.secret = created.body.secret;
    endpointId = created.body.id;
    const list = await session.api('GET', '/api/v1/webhooks');
    expect(list.body.data).toEqual([
      {
        id: endpointId,
        url: receiver.url,
        description: 'test receiver',
        events: ['*'],
        created_at: expect.any(String),
      },
    ]);
  });

  it('refuses bodies that are not an endpoint, naming the field', async () => {
    const missing = await session.api('POST', '/api/v1/webhooks', { description: 'x' });
    expect([missing.status, missing.body.errors[0].field]).toEqual([422, 'url']);
    const event = await session.api('POST', '/api/v1/webhooks', {
      url: receiver.url,
      events: ['connector.exploded'],
    });
    expect([event.status, event.body.errors[0].field]).toEqual([422, 'events.0']);
    const scheme = await session.api('POST', '/api/v1/webhooks', { url: 'ftp://example.com/x' });
    expect([scheme.status, scheme.body.errors[0].field]).toEqual([400, 'url']);
    const other = await session.api('DELETE', '/api/v1/webhooks/whk_unknown');
    expect(other.status).toBe(404);
  });
});

describe('events', () => {
  it('connector.created and connector.deleted, signed, with the connector facts and nothing secret', async () => {
    const id = await stripeConnector();
    await receiver.until((r) =>
      r.events('connector.created').some((e) => e.payload.data.connector_id === id),
    );
    const created = receiver
      .events('connector.created')
      .find((e) => e.payload.data.connector_id === id)!;
    expect(created.payload).toEqual({
      type: 'connector.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        organization_id: session.app.organization_id,
        connector_id: id,
        connector_type: 'stripe',
        workspace_name: 'hooks-ws',
      },
    });
    expect(created.id).toMatch(/^evt_/);
    expect((await session.api('DELETE', `/api/v1/integrations/connectors/${id}`)).status).toBe(204);
    await receiver.until((r) =>
      r.events('connector.deleted').some((e) => e.payload.data.connector_id === id),
    );
  });

  it('exactly one connector.needs_reauth on invalid_grant, and connector.recovered after new credentials', async () => {
    const id = await oauthConnector();
    expect(id).toMatch(/^conn_/);
    provider.revokeRefreshTokens();
    provider.expireAccessTokens();
    const call = () =>
      session.api('POST', `/api/v1/integrations/connectors/${id}/execute`, {
        entity: 'workspaces',
        action: 'list',
      });
    const results = await Promise.all([call(), call(), call()]);
    expect(results.map((r) => r.status)).toEqual([409, 409, 409]);
    expect((await call()).status).toBe(409);
    const ofThis = () =>
      receiver.events('connector.needs_reauth').filter((e) => e.payload.data.connector_id === id);
    await receiver.until(() => ofThis().length > 0);
    await new Promise((r) => setTimeout(r, 500)); // a second one would have arrived by now
    expect(ofThis()).toHaveLength(1);
    expect(ofThis()[0]!.payload.data).toMatchObject({
      connector_type: 'asana',
      workspace_name: 'hooks-ws',
    });

    const patched = await session.api('PATCH', `/api/v1/integrations/connectors/${id}`, {
      credentials: { personal_access_token: 'pat_manual_replacement_token' },
      auth_method: 'token',
    });
    expect([patched.status, patched.body.status]).toEqual([200, 'active']);
    await receiver.until((r) =>
      r.events('connector.recovered').some((e) => e.payload.data.connector_id === id),
    );
  });

  it('sync.finished per entity with added and updated counts', async () => {
    const id = await stripeConnector();
    const ofThis = () =>
      receiver.events('sync.finished').filter((e) => e.payload.data.connector_id === id);
    for (const round of [1, 2]) {
      await session.api('POST', `/api/v1/integrations/connectors/${id}/sync`, {
        entities: ['customers'],
      });
      await waitForSync(session.api, id, 'customers', (st) => st.state === 'done' && !st.running);
      await receiver.until(() => ofThis().length === round);
    }
    const [first, second] = ofThis().map((e) => e.payload.data.entities);
    expect(first).toEqual([
      { entity: 'customers', state: 'done', records: 3, added: 3, updated: 0, deleted: 0 },
    ]);
    expect(second).toEqual([
      { entity: 'customers', state: 'done', records: 3, added: 0, updated: 3, deleted: 0 },
    ]);
  });
  it('sync.failed when an entity fails (here: over the sync budget), with its error', async () => {
    const id = await stripeConnector();
    stripe.stall = true;
    try {
      await session.api('POST', `/api/v1/integrations/connectors/${id}/sync`, {
        entities: ['customers'],
      });
      const ofThis = () =>
        receiver.events('sync.failed').filter((e) => e.payload.data.connector_id === id);
      await receiver.until(() => ofThis().length === 1);
      expect(ofThis()[0]!.payload.data).toMatchObject({
        error: 'sync exceeded its budget',
        entities: [
          { entity: 'customers', state: 'failed', error: expect.stringMatching(/budget/) },
        ],
      });
    } finally {
      stripe.stall = false;
    }
  });
});

describe('delivery', () => {
  it('a delivery answered 500 is sent again and then delivered; the log says so; resend sends it once more', async () => {
    receiver.answer = (r, attempt) => (r.type === 'connector.created' && attempt === 1 ? 500 : 204);
    try {
      const id = await stripeConnector();
      const ofThis = () =>
        receiver.received.filter(
          (r) => r.type === 'connector.created' && r.payload.data.connector_id === id,
        );
      await receiver.until(() => ofThis().length === 2);
      expect(new Set(ofThis().map((r) => r.id)).size).toBe(1); // the same event, by webhook-id
      const eventId = ofThis()[0]!.id;
      const log = async () =>
        (await session.api('GET', `/api/v1/webhooks/${endpointId}/deliveries`)).body.data.find(
          (d: { event_id: string }) => d.event_id === eventId,
        );
      let entry = await log();
      for (let i = 0; i < 40 && entry.status !== 'delivered'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        entry = await log();
      }
      expect(entry).toEqual({
        id: eventId,
        event_id: eventId,
        event_type: 'connector.created',
        status: 'delivered',
        attempts: 2,
        last_status_code: 204,
        last_error: null,
        next_attempt_at: null,
        delivered_at: expect.any(String),
        created_at: expect.any(String),
      });
      const resent = await session.api(
        'POST',
        `/api/v1/webhooks/${endpointId}/deliveries/${eventId}/resend`,
      );
      expect([resent.status, resent.body]).toEqual([202, { id: eventId, status: 'pending' }]);
      await receiver.until(() => ofThis().length === 3);
      const unknown = await session.api(
        'POST',
        `/api/v1/webhooks/${endpointId}/deliveries/evt_unknown/resend`,
      );
      expect(unknown.status).toBe(404);
    } finally {
      receiver.answer = () => 204;
    }
  });

  it('an event pending across a restart of the service is delivered by the restarted service', async () => {
    receiver.answer = () => 503; // the receiver is down while the service runs
    const id = await stripeConnector();
    const ofThis = () =>
      receiver.received.filter(
        (r) => r.type === 'connector.created' && r.payload.data.connector_id === id,
      );
    await receiver.until(() => ofThis().length >= 1);
    await server.close();
    receiver.answer = () => 204;
    const before = ofThis().length;
    // an event delivered long ago leaves the outbox and the log when the service starts (kept 30 days)
    const old = receiver.events('connector.deleted')[0]!.id;
    await serviceSql(server.dataDir, 'UPDATE webhook_events SET created_at = ? WHERE id = ?', [
      '2000-01-01T00:00:00.000Z',
      old,
    ]);
    server = await start(server.dataDir, server.masterKey);
    session = { ...session, api: (await signIn(server, 'hooks-org')).api };
    await receiver.until(() => ofThis().length > before);
    const log = (await session.api('GET', `/api/v1/webhooks/${endpointId}/deliveries`)).body.data;
    expect(log.find((d: { event_id: string }) => d.event_id === ofThis()[0]!.id)).toMatchObject({
      status: 'delivered',
      last_status_code: 204,
    });
    expect(log.map((d: { event_id: string }) => d.event_id)).not.toContain(old);
    const [{ n }] = (
      await serviceSql(server.dataDir, 'SELECT count(*) AS n FROM webhook_events WHERE id = ?', [
        old,
      ])
    ).rows;
    expect(Number(n)).toBe(0);
  }, 30_000);

  it('counts deliveries in /metrics', async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/connector_engine_webhook_deliveries_total\{outcome="delivered"\} [1-9]/);
  });

  it('every delivery verified; no credential, token or signing secret in any payload or delivery log', async () => {
    expect(receiver.unverified).toEqual([]);
    const log = await session.api('GET', `/api/v1/webhooks/${endpointId}/deliveries`);
    const seen = [...receiver.received.map((r) => r.body), log.text, ...server.logs].join('\n');
    const secrets = [
      API_KEY,
      'pat_manual_replacement_token',
      OAUTH_APP.secret,
      receiver.secret,
      receiver.secret.slice('whsec_'.length),
      ...provider.issued,
    ];
    for (const secret of secrets) expect(seen).not.toContain(secret);
  });
});

describe('without the operator setting', () => {
  it('refuses private, loopback and link-local endpoints, and http, naming url', async () => {
    const plain = await startConfiguredServer({});
    try {
      const other = await signIn(plain, 'no-private');
      for (const url of [
        'https://127.0.0.1/hooks',
        'https://localhost:8443/hooks',
        'https://10.1.2.3/hooks',
        'https://169.254.169.254/latest',
        'https://[::1]/hooks',
        'https://[::ffff:127.0.0.1]/hooks',
        receiver.url,
      ]) {
        const res = await other.api('POST', '/api/v1/webhooks', { url });
        expect([url, res.status, res.body.errors[0].field]).toEqual([url, 400, 'url']);
        expect(res.body.message).toMatch(/private|https/);
      }
      expect((await other.api('GET', '/api/v1/webhooks')).body.data).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('at delivery time', () => {
  it('a name that resolves to an address no longer allowed is not connected to', async () => {
    const own = new WebhookReceiver();
    await own.start();
    const allowed = await startConfiguredServer({
      sync: { intervalSeconds: 0, onCreate: false },
      webhooks: { allowPrivate: ['127.0.0.1', '::1'], delivery },
    });
    const port = new URL(own.url).port;
    const created = await (await signIn(allowed, 'rebinding')).api('POST', '/api/v1/webhooks', {
      url: `http://localhost:${port}/hooks`,
    });
    expect(created.status).toBe(201);
    own.secret = created.body.secret;
    await allowed.close();
    // the same data, and the operator no longer allows loopback: localhost is refused at connect
    const strict = await startConfiguredServer({
      dataDir: allowed.dataDir,
      masterKey: allowed.masterKey,
      sync: { intervalSeconds: 0, onCreate: false },
      webhooks: { delivery },
    });
    try {
      const api = (await signIn(strict, 'rebinding')).api;
      await api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name: 'S',
        credentials: { api_key: 'sk_test_rebinding_1' },
      });
      const log = async () =>
        (await api('GET', `/api/v1/webhooks/${created.body.id}/deliveries`)).body.data[0];
      let entry = await log();
      for (let i = 0; i < 60 && !entry?.attempts; i++) {
        await new Promise((r) => setTimeout(r, 50));
        entry = await log();
      }
      expect(entry).toMatchObject({ status: 'pending', last_status_code: null });
      expect(entry.last_error).toMatch(/private address/);
      expect(own.received).toEqual([]);
    } finally {
      await strict.close();
      await own.stop();
    }
  }, 30_000);
});
