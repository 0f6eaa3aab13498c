// Syncs that must not hang or half-fail, over real HTTP to the real server: a vendor that sends
// headers and then stalls the body is cut off by the sync budget (the entity is marked failed, and
// a later trigger starts a new run that succeeds), and an entity whose table cannot be made is
// marked failed while the connector's other entities still sync.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSql } from '../support/database.ts';
import { customer, FakeStripeStore } from '../support/fake-stripe-store.ts';
import { signIn, type TestServer } from '../support/server.ts';
import { startStoreServer, waitForSync } from '../support/store-server.ts';

const fake = new FakeStripeStore();
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  fake.customers = Array.from({ length: 120 }, (_, i) => customer(i));
  fake.pageSize = 50;
  await fake.start();
  server = await startStoreServer({
    upstreams: { stripe: fake.origin },
    // 3 s: the stall is cut off by then, and a healthy run of three pages fits it even on a loaded machine
    sync: { intervalSeconds: 0, onCreate: false, budgetSeconds: 3 },
  });
  a = await signIn(server, 'sync-budget');
}, 30_000);
afterAll(async () => {
  await fake.stop();
  await server.close();
});

const connector = async (key: string) =>
  (
    await a.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: key },
    })
  ).body.id as string;

/** Whether the run's end logged sync_budget_exceeded for the connector: the line follows the entity's
 *  failed state (written as the run stops), so it is waited for, up to 5 s. */
async function budgetLogged(id: string): Promise<boolean> {
  const logged = () =>
    server.logs.some((l) => l.includes('"event":"sync_budget_exceeded"') && l.includes(id));
  for (let i = 0; i < 100 && !logged(); i++) await new Promise((r) => setTimeout(r, 50));
  return logged();
}

describe('sync budget', () => {
  it('a vendor that stalls the body: the entity fails at the budget, and the next trigger runs again', async () => {
    const id = await connector('sk_test_stall_1');
    fake.stall = true;
    try {
      const started = performance.now();
      expect(
        (
          await a.api('POST', `/api/v1/integrations/connectors/${id}/sync`, {
            entities: ['customers'],
          })
        ).status,
      ).toBe(202);
      const failed = await waitForSync(a.api, id, 'customers', (st) => st.state === 'failed');
      expect({ ...failed, fake_stalled: fake.stalled }).toMatchObject({
        state: 'failed',
        running: false,
        last_error: 'sync exceeded its budget of 3 s; it resumes from its checkpoint next time',
      });
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(fake.stalled).toBeGreaterThanOrEqual(1);
      expect(await budgetLogged(id)).toBe(true);
    } finally {
      fake.stall = false;
    }
    expect(
      (
        await a.api('POST', `/api/v1/integrations/connectors/${id}/sync`, {
          entities: ['customers'],
        })
      ).status,
    ).toBe(202);
    expect(await waitForSync(a.api, id, 'customers', (st) => st.state === 'done')).toMatchObject({
      state: 'done',
      records: 120,
      last_error: null,
    });
  }, 20_000);

  it('a sync asked for while one runs is not dropped: it starts when that one ends', async () => {
    const id = await connector('sk_test_queued_1');
    fake.stall = true;
    const trigger = async () =>
      (
        await a.api('POST', `/api/v1/integrations/connectors/${id}/sync`, {
          entities: ['customers'],
        })
      ).status;
    try {
      const stalledBefore = fake.stalled;
      expect(await trigger()).toBe(202);
      for (let i = 0; i < 100 && fake.stalled === stalledBefore; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(fake.stalled).toBe(stalledBefore + 1); // the first run is under way, stalled
    } finally {
      fake.stall = false;
    }
    const during = (await a.api('GET', `/api/v1/integrations/connectors/${id}/sync`)).body;
    expect(during.entities.find((e: { entity: string }) => e.entity === 'customers')).toMatchObject(
      {
        state: 'running',
        running: true,
      },
    );
    expect(await trigger()).toBe(202);
    // the first run fails at its budget (3 s); the one asked for during it then runs in full
    expect(await waitForSync(a.api, id, 'customers', (st) => st.state === 'done')).toMatchObject({
      state: 'done',
      records: 120,
      last_error: null,
    });
    expect(await budgetLogged(id)).toBe(true);
  }, 20_000);

  it('an entity whose table cannot be made is marked failed; the other entities still sync', async () => {
    const id = await connector('sk_test_table_1');
    // an incompatible table where the charges copy belongs (a broken or foreign schema)
    await serviceSql(server.dataDir, 'CREATE TABLE IF NOT EXISTS "cs_stripe__charges" (x INTEGER)');
    await a.api('POST', `/api/v1/integrations/connectors/${id}/sync`);
    let all: { entity: string; state: string; records: number; last_error: string | null }[] = [];
    for (
      let i = 0;
      i < 200 && !(all.length && all.every((e) => e.state === 'done' || e.state === 'failed'));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 50));
      all = (await a.api('GET', `/api/v1/integrations/connectors/${id}/sync`)).body.entities;
    }
    const byName = Object.fromEntries(all.map((e) => [e.entity, e]));
    // the database's own words: SQLite's, or PostgreSQL's when the service runs on it
    expect(byName.charges).toMatchObject({
      state: 'failed',
      last_error: expect.stringMatching(
        /^store_error: the context-store table could not be used \((no such column: data|column "data" does not exist)\)$/,
      ),
    });
    expect(byName.customers).toMatchObject({ state: 'done', records: 120 });
    const others = all.filter((e) => e.entity !== 'charges');
    expect(others.length).toBeGreaterThan(3);
    expect(others.map((e) => [e.entity, e.state])).toEqual(others.map((e) => [e.entity, 'done']));
  }, 20_000);
});
