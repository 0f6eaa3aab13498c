// A param declared `contentMediaType: application/json` is JSON text: it is parsed and checked against its
// contentSchema before any call (bad JSON or a wrong shape: 400 naming the param), and the parsed value is
// sent in the param's style (a sort array as sort[0][field]=...), on every page of a walk.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine, type EngineError } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import { manifestHead } from './support/manifest-head.ts';

const MANIFEST = `${manifestHead('jsontext', 'JSON text')}pagination:
  offset: { type: cursor, next: offset, param: offset }
entities:
  rows:
    actions:
      list:
        request: { path: /rows }
        pagination: offset
        response: { result: rows }
        params:
          properties:
            sort:
              type: string
              maxLength: 2000
              contentMediaType: application/json
              contentSchema:
                type: array
                maxItems: 3
                items:
                  type: object
                  additionalProperties: false
                  required: [field]
                  properties:
                    field: { type: string, minLength: 1 }
                    direction: { enum: [asc, desc] }
              style: indices
      create:
        request: { path: /rows }
        params:
          properties:
            filter: { type: string, contentMediaType: application/json, contentSchema: { type: object } }
`;

const fake = new FakeUpstream();
let engine: Engine;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jsontext-'));
  writeFileSync(join(dir, 'jsontext.yaml'), MANIFEST);
  engine = createEngine({ connectorsDir: dir, upstreams: { jsontext: await fake.start() } });
});
afterAll(() => fake.stop());

const rows = () => engine.connector('jsontext', { credentials: { key: 'k-123456' } });
const failure = async (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: EngineError) => e,
  );

describe('JSON-text params (contentMediaType: application/json)', () => {
  it('sends the parsed array in the param style, on every page', async () => {
    const sort = JSON.stringify([{ field: 'Name', direction: 'desc' }, { field: 'Age' }]);
    const query = {
      'sort[0][field]': 'Name',
      'sort[0][direction]': 'desc',
      'sort[1][field]': 'Age',
    };
    fake.expect([
      {
        request: { method: 'GET', path: '/rows', query },
        response: { body: { rows: [{ id: 1 }], offset: 'o2' } },
      },
      {
        request: { method: 'GET', path: '/rows', query: { ...query, offset: 'o2' } },
        response: { body: { rows: [{ id: 2 }] } },
      },
    ]);
    const out = await rows().execute('rows', 'list', { sort }, { paginate: { max_pages: 5 } });
    expect(out.result).toEqual([{ id: 1 }, { id: 2 }]);
    expect(fake.failures).toEqual([]);
  });

  it('sends the parsed value in a JSON body', async () => {
    fake.expect([
      {
        request: { method: 'POST', path: '/rows', body: { filter: { a: [1, 2] } } },
        response: { body: { id: 3 } },
      },
    ]);
    await rows().execute('rows', 'create', { filter: '{"a":[1,2]}' });
    expect(fake.failures).toEqual([]);
  });

  it('text that is not JSON is a 400 naming the param, before any call', async () => {
    fake.expect([]);
    const err = await failure(rows().execute('rows', 'list', { sort: '[{field: Name}]' }));
    expect([err.status, err.code, err.field]).toEqual([400, 'invalid_params', 'sort']);
    expect(err.message).toMatch(/sort must be JSON text/);
    expect(fake.failures).toEqual([]);
  });

  it('JSON of the wrong shape is a 400 naming the offending place', async () => {
    const direction = await failure(
      rows().execute('rows', 'list', { sort: '[{"field":"Name","direction":"up"}]' }),
    );
    expect([direction.status, direction.field, direction.errors[0]?.message]).toEqual([
      400,
      'sort.0.direction',
      'must be one of: asc, desc',
    ]);
    const notArray = await failure(rows().execute('rows', 'list', { sort: '{"field":"Name"}' }));
    expect([notArray.field, notArray.errors[0]?.message]).toEqual(['sort', 'must be array']);
    const noField = await failure(
      rows().execute('rows', 'list', { sort: '[{"direction":"asc"}]' }),
    );
    expect(noField.field).toBe('sort.0.field');
  });

  it('the outer schema still applies (a non-string is refused as usual), and the text is bounded before parsing', async () => {
    const notText = await failure(rows().execute('rows', 'list', { sort: [{ field: 'Name' }] }));
    expect([notText.field, notText.errors[0]?.message]).toEqual(['sort', 'must be string']);
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    const tooDeep = await failure(rows().execute('rows', 'list', { sort: deep }));
    expect([tooDeep.status, tooDeep.field]).toEqual([400, 'sort']);
    expect(tooDeep.message).toMatch(/deeper than/);
  });

  it('describe shows the param as a string with its content schema', () => {
    const schema = engine.plan('jsontext').entities.get('rows')!.actions.get('list')!.paramsSchema
      .properties!.sort as Record<string, unknown>;
    expect(schema).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'array' },
    });
  });
});
