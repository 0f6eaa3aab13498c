// Records are the source of truth for fields: searchable names take their types from the record
// schema (the map form overrides), describe shows the record, the linter reports a searchable field
// the record lacks, and fixture replay checks every record a list or get answers against the schema.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFolder, createEngine, describeKind, type Engine } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import type { FixtureCase } from './support/fixtures.ts';
import { manifestHead } from './support/manifest-head.ts';
import { runCase } from './support/run-case.ts';

const manifest = (people: string) => `${manifestHead('fields', 'Fields', 'api_key')}entities:
  people:
    record:
      type: object
      required: [id]
      properties:
        id: { type: string }
        email: { type: [string, "null"], format: email }
        created: { type: integer }
        score: { type: number }
        tier: { enum: [free, paid] }
        address: { type: [object, "null"] }
${people}
    actions:
      list: { request: { path: /people }, no_pagination_reason: one page in tests, response: { result: "people.{ 'id': id, 'email': mail, 'created': created, 'tier': tier, 'address': address }" } }
      get: { request: { path: "/people/{id}" } }
`;

function folder(people: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fields-'));
  writeFileSync(join(dir, 'fields.yaml'), manifest(people));
  return dir;
}

describe('searchable fields from the record', () => {
  it('a list of names takes each type from the record (first besides null, enum values); the map form overrides', () => {
    const list = compileFolder(folder('    searchable: [email, created, tier, address]'));
    expect(list.problems).toEqual([]);
    expect(list.plans.get('fields')!.entities.get('people')!.searchable).toEqual({
      email: 'string',
      created: 'integer',
      tier: 'string',
      address: 'object',
    });
    const map = compileFolder(folder('    searchable: { created: string, score: integer }'));
    expect(map.plans.get('fields')!.entities.get('people')!.searchable).toEqual({
      created: 'string',
      score: 'integer',
    });
  });

  it('describe (and the connector-types API) shows the record schema beside the typed searchable fields', () => {
    const plan = compileFolder(folder('    searchable: [email, created]')).plans.get('fields')!;
    const people = describeKind(plan).entities.find((e) => e.name === 'people')!;
    expect(people.record).toMatchObject({
      type: 'object',
      required: ['id'],
      properties: { email: { type: ['string', 'null'] } },
    });
    expect(people.searchable_fields).toEqual({ email: 'string', created: 'integer' });
  });

  it('lint reports a searchable field the record lacks at its place, with the fix', () => {
    const { problems } = compileFolder(folder('    searchable: [email, phone]'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 23, col: 25, code: 'searchable-not-in-record' }); // at 'phone';
    expect(problems[0]!.message).toContain(
      "searchable field 'phone' is not in the record schema of people. Add it to entities.people.record.properties (e.g. phone: { type: string }) or remove it from searchable.",
    );
  });
});

describe('fixture replay checks records against the record schema', () => {
  const fake = new FakeUpstream();
  let engine: Engine;
  beforeAll(async () => {
    engine = createEngine({
      connectorsDir: folder('    searchable: [email]'),
      upstreams: { fields: await fake.start() },
    });
  });
  afterAll(() => fake.stop());
  const kind = { kind: 'fields', connector: { credentials: { api_key: 'k-123456' } }, files: [] };

  it('a mapping that returns the wrong shape fails the case; the right shape passes', async () => {
    const good: FixtureCase = {
      name: 'good',
      action: 'list',
      exchanges: [
        {
          request: { method: 'GET', path: '/people' },
          response: {
            body: {
              people: [
                { id: 'p1', mail: 'a@b.test', created: 1700000000, tier: 'paid', address: null },
              ],
            },
          },
        },
      ],
      expect: { result_count: 1 },
    };
    expect(await runCase(engine, fake, kind, 'people', good)).toEqual([]);
    // The vendor sends created as text and an unknown tier: the mapping passes them on, the record says otherwise.
    const wrong: FixtureCase = {
      ...good,
      exchanges: [
        {
          request: { method: 'GET', path: '/people' },
          response: {
            body: { people: [{ id: 'p1', mail: 'a@b.test', created: '2024-01-01', tier: 'gold' }] },
          },
        },
      ],
    };
    expect(await runCase(engine, fake, kind, 'people', wrong)).toEqual([
      'record 0 does not match the record schema of people: /created must be integer',
      'record 0 does not match the record schema of people: /tier must be equal to one of the allowed values',
    ]);
    const get: FixtureCase = {
      name: 'get',
      action: 'get',
      params: { id: 'p2' },
      exchanges: [
        {
          request: { method: 'GET', path: '/people/p2' },
          response: { body: { email: 'x@y.test' } },
        },
      ],
      expect: {},
    };
    expect(await runCase(engine, fake, kind, 'people', get)).toEqual([
      "record 0 does not match the record schema of people: (record) must have required property 'id'",
    ]);
  });
});
