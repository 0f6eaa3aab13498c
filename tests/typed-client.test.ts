// The generated per-kind types are up to date with the manifests, and the typed HTTP client
// (connector-engine/client, imported by package name) works against the real service over loopback:
// sign-in with an application, create, list, read, execute, sync and search, errors as
// ApiRequestError with the service's field errors, and isolation between organisations.
import { readFileSync } from 'node:fs';
import { ApiRequestError, createClient } from 'connector-engine/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindTypesPath, renderKindTypes } from '../scripts/gen-kind-types.ts';
import { customer, FakeStripeStore } from './support/fake-stripe-store.ts';
import { runCli, type TestServer } from './support/server.ts';
import { startStoreServer } from './support/store-server.ts';

it('types/kinds.gen.ts is what the manifests generate (run `npm run gen:kinds` after changing them)', async () => {
  expect(readFileSync(kindTypesPath, 'utf8')).toBe(await renderKindTypes());
}, 120_000);

describe('the typed HTTP client against the service', () => {
  const stripe = new FakeStripeStore();
  let server: TestServer;
  const apps: Record<string, { baseUrl: string; clientId: string; clientSecret: string }> = {};
  const app = (org: string) => apps[org]!;

  beforeAll(async () => {
    stripe.customers = Array.from({ length: 12 }, (_, i) => customer(i));
    stripe.pageSize = 5;
    server = await startStoreServer({ upstreams: { stripe: await stripe.start() } });
    // applications first: a CLI run between two calls can outlast the idle keep-alive socket the next call reuses
    for (const org of ['client-a', 'client-b', 'client-c']) {
      const r = await runCli(server.dataDir, server.masterKey, 'apps', 'create', '--org', org);
      apps[org] = {
        baseUrl: server.url,
        clientId: r.out.client_id,
        clientSecret: r.out.client_secret,
      };
    }
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await stripe.stop();
  });

  it('creates, lists, executes, syncs and searches with typed results', async () => {
    const client = createClient(app('client-a'));
    const stored = await client.connectors.create({
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'Billing',
      credentials: { api_key: 'sk_test_client_secret_1' },
    });
    expect(stored).toMatchObject({ name: 'Billing', connector_type: 'stripe', status: 'active' });
    expect(JSON.stringify(stored)).not.toContain('sk_test_client_secret_1');
    expect((await client.connectors.list()).map((c) => c.id)).toEqual([stored.id]);
    expect((await client.connectors.get(stored.id)).name).toBe('Billing');

    const billing = client.connector(stored);
    const page = await billing.execute(
      'customers',
      'list',
      { limit: 5 },
      { select_fields: ['id', 'email'] },
    );
    expect(page.status).toBe('success');
    expect(page.result.map((c) => c.id)).toEqual([
      'cus_000000',
      'cus_000001',
      'cus_000002',
      'cus_000003',
      'cus_000004',
    ]);
    expect(page.connector_metadata.has_more).toBe(true);
    expect(page.execution_metadata.connector_instance_id).toBe(stored.id);

    const started = await billing.sync(['customers']);
    expect(started.entities.map((e) => e.entity)).toContain('customers');
    let state = started.entities.find((e) => e.entity === 'customers')!;
    for (let i = 0; i < 200 && state.state !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await billing.syncStatus()).entities.find((e) => e.entity === 'customers')!;
    }
    expect(state).toMatchObject({ state: 'done', records: 12 });
    const found = await billing.search('customers', {
      query: { filter: { gte: { balance: 10 } }, sort: [{ created: 'asc' }] },
      fields: ['id', 'balance'],
    });
    expect(found.result.data).toEqual([
      { id: 'cus_000010', balance: 10 },
      { id: 'cus_000011', balance: 11 },
    ]);
    expect(found.result.meta.has_more).toBe(false);
  });

  it('throws ApiRequestError with the status and the field errors; another organisation sees nothing', async () => {
    const a = createClient(app('client-b'));
    const stored = await a.connectors.create({
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_client_secret_2' },
    });
    const err = await a
      .connector({ id: stored.id, connector_type: 'stripe' as string })
      .execute('customers', 'list', { limit: 'many' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({
      status: 400,
      errors: [expect.objectContaining({ field: 'limit' })],
    });
    const invalid = await a.connectors
      .create({ workspace_name: 'w', connector_type: 'nope', name: 'x', credentials: {} })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({
      status: 422,
      errors: [expect.objectContaining({ field: 'connector_type' })],
    });

    const other = createClient(app('client-c'));
    expect(await other.connectors.list()).toEqual([]);
    expect(await other.connectors.get(stored.id).catch((e: ApiRequestError) => e.status)).toBe(404);
    expect(
      await other
        .connector(stored)
        .execute('customers', 'list')
        .catch((e: ApiRequestError) => e.status),
    ).toBe(404);
    await a.connectors.delete(stored.id);
    expect(await a.connectors.get(stored.id).catch((e: ApiRequestError) => e.status)).toBe(404);

    const unsigned = createClient({ baseUrl: server.url, token: 'forged' });
    expect(await unsigned.connectors.list().catch((e: ApiRequestError) => e.status)).toBe(401);
  });
});
