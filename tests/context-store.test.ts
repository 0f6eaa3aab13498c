// The context store in-process (open source mode): syncs from a fake vendor into a real SQLite file,
// then context_store_search with every operator, sort, fields, snapshot cursors while records
// arrive, incremental re-syncs, a killed sync resumed, and bad input and injection attempts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, EngineError, type Connector, type Engine, type SearchResult } from '../engine/index.ts';
import { FakePeople, person } from './support/fake-people.ts';

const fake = new FakePeople();
let engine: Engine;
let store: ContextStore;
let acme: Connector;

const search = async (params: unknown, entity = 'people') => (await acme.execute(entity, 'context_store_search', params)).result as SearchResult;
const ids = (r: SearchResult) => r.data.map((p) => (p as { id: string }).id);
const rejected = async (params: unknown): Promise<EngineError> => {
  const err = await acme.execute('people', 'context_store_search', params).then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(EngineError);
  expect((err as EngineError).status).toBe(400);
  return err as EngineError;
};

beforeAll(async () => {
  await fake.start();
  fake.people = Array.from({ length: 24 }, (_, i) => person(i));
  fake.notes = fake.people.flatMap((p, i) => (i < 3 ? [{ id: `n${i}a`, person: p.id, text: 'first note' }, { id: `n${i}b`, person: p.id, text: 'second' }, { id: `n${i}c`, person: p.id, text: 'third' }] : []));
  engine = createEngine({ connectorsDir: join(import.meta.dirname, 'manifests'), upstreams: { acme: fake.origin }, http: { backoffMs: 1, retries: 1 } });
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'cs-')), 'local.db'));
  acme = engine.connector('acme', { credentials: { api_key: 'key-secret-123' }, config: { tenant: 'blue' }, contextStore: { store, connectorId: 'local-1' } });
});
afterAll(() => fake.stop());

describe('sync', () => {
  it('pages through the list into the store, then walks each parent for dependent entities', async () => {
    const states = await acme.sync();
    expect(states.map((s) => [s.entity, s.state, s.records, s.last_error])).toEqual([
      ['notes', 'done', 9, null],
      ['people', 'done', 24, null],
    ]);
    expect(fake.requests.filter((r) => r.startsWith('/api/people'))).toHaveLength(7); // 6 full pages and an empty one
    expect(fake.requests.filter((r) => r.startsWith('/api/notes?person=p000'))).toHaveLength(3); // 2 + 1 + empty
    expect(fake.requests[0]).not.toContain('created_after'); // no replication start date: the param is left out
    expect(ids(await search({ query: {} }, 'notes'))).toHaveLength(9);
  });

  it('an incremental re-sync asks only for changes since the newest seen, and stores only what changed', async () => {
    fake.requests = [];
    fake.people[5] = { ...person(5, ' (edited)'), updated_at: '2024-02-01T00:00:00Z' };
    const states = await acme.sync({ entities: ['people'] });
    expect(states.find((s) => s.entity === 'people')).toMatchObject({ state: 'done', records: 24 });
    expect(fake.requests[0]).toContain('updated_since=2024-01-24T00%3A00%3A00Z'); // the newest updated_at of the first sync
    expect((await search({ query: { filter: { eq: { id: 'p005' } } } })).data[0]).toMatchObject({ bio: expect.stringContaining('(edited)') });
    expect((await search({ query: { filter: { eq: { id: 'p005' } } } })).data).toHaveLength(1); // a new version, not a duplicate
  });

  it('sync params take the replication start date when the connector has one', async () => {
    const store3 = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'cs-')), 'replication.db'));
    const c = engine.connector('acme', { credentials: { api_key: 'key-secret-123' }, config: { tenant: 'blue' }, replication: { replication_start_date: '2023-06-01T00:00:00Z' }, contextStore: { store: store3, connectorId: 'x' } });
    fake.requests = [];
    await c.sync({ entities: ['people'] });
    expect(fake.requests[0]).toContain('created_after=2023-06-01T00%3A00%3A00Z');
  });

  it('a sync killed part-way keeps what it stored and resumes from its checkpoint', async () => {
    const store2 = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'cs-')), 'resume.db'));
    const c = engine.connector('acme', { credentials: { api_key: 'key-secret-123' }, config: { tenant: 'blue' }, contextStore: { store: store2, connectorId: 'r' } });
    fake.requests = [];
    fake.failAfter = 3; // pages 1-3 answer, then the vendor fails (after its retry)
    const failed = (await c.sync({ entities: ['people'] })).find((s) => s.entity === 'people')!;
    expect(failed.state).toBe('failed');
    expect(failed.records).toBe(12);
    expect(failed.last_error).toMatch(/upstream_error/);
    expect(failed.last_error).not.toContain('key-secret-123');
    fake.failAfter = undefined;
    fake.requests = [];
    const done = (await c.sync({ entities: ['people'] })).find((s) => s.entity === 'people')!;
    expect(done).toMatchObject({ state: 'done', records: 24 });
    expect(fake.requests[0]).toContain('offset=12'); // resumed, not started over
    const all = store2.search(engine.plan('acme'), 'people', 'r', { query: {}, limit: 100 });
    expect(new Set(ids(all)).size).toBe(24);
    expect(all.data).toHaveLength(24);
  });
});

describe('search operators', () => {
  const cases: [string, unknown, string[]][] = [
    ['eq', { eq: { age: 33 } }, ['p003']],
    ['eq on a nested path', { eq: { 'address.zip': '10007' } }, ['p007']],
    ['eq on a boolean', { and: [{ eq: { active: true } }, { lt: { age: 36 } }] }, ['p000', 'p002', 'p004']],
    ['neq', { and: [{ neq: { 'address.city': 'Berlin' } }, { lt: { age: 35 } }] }, ['p001', 'p002', 'p004']],
    ['gt / lte', { gt: { age: 50 }, lte: { age: 52 } }, ['p021', 'p022']],
    ['gte / lt on numbers', { gte: { score: 5 }, lt: { score: 5.5 } }, ['p020', 'p021']],
    ['range on dates as strings', { gte: { updated_at: '2024-01-23T00:00:00Z' }, lt: { updated_at: '2024-01-25T00:00:00Z' } }, ['p022', 'p023']],
    ['in', { in: { id: ['p001', 'p009', 'zzz'] } }, ['p001', 'p009']],
    ['like with % wildcards', { like: { name: 'Grace%' } }, ['p002', 'p014']],
    ['like treats _ literally', { like: { name: 'Ada_Lovelace' } }, []],
    ['keyword: any of the words, any case', { and: [{ keyword: { bio: 'DATABASE Teacher' } }, { lt: { age: 36 } }] }, ['p000', 'p001', 'p003', 'p004']],
    ['keyword on a field outside the text index', { and: [{ keyword: { 'address.city': 'lisbon' } }, { lt: { age: 36 } }] }, ['p002', 'p005']],
    ['fuzzy: one typo', { fuzzy: { name: 'Dijkstar' } }, ['p003', 'p015']],
    ['fuzzy outside the text index', { and: [{ fuzzy: { 'address.city': 'Lisbn' } }, { lt: { age: 36 } }] }, ['p002', 'p005']],
    ['contains: an array holds a value', { and: [{ contains: { tags: 'vip' } }, { lt: { age: 40 } }] }, ['p000', 'p004', 'p008']],
    ['any: some element matches', { and: [{ any: { pets: { and: [{ eq: { kind: 'cat' } }, { like: { name: 'Cat1%' } }] } } }] }, ['p012', 'p015', 'p018']],
    ['not', { and: [{ not: { eq: { active: true } } }, { lt: { age: 36 } }] }, ['p001', 'p003', 'p005']],
    ['or of ands', { or: [{ eq: { id: 'p000' } }, { and: [{ eq: { 'address.city': 'Paris' } }, { gt: { age: 50 } }] }] }, ['p000', 'p022']],
  ];
  for (const [name, filter, expected] of cases) {
    it(name, async () => {
      expect(ids(await search({ query: { filter, sort: [{ age: 'asc' }] }, limit: 50 }))).toEqual(expected);
    });
  }

  it('sorts by several fields and projects dotted fields', async () => {
    const r = await search({ query: { filter: { lt: { age: 36 } }, sort: [{ 'address.city': 'desc' }, { age: 'desc' }] }, fields: ['id', 'address.city'] });
    expect(r.data).toEqual([
      { id: 'p004', address: { city: 'Paris' } }, { id: 'p001', address: { city: 'Paris' } },
      { id: 'p005', address: { city: 'Lisbon' } }, { id: 'p002', address: { city: 'Lisbon' } },
      { id: 'p003', address: { city: 'Berlin' } }, { id: 'p000', address: { city: 'Berlin' } },
    ]);
    expect(r.meta).toMatchObject({ has_more: false, cursor: null });
    expect(typeof r.meta.took_ms).toBe('number');
  });

  it('limit defaults to 1000', async () => {
    expect((await search({ query: {} })).data).toHaveLength(24);
  });
});

describe('cursor paging', () => {
  it('walks a snapshot: records added or changed meanwhile are neither skipped nor repeated', async () => {
    const query = { query: { filter: { gte: { age: 30 } }, sort: [{ name: 'asc' }] }, limit: 5 };
    const first = await search(query);
    const snapshot = ids(first);
    // meanwhile a sync adds people that sort first, and changes one already paged past
    fake.people.push({ ...person(90), updated_at: '2024-03-02T00:00:00Z' }, { ...person(91), updated_at: '2024-03-02T00:00:00Z' });
    fake.people[0] = { ...person(0, ' moved'), name: 'Zed Last', updated_at: '2024-03-01T00:00:00Z' };
    await acme.sync({ entities: ['people'] });
    let cursor = first.meta.cursor;
    while (cursor) {
      const page = await search({ ...query, cursor });
      snapshot.push(...ids(page));
      cursor = page.meta.cursor;
    }
    expect(snapshot).toHaveLength(24);
    expect(new Set(snapshot).size).toBe(24);
    expect(snapshot).not.toContain('p090');
    const fresh = ids(await search({ ...query, limit: 100 }));
    expect(fresh).toHaveLength(26); // a new search sees the new state
    expect(fresh.at(-1)).toBe('p000'); // renamed to Zed Last
  });
});

describe('bad input is a 400 naming the path', () => {
  const errorsOf = async (params: unknown) => (await rejected(params)).errors.map((e) => `${e.field}: ${e.message}`).join(' | ');

  it('unknown field lists the searchable ones; wrong types name the path', async () => {
    expect(await errorsOf({ query: { filter: { eq: { nmae: 'x' } } } })).toMatch(/^query\.filter\.eq\.nmae: is not searchable; searchable fields: id, name, bio, age/);
    expect(await errorsOf({ query: { filter: { and: [{ eq: { age: '33' } }] } } })).toMatch(/^query\.filter\.and\.0\.eq\.age: must be an integer/);
    expect(await errorsOf({ query: { filter: { eq: { address: 'Berlin' } } } })).toMatch(/is an object field/);
    expect(await errorsOf({ query: { filter: { like: { age: '3%' } } } })).toMatch(/like works on strings/);
    expect(await errorsOf({ query: { filter: { contains: { name: 'x' } } } })).toMatch(/contains works on arrays/);
    expect(await errorsOf({ query: { filter: { eq: { 'age.inner': 1 } } } })).toMatch(/goes inside 'age', which is a integer/);
  });

  it('unknown operators, shapes, sizes and depths', async () => {
    expect(await errorsOf({ query: { filter: { equals: { age: 1 } } } })).toMatch(/is not an operator; use one of eq, neq/);
    expect(await errorsOf({ query: { filter: { and: {} } } })).toMatch(/must be a list/);
    expect(await errorsOf({ query: { filter: { in: { id: Array.from({ length: 501 }, (_, i) => `x${i}`) } } } })).toMatch(/1 to 500 values/);
    let deep: unknown = { eq: { age: 1 } };
    for (let i = 0; i < 10; i++) deep = { not: deep };
    expect(await errorsOf({ query: { filter: deep } })).toMatch(/nests deeper than 8 levels/);
    expect(await errorsOf({ query: { sort: [{ address: 'asc' }] } })).toMatch(/cannot be sorted/);
    expect(await errorsOf({ query: { sort: [{ age: 'up' }] } })).toMatch(/query\.sort\.0\.age: must be one of: asc, desc/);
    expect(await errorsOf({ query: {}, limit: 0 })).toMatch(/limit/);
    expect(await errorsOf({ limit: 5 })).toMatch(/query: is required/);
    expect(await errorsOf({ query: {}, fields: ['a b'] })).toMatch(/fields\.0/);
  });

  it('cursors: malformed, or from another query', async () => {
    expect(await errorsOf({ query: {}, cursor: 'bm90LWEtY3Vyc29y' })).toMatch(/cursor: .*not one this service issued/);
    const page = await search({ query: { filter: { gte: { age: 0 } } }, limit: 2 });
    expect(await errorsOf({ query: { filter: { gte: { age: 1 } } }, limit: 2, cursor: page.meta.cursor })).toMatch(/another query/);
  });

  it('an entity without a context-store copy, and one the kind does not have', async () => {
    const none = await acme.execute('things', 'context_store_search', { query: {} }).then(() => undefined, (e: EngineError) => e);
    expect([none?.status, none?.code]).toEqual([404, 'unknown_action']);
    const unknown = await acme.execute('peeple', 'context_store_search', { query: {} }).then(() => undefined, (e: EngineError) => e);
    expect([unknown?.status, unknown?.message]).toEqual([404, expect.stringContaining("Did you mean 'people'?")]);
  });
});

describe('injection attempts change nothing', () => {
  it('in values, patterns and field names', async () => {
    const before = ids(await search({ query: {}, limit: 100 })).length;
    expect(ids(await search({ query: { filter: { eq: { name: "x' OR '1'='1" } } } }))).toEqual([]);
    expect(ids(await search({ query: { filter: { like: { name: "%' OR 1=1 --" } } } }))).toEqual([]);
    expect(ids(await search({ query: { filter: { keyword: { bio: 'x" OR "y" NEAR(a b) *' } } } }))).toEqual([]);
    expect(ids(await search({ query: { filter: { fuzzy: { bio: '") OR rowid > 0 --' } } } }))).toEqual([]);
    expect((await rejected({ query: { filter: { eq: { "name') OR 1=1; DROP TABLE cs_sync_state; --": 'x' } } } })).errors[0]!.error_code).toBe('invalid_field');
    expect((await rejected({ query: { sort: [{ 'age; DROP TABLE x': 'asc' }] } })).errors[0]!.error_code).toBe('invalid_field');
    expect(ids(await search({ query: {}, limit: 100 })).length).toBe(before);
    expect((await acme.sync({ entities: ['people'] }))[0]).toBeDefined(); // the sync-state table is still there
  });
});
