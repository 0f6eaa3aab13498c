// context_store_search is an action wherever actions are listed: describe, GET /api/v1/connector-types
// (with its params schema, for entities that have a context-store copy only) and the unknown-action
// message, which suggests it for `action: "search"`.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, describeKind, EngineError } from '../engine/index.ts';
import { signIn, startTestServer, type TestServer } from './support/server.ts';

const searchSchema = JSON.parse(
  readFileSync(new URL('../schemas/search.schema.json', import.meta.url), 'utf8'),
);
const engine = createEngine();

describe('describe lists context_store_search', () => {
  it.each(engine.kinds())(
    '%s: on every entity with a copy, with the search params schema, and nowhere else',
    (kind) => {
      const plan = engine.plan(kind);
      for (const e of describeKind(plan).entities) {
        const search = e.actions.find((a) => a.action === 'context_store_search');
        if (plan.entities.get(e.name)!.sync)
          expect(search, `${kind} ${e.name}`).toMatchObject({
            params: searchSchema,
            paginated: false,
          });
        else expect(search, `${kind} ${e.name}`).toBeUndefined();
      }
    },
  );

  it("suggests context_store_search for action 'search' and lists it among the valid actions", async () => {
    const stripe = engine.connector('stripe' as string, {
      credentials: { api_key: 'sk_test_0000000000' },
    }); // untyped: these calls are wrong on purpose
    const err = (await stripe
      .execute('customers', 'search', {})
      .catch((e: unknown) => e)) as EngineError;
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ status: 404, code: 'unknown_action', field: 'action' });
    expect(err.message).toContain("Did you mean 'context_store_search'?");
    expect((err.details as { valid: string[] }).valid).toContain('context_store_search');
    // an entity without a copy does not offer it
    const noCopy = (await stripe
      .execute('balance', 'search', {})
      .catch((e: unknown) => e)) as EngineError;
    expect((noCopy.details as { valid: string[] }).valid).not.toContain('context_store_search');
  });
});

describe('the hosted service lists it', () => {
  let server: TestServer;
  let session: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    server = await startTestServer({ sync: { intervalSeconds: 0, onCreate: false } });
    session = await signIn(server, 'acme');
  });
  afterAll(() => server.close());

  it('GET /api/v1/connector-types shows context_store_search with its params; execute with action search suggests it', async () => {
    const res = await session.api('GET', '/api/v1/connector-types');
    const customers = res.body.data
      .find((k: { connector_type: string }) => k.connector_type === 'stripe')
      .entities.find((e: { name: string }) => e.name === 'customers');
    expect(
      customers.actions.find((a: { action: string }) => a.action === 'context_store_search'),
    ).toMatchObject({ params: { required: ['query'] } });

    const created = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'ws',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_0000000000' },
    });
    const ran = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${created.body.id}/execute`,
      { entity: 'customers', action: 'search', params: { query: {} } },
    );
    expect(ran.status).toBe(404);
    expect(ran.body.message).toContain("Did you mean 'context_store_search'?");
    expect(ran.body.errors[0]).toMatchObject({ field: 'action', error_code: 'unknown_action' });
  });
});
