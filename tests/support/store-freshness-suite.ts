// A store that keeps up, in-process on each backend (context-store-freshness.test.ts on SQLite,
// context-store-freshness-pg.test.ts on PostgreSQL): records deleted at the fake vendor are marked
// deleted by the next complete walk (and found again with include_deleted), an incremental entity's
// periodic full walk finds what it deleted, and the change feed answers exactly the changes of the
// syncs since a cursor, in commit order, across pages, refusing another connector's cursor.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginPage } from '../../engine/context-store/pg/write.ts';
import {
  type Connector,
  type ContextStore,
  createEngine,
  type Engine,
  EngineError,
  type EngineEvent,
  type SearchResult,
} from '../../engine/index.ts';
import { FakePeople, person } from './fake-people.ts';
import { type Backend, storeMaker, TEST_DATABASE_URL } from './store-backends.ts';

export function storeFreshnessSuite(backend: Backend): void {
  const fake = new FakePeople();
  const maker = storeMaker(backend);
  const cursorKey = randomBytes(32);
  let engine: Engine;
  let store: ContextStore;
  let acme: Connector;
  const connect = (connectorId: string, s = store) =>
    engine.connector('acme', {
      credentials: { api_key: 'key-secret-123' },
      config: { tenant: 'blue' },
      contextStore: { store: s, connectorId },
    });
  const search = async (entity: string, params: Record<string, unknown> = {}) =>
    (
      (await acme.execute(entity, 'context_store_search', { query: {}, limit: 100, ...params }))
        .result as SearchResult
    ).data.map((r) => (r as { id: string }).id);
  const state = async (entity: string) =>
    (await store.states('local-1')).find((s) => s.entity === entity)!;
  /** Every change after the cursor, read `limit` at a time; the changes and the last cursor. */
  const readAll = async (cursor: string, limit: number, c = acme) => {
    const changes: { op: string; id: string }[] = [];
    const pages: number[] = [];
    for (let i = 0; i < 100; i++) {
      const page = await c.changes('people', { cursor, limit });
      changes.push(...page.changes.map(({ op, id }) => ({ op, id })));
      pages.push(page.changes.length);
      cursor = page.next_cursor;
      if (!page.has_more) break;
    }
    return { changes, cursor, pages };
  };
  const refused = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineError);
    return err as EngineError;
  };

  beforeAll(async () => {
    await fake.start();
    fake.people = Array.from({ length: 24 }, (_, i) => person(i));
    fake.notes = fake.people.slice(0, 3).flatMap((p, i) => [
      { id: `n${i}a`, person: p.id, text: 'first note' },
      { id: `n${i}b`, person: p.id, text: 'second' },
    ]);
    engine = createEngine({
      connectorsDir: join(import.meta.dirname, '..', 'manifests'),
      upstreams: { acme: fake.origin },
      http: { backoffMs: 1, retries: 1 },
    });
    store = await maker.open('fresh.db', { cursorKey });
    acme = connect('local-1');
  });
  afterAll(async () => {
    await maker.cleanup();
    await fake.stop();
  });

  describe('deletions', () => {
    it('the first sync stores everything and reports what it added', async () => {
      await acme.sync();
      expect(await state('people')).toMatchObject({
        state: 'done',
        records: 24,
        last_added: 24,
        last_updated: 0,
        last_deleted: 0,
        last_failure: null,
        last_success: expect.any(String),
        last_full_walk: expect.any(String),
      });
      expect(await search('notes')).toHaveLength(6);
    });

    it('a record deleted at the vendor is gone from search after the next full walk, and found with include_deleted', async () => {
      fake.notes = fake.notes.filter((n) => n.id !== 'n1b');
      await acme.sync({ entities: ['notes'] });
      expect(await search('notes')).not.toContain('n1b');
      expect(await search('notes', { include_deleted: true })).toContain('n1b');
      expect(await state('notes')).toMatchObject({ records: 5, last_deleted: 1, last_added: 0 });
      // back at the vendor: current again
      fake.notes.push({ id: 'n1b', person: 'p001', text: 'second' });
      await acme.sync({ entities: ['notes'] });
      expect(await search('notes')).toContain('n1b');
      expect(await state('notes')).toMatchObject({ records: 6, last_added: 1, last_deleted: 0 });
    });

    it('a walk that fails marks nothing deleted', async () => {
      fake.notes = fake.notes.filter((n) => n.id !== 'n0a');
      fake.failAfter = 2; // the people of the first parents answer, then an outage
      fake.requests = [];
      await acme.sync({ entities: ['notes'] });
      fake.failAfter = undefined;
      expect(await state('notes')).toMatchObject({
        state: 'failed',
        last_failure: expect.any(String),
        last_failure_error: expect.stringContaining('500'),
      });
      expect(await search('notes')).toContain('n0a');
      // the resumed walk starts mid-way: it saw only part of the list, so it marks nothing either
      await acme.sync({ entities: ['notes'] });
      expect(await state('notes')).toMatchObject({
        state: 'done',
        last_failure_error: expect.stringContaining('500'), // kept after the success
        last_error: null,
      });
      await acme.sync({ entities: ['notes'] }); // a complete walk from the first page
      expect(await search('notes')).not.toContain('n0a');
    });

    it("an incremental entity's periodic full walk marks what the vendor deleted", async () => {
      fake.people = fake.people.filter((p) => p.id !== 'p003');
      await acme.sync({ entities: ['people'], reconcileEverySeconds: 3600 });
      expect(await search('people')).toContain('p003'); // an incremental walk never lists a deleted record
      const later = new Date(Date.now() + 2 * 3600_000);
      await acme.sync({ entities: ['people'], reconcileEverySeconds: 3600, now: () => later });
      expect(await search('people')).not.toContain('p003');
      expect(await state('people')).toMatchObject({
        records: 23,
        last_deleted: 1,
        last_full_walk: later.toISOString(),
      });
    });

    it('markDeleted marks current records once and answers how many', async () => {
      fake.people = fake.people.filter((p) => p.id !== 'p010' && p.id !== 'p011'); // as a deletion event says
      const t = await store.table(engine.plan('acme'), 'people');
      expect(await store.markDeleted(t, 'local-1', ['p010', 'p011', 'nope', 'p010'])).toBe(2);
      expect(await store.markDeleted(t, 'local-1', ['p010'])).toBe(0);
      expect(await store.count(t, 'local-1')).toBe(21);
      expect(await search('people', { include_deleted: true })).toContain('p010');
    });

    it('reports each write to its observer: table, operation and records (a span under a traced request)', async () => {
      const events: EngineEvent[] = [];
      const watched = await maker.open('watched.db', { cursorKey, observe: (e) => events.push(e) });
      const c = connect('watched-1', watched);
      await c.sync({ entities: ['people'] });
      const t = await watched.table(engine.plan('acme'), 'people');
      expect(await watched.markDeleted(t, 'watched-1', ['p000'])).toBe(1);
      const writes = events.filter((e) => e.type === 'store_write');
      const stored = writes.filter((e) => e.operation === 'store');
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.reduce((n, e) => n + e.records, 0)).toBe(fake.people.length);
      expect(writes.at(-1)).toMatchObject({
        type: 'store_write',
        table: t.name,
        operation: 'delete',
        records: 1,
        outcome: 'ok',
      });
      expect(writes.every((e) => e.duration_ms >= 0)).toBe(true);
    });
  });

  describe('change feed', () => {
    it('answers every record from the start, in pages, then nothing more', async () => {
      const all = await readAll('start', 10);
      // the latest version of each record since the start: 21 current and 3 deleted people
      expect(all.changes).toHaveLength(24);
      expect(all.changes.filter((c) => c.op === 'deleted').map((c) => c.id)).toEqual([
        'p003',
        'p010',
        'p011',
      ]);
      expect(all.pages).toEqual([10, 10, 4]);
      expect((await acme.changes('people', { cursor: all.cursor })).changes).toEqual([]);
    });

    it('returns exactly the changes of two syncs, in commit order, across pages', async () => {
      const { next_cursor: now } = await acme.changes('people', { cursor: 'now' });
      const at = fake.people.findIndex((p) => p.id === 'p005');
      fake.people[at] = { ...person(5, ' (edited)'), updated_at: '2024-03-01T00:00:00Z' };
      fake.people.push({ ...person(30), updated_at: '2024-03-02T00:00:00Z' });
      await acme.sync({ entities: ['people'] }); // incremental: p005 updated, p030 added
      fake.people = fake.people.filter((p) => p.id !== 'p007');
      const later = new Date(Date.now() + 4 * 3600_000);
      await acme.sync({ entities: ['people'], reconcileEverySeconds: 3600, now: () => later });
      const read = await readAll(now, 1);
      expect(read.changes).toEqual([
        { op: 'updated', id: 'p005' },
        { op: 'added', id: 'p030' },
        { op: 'deleted', id: 'p007' },
      ]);
      const first = (await acme.changes('people', { cursor: now, limit: 1 })).changes[0]!;
      expect(first.record).toMatchObject({ id: 'p005', bio: expect.stringContaining('(edited)') });
      expect(Date.parse(first.changed_at!)).toBeGreaterThan(0);
    });

    it("refuses another connector's cursor, another entity's, an altered one, and a bad limit", async () => {
      const other = connect('local-2');
      await other.sync({ entities: ['people'] });
      const { next_cursor } = await acme.changes('people', { cursor: 'start', limit: 1 });
      const foreign = await refused(other.changes('people', { cursor: next_cursor }));
      expect([foreign.status, foreign.field]).toEqual([400, 'cursor']);
      const entity = await refused(acme.changes('notes', { cursor: next_cursor }));
      expect([entity.status, entity.field]).toEqual([400, 'cursor']);
      const altered = await refused(acme.changes('people', { cursor: `x${next_cursor}` }));
      expect(altered.status).toBe(400);
      for (const limit of [0, 1001, 1.5]) {
        const bad = await refused(acme.changes('people', { limit }));
        expect([bad.status, bad.field]).toEqual([400, 'limit']);
      }
      // its own feed holds its own records only
      expect((await readAll('start', 100, other)).changes).toHaveLength(fake.people.length);
    });

    it.runIf(backend === 'postgres')(
      'a write that took its seq first but commits later is not skipped (writers of a table take turns)',
      async () => {
        const t = await store.table(engine.plan('acme'), 'people');
        const { next_cursor: before } = await acme.changes('people', { cursor: 'now' });
        const slow = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await slow.connect();
        try {
          // a writer holding the table's lock with a seq taken and not committed
          await slow.query(beginPage(t));
          const owner = (
            await slow.query(
              `SELECT owner FROM "${maker.schemaOf('fresh.db')}".cs_owners WHERE connector_id = 'local-1'`,
            )
          ).rows[0].owner;
          await slow.query(
            `INSERT INTO ${t.qualified} (owner, record_id, data, op, changed_at) VALUES ($1, 'late', '{"id":"late"}', 'added', 0)`,
            [owner],
          );
          // another write meanwhile waits for the lock: it cannot commit a higher seq first
          const early = store.storePage(t, 'local-1', [{ ...person(40), id: 'early' }], ['id']);
          const between = await acme.changes('people', { cursor: before });
          expect(between.changes).toEqual([]);
          await slow.query('COMMIT');
          await early;
          const after = await acme.changes('people', { cursor: between.next_cursor });
          expect(after.changes.map((c) => c.id)).toEqual(['late', 'early']);
        } finally {
          await slow.end();
        }
      },
    );

    it('a cursor older than the retention of deleted records answers 410 cursor_expired', async () => {
      const { next_cursor } = await acme.changes('people', { cursor: 'now' });
      const short = await maker.open('fresh.db', { cursorKey, deletedRetentionMs: 1 });
      await new Promise((r) => setTimeout(r, 5));
      const err = await refused(
        connect('local-1', short).changes('people', { cursor: next_cursor }),
      );
      expect([err.status, err.code, err.field]).toEqual([410, 'cursor_expired', 'cursor']);
    });
  });
}
