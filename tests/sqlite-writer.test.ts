// The SQLite writer thread (server/db/sqlite-writer.ts) against a real file: a batch is committed and
// visible to the main connection once it settles, it runs while the event loop goes on, a failing
// statement or row rejects with SQLite's message, writes none of its batch and leaves the writer
// usable, and close waits for what is pending (a later write starts a new thread). The thread carries
// its name, where the kernel shows it (Linux: ps, top -H, the benches' per-thread CPU).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteWriter, WRITER_THREAD_NAME } from '../server/db/sqlite-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-writer-'));
const file = join(dir, 'w.db');
let main: Database.Database;

beforeAll(() => {
  main = new Database(file);
  main.pragma('journal_mode = WAL');
  main.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
});
afterAll(() => {
  main.close();
  rmSync(dir, { recursive: true, force: true });
});

const INSERT = 'INSERT INTO t (v) VALUES (?)';
const rows = (...v: string[]) => JSON.stringify(v.map((x) => [x]));
const count = () => (main.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;

describe('sqlite writer thread', () => {
  it('commits a write that the main connection reads once it settled', async () => {
    const writer = sqliteWriter(file);
    await writer.insert(INSERT, rows('a', 'b', 'c'));
    expect(count()).toBe(3);
    await writer.close();
  });

  it.runIf(existsSync('/proc/thread-self/comm'))(
    'names its thread, one of this process, for the kernel',
    async () => {
      // counted: another test file of this worker process may still have a writer of its own
      const writers = () =>
        readdirSync('/proc/self/task').filter(
          (t) => readFileSync(`/proc/self/task/${t}/comm`, 'utf8').trim() === WRITER_THREAD_NAME,
        ).length;
      const before = writers();
      const writer = sqliteWriter(file);
      await writer.insert(INSERT, rows('named'));
      expect(writers()).toBe(before + 1);
      await writer.close();
      expect(writers()).toBe(before);
    },
  );

  it('lets the event loop run while a write is under way', async () => {
    const writer = sqliteWriter(file);
    await writer.insert(INSERT, '[]'); // the thread is up
    const order: string[] = [];
    const big = JSON.stringify(Array.from({ length: 200_000 }, (_, i) => [`row ${i}`]));
    const written = writer.insert(INSERT, big).then(() => order.push('written'));
    setImmediate(() => order.push('event loop'));
    await written;
    expect(order).toEqual(['event loop', 'written']);
    await writer.close();
  });

  it("rejects a failing statement with SQLite's message and stays usable", async () => {
    const writer = sqliteWriter(file);
    const before = count();
    await expect(writer.insert('INSERT INTO missing (v) VALUES (?)', rows('x'))).rejects.toThrow(
      /no such table: missing/,
    );
    await expect(writer.insert(INSERT, 'not json')).rejects.toThrow(/JSON/i);
    // the second row breaks NOT NULL: the first is rolled back with it
    await expect(writer.insert(INSERT, JSON.stringify([['ok'], [null]]))).rejects.toThrow(
      /NOT NULL/,
    );
    expect(count()).toBe(before);
    await writer.insert(INSERT, rows('d'));
    expect(count()).toBe(before + 1);
    await writer.close();
  });

  it('waits on close for the pending writes; a write after close starts a new thread', async () => {
    const writer = sqliteWriter(file);
    const before = count();
    const pending = [1, 2, 3].map((i) => writer.insert(INSERT, rows(`p${i}`)));
    await writer.close();
    await Promise.all(pending);
    expect(count()).toBe(before + 3);
    await writer.insert(INSERT, rows('after'));
    expect(count()).toBe(before + 4);
    await writer.close();
  });
});
