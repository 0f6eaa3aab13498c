// The service's OpenAPI 3.1 document (GET /api/v1/openapi.json): served without a token, valid by an
// OpenAPI validator, listing exactly the app's routes, every kind's entity/action pairs with their params
// and records, and the credential and config schemas; real answers of the server match it; a manifest
// dropped into the connectors folder appears in it without code; and the tests' request check refuses
// requests the document does not describe.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConnectorsDir } from '../../engine/connector-folders.ts';
import { createEngine, describeKind } from '../../engine/index.ts';
import { createApp } from '../../server/app.ts';
import { buildServices } from '../../server/main.ts';
import { openApiDocument } from '../../server/openapi/document.ts';
import { kindComponent } from '../../server/openapi/kinds.ts';
import { FakeUpstream } from '../support/fake-upstream.ts';
import {
  apiClient,
  freshConfig,
  signIn,
  startTestServer,
  type TestServer,
} from '../support/server.ts';

const fake = new FakeUpstream();
let server: TestServer;
let doc: any;
let text: string;
let session: Awaited<ReturnType<typeof signIn>>;
const engine = createEngine();
const ID = 'https://connector-engine.test/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormatsModule as unknown as typeof addFormatsModule.default)(ajv);
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
const schemaOf = (name: string) =>
  compiled.get(name) ??
  compiled.set(name, ajv.compile({ $ref: `${ID}#/components/schemas/${name}` })).get(name)!;

beforeAll(async () => {
  server = await startTestServer({
    upstreams: { stripe: await fake.start() },
    checkRequests: 'full',
  });
  // first: signing in runs the CLI synchronously, for longer than kept-alive connections made before it live
  session = await signIn(server, 'docs-org');
  const res = await fetch(`${server.url}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  text = await res.text();
  doc = JSON.parse(text);
  ajv.addSchema({ ...doc, $id: ID });
  // the same: compiled before the tests' requests, then a pause lets connections that outlived the server's timeout close
  for (const name of ['Error', 'Connector', 'ExecuteStripeResponse']) schemaOf(name);
  await new Promise((resolve) => setTimeout(resolve, 100));
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});

describe('GET /api/v1/openapi.json', () => {
  it('is served without a token, the same document each time, and is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(await (await fetch(`${server.url}/api/v1/openapi.json`)).text()).toBe(text);
    const result = await validate(structuredClone(doc));
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI' });
    // the validator checks refs, path params and operation ids; it does not look inside schemas:
    const broken = structuredClone(doc);
    broken.components.schemas.Connector.properties.id = { $ref: '#/components/schemas/Nope' };
    expect((await validate(broken)).valid).toBe(false);
  }, 60_000);

  it('lists exactly the routes the app serves, each with an operation id', async () => {
    const graph = await buildServices(await freshConfig(), () => {});
    try {
      const served = new Set(
        createApp(graph)
          .routes.filter((r) => r.method !== 'ALL')
          .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
      );
      const described = Object.entries(doc.paths).flatMap(([path, item]: [string, any]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
      );
      expect(described.sort()).toEqual([...served].sort());
      const ids = Object.values(doc.paths).flatMap((item: any) =>
        Object.values(item).map((o: any) => o.operationId),
      );
      expect(new Set(ids).size).toBe(described.length);
    } finally {
      await graph.store.close();
      await graph.close();
    }
  });

  it('describes the execute body per kind: every entity/action with its params, and the record as result', () => {
    expect(
      doc.paths['/api/v1/integrations/connectors/{id}/execute'].post.requestBody.content[
        'application/json'
      ].schema.anyOf,
    ).toHaveLength(engine.kinds().length);
    for (const kind of engine.kinds()) {
      const d = describeKind(engine.plan(kind));
      const execute = doc.components.schemas[kindComponent(kind).execute];
      const variants = new Map(
        execute.oneOf.map((v: any) => [
          `${v.allOf[1].properties.entity.const}.${v.allOf[1].properties.action.const}`,
          v.allOf[1],
        ]),
      );
      const pairs = d.entities.flatMap((e) => e.actions.map((a) => `${e.name}.${a.action}`));
      expect([...variants.keys()].sort(), kind).toEqual(pairs.sort());
      for (const e of d.entities) {
        for (const a of e.actions) {
          const v: any = variants.get(`${e.name}.${a.action}`);
          if (a.action === 'context_store_search')
            expect(v.properties.params).toEqual({
              $ref: '#/components/schemas/ContextStoreSearchParams',
            });
          else
            expect(v.properties.params.properties, `${kind} ${e.name}.${a.action}`).toEqual(
              (a.params as any).properties,
            );
        }
        if (e.record)
          expect(
            JSON.stringify(doc.components.schemas[kindComponent(kind).executeResponse]),
          ).toContain(`${pascalOf(kind)}${pascalOf(e.name)}Record`);
      }
    }
    const stripe = doc.components.schemas.ExecuteStripe.oneOf.find(
      (v: any) => v.title === 'customers.get',
    ).allOf[1];
    expect(stripe.required).toEqual(['entity', 'action', 'params']);
    expect(stripe.properties.params.required).toContain('id');
  });

  it('describes the create body per kind: credentials per auth method, config and replication settings', () => {
    const create =
      doc.paths['/api/v1/integrations/connectors'].post.requestBody.content['application/json']
        .schema;
    expect(create.discriminator.propertyName).toBe('connector_type');
    expect(Object.keys(create.discriminator.mapping).sort()).toEqual(engine.kinds().sort());
    for (const kind of engine.kinds()) {
      const d = describeKind(engine.plan(kind));
      const props = doc.components.schemas[kindComponent(kind).create].allOf[1].properties;
      expect(props.connector_type).toEqual({ const: kind });
      expect(props.auth_method.enum).toEqual(d.auth_methods.map((m) => m.method));
      const refs: string[] = (props.credentials.anyOf ?? [props.credentials]).map((r: any) =>
        r.$ref.split('/').pop(),
      );
      expect(refs.map((r) => doc.components.schemas[r].required ?? [])).toEqual(
        d.auth_methods.map((m) => (m.credentials as any).required ?? []),
      );
      expect(doc.components.schemas[props.environment.$ref.split('/').pop()].properties).toEqual(
        (d.config as any).properties,
      );
    }
  });

  it('matches what the server answers: the error body, a connector, an execute response with records', async () => {
    const anon = apiClient(server.url);
    const unauthorized = await anon('GET', '/api/v1/integrations/connectors');
    expect(unauthorized.status).toBe(401);
    expect(schemaOf('Error')(unauthorized.body)).toBe(true);
    const invalid = await session.api('PATCH', '/api/v1/integrations/connectors/conn_missing', {
      name: 'x',
    });
    expect(invalid.status).toBe(404);
    expect(schemaOf('Error')(invalid.body)).toBe(true);
    const created = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_openapi_1' },
    });
    expect(created.status).toBe(201);
    expect(schemaOf('Connector')(created.body)).toBe(true);
    const customer = {
      id: 'cus_1',
      object: 'customer',
      email: 'a@example.com',
      created: 1700000000,
      livemode: false,
      metadata: {},
    };
    fake.expect([
      {
        request: { method: 'GET', path: '/v1/customers', query: { limit: '1' } },
        response: {
          body: { object: 'list', url: '/v1/customers', has_more: false, data: [customer] },
        },
      },
    ]);
    const out = await session.api(
      'POST',
      `/api/v1/integrations/connectors/${created.body.id}/execute`,
      { entity: 'customers', action: 'list', params: { limit: 1 } },
    );
    expect(fake.failures).toEqual([]);
    expect(out.status).toBe(200);
    const check = schemaOf('ExecuteStripeResponse');
    expect(check(out.body), JSON.stringify(check.errors)).toBe(true);
    expect(check({ ...out.body, result: 'text' })).toBe(false);
    expect(check({ ...out.body, execution_metadata: {} })).toBe(false);
  }, 60_000);

  it("refuses, in the tests' request check, a request the document does not describe", async () => {
    const created = await session.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_openapi_2' },
    });
    const execute = `/api/v1/integrations/connectors/${created.body.id}/execute`;
    await expect(
      session.api('POST', execute, { entity: 'customers', action: 'lsit' }),
    ).rejects.toThrow(
      /does not match the OpenAPI document \(\/components\/schemas\/ExecuteStripe\)/,
    );
    await expect(
      session.api('POST', execute, {
        entity: 'customers',
        action: 'list',
        params: { limit: 'ten' },
      }),
    ).rejects.toThrow(/does not match/);
    await expect(
      session.api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name: 'S',
        credentials: { token: 'x' },
      }),
    ).rejects.toThrow(/CreateConnectorStripe/);
    await expect(session.api('PUT', '/api/v1/integrations/connectors')).rejects.toThrow(
      /is not an operation of the OpenAPI document/,
    );
    await expect(session.api('POST', '/api/v1/oauth/credentials', {})).rejects.toThrow(
      /is not an operation/,
    );
    expect(
      (await session.api('GET', `/api/v1/integrations/connectors/${created.body.id}/sync`)).status,
    ).toBe(200);
  }, 60_000);
});

it('a manifest dropped into the connectors folder appears in the document without code', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-kinds-'));
  writeFileSync(
    join(dir, 'acme-forms.yaml'),
    readFileSync(join(defaultConnectorsDir, 'typeform.yaml'), 'utf8').replace(
      /^kind: typeform$/m,
      'kind: acme-forms',
    ),
  );
  const generated: any = await openApiDocument(createEngine({ connectorsDir: dir }));
  expect(
    Object.keys(
      generated.paths['/api/v1/integrations/connectors'].post.requestBody.content[
        'application/json'
      ].schema.discriminator.mapping,
    ),
  ).toEqual(['acme-forms']);
  expect(generated.components.schemas.ExecuteAcmeForms.oneOf.length).toBeGreaterThan(0);
  expect(
    generated.components.schemas.CreateConnectorAcmeForms.allOf[1].properties.connector_type,
  ).toEqual({ const: 'acme-forms' });
  expect(generated.components.schemas.ExecuteTypeform).toBeUndefined();
});

// last: a long synchronous compile, after the server tests (it would outlast their kept-alive connections)
it('every component schema compiles under strict JSON Schema 2020-12 (no unknown keywords, no bad types)', () => {
  const strict = new Ajv2020({
    strict: true,
    strictRequired: false,
    strictTypes: false,
    inlineRefs: false,
  });
  (addFormatsModule as unknown as typeof addFormatsModule.default)(strict);
  strict.addKeyword('discriminator');
  strict.addKeyword('components');
  strict.addSchema({
    $id: 'https://strict.test/s',
    components: { schemas: doc.components.schemas },
  });
  for (const name of Object.keys(doc.components.schemas))
    expect(
      () => strict.getSchema(`https://strict.test/s#/components/schemas/${name}`),
      name,
    ).not.toThrow();
}, 180_000);

const pascalOf = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
