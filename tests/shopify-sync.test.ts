// Shopify over loopback: a fake GraphQL Admin endpoint answers the customers connection page by page; the copy
// is stored in a real SQLite file and the second run asks only for customers updated after the newest one
// stored (updated_at:>'...' in the search query). A THROTTLED error inside a 200 answer becomes a rate limit
// whose wait comes from extensions.cost: within the retry cap the engine waits that long and sends the query
// again; a longer wait is answered at once as 429 with that retry_after. The OAuth method's
// consent URL is the store's own admin, the code exchange asks for an expiring offline token (expiring=1), and
// a 401 refreshes it with the rotating refresh token. Inventory levels are copied per stored location.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, EngineError, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const config = { shop: 'acme-outdoor' };
const GRAPHQL = '/admin/api/2026-01/graphql.json';
type Answer = { status?: number; headers?: Record<string, string>; body: unknown };
const customer = (n: number, updatedAt: string) => ({
  id: `gid://shopify/Customer/73100000${n}`,
  legacyResourceId: `73100000${n}`,
  firstName: `Buyer${n}`,
  lastName: 'Example',
  displayName: `Buyer${n} Example`,
  state: 'ENABLED',
  tags: n === 2 ? ['vip'] : [],
  numberOfOrders: String(n),
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt,
});
const page = (nodes: unknown[], endCursor: string | null) => ({
  data: { customers: { nodes, pageInfo: { hasNextPage: endCursor !== null, endCursor } } },
  extensions: {
    cost: {
      requestedQueryCost: 12,
      actualQueryCost: 4,
      throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1996, restoreRate: 100 },
    },
  },
});

const vendor = new ProgrammableVendor();
const seen: { path: string; token?: string; body: string }[] = [];
let answers: ((body: string) => Answer)[] = [];
beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res, body) => {
    seen.push({
      path: req.url ?? '',
      token: req.headers['x-shopify-access-token'] as string | undefined,
      body,
    });
    const next = answers.shift();
    const a = next ? next(body) : { status: 500, body: { errors: 'unexpected request' } };
    res.statusCode = a.status ?? 200;
    res.setHeader('content-type', 'application/json');
    for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
    res.end(JSON.stringify(a.body));
  };
});
afterAll(() => vendor.stop());
const engine = (retryCapMs = 20) =>
  createEngine({
    upstreams: { shopify: vendor.origin },
    http: { backoffMs: 1, maxRetryAfterMs: retryCapMs },
  });
const variables = (body: string) =>
  (JSON.parse(body) as { variables: Record<string, unknown> }).variables;

describe('shopify customers copy in a real SQLite store', () => {
  let store: ContextStore;
  beforeAll(() => {
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'shopify-')), 'copy.db'));
  });
  afterAll(() => store.close());

  it('walks the connection across pages, then asks only for what changed since the newest record', async () => {
    const c = engine().connector('shopify', {
      config,
      credentials: { access_token: 'shpat_fixture_only_0001' },
      contextStore: { store, connectorId: 'shop1' },
    });
    seen.length = 0;
    answers = [
      () => ({ body: page([customer(1, '2026-11-01T10:00:00Z')], 'Y3Vyc29yMQ==') }),
      () => ({ body: page([customer(2, '2026-11-03T10:00:00Z')], 'Y3Vyc29yMg==') }),
      () => ({ body: page([customer(3, '2026-11-02T10:00:00Z')], null) }),
    ];
    const [first] = await c.sync({ entities: ['customers'] });
    expect([first!.state, first!.records]).toEqual(['done', 3]);
    expect(seen.map((s) => s.path)).toEqual([GRAPHQL, GRAPHQL, GRAPHQL]);
    expect(seen.every((s) => s.token === 'shpat_fixture_only_0001')).toBe(true);
    expect(seen.map((s) => variables(s.body))).toEqual([
      { first: 50, sortKey: 'UPDATED_AT' },
      { first: 50, sortKey: 'UPDATED_AT', after: 'Y3Vyc29yMQ==' },
      { first: 50, sortKey: 'UPDATED_AT', after: 'Y3Vyc29yMg==' },
    ]);
    const found = (
      (
        await c.execute('customers', 'context_store_search', {
          query: { filter: { eq: { firstName: 'Buyer2' } } },
        })
      ).result as SearchResult
    ).data as { id: string }[];
    expect(found.map((r) => r.id)).toEqual(['gid://shopify/Customer/731000002']);

    // Second run: only customers updated after the newest updatedAt stored (2026-11-03T10:00:00Z).
    seen.length = 0;
    answers = [() => ({ body: page([customer(1, '2026-11-05T09:00:00Z')], null) })];
    const [second] = await c.sync({ entities: ['customers'] });
    expect([second!.state, second!.records]).toEqual(['done', 3]);
    expect(variables(seen[0]!.body)).toEqual({
      first: 50,
      sortKey: 'UPDATED_AT',
      query: "updated_at:>'2026-11-03T10:00:00Z'",
    });
  });
});

describe('shopify inventory levels copy walks each stored location', () => {
  let store: ContextStore;
  beforeAll(() => {
    store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'shopify-inv-')), 'copy.db'));
  });
  afterAll(() => store.close());

  it("lists locations (inactive ones too), then each location's levels with location_id", async () => {
    const c = engine().connector('shopify', {
      config,
      credentials: { access_token: 'shpat_fixture_only_0001' },
      contextStore: { store, connectorId: 'shop2' },
    });
    const loc = (n: number, isActive: boolean) => ({
      id: `gid://shopify/Location/660000000${n}`,
      name: `Warehouse ${n}`,
      isActive,
      createdAt: '2026-01-05T08:00:00Z',
      updatedAt: '2026-06-01T08:00:00Z',
    });
    const level = (loc: number, item: number, available: number) => ({
      id: `gid://shopify/InventoryLevel/99000${loc}${item}?inventory_item_id=45000000${item}`,
      createdAt: '2026-02-10T10:00:00Z',
      updatedAt: '2026-11-15T12:00:00Z',
      item: { id: `gid://shopify/InventoryItem/45000000${item}`, sku: `SKU-${item}` },
      quantities: [{ name: 'available', quantity: available }],
    });
    const levels = (l: number, nodes: unknown[]) => ({
      body: {
        data: {
          location: {
            id: `gid://shopify/Location/660000000${l}`,
            inventoryLevels: { nodes, pageInfo: { hasNextPage: false, endCursor: null } },
          },
        },
      },
    });
    seen.length = 0;
    answers = [
      () => ({
        body: {
          data: {
            locations: {
              nodes: [loc(1, true), loc(2, false)],
              pageInfo: { hasNextPage: false, endCursor: null },
            },
          },
        },
      }),
      (b) => levels(Number(String(variables(b).id).slice(-1)), [level(1, 1, 14), level(1, 2, 3)]),
      (b) => levels(Number(String(variables(b).id).slice(-1)), [level(2, 1, 0)]),
    ];
    const states = await c.sync({ entities: ['locations', 'inventory_levels'] });
    expect(states.map((s) => [s.entity, s.state, s.records]).sort()).toEqual([
      ['inventory_levels', 'done', 3],
      ['locations', 'done', 2],
    ]);
    expect(variables(seen[0]!.body)).toEqual({ first: 50, includeInactive: true });
    expect(
      seen
        .slice(1)
        .map((s) => variables(s.body).id)
        .sort(),
    ).toEqual(['gid://shopify/Location/6600000001', 'gid://shopify/Location/6600000002']);
    const found = (
      (
        await c.execute('inventory_levels', 'context_store_search', {
          query: { filter: { eq: { location_id: 'gid://shopify/Location/6600000002' } } },
        })
      ).result as SearchResult
    ).data as { id: string }[];
    expect(found.map((r) => r.id)).toEqual([
      'gid://shopify/InventoryLevel/9900021?inventory_item_id=450000001',
    ]);
  });
});

describe('shopify throttling (calculated query cost)', () => {
  const throttled = (available: number): Answer => ({
    body: {
      errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
      extensions: {
        cost: {
          requestedQueryCost: 1252,
          actualQueryCost: null,
          throttleStatus: {
            maximumAvailable: 2000,
            currentlyAvailable: available,
            restoreRate: 100,
          },
        },
      },
    },
  });
  const connector = (cap: number) =>
    engine(cap).connector('shopify', {
      config,
      credentials: { access_token: 'shpat_fixture_only_0001' },
    });

  it('a THROTTLED 200 answers 429 with (requested - available) / restoreRate seconds', async () => {
    answers = [() => throttled(52), () => throttled(52), () => throttled(52)];
    const err = await connector(20)
      .execute('customers', 'list', { first: 250 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(EngineError);
    const e = err as EngineError;
    expect([e.code, e.status, e.retryAfter]).toEqual(['upstream_rate_limited', 429, 12]);
    answers = [];
  });

  it('a bucket that already holds the cost asks for the shortest wait, one second', async () => {
    answers = [() => throttled(1300), () => throttled(1300), () => throttled(1300)];
    const err = await connector(20)
      .execute('customers', 'list', { first: 250 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect((err as EngineError).retryAfter).toBe(1);
    answers = [];
  });

  it('a wait within the retry cap is waited and the query sent again', async () => {
    seen.length = 0;
    answers = [
      () => throttled(1300),
      () => ({
        body: {
          data: { customers: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } },
        },
      }),
    ];
    const started = performance.now();
    const out = await connector(2000).execute('customers', 'list', { first: 250 });
    expect(out.result).toEqual([]);
    expect(seen.map((s) => s.path)).toEqual([GRAPHQL, GRAPHQL]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990); // the one second it asked for
  });
});

describe('shopify OAuth per store: consent, expiring offline token, refresh rotation', () => {
  const app = { client_id: 'fixture-client-id', client_secret: 'fixture-client-secret-0001' };

  it('the consent URL is the store admin, with comma-separated scopes and read_all_orders', () => {
    const u = new URL(
      createEngine().consent('shopify')!.authorizeUrl({
        app,
        redirectUri: 'https://app.example.com/cb',
        state: 'st-1',
        config,
      }),
    );
    expect(u.origin + u.pathname).toBe('https://acme-outdoor.myshopify.com/admin/oauth/authorize');
    expect(u.searchParams.get('client_id')).toBe('fixture-client-id');
    expect(u.searchParams.get('state')).toBe('st-1');
    expect(u.searchParams.get('scope')?.split(',')).toContain('read_all_orders');
  });

  it('a shop outside the myshopify subdomain pattern is refused', () => {
    for (const shop of ['evil.example.com/x', 'acme.myshopify.com', 'Acme', '-acme'])
      expect(() =>
        engine().connector('shopify', {
          config: { shop },
          credentials: { access_token: 'shpat_fixture_only_0001' },
        }),
      ).toThrow();
  });

  it('exchanges the code at the store token endpoint asking for an expiring token', async () => {
    seen.length = 0;
    answers = [
      () => ({
        body: {
          access_token: 'shpua_fixture_access_0001',
          expires_in: 3600,
          refresh_token: 'shprt_fixture_refresh_0001',
          refresh_token_expires_in: 7776000,
          scope: 'read_customers,read_orders',
        },
      }),
    ];
    const { credentials } = await engine().consent('shopify')!.exchangeCode({
      app,
      code: 'fixture-code-0001',
      redirectUri: 'https://app.example.com/cb',
      config,
    });
    expect(credentials).toMatchObject({
      access_token: 'shpua_fixture_access_0001',
      refresh_token: 'shprt_fixture_refresh_0001',
    });
    expect(seen.map((s) => s.path)).toEqual(['/admin/oauth/access_token']);
    const form = new URLSearchParams(seen[0]!.body);
    expect(form.get('code')).toBe('fixture-code-0001');
    expect(form.get('client_id')).toBe('fixture-client-id');
    expect(form.get('client_secret')).toBe('fixture-client-secret-0001');
    expect(form.get('expiring')).toBe('1');
  });

  it('a 401 refreshes with the refresh token (which rotates) and retries with the new access token', async () => {
    seen.length = 0;
    answers = [
      () => ({
        status: 401,
        body: {
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        },
      }),
      () => ({
        body: {
          access_token: 'shpua_fixture_access_0002',
          expires_in: 3600,
          refresh_token: 'shprt_fixture_refresh_0002',
          refresh_token_expires_in: 7776000,
        },
      }),
      () => ({
        body: { data: { shop: { id: 'gid://shopify/Shop/6060000001', name: 'Acme Outdoor' } } },
      }),
    ];
    const c = engine().connector('shopify', {
      auth: 'oauth',
      config,
      credentials: {
        ...app,
        access_token: 'shpua_fixture_access_0001',
        refresh_token: 'shprt_fixture_refresh_0001',
      },
    });
    const out = await c.execute('shop', 'get', {});
    expect(out.result).toMatchObject({ name: 'Acme Outdoor' });
    expect(seen.map((s) => s.path)).toEqual([GRAPHQL, '/admin/oauth/access_token', GRAPHQL]);
    const form = new URLSearchParams(seen[1]!.body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('shprt_fixture_refresh_0001');
    expect(seen[0]!.token).toBe('shpua_fixture_access_0001');
    expect(seen[2]!.token).toBe('shpua_fixture_access_0002');
  });
});
