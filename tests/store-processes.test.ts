// Two processes on one SQLite file make the same context-store tables at the same moment (the
// hosted service and the CLI, or two instances): each schema change is checked and made under the
// write lock, so neither fails with "duplicate column name" or a half-built full-text index.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tableName } from '../engine/context-store/tables.ts';
import { createEngine } from '../engine/index.ts';

// The catalog's first entity tables, a bound that does not grow with the catalog: each process holds the
// write lock table after table, and over every kind's tables the other could wait past busy_timeout.
const TABLES = 80;

const engine = createEngine();

/** A child process running support/ensure-tables.ts; `next()` is its next line of output. */
function child(): { proc: ChildProcessWithoutNullStreams; next(): Promise<string> } {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'support/ensure-tables.ts'), String(TABLES)],
    { cwd: join(import.meta.dirname, '..') },
  );
  let stderr = '';
  proc.stderr.on('data', (d) => (stderr += d));
  const lines = createInterface({ input: proc.stdout })[Symbol.asyncIterator]();
  return { proc, next: async () => (await lines.next()).value ?? `exited: ${stderr}` };
}

/** Tables of every entity as an older version made them: no index columns, no text index, some rows. */
function oldTables(file: string): string[] {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const names: string[] = [];
  for (const kind of engine.kinds()) {
    for (const e of engine.plan(kind).entities.values()) {
      if (!e.sync || names.length >= TABLES) continue;
      const name = tableName(kind, e.name);
      names.push(name);
      db.exec(
        `CREATE TABLE "${name}" (seq INTEGER PRIMARY KEY, owner INTEGER NOT NULL, record_id TEXT NOT NULL, data TEXT NOT NULL, superseded INTEGER, superseded_at INTEGER)`,
      );
      const insert = db.prepare(`INSERT INTO "${name}" (owner, record_id, data) VALUES (1, ?, ?)`);
      for (let i = 0; i < 300; i++)
        insert.run(`r${i}`, JSON.stringify({ id: `r${i}`, name: `record ${i}`, created: i }));
    }
  }
  db.close();
  return names;
}

describe('two processes on one database', () => {
  it('make the same entity tables at once without failing (3 rounds)', async () => {
    const children = [child(), child()];
    try {
      for (const c of children) expect(await c.next()).toBe('ready');
      for (let round = 0; round < 3; round++) {
        const file = join(mkdtempSync(join(tmpdir(), 'cs-race-')), 'shared.db');
        const names = oldTables(file);
        const startAt = Date.now() + 100;
        for (const c of children) c.proc.stdin.write(`${JSON.stringify({ file, startAt })}\n`);
        const results = await Promise.all(children.map((c) => c.next()));
        for (const r of results) expect(r).toBe(JSON.stringify({ made: names.length }));
        const db = new Database(file, { readonly: true });
        for (const name of names) {
          const cols = (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).map(
            (c) => c.name,
          );
          expect(new Set(cols).size).toBe(cols.length);
          expect(cols.slice(0, 4)).toEqual(['seq', 'owner', 'record_id', 'data']);
        }
        // the text indexes were built once and hold every stored row
        const fts = db
          .prepare(
            `SELECT name FROM sqlite_master WHERE name LIKE '%\\_\\_fts' ESCAPE '\\' AND type = 'table'`,
          )
          .pluck()
          .all() as string[];
        expect(fts.length).toBeGreaterThan(0);
        for (const name of fts)
          expect(db.prepare(`SELECT count(*) FROM "${name}"`).pluck().get()).toBe(300);
        db.close();
      }
    } finally {
      for (const c of children) c.proc.stdin.end();
    }
  }, 60_000);
});
