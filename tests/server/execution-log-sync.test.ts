// Sync runs in the execution log, through the real service and a fake Stripe on 127.0.0.1: a manual
// sync leaves a `sync` row with the records received and the vendor calls made; a run whose entity
// failed at the vendor is an error row (sync_entities_failed), not a success.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customer, FakeStripeStore } from '../support/fake-stripe-store.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const stripe = new FakeStripeStore();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
let id = '';

beforeAll(async () => {
  stripe.customers = Array.from({ length: 5 }, (_, i) => customer(i));
  stripe.pageSize = 2;
  server = await startTestServer({ upstreams: { stripe: await stripe.start() } });
  session = await signIn(server, 'sync-log');
  const created = await session.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: 'stripe',
    name: 'Stripe',
    credentials: { api_key: 'sk_test_sync_log_secret_123' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  id = created.body.id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await stripe.stop();
});

/** The connector's sync rows, once there are `n`. */
async function syncRows(n: number): Promise<Record<string, any>[]> {
  for (let i = 0; i < 400; i++) {
    const res = await session.api('GET', `/api/v1/logs?source=sync&connector=${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.data.length >= n) return res.body.data;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`fewer than ${n} sync rows`);
}

const sync = () =>
  session.api('POST', `/api/v1/integrations/connectors/${id}/sync`, { entities: ['customers'] });

it('records a sync run: source, entity, records received and vendor calls', async () => {
  expect((await sync()).status).toBe(202);
  const [row] = await syncRows(1);
  expect(row).toMatchObject({
    source: 'sync',
    action: 'sync',
    connector_id: id,
    connector_type: 'stripe',
    entity: 'customers',
    status: 'success',
    error_code: null,
    records: 5,
    vendor_calls: 3, // pages of 2, 2 and 1
    upstream_status: 200,
  });
  expect(row!.duration_ms).toBeGreaterThanOrEqual(0);
});

it('records a run whose entity failed at the vendor as an error', async () => {
  stripe.failWith = 400;
  try {
    expect((await sync()).status).toBe(202);
    const [row] = await syncRows(2);
    expect(row).toMatchObject({
      source: 'sync',
      entity: 'customers',
      status: 'error',
      error_code: 'sync_entities_failed',
      upstream_status: 400,
    });
    expect(JSON.stringify(row)).not.toContain('sk_test_sync_log_secret_123');
  } finally {
    stripe.failWith = undefined;
  }
});
