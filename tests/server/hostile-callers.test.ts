// Hostile callers against the real server (real HTTP, real SQLite) and a fake vendor on 127.0.0.1:
// prototype keys in field paths, projection of unknown fields, dot segments in path params, deeply
// nested bodies. Each answers a clear 400, nothing reaches the vendor, and the process stays sound.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, EngineError } from '../../engine/index.ts';
import { renderPath } from '../../engine/request/path.ts';
import { ProgrammableVendor } from '../support/echo-vendor.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const vendor = new ProgrammableVendor();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
let connectorId: string;
const customer = {
  id: 'cus_1',
  object: 'customer',
  email: 'a@example.com',
  metadata: JSON.parse('{"__proto__": {"polluted": "yes"}, "plan": "gold"}'),
};

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      req.url?.startsWith('/v1/customers/')
        ? JSON.stringify(customer)
        : `{"object":"list","data":[${JSON.stringify(customer)}],"has_more":false}`,
    );
  };
  server = await startTestServer({ upstreams: { stripe: vendor.origin }, checkRequests: 'route' });
  session = await signIn(server, 'hostile-org');
  const created = await session.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: 'stripe',
    name: 'S',
    credentials: { api_key: 'sk_test_hostile_123' },
  });
  connectorId = created.body.id;
});
afterAll(async () => {
  await server.close();
  await vendor.stop();
});

const execute = (body: unknown) =>
  session.api('POST', `/api/v1/integrations/connectors/${connectorId}/execute`, body);
const healthy = async () =>
  expect(
    (await execute({ entity: 'customers', action: 'get', params: { id: 'cus_1' } })).status,
  ).toBe(200);

describe('prototype keys in field paths', () => {
  it.each([
    ['exclude_fields', ['__proto__.hasOwnProperty']],
    ['select_fields', ['metadata.__proto__.x']],
    ['select_fields', ['__proto__.toString']],
    ['select_fields', ['constructor']],
    ['exclude_fields', ['metadata.constructor.prototype']],
  ])('%s %j is refused with 400, and the process is unharmed', async (key, fields) => {
    const res = await execute({ entity: 'customers', action: 'list', [key]: fields });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(`${key}.0`);
    expect(typeof ({} as Record<string, unknown>).hasOwnProperty).toBe('function');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    await healthy();
  });

  it("a vendor record's own __proto__ key stays data and pollutes nothing", async () => {
    const res = await execute({
      entity: 'customers',
      action: 'list',
      select_fields: ['id', 'metadata'],
    });
    expect(res.status).toBe(200);
    expect(res.body.result[0].metadata.plan).toBe('gold');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('projection in the engine', () => {
  it('an unknown field is a 400 naming it, the closest field and the known ones', async () => {
    const res = await execute({
      entity: 'customers',
      action: 'list',
      select_fields: ['id', 'emial'],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('select_fields.1');
    expect(res.body.message).toContain("did you mean 'email'");
    expect(vendor.received.filter((r) => r.url.startsWith('/v1/customers?'))).toHaveLength(1); // only the earlier list
  });

  it('applies to each record, for get as well as list', async () => {
    const got = await execute({
      entity: 'customers',
      action: 'get',
      params: { id: 'cus_1' },
      exclude_fields: ['metadata', 'object'],
    });
    expect(got.body.result).toEqual({ id: 'cus_1', email: 'a@example.com' });
    const listed = await execute({ entity: 'customers', action: 'list', select_fields: ['email'] });
    expect(listed.body.result).toEqual([{ email: 'a@example.com' }]);
  });
});

describe('projection of context_store_search', () => {
  it('applies to each record of data, not to the {data, meta} envelope; unknown fields are a 400', async () => {
    const store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'proj-')), 'copy.db'));
    const c = createEngine({ upstreams: { stripe: vendor.origin } }).connector('stripe', {
      credentials: { api_key: 'sk_test_x' },
      contextStore: { store, connectorId: 'one' },
    });
    await c.sync({ entities: ['customers'] });
    const found = await c.execute(
      'customers',
      'context_store_search',
      { query: {} },
      { select_fields: ['id', 'email'] },
    );
    expect(found.result).toMatchObject({
      data: [{ id: 'cus_1', email: 'a@example.com' }],
      meta: { has_more: false },
    });
    const err = await c
      .execute('customers', 'context_store_search', { query: {} }, { exclude_fields: ['emial'] })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect([(err as EngineError).status, (err as EngineError).field]).toEqual([
      400,
      'exclude_fields.0',
    ]);
  });
});

describe('dot segments in path params', () => {
  it.each(['..', '.', '%2e%2e', '%2E', '..%2F..', 'a/../b', '%252e%252e', '..\\x'])(
    'customers.get and delete {id: %j} answer 400 before anything is sent',
    async (id) => {
      vendor.received = [];
      for (const action of ['get', 'delete']) {
        const res = await execute({ entity: 'customers', action, params: { id } });
        expect(res.status, `${action} ${id}`).toBe(400);
        expect(res.body.errors[0].field).toBe('id');
      }
      expect(vendor.received).toEqual([]);
    },
  );

  it('every path param of every shipped kind refuses them', () => {
    const engine = createEngine();
    let checked = 0;
    for (const kind of engine.kinds()) {
      for (const e of engine.plan(kind).entities.values()) {
        for (const a of e.actions.values()) {
          const refs = a.path.refs;
          if (!refs.length) continue;
          for (const bad of ['..', '.', '%2e%2e']) {
            const params = Object.fromEntries(refs.map((r) => [r, 'ok-1']));
            params[refs[0]!] = bad;
            expect(() => renderPath(a.path, params), `${kind} ${a.where} ${bad}`).toThrow(
              EngineError,
            );
          }
          expect(renderPath(a.path, Object.fromEntries(refs.map((r) => [r, 'ok-1'])))).toContain(
            'ok-1',
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(26);
  });
});

describe('nesting and size', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('params nested 5,000 levels deep answer 400 with the limit, not a 500', async () => {
    const res = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${connectorId}/execute`,
      `{"entity":"customers","action":"list","params":${nested(5000)}}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('deeper than');
    await healthy();
  });

  it('a 100,000-level body and a 33-level params object are refused the same way', async () => {
    const res = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${connectorId}/execute`,
      nested(100_000),
    );
    expect(res.status).toBe(400);
    const deep = JSON.parse(nested(33));
    const c = createEngine({ upstreams: { stripe: vendor.origin } }).connector('stripe', {
      credentials: { api_key: 'sk_test_x' },
    });
    const err = await c.execute('customers', 'list', deep).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    expect([(err as EngineError).status, (err as EngineError).code]).toEqual([
      400,
      'invalid_params',
    ]);
    await healthy();
  });
});

describe("the operator's response-size cap", () => {
  it('CONNECTOR_ENGINE_MAX_RESPONSE_BYTES bounds every kind: a larger vendor page is a 502, not buffered', async () => {
    const { configFromEnv } = await import('../../server/main.ts');
    const { startConfiguredServer } = await import('./configured-server.ts');
    expect(() => configFromEnv({ CONNECTOR_ENGINE_MAX_RESPONSE_BYTES: 'lots' })).toThrow(
      /must be a number of 1024 or more/,
    );
    const http = configFromEnv({ CONNECTOR_ENGINE_MAX_RESPONSE_BYTES: '4096' }).http;
    expect(http).toEqual({ maxResponseBytes: 4096 });
    const capped = await startConfiguredServer({
      upstreams: { stripe: vendor.origin },
      ...(http ? { http } : {}),
    });
    const previous = vendor.handler;
    try {
      const s = await signIn(capped, 'capped-org');
      const made = await s.api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name: 'S',
        credentials: { api_key: 'sk_test_capped_1' },
      });
      vendor.handler = (_q, res) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            `{"object":"list","data":[${JSON.stringify({ ...customer, description: 'd'.repeat(8000) })}],"has_more":false}`,
          );
      const res = await s.api('POST', `/api/v1/integrations/connectors/${made.body.id}/execute`, {
        entity: 'customers',
        action: 'list',
      });
      expect(res.status).toBe(502);
      expect(res.body.errors[0].error_code).toBe('upstream_invalid_response');
      expect(res.body.message).toContain('larger than 4096 bytes');
    } finally {
      vendor.handler = previous;
      await capped.close();
    }
  });
});
