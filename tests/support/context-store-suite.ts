// The context store in-process (open source mode), run on each backend (context-store.test.ts on
// SQLite, context-store-pg.test.ts on PostgreSQL): syncs from a fake vendor into a real database,
// then context_store_search with every operator, sort, fields, snapshot cursors while records
// arrive, incremental re-syncs, a killed sync resumed, and bad input and injection attempts; hostile
// searches (prototype keys, deep or costly filters, forged cursors) and the search time budget.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURSOR_TTL_MS, CursorSealer } from '../../engine/context-store/cursor.ts';
import { SqliteContextStore } from '../../engine/context-store/sqlite-store.ts';
import { failure } from '../../engine/context-store/sync-records.ts';
import {
  type Connector,
  type ContextStore,
  createEngine,
  type Engine,
  EngineError,
  type SearchResult,
} from '../../engine/index.ts';
import { FakePeople, person } from './fake-people.ts';
import { type Backend, storeMaker, TEST_DATABASE_URL } from './store-backends.ts';

export function contextStoreSuite(backend: Backend): void {
  const fake = new FakePeople();
  let engine: Engine;
  let store: ContextStore;
  let acme: Connector;
  const maker = storeMaker(backend);
  const openStore = (name: string, opts = {}) => maker.open(name, opts);
  /** The highest seq of the people table (to check that a cursor does not show it). */
  const maxSeq = async (): Promise<number> => {
    if (store instanceof SqliteContextStore)
      return (store.db.prepare('SELECT max(seq) AS s FROM cs_acme__people').get() as { s: number })
        .s;
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      return Number(
        (
          await client.query(
            `SELECT max(seq) AS s FROM "${maker.schemaOf('local.db')}".cs_acme__people`,
          )
        ).rows[0].s,
      );
    } finally {
      await client.end();
    }
  };

  const search = async (params: unknown, entity = 'people') =>
    (await acme.execute(entity, 'context_store_search', params)).result as SearchResult;
  const ids = (r: SearchResult) => r.data.map((p) => (p as { id: string }).id);
  const rejected = async (params: unknown): Promise<EngineError> => {
    const err = await acme.execute('people', 'context_store_search', params).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).status).toBe(400);
    return err as EngineError;
  };

  beforeAll(async () => {
    await fake.start();
    fake.people = Array.from({ length: 24 }, (_, i) => person(i));
    fake.notes = fake.people.flatMap((p, i) =>
      i < 3
        ? [
            { id: `n${i}a`, person: p.id, text: 'first note' },
            { id: `n${i}b`, person: p.id, text: 'second' },
            { id: `n${i}c`, person: p.id, text: 'third' },
          ]
        : [],
    );
    engine = createEngine({
      connectorsDir: join(import.meta.dirname, '..', 'manifests'),
      upstreams: { acme: fake.origin },
      http: { backoffMs: 1, retries: 1 },
    });
    store = await openStore('local.db');
    acme = engine.connector('acme', {
      credentials: { api_key: 'key-secret-123' },
      config: { tenant: 'blue' },
      contextStore: { store, connectorId: 'local-1' },
    });
  });
  afterAll(async () => {
    await maker.cleanup();
    await fake.stop();
  });

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
      expect(states.find((s) => s.entity === 'people')).toMatchObject({
        state: 'done',
        records: 24,
      });
      expect(fake.requests[0]).toContain('updated_since=2024-01-24T00%3A00%3A00Z'); // the newest updated_at of the first sync
      expect((await search({ query: { filter: { eq: { id: 'p005' } } } })).data[0]).toMatchObject({
        bio: expect.stringContaining('(edited)'),
      });
      expect((await search({ query: { filter: { eq: { id: 'p005' } } } })).data).toHaveLength(1); // a new version, not a duplicate
    });

    it('sync params take the replication start date when the connector has one', async () => {
      const store3 = await openStore('replication.db');
      const c = engine.connector('acme', {
        credentials: { api_key: 'key-secret-123' },
        config: { tenant: 'blue' },
        replication: { replication_start_date: '2023-06-01T00:00:00Z' },
        contextStore: { store: store3, connectorId: 'x' },
      });
      fake.requests = [];
      await c.sync({ entities: ['people'] });
      expect(fake.requests[0]).toContain('created_after=2023-06-01T00%3A00%3A00Z');
    });

    it('a sync killed part-way keeps what it stored and resumes from its checkpoint', async () => {
      const store2 = await openStore('resume.db');
      const c = engine.connector('acme', {
        credentials: { api_key: 'key-secret-123' },
        config: { tenant: 'blue' },
        contextStore: { store: store2, connectorId: 'r' },
      });
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
      const all = await store2.search(engine.plan('acme'), 'people', 'r', {
        query: {},
        limit: 100,
      });
      expect(new Set(ids(all)).size).toBe(24);
      expect(all.data).toHaveLength(24);
    });

    it('a page given `after` is written once that write succeeded, and not at all when it failed', async () => {
      const store4 = await openStore('after.db');
      const t = await store4.table(engine.plan('acme'), 'people');
      let release!: () => void;
      const before = new Promise<void>((r) => (release = r));
      const page = store4.storePage(t, 'a', [person(0)], ['id'], undefined, before);
      await new Promise((r) => setTimeout(r, 50));
      expect(await store4.count(t, 'a')).toBe(0);
      release();
      expect(await page).toMatchObject({ added: 1, ids: ['p000'] });
      const failedBefore = Promise.reject(new Error('the page before failed'));
      const refused = store4.storePage(t, 'a', [person(1)], ['id'], undefined, failedBefore);
      await expect(refused).rejects.toThrow('the page before failed');
      expect(await store4.count(t, 'a')).toBe(1);
    });

    it('stores text with quotes, backslashes, tabs and line breaks whole, searchable, and unchanged when it comes again', async () => {
      const store5 = await openStore('escapes.db');
      const plan = engine.plan('acme');
      const t = await store5.table(plan, 'people');
      const odd = [
        {
          ...person(0),
          id: 'p\\0\t1',
          name: "O'Brien\\Tab\there",
          bio: 'line\none\r\ntwo \\N back\\slash "quoted" ü',
        },
        { ...person(1), name: '\\', bio: "''' \\\\ end" },
        { ...person(2), name: 'x'.repeat(600), bio: 42 }, // one word past the text index's longest; a number in a text field
      ];
      expect(await store5.storePage(t, 'e', odd, ['id'])).toMatchObject({ added: 3, updated: 0 });
      const all = await store5.search(plan, 'people', 'e', { query: {}, limit: 10 });
      expect(all.data).toEqual(odd.map((r) => expect.objectContaining(r)));
      const find = async (filter: unknown) =>
        ids(await store5.search(plan, 'people', 'e', { query: { filter } }));
      expect(await find({ eq: { name: "O'Brien\\Tab\there" } })).toEqual(['p\\0\t1']);
      expect(await find({ eq: { id: 'p\\0\t1' } })).toEqual(['p\\0\t1']);
      expect(await find({ keyword: { name: 'brien' } })).toEqual(['p\\0\t1']);
      expect(await find({ keyword: { bio: 'slash' } })).toEqual(['p\\0\t1']);
      expect(await find({ keyword: { bio: 'two' } })).toEqual(['p\\0\t1']);
      expect(await find({ keyword: { bio: 'end' } })).toEqual(['p001']);
      // the same records again change nothing; one changed field makes one new version
      expect(await store5.storePage(t, 'e', odd, ['id'])).toMatchObject({ changed: 0 });
      const edited = [{ ...odd[0]!, age: 99 }, odd[1]!, odd[2]!];
      expect(await store5.storePage(t, 'e', edited, ['id'])).toMatchObject({
        changed: 1,
        updated: 1,
      });
      expect(await find({ eq: { age: 99 } })).toEqual(['p\\0\t1']);
      expect(await store5.count(t, 'e')).toBe(3);
    });

    it('stores a record holding NUL characters (PostgreSQL, which stores none, as U+FFFD), and the same again changes nothing', async () => {
      const store6 = await openStore('nul.db');
      const plan = engine.plan('acme');
      const t = await store6.table(plan, 'people');
      const nul = {
        ...person(3),
        name: 'Ann\u0000Lee',
        bio: 'a\\u0000b',
        address: { city: '\u0000' },
      };
      const page = [nul, person(4), { ...person(5), id: 'p\u00005' }];
      const stored = await store6.storePage(t, 'n', page, ['id']);
      expect(stored).toMatchObject({ added: 3 });
      // the ids a complete walk saw are the ids stored: nothing is taken for deleted at the walk's end
      expect((await store6.recordIds(t, 'n', Number.MAX_SAFE_INTEGER)).sort()).toEqual(
        [...stored.ids].sort(),
      );
      const [got] = (
        await store6.search(plan, 'people', 'n', { query: { filter: { eq: { id: 'p003' } } } })
      ).data as (typeof nul)[];
      const kept = backend === 'postgres' ? '\ufffd' : '\u0000';
      expect(got).toEqual({ ...nul, name: `Ann${kept}Lee`, address: { city: kept } });
      expect(got!.bio).toBe('a\\u0000b'); // the text "\u0000" is not a NUL character
      expect(await store6.storePage(t, 'n', page, ['id'])).toMatchObject({ changed: 0 });
    });

    it('a page the database refuses part-way (an update and new records) leaves nothing of it, its checkpoint included', async () => {
      const store7 = await openStore('refused.db');
      const plan = engine.plan('acme');
      const t = await store7.table(plan, 'people');
      const checkpoint = { entity: 'people', value: { offset: 1 } };
      await store7.setState('f', 'people', { state: 'running' });
      await store7.storePage(t, 'f', [person(0)], ['id'], checkpoint);
      // a trigger of another connection refuses the third record of the next page
      const refuse = async (sql: { sqlite: string[]; postgres: string[] }) => {
        if (store7 instanceof SqliteContextStore) for (const s of sql.sqlite) store7.db.exec(s);
        else {
          const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
          await client.connect();
          try {
            for (const s of sql.postgres) await client.query(s);
          } finally {
            await client.end();
          }
        }
      };
      const table = backend === 'sqlite' ? t.name : t.qualified!;
      const fn = `"${maker.schemaOf('refused.db')}".refuse`;
      await refuse({
        sqlite: [
          `CREATE TRIGGER refuse BEFORE INSERT ON ${table} WHEN NEW.record_id = 'p002' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
        ],
        postgres: [
          `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.record_id = 'p002' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`,
          `CREATE TRIGGER refuse BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
        ],
      });
      const page = [person(0, ' (edited)'), person(1), person(2)];
      const later = { entity: 'people', value: { offset: 4 } };
      const err = await store7.storePage(t, 'f', page, ['id'], later).catch((e: Error) => e);
      expect(failure(err)).toMatch(/^store_error: .*refused/);
      expect(ids(await store7.search(plan, 'people', 'f', { query: {} }))).toEqual(['p000']);
      expect((await store7.search(plan, 'people', 'f', { query: {} })).data[0]).not.toHaveProperty(
        'bio',
        expect.stringContaining('(edited)'),
      );
      expect((await store7.state('f', 'people'))?.checkpoint).toEqual({ offset: 1 });
      await refuse({
        sqlite: ['DROP TRIGGER refuse'],
        postgres: [`DROP TRIGGER refuse ON ${table}`],
      });
      expect(await store7.storePage(t, 'f', page, ['id'], later)).toMatchObject({
        added: 2,
        updated: 1,
      });
      expect((await store7.state('f', 'people'))?.checkpoint).toEqual({ offset: 4 });
    });
  });

  describe('search operators', () => {
    const cases: [string, unknown, string[]][] = [
      ['eq', { eq: { age: 33 } }, ['p003']],
      ['eq on a nested path', { eq: { 'address.zip': '10007' } }, ['p007']],
      [
        'eq on a boolean',
        { and: [{ eq: { active: true } }, { lt: { age: 36 } }] },
        ['p000', 'p002', 'p004'],
      ],
      [
        'neq',
        { and: [{ neq: { 'address.city': 'Berlin' } }, { lt: { age: 35 } }] },
        ['p001', 'p002', 'p004'],
      ],
      ['gt / lte', { gt: { age: 50 }, lte: { age: 52 } }, ['p021', 'p022']],
      ['gte / lt on numbers', { gte: { score: 5 }, lt: { score: 5.5 } }, ['p020', 'p021']],
      [
        'range on dates as strings',
        { gte: { updated_at: '2024-01-23T00:00:00Z' }, lt: { updated_at: '2024-01-25T00:00:00Z' } },
        ['p022', 'p023'],
      ],
      ['in', { in: { id: ['p001', 'p009', 'zzz'] } }, ['p001', 'p009']],
      ['like with % wildcards', { like: { name: 'Grace%' } }, ['p002', 'p014']],
      ['like treats _ literally', { like: { name: 'Ada_Lovelace' } }, []],
      [
        'keyword: any of the words, any case',
        { and: [{ keyword: { bio: 'DATABASE Teacher' } }, { lt: { age: 36 } }] },
        ['p000', 'p001', 'p003', 'p004'],
      ],
      [
        'keyword on a field outside the text index',
        { and: [{ keyword: { 'address.city': 'lisbon' } }, { lt: { age: 36 } }] },
        ['p002', 'p005'],
      ],
      ['fuzzy: one typo', { fuzzy: { name: 'Dijkstar' } }, ['p003', 'p015']],
      [
        'fuzzy outside the text index',
        { and: [{ fuzzy: { 'address.city': 'Lisbn' } }, { lt: { age: 36 } }] },
        ['p002', 'p005'],
      ],
      [
        'contains: an array holds a value',
        { and: [{ contains: { tags: 'vip' } }, { lt: { age: 40 } }] },
        ['p000', 'p004', 'p008'],
      ],
      [
        'any: some element matches',
        {
          and: [{ any: { pets: { and: [{ eq: { kind: 'cat' } }, { like: { name: 'Cat1%' } }] } } }],
        },
        ['p012', 'p015', 'p018'],
      ],
      [
        'not',
        { and: [{ not: { eq: { active: true } } }, { lt: { age: 36 } }] },
        ['p001', 'p003', 'p005'],
      ],
      [
        'or of ands',
        {
          or: [
            { eq: { id: 'p000' } },
            { and: [{ eq: { 'address.city': 'Paris' } }, { gt: { age: 50 } }] },
          ],
        },
        ['p000', 'p022'],
      ],
    ];
    for (const [name, filter, expected] of cases) {
      it(name, async () => {
        expect(ids(await search({ query: { filter, sort: [{ age: 'asc' }] }, limit: 50 }))).toEqual(
          expected,
        );
      });
    }

    it('sorts by several fields and projects dotted fields', async () => {
      const r = await search({
        query: { filter: { lt: { age: 36 } }, sort: [{ 'address.city': 'desc' }, { age: 'desc' }] },
        fields: ['id', 'address.city'],
      });
      expect(r.data).toEqual([
        { id: 'p004', address: { city: 'Paris' } },
        { id: 'p001', address: { city: 'Paris' } },
        { id: 'p005', address: { city: 'Lisbon' } },
        { id: 'p002', address: { city: 'Lisbon' } },
        { id: 'p003', address: { city: 'Berlin' } },
        { id: 'p000', address: { city: 'Berlin' } },
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
      fake.people.push(
        { ...person(90), updated_at: '2024-03-02T00:00:00Z' },
        { ...person(91), updated_at: '2024-03-02T00:00:00Z' },
      );
      fake.people[0] = {
        ...person(0, ' moved'),
        name: 'Zed Last',
        updated_at: '2024-03-01T00:00:00Z',
      };
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
    const errorsOf = async (params: unknown) =>
      (await rejected(params)).errors.map((e) => `${e.field}: ${e.message}`).join(' | ');

    it('unknown field lists the searchable ones; wrong types name the path', async () => {
      expect(await errorsOf({ query: { filter: { eq: { nmae: 'x' } } } })).toMatch(
        /^query\.filter\.eq\.nmae: is not searchable; searchable fields: id, name, bio, age/,
      );
      expect(await errorsOf({ query: { filter: { and: [{ eq: { age: '33' } }] } } })).toMatch(
        /^query\.filter\.and\.0\.eq\.age: must be an integer/,
      );
      expect(await errorsOf({ query: { filter: { eq: { address: 'Berlin' } } } })).toMatch(
        /is an object field/,
      );
      expect(await errorsOf({ query: { filter: { like: { age: '3%' } } } })).toMatch(
        /like works on strings/,
      );
      expect(await errorsOf({ query: { filter: { contains: { name: 'x' } } } })).toMatch(
        /contains works on arrays/,
      );
      expect(await errorsOf({ query: { filter: { eq: { 'age.inner': 1 } } } })).toMatch(
        /goes inside 'age', which is a integer/,
      );
    });

    it('unknown operators, shapes, sizes and depths', async () => {
      expect(await errorsOf({ query: { filter: { equals: { age: 1 } } } })).toMatch(
        /is not an operator; use one of eq, neq/,
      );
      expect(await errorsOf({ query: { filter: { and: {} } } })).toMatch(/must be a list/);
      expect(
        await errorsOf({
          query: { filter: { in: { id: Array.from({ length: 501 }, (_, i) => `x${i}`) } } },
        }),
      ).toMatch(/1 to 500 values/);
      let deep: unknown = { eq: { age: 1 } };
      for (let i = 0; i < 10; i++) deep = { not: deep };
      expect(await errorsOf({ query: { filter: deep } })).toMatch(/nests deeper than 8 levels/);
      expect(await errorsOf({ query: { sort: [{ address: 'asc' }] } })).toMatch(/cannot be sorted/);
      expect(await errorsOf({ query: { sort: [{ age: 'up' }] } })).toMatch(
        /query\.sort\.0\.age: must be one of: asc, desc/,
      );
      expect(await errorsOf({ query: {}, limit: 0 })).toMatch(/limit/);
      expect(await errorsOf({ limit: 5 })).toMatch(/query: is required/);
      expect(await errorsOf({ query: {}, fields: ['a b'] })).toMatch(/fields\.0/);
    });

    it('cursors: malformed, or from another query', async () => {
      expect(await errorsOf({ query: {}, cursor: 'bm90LWEtY3Vyc29y' })).toMatch(
        /cursor: .*not one this service issued/,
      );
      const page = await search({ query: { filter: { gte: { age: 0 } } }, limit: 2 });
      expect(
        await errorsOf({
          query: { filter: { gte: { age: 1 } } },
          limit: 2,
          cursor: page.meta.cursor,
        }),
      ).toMatch(/another query/);
    });

    it('an entity without a context-store copy, and one the kind does not have', async () => {
      const none = await acme.execute('things', 'context_store_search', { query: {} }).then(
        () => undefined,
        (e: EngineError) => e,
      );
      expect([none?.status, none?.code]).toEqual([404, 'unknown_action']);
      const unknown = await acme.execute('peeple', 'context_store_search', { query: {} }).then(
        () => undefined,
        (e: EngineError) => e,
      );
      expect([unknown?.status, unknown?.message]).toEqual([
        404,
        expect.stringContaining("Did you mean 'people'?"),
      ]);
    });
  });

  describe('injection attempts change nothing', () => {
    it('in values, patterns and field names', async () => {
      const before = ids(await search({ query: {}, limit: 100 })).length;
      expect(ids(await search({ query: { filter: { eq: { name: "x' OR '1'='1" } } } }))).toEqual(
        [],
      );
      expect(ids(await search({ query: { filter: { like: { name: "%' OR 1=1 --" } } } }))).toEqual(
        [],
      );
      expect(
        ids(await search({ query: { filter: { keyword: { bio: 'x" OR "y" NEAR(a b) *' } } } })),
      ).toEqual([]);
      expect(
        ids(await search({ query: { filter: { fuzzy: { bio: '") OR rowid > 0 --' } } } })),
      ).toEqual([]);
      expect(
        (
          await rejected({
            query: { filter: { eq: { "name') OR 1=1; DROP TABLE cs_sync_state; --": 'x' } } },
          })
        ).errors[0]!.error_code,
      ).toBe('invalid_field');
      expect(
        (await rejected({ query: { sort: [{ 'age; DROP TABLE x': 'asc' }] } })).errors[0]!
          .error_code,
      ).toBe('invalid_field');
      expect(ids(await search({ query: {}, limit: 100 })).length).toBe(before);
      expect((await acme.sync({ entities: ['people'] }))[0]).toBeDefined(); // the sync-state table is still there
    });
  });

  describe('hostile searches', () => {
    it('refuses __proto__, prototype and constructor as a path step of filter, sort and fields fields', async () => {
      const cases: [unknown, string][] = [
        [{ query: { filter: { eq: { constructor: 'x' } } } }, 'query.filter.eq.constructor'],
        [
          { query: { filter: JSON.parse('{"eq": {"__proto__": 1}}') } },
          'query.filter.eq.__proto__',
        ],
        [
          { query: { filter: { like: { 'address.constructor': 'x%' } } } },
          'query.filter.like.address.constructor',
        ],
        [
          { query: { filter: { any: { pets: { eq: { prototype: 'x' } } } } } },
          'query.filter.any.pets.eq.prototype',
        ],
        [
          { query: { filter: { any: { constructor: { eq: { name: 'x' } } } } } },
          'query.filter.any.constructor',
        ],
        [{ query: { sort: [{ constructor: 'asc' }] } }, 'query.sort.0.constructor'],
        [{ query: { sort: [JSON.parse('{"__proto__": "desc"}')] } }, 'query.sort.0.__proto__'],
        [{ query: {}, fields: ['__proto__.hasOwnProperty'] }, 'fields.0'],
        [{ query: {}, fields: ['id', 'address.constructor'] }, 'fields.1'],
        [{ query: {}, fields: ['prototype'] }, 'fields.0'],
      ];
      for (const [params, field] of cases) {
        const err = await rejected(params);
        expect(err.errors[0]).toMatchObject({
          field,
          error_code: 'invalid_field',
          message: expect.stringMatching(
            /as a path step; __proto__, prototype, constructor are never field names/,
          ),
        });
      }
      expect(typeof ({} as { hasOwnProperty: unknown }).hasOwnProperty).toBe('function');
      expect(
        ids(await search({ query: { filter: { eq: { id: 'p001' } } }, fields: ['id'] })),
      ).toEqual(['p001']);
    });

    it('counts depth through every operator with an explicit stack: 100,000 nested ands answer 400 at once', async () => {
      const nest = (levels: number, op: 'and' | 'or' | 'not') => {
        let node: unknown = { eq: { age: 33 } };
        for (let i = 0; i < levels; i++) node = op === 'not' ? { not: node } : { [op]: [node] };
        return { query: { filter: node } };
      };
      const started = performance.now();
      const err = await rejected(nest(100_000, 'and'));
      expect(performance.now() - started).toBeLessThan(1000);
      expect(err.errors[0]).toMatchObject({
        error_code: 'too_deep',
        message: 'nests deeper than 8 levels',
      });
      expect(err.errors[0]!.field).toBe(`query.filter${'.and.0'.repeat(9)}`); // the first level too deep, not a 600 KB path
      // single-element top-level ands were flattened without counting: 9 of them were accepted
      for (const op of ['and', 'or', 'not'] as const)
        expect((await rejected(nest(9, op))).errors[0]!.error_code).toBe('too_deep');
      for (const op of ['and', 'or', 'not'] as const) await search(nest(8, op));
      // deep values elsewhere in the params: refused before they are copied
      let value: unknown = 1;
      for (let i = 0; i < 100_000; i++) value = [value];
      expect(
        (await rejected({ query: { filter: { eq: { age: value } } } })).errors[0],
      ).toMatchObject({ field: 'params', error_code: 'too_deep' });
      expect((await rejected({ query: { sort: [{ age: value }] } })).errors[0]).toMatchObject({
        field: 'params',
        error_code: 'too_deep',
      });
    });

    it('bounds the work: conditions, words per value and full-text terms per search', async () => {
      const eqs = (n: number) => Array.from({ length: n }, (_, i) => ({ eq: { age: i } }));
      const wide = {
        and: [{ or: eqs(50) }, { or: eqs(50) }, { or: eqs(50) }, { or: eqs(50) }, { or: eqs(1) }],
      };
      expect((await rejected({ query: { filter: wide } })).errors[0]).toMatchObject({
        error_code: 'too_large',
        message: 'makes the filter larger than 200 conditions',
      });
      const twentyOne = Array.from({ length: 21 }, (_, i) => `word${i}`).join(' ');
      expect(
        (await rejected({ query: { filter: { keyword: { bio: twentyOne } } } })).errors[0]!.message,
      ).toBe('has 21 words; a keyword value may have at most 20');
      // twenty 48-letter words: about 40,000 spellings within one edit, each a full-text term
      const long = Array.from(
        { length: 20 },
        (_, i) => String.fromCharCode(97 + i).repeat(24) + 'xyzabcdefghijklmnopqrstu'.slice(0, 24),
      ).join(' ');
      const err = await rejected({ query: { filter: { fuzzy: { bio: long } } } });
      expect(err.errors[0]).toMatchObject({
        field: 'query.filter.fuzzy.bio',
        error_code: 'too_large',
        message: expect.stringMatching(
          /look up \d{5} full-text terms; a search may look up at most 2000/,
        ),
      });
      expect(
        ids(
          await search({
            query: { filter: { fuzzy: { name: 'Dijkstar Hoper' } }, sort: [{ age: 'asc' }] },
          }),
        ),
      ).toEqual(['p002', 'p003', 'p014', 'p015']);
    });

    it('several words outside the text index each match (one JSON path parameter, however many words)', async () => {
      const filter = (op: string) => ({
        and: [
          { [op]: { 'address.city': op === 'fuzzy' ? 'Lisbn Pari' : 'lisbon paris' } },
          { lt: { age: 36 } },
        ],
      });
      expect(
        ids(await search({ query: { filter: filter('keyword'), sort: [{ age: 'asc' }] } })),
      ).toEqual(['p001', 'p002', 'p004', 'p005']);
      expect(
        ids(await search({ query: { filter: filter('fuzzy'), sort: [{ age: 'asc' }] } })),
      ).toEqual(['p001', 'p002', 'p004', 'p005']);
    });
  });

  describe('cursors are sealed', () => {
    const query = { query: { filter: { gte: { age: 0 } } }, limit: 3 };

    it('reveal nothing, and a cursor with any byte changed is refused', async () => {
      const page = await search(query);
      const cursor = page.meta.cursor!;
      const snapshot = await maxSeq();
      const raw = Buffer.from(cursor, 'base64url');
      expect(() => JSON.parse(raw.toString('utf8'))).toThrow();
      expect(raw.toString('latin1')).not.toContain(`${snapshot},`);
      expect((await search(query)).meta.cursor).not.toBe(cursor); // a fresh IV each time
      for (let i = 0; i < raw.length; i++) {
        const forged = Buffer.from(raw);
        forged[i]! ^= 0x01;
        const err = await rejected({ ...query, cursor: forged.toString('base64url') });
        expect(err.errors[0]).toMatchObject({
          field: 'cursor',
          message: expect.stringMatching(
            /not one this service issued for this connector \(or it was altered\)/,
          ),
        });
      }
      expect(ids(await search({ ...query, cursor }))).toHaveLength(3); // the original still pages
    });

    it("another connector cannot use a connector's cursor, and an expired one is refused", async () => {
      const other = engine.connector('acme', {
        credentials: { api_key: 'key-secret-123' },
        config: { tenant: 'blue' },
        contextStore: { store, connectorId: 'local-2' },
      });
      const cursor = (await search(query)).meta.cursor!;
      const err = await other.execute('people', 'context_store_search', { ...query, cursor }).then(
        () => undefined,
        (e: EngineError) => e,
      );
      expect([err?.status, err?.errors[0]?.field, err?.message]).toEqual([
        400,
        'cursor',
        expect.stringMatching(/not one this service issued for this connector/),
      ]);
      const sealer = new CursorSealer(Buffer.alloc(32, 7));
      const old = sealer.seal(
        { snapshot: 10, offset: 3, issued: Date.now() - CURSOR_TTL_MS - 1 },
        'c',
        'h',
      );
      expect(() => sealer.open(old, 'c', 'h')).toThrow(/expired/);
      expect(
        sealer.open(
          sealer.seal({ snapshot: 10, offset: 3, issued: Date.now() }, 'c', 'h'),
          'c',
          'h',
        ),
      ).toMatchObject({ snapshot: 10, offset: 3 });
    });
  });

  describe('search time budget', () => {
    const slow = {
      query: {
        filter: {
          fuzzy: { 'address.city': Array.from({ length: 20 }, (_, i) => `qwzx${i}vbn`).join(' ') },
        },
        sort: [{ 'address.zip': 'desc' }],
      },
      limit: 10,
    };
    const fill = async (s: ContextStore) => {
      const plan = engine.plan('acme');
      const t = await s.table(plan, 'people');
      const city = Array.from({ length: 150 }, (_, i) => `street${i % 37} quarter${i % 11}`).join(
        ' ',
      );
      for (let i = 0; i < 20_000; i += 1000)
        await s.storePage(
          t,
          'bulk',
          Array.from({ length: 1000 }, (_, k) => ({
            ...person(i + k),
            id: `b${i + k}`,
            address: { city, zip: String(k) },
          })),
          ['id'],
        );
      return plan;
    };

    it.skipIf(backend !== 'postgres')(
      'stops a search past its budget (statement_timeout in the search transaction)',
      async () => {
        const budgeted = await openStore('budget', { searchTimeoutMs: 50 });
        const plan = await fill(budgeted);
        const err = await budgeted.search(plan, 'people', 'bulk', slow).then(
          () => undefined,
          (e: EngineError) => e,
        );
        expect([err?.code, err?.status]).toEqual(['search_timeout', 422]);
        expect(err?.message).toMatch(
          /budget of 50 ms and was stopped\. Narrow it: filter on an indexed field \(age, updated_at, active\)/,
        );
        expect(
          (
            await budgeted.search(plan, 'people', 'bulk', {
              query: { filter: { eq: { age: 37 } } },
            })
          ).data,
        ).toHaveLength(1); // the pool's connection still works
      },
      60_000,
    );

    it.skipIf(backend !== 'sqlite')(
      'stops a search past its budget on the calling thread (an in-memory store)',
      async () => {
        const mem = new SqliteContextStore(new Database(':memory:'), { searchTimeoutMs: 50 });
        const plan = await fill(mem);
        const started = performance.now();
        const err = await mem.search(plan, 'people', 'bulk', slow).then(
          () => undefined,
          (e: EngineError) => e,
        );
        expect([err?.code, err?.status]).toEqual(['search_timeout', 422]);
        expect(err?.message).toMatch(
          /budget of 50 ms and was stopped\. Narrow it: filter on an indexed field \(age, updated_at, active\)/,
        );
        expect(performance.now() - started).toBeLessThan(1000);
        expect(
          (await mem.search(plan, 'people', 'bulk', { query: { filter: { eq: { age: 37 } } } }))
            .data,
        ).toHaveLength(1);
        await mem.close();
      },
      20_000,
    );

    it.skipIf(backend !== 'sqlite')(
      'runs searches of a database file on a worker: the event loop keeps turning while one runs',
      async () => {
        const file = (await openStore('budget.db')) as SqliteContextStore;
        const plan = await fill(file);
        const budgeted = new SqliteContextStore(file.db, { searchTimeoutMs: 300 });
        let ticks = 0;
        const timer = setInterval(() => ticks++, 10);
        const err = await budgeted.search(plan, 'people', 'bulk', slow).then(
          () => undefined,
          (e: EngineError) => e,
        );
        clearInterval(timer);
        expect(err?.code).toBe('search_timeout');
        expect(ticks).toBeGreaterThan(5); // about 30 ticks of 10 ms in 300 ms; none while a search blocks the thread
        expect(
          (
            await budgeted.search(plan, 'people', 'bulk', {
              query: { filter: { eq: { age: 37 } } },
            })
          ).data,
        ).toHaveLength(1);
        await budgeted.close();
      },
      20_000,
    );
  });
}
