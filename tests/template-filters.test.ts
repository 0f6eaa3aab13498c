// Issue 10 item 6: one template language. Filters are typed (a lone {x|unix} is a number wherever
// templates render, not only in sync params), and the schema says which variables each expression and
// template field sees (x-bindings, which the engine's Ajv accepts as a keyword).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../engine/index.ts';
import { loadManifestSchema } from '../engine/manifest/schema.ts';
import { parseTemplate, renderTemplateValue } from '../engine/request/template.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import { manifestHead } from './support/manifest-head.ts';

const MANIFEST = `${manifestHead('since', 'Since')}entities:
  events:
    actions:
      list:
        request: { method: POST, path: /events/search, retry: true }
        no_pagination_reason: one page
        params:
          properties:
            created_gte: { type: integer, default_from: "{replication.replication_start_date|unix}" }
            label: { type: string, default_from: "since {replication.replication_start_date|unix}" }
`;

const fake = new FakeUpstream();
let engine: Engine;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'since-'));
  writeFileSync(join(dir, 'since.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { since: await fake.start() } });
});
afterAll(() => fake.stop());

describe('typed template filters', () => {
  it('a lone {x|unix} renders as a number, inside text as text', () => {
    const scope = { replication: { replication_start_date: '2024-01-01T00:00:00Z' } };
    expect(
      renderTemplateValue(parseTemplate('{replication.replication_start_date|unix}'), scope),
    ).toBe(1704067200);
    expect(
      renderTemplateValue(parseTemplate('since {replication.replication_start_date|unix}'), scope),
    ).toBe('since 1704067200');
    expect(renderTemplateValue(parseTemplate('{replication.replication_start_date}'), scope)).toBe(
      '2024-01-01T00:00:00Z',
    );
  });

  it('default_from with |unix fills an integer param (sent as a JSON number)', async () => {
    fake.expect([
      {
        request: {
          method: 'POST',
          path: '/events/search',
          body: { created_gte: 1704067200, label: 'since 1704067200' },
        },
        response: { body: [] },
      },
    ]);
    const c = engine.connector('since', {
      credentials: { key: 'k-123456' },
      config: {},
      replication: { replication_start_date: '2024-01-01T00:00:00Z' },
    });
    await c.execute('events', 'list', {});
    expect(fake.failures).toEqual([]);
  });
});

describe('x-bindings in the manifest schema', () => {
  const schema = JSON.parse(
    readFileSync(join(import.meta.dirname, '../schemas/manifest.schema.json'), 'utf8'),
  );
  const d = schema.definitions;

  it('annotates expression and template fields with the variables they see, also in the description', () => {
    const fields = {
      'response.result': d.response.properties.result,
      'request.body_template': d.request.properties.body_template,
      'precondition.rule': d.precondition.properties.rule,
      'response_rules.when.expression': d.responseRule.properties.when.properties.expression,
      'pagination.has_more': d.paginationStrategy.oneOf[0].properties.has_more,
      'param.default_from': d.param.properties.default_from,
      'sync.params': d.sync.properties.params,
      base_url: schema.properties.base_url,
    };
    for (const [name, f] of Object.entries(fields)) {
      expect(f['x-bindings'], name).toBeInstanceOf(Array);
      for (const b of f['x-bindings'].filter((x: string) => /^[${]/.test(x)))
        expect(f.description, name).toContain(b);
    }
    expect(d.response.properties.result['x-bindings']).toEqual([
      'body',
      '$params',
      '$status',
      '$headers',
      '$config',
    ]);
  });

  it('a strict Ajv compiles the schema once x-bindings is declared as a keyword', () => {
    const make = () =>
      new Ajv({
        strictSchema: true,
        strictRequired: false,
        strictTypes: false,
        allowUnionTypes: true,
        discriminator: true,
        formats: { uri: true, date: true, 'date-time': true, regex: true },
      });
    expect(() => make().compile(loadManifestSchema())).toThrow(/x-bindings/); // an unknown keyword to a strict Ajv
    const strict = make();
    strict.addKeyword({
      keyword: 'x-bindings',
      metaSchema: { type: 'array', items: { type: 'string' } },
    });
    expect(() => strict.compile(loadManifestSchema())).not.toThrow(); // the schema as the engine reads it
  });
});
