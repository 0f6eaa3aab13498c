// The SQLite writer thread (server/db/sqlite-writer.ts) against a real file: a write is committed and
// visible to the main connection once it settles, it runs while the event loop goes on, a failing
// statement rejects with SQLite's message and leaves the writer usable, and close waits for what is
// pending (a later write starts a new thread).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteWriter } from '../server/db/sqlite-writer.ts';

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

const INSERT = `INSERT INTO t (v) SELECT value FROM json_each(?)`;
const count = () => (main.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;

describe('sqlite writer thread', () => {
  it('commits a write that the main connection reads once it settled', async () => {
    const writer = sqliteWriter(file);
    await writer.run(INSERT, JSON.stringify(['a', 'b', 'c']));
    expect(count()).toBe(3);
    await writer.close();
  });

  it('lets the event loop run while a write is under way', async () => {
    const writer = sqliteWriter(file);
    await writer.run(INSERT, '[]'); // the thread is up
    const order: string[] = [];
    const big = `INSERT INTO t (v) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) SELECT printf('row %d', i) FROM n WHERE ? IS NOT NULL`;
    const written = writer.run(big, 'x').then(() => order.push('written'));
    setImmediate(() => order.push('event loop'));
    await written;
    expect(order).toEqual(['event loop', 'written']);
    await writer.close();
  });

  it("rejects a failing statement with SQLite's message and stays usable", async () => {
    const writer = sqliteWriter(file);
    const before = count();
    await expect(writer.run('INSERT INTO missing (v) VALUES (?)', 'x')).rejects.toThrow(
      /no such table: missing/,
    );
    await expect(writer.run(INSERT, 'not json')).rejects.toThrow(/JSON/i);
    await writer.run(INSERT, JSON.stringify(['d']));
    expect(count()).toBe(before + 1);
    await writer.close();
  });

  it('waits on close for the pending writes; a write after close starts a new thread', async () => {
    const writer = sqliteWriter(file);
    const before = count();
    const pending = [1, 2, 3].map((i) => writer.run(INSERT, JSON.stringify([`p${i}`])));
    await writer.close();
    await Promise.all(pending);
    expect(count()).toBe(before + 3);
    await writer.run(INSERT, JSON.stringify(['after']));
    expect(count()).toBe(before + 4);
    await writer.close();
  });
});
