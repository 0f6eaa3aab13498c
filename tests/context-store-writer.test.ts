// The SQLite context store's record writes (engine/context-store/page-writer.ts): a store with a file
// writes on a thread of its own, named for the kernel, while the event loop goes on; a store in memory
// writes on the calling thread; writes commit in the order given (a deletion never overtakes the page
// before it), and a sync end's reads and purge come after the writes before them, the reads on a
// reader thread that holds no other write; a failing write rejects as SQLite's error (a sync records
// it as a store error) and writes nothing of its page; close waits for what is pending.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  STORE_READER_THREAD_NAME,
  STORE_WRITER_THREAD_NAME,
} from '../engine/context-store/page-writer.ts';
import { SqliteContextStore } from '../engine/context-store/sqlite-store.ts';
import { failure } from '../engine/context-store/sync-records.ts';
import { createEngine } from '../engine/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const plan = createEngine().plan('stripe');
const customers = (from: number, n: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => ({
    id: `cus_${from + i}`,
    email: `u${from + i}@example.com`,
    name: `Customer ${from + i}`,
    ...extra,
  }));
/** Threads of this process carrying a name (another file of this worker may have one). */
const threadsNamed = (name: string) =>
  readdirSync('/proc/self/task').filter((t) => {
    try {
      return readFileSync(`/proc/self/task/${t}/comm`, 'utf8').trim() === name;
    } catch {
      return false; // the thread ended meanwhile
    }
  }).length;
const writers = () => threadsNamed(STORE_WRITER_THREAD_NAME);
const readers = () => threadsNamed(STORE_READER_THREAD_NAME);

describe('the SQLite context store writer', () => {
  it.runIf(existsSync('/proc/thread-self/comm'))(
    'a store with a file writes on its own named thread, started by the first write and stopped by close',
    async () => {
      const before = writers();
      const store = SqliteContextStore.open(join(dir, 'named.db'));
      const t = await store.table(plan, 'customers');
      expect(writers()).toBe(before);
      await store.storePage(t, 'c', customers(0, 3), ['id']);
      expect(writers()).toBe(before + 1);
      expect(await store.count(t, 'c')).toBe(3);
      await store.close();
      expect(writers()).toBe(before);
    },
  );

  it('the event loop turns while a large page is written', async () => {
    const store = SqliteContextStore.open(join(dir, 'loop.db'));
    const t = await store.table(plan, 'customers');
    await store.storePage(t, 'c', customers(0, 1), ['id']); // the thread is up
    const order: string[] = [];
    const written = store
      .storePage(t, 'c', customers(1, 30_000), ['id'])
      .then(() => order.push('written'));
    await new Promise((r) => setTimeout(r, 1));
    order.push('timer');
    await written;
    expect(order).toEqual(['timer', 'written']);
    expect(await store.count(t, 'c')).toBe(30_001);
    await store.close();
  });

  it("a sync's end (its count, the ids a complete walk compares, the purge) runs off the event loop, after the writes before it", async () => {
    const store = SqliteContextStore.open(join(dir, 'end.db'));
    const t = await store.table(plan, 'customers');
    await store.storePage(t, 'c', customers(0, 1), ['id']); // the thread is up
    void store.storePage(t, 'c', customers(1, 30_000), ['id']);
    const order: string[] = [];
    const counted = store.count(t, 'c').then((n) => (order.push('counted'), n));
    const ids = store.recordIds(t, 'c', Number.MAX_SAFE_INTEGER);
    const purged = store.purge(t, Date.now() + 400 * 86_400_000); // every deletion past its retention
    await new Promise((r) => setTimeout(r, 1));
    order.push('timer');
    expect(await counted).toBe(30_001);
    expect(order).toEqual(['timer', 'counted']);
    expect(await ids).toHaveLength(30_001);
    expect(await purged).toBe(0);
    expect(await store.markDeleted(t, 'c', ['cus_7'])).toBe(1);
    expect(await store.purge(t, Date.now() + 400 * 86_400_000)).toBe(2); // the tombstone and the version it retired
    expect(await store.count(t, 'c')).toBe(30_000);
    // the purge of deletions walks an index of current tombstones, not the table
    const steps = store.db
      .prepare(
        `EXPLAIN QUERY PLAN DELETE FROM ${t.name} WHERE deleted_at IS NOT NULL AND superseded IS NULL AND deleted_at < ?`,
      )
      .all(0) as { detail: string }[];
    expect(steps.map((r) => r.detail).join(' ')).toContain(`${t.name}__deleted`);
    await store.close();
  });

  it.runIf(existsSync('/proc/thread-self/comm'))(
    "a sync end's reads run on a reader thread of their own: another connector's page write does not wait for them",
    async () => {
      const store = SqliteContextStore.open(join(dir, 'reader.db'));
      const t = await store.table(plan, 'customers');
      await store.storePage(t, 'a', customers(0, 40_000), ['id']);
      const before = readers();
      const order: string[] = [];
      const read = store.records(t, 'a').then((r) => (order.push('read'), r));
      const written = store
        .storePage(t, 'b', customers(0, 1), ['id'])
        .then(() => order.push('written'));
      expect(await read).toHaveLength(40_000);
      await written;
      expect(order).toEqual(['written', 'read']);
      expect(readers()).toBe(before + 1);
      await store.close();
      expect(readers()).toBe(before);
    },
  );

  it('a store in memory writes on the calling thread, the same way', async () => {
    const [before, readersBefore] = [writers(), readers()];
    const store = SqliteContextStore.open(':memory:');
    const t = await store.table(plan, 'customers');
    const first = await store.storePage(t, 'c', customers(0, 2), ['id']);
    const again = await store.storePage(
      t,
      'c',
      [...customers(0, 1), ...customers(1, 1, { name: 'Renamed' }), { email: 'no id' }],
      ['id'],
    );
    expect(first).toMatchObject({ added: 2, updated: 0, changed: 2, skipped: 0 });
    expect(again).toMatchObject({ added: 0, updated: 1, changed: 1, skipped: 1 });
    expect(again.ids).toEqual(['cus_0', 'cus_1']);
    expect(await store.markDeleted(t, 'c', ['cus_0', 'cus_0', 'gone'])).toBe(1);
    expect(await store.count(t, 'c')).toBe(1);
    expect(await store.records(t, 'c')).toHaveLength(1);
    expect(writers()).toBe(before);
    expect(readers()).toBe(readersBefore);
    await store.close();
  });

  it('writes commit in the order given: a deletion does not overtake the page before it', async () => {
    const store = SqliteContextStore.open(join(dir, 'order.db'));
    const t = await store.table(plan, 'customers');
    const page = store.storePage(t, 'c', customers(0, 5_000), ['id']);
    const gone = store.markDeleted(t, 'c', ['cus_4999']);
    const back = store.storePage(t, 'c', customers(4_999, 1, { name: 'Back' }), ['id']);
    expect(await page).toMatchObject({ added: 5_000 });
    expect(await gone).toBe(1);
    expect(await back).toMatchObject({ added: 1, updated: 0 });
    expect(await store.count(t, 'c')).toBe(5_000);
    const last = (await store.records(t, 'c')).at(-1) as { id: string; name: string };
    expect(last).toEqual({ id: 'cus_4999', email: 'u4999@example.com', name: 'Back' });
    await store.close();
  });

  it('a write waits while another connection holds the write lock, then goes in', async () => {
    const store = SqliteContextStore.open(join(dir, 'waits.db'));
    const t = await store.table(plan, 'customers');
    await store.storePage(t, 'c', customers(0, 1), ['id']);
    store.db.exec('BEGIN IMMEDIATE'); // held for 300 ms, well inside the writer's wait (busy_timeout, 5 s)
    const started = Date.now();
    setTimeout(() => store.db.exec('ROLLBACK'), 300);
    expect(await store.storePage(t, 'c', customers(1, 10), ['id'])).toMatchObject({ added: 10 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await store.count(t, 'c')).toBe(11);
    await store.close();
  });

  it("a failing write rejects as SQLite's error and writes nothing of its page; the next write works", async () => {
    const store = SqliteContextStore.open(join(dir, 'fails.db'));
    const t = await store.table(plan, 'customers');
    await store.storePage(t, 'c', customers(0, 1), ['id']);
    // another connection makes the 6th record of the next page fail (the writer sees the new schema)
    store.db.exec(
      `CREATE TRIGGER refuse BEFORE INSERT ON ${t.name} WHEN NEW.record_id = 'cus_6' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
    const err = await store.storePage(t, 'c', customers(1, 10), ['id']).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error & { code?: string }).code).toBe('SQLITE_CONSTRAINT_TRIGGER');
    expect(failure(err)).toMatch(
      /^store_error: the context-store table could not be used \(refused\)/,
    );
    expect(await store.count(t, 'c')).toBe(1);
    store.db.exec('DROP TRIGGER refuse');
    await store.storePage(t, 'c', customers(1, 10), ['id']);
    expect(await store.count(t, 'c')).toBe(11);
    await store.close();
  });

  it('close waits for the writes still pending', async () => {
    const file = join(dir, 'close.db');
    const store = SqliteContextStore.open(file);
    const t = await store.table(plan, 'customers');
    const pending = store.storePage(t, 'c', customers(0, 10_000), ['id']);
    await store.close();
    expect(await pending).toMatchObject({ added: 10_000 });
    const again = SqliteContextStore.open(file);
    expect(await again.count(await again.table(plan, 'customers'), 'c')).toBe(10_000);
    await again.close();
  });
});
