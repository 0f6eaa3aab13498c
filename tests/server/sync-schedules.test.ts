// Per-connector sync settings: two service instances ("processes") on one database with a fake
// clock, two connectors at 300 s and 3,600 s: each syncs on its own schedule, once per due time
// across both instances; a paused connector is not synced (and its manual sync answers 409); only
// the chosen entities sync. The settings are validated, stored, and shown by GET.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureOrganization } from '../../server/accounts.ts';
import { buildServices } from '../../server/main.ts';
import { ProgrammableVendor } from '../support/echo-vendor.ts';
import {
  freshConfig,
  runCli,
  signIn,
  startTestServer,
  type TestServer,
} from '../support/server.ts';

const vendor = new ProgrammableVendor();
/** Each customers list asked for, by the API key that asked (one key per connector). */
const asked: string[] = [];
let clock = Date.parse('2026-01-01T00:00:00Z');
const graphs: Awaited<ReturnType<typeof buildServices>>[] = [];

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const u = new URL(req.url!, 'http://x');
    if (u.pathname === '/v1/customers') asked.push(String(req.headers.authorization));
    const data =
      u.pathname === '/v1/customers'
        ? [{ id: 'cus_1', object: 'customer', email: 'a@example.com', created: 1700000000 }]
        : [];
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ object: 'list', has_more: false, data }));
  };
});
afterAll(async () => {
  for (const g of graphs) {
    await g.sync.stop();
    await g.store.close();
    await g.close();
  }
  await vendor.stop();
});

it('two connectors at 300 s and 3,600 s sync on their own schedules, once each across two processes', async () => {
  const config = {
    ...(await freshConfig()),
    upstreams: { stripe: vendor.origin },
    sync: { intervalSeconds: 900, onCreate: false, now: () => clock },
  };
  const quiet = () => {};
  const [one, two] = [await buildServices(config, quiet), await buildServices(config, quiet)];
  graphs.push(one, two);
  const org = await ensureOrganization(one.db, 'schedules');
  const make = async (key: string, interval: number) => {
    const c = await one.connectors.create(org, {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: key,
      credentials: { api_key: key },
    });
    await one.connectors.patch(org, c.id, {
      sync: { interval_seconds: interval, entities: ['customers'] },
    });
    return c.id;
  };
  const fast = await make('sk_test_fast', 300);
  const slow = await make('sk_test_slow', 3600);
  const runs = (key: string) => asked.filter((a) => a.includes(key)).length;
  /** Both processes tick at the clock's time, and their syncs end. */
  const tickAt = async (seconds: number) => {
    clock = Date.parse('2026-01-01T00:00:00Z') + seconds * 1000;
    await Promise.all([one.sync.tick(), two.sync.tick()]);
    for (const g of [one, two]) for (const id of [fast, slow]) await g.sync.settled(id);
  };

  await tickAt(0); // never synced: both are due
  expect([runs('fast'), runs('slow')]).toEqual([1, 1]);
  await tickAt(299);
  expect([runs('fast'), runs('slow')]).toEqual([1, 1]);
  await tickAt(301);
  expect([runs('fast'), runs('slow')]).toEqual([2, 1]);
  await tickAt(450); // the two processes tick again: nothing due
  await tickAt(602);
  expect([runs('fast'), runs('slow')]).toEqual([3, 1]);
  await tickAt(3599);
  expect(runs('slow')).toBe(1);
  await tickAt(3601);
  expect([runs('fast'), runs('slow')]).toEqual([4, 2]);

  // the status tells when the next run is due, from the last finish and the connector's interval
  const settings = (await one.connectors.get(org, slow)).sync;
  const status = await one.sync.states(slow, 'stripe', settings);
  const customers = status.find((s) => s.entity === 'customers')!;
  expect(Date.parse(customers.next_run!)).toBeGreaterThanOrEqual(clock + 3600_000 - 1000);
  expect(customers).toMatchObject({ paused: false, scheduled: true, state: 'done' });
  expect(status.find((s) => s.entity === 'invoices')).toMatchObject({
    scheduled: false,
    next_run: null,
  });
  // only the chosen entity synced
  expect(status.find((s) => s.entity === 'invoices')).toMatchObject({ state: 'idle' });

  // paused: not synced however much time passes
  await one.connectors.patch(org, fast, { sync: { paused: true } });
  await tickAt(7300);
  expect([runs('fast'), runs('slow')]).toEqual([4, 3]);
}, 60_000);

let server: TestServer | undefined;
// at the file's top level: a hook registered inside a test never ran, and the server stayed open
afterAll(() => server?.close());
let api: Awaited<ReturnType<typeof signIn>>['api'];
let id: string;

it('PATCH sync settings: stored, shown by GET, validated naming the field', async () => {
  server = await startTestServer({ upstreams: { stripe: vendor.origin } });
  ({ api } = await signIn(server, 'settings'));
  id = (
    await api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_settings' },
    })
  ).body.id;
  expect((await api('GET', `/api/v1/integrations/connectors/${id}`)).body.sync).toEqual({
    interval_seconds: null,
    paused: false,
    entities: null,
    reconcile_every_seconds: null,
  });
  const patched = await api('PATCH', `/api/v1/integrations/connectors/${id}`, {
    sync: {
      interval_seconds: 300,
      entities: ['customers', 'invoices'],
      reconcile_every_seconds: 86400,
    },
  });
  expect(patched.status).toBe(200);
  expect(patched.body.sync).toEqual({
    interval_seconds: 300,
    paused: false,
    entities: ['customers', 'invoices'],
    reconcile_every_seconds: 86400,
  });
  // a null sets one field back to its default; the others stay
  await api('PATCH', `/api/v1/integrations/connectors/${id}`, { sync: { interval_seconds: null } });
  expect((await api('GET', `/api/v1/integrations/connectors/${id}`)).body.sync).toMatchObject({
    interval_seconds: null,
    entities: ['customers', 'invoices'],
  });
  for (const [sync, field] of [
    [{ interval_seconds: 10 }, 'interval_seconds'],
    [{ interval_seconds: 'soon' }, 'interval_seconds'],
    [{ entities: ['customerz'] }, 'sync.entities'],
    [{ paused: 'yes' }, 'paused'],
    [{ reconcile_every_seconds: 60 }, 'reconcile_every_seconds'],
    [{ every: 5 }, 'every'],
  ] as const) {
    const res = await api('PATCH', `/api/v1/integrations/connectors/${id}`, { sync });
    expect([res.status, JSON.stringify(res.body.errors)]).toEqual([
      expect.toSatisfy((s: number) => s === 400 || s === 422),
      expect.stringContaining(field),
    ]);
  }
});

it('a paused connector answers a manual sync with 409 sync_paused, and syncs again once resumed', async () => {
  await api('PATCH', `/api/v1/integrations/connectors/${id}`, { sync: { paused: true } });
  const refused = await api('POST', `/api/v1/integrations/connectors/${id}/sync`);
  expect([refused.status, refused.body.errors[0].error_code]).toEqual([409, 'sync_paused']);
  const status = await api('GET', `/api/v1/integrations/connectors/${id}/sync`);
  expect(status.body.paused).toBe(true);
  expect(status.body.entities[0]).toMatchObject({ paused: true, next_run: null });
  await api('PATCH', `/api/v1/integrations/connectors/${id}`, { sync: { paused: false } });
  expect((await api('POST', `/api/v1/integrations/connectors/${id}/sync`)).status).toBe(202);
});

it("GET .../changes answers the change feed over HTTP; another connector's cursor is refused", async () => {
  let customers: any;
  for (let i = 0; i < 100 && customers?.state !== 'done'; i++) {
    await new Promise((r) => setTimeout(r, 50));
    customers = (await api('GET', `/api/v1/integrations/connectors/${id}/sync`)).body.entities.find(
      (e: { entity: string }) => e.entity === 'customers',
    );
  }
  expect(customers).toMatchObject({
    state: 'done',
    records: 1,
    last_run: { added: 1, updated: 0, deleted: 0 },
    last_success: expect.any(String),
    last_failure: null,
  });
  const feed = await api(
    'GET',
    `/api/v1/integrations/connectors/${id}/changes?entity=customers&limit=10`,
  );
  expect(feed.status).toBe(200);
  expect(feed.body.changes).toEqual([
    {
      op: 'added',
      id: 'cus_1',
      record: expect.objectContaining({ id: 'cus_1' }),
      changed_at: expect.any(String),
    },
  ]);
  const other = (
    await api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'T',
      credentials: { api_key: 'sk_test_other' },
    })
  ).body.id;
  const foreign = await api(
    'GET',
    `/api/v1/integrations/connectors/${other}/changes?entity=customers&cursor=${feed.body.next_cursor}`,
  );
  expect([foreign.status, foreign.body.errors[0].field]).toEqual([400, 'cursor']);
  for (const q of ['', 'entity=customers&limit=0', 'entity=customers&limit=x', 'entity=nope']) {
    const bad = await api('GET', `/api/v1/integrations/connectors/${id}/changes?${q}`);
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  }
});

it('connector-engine connectors sync-settings changes them in the data folder, naming a bad field', async () => {
  const { dataDir, masterKey } = server!;
  const cli = (...args: string[]) =>
    runCli(dataDir, masterKey, 'connectors', 'sync-settings', id, '--org', 'settings', ...args);
  const changed = await cli('--interval', '600', '--pause', '--entities', 'customers');
  expect([changed.status, changed.out.sync]).toEqual([
    0,
    {
      interval_seconds: 600,
      paused: true,
      entities: ['customers'],
      reconcile_every_seconds: 86400,
    },
  ]);
  expect((await api('GET', `/api/v1/integrations/connectors/${id}`)).body.sync).toMatchObject({
    interval_seconds: 600,
    paused: true,
  });
  const bad = await cli('--entities', 'customerz');
  expect(bad.status).not.toBe(0);
  expect(bad.stderr).toContain('customerz');
  const resumed = await cli('--resume', '--interval', 'default', '--entities', 'all');
  expect(resumed.out.sync).toMatchObject({ interval_seconds: null, paused: false, entities: null });
});
