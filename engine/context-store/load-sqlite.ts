// better-sqlite3 is an optional peer of the package (only a local context store needs it, and it is a
// native module): it is loaded on the first open, and its absence is said in one line.
import { createRequire } from 'node:module';
import type Database from 'better-sqlite3';

export function loadSqlite(): typeof Database {
  try {
    return createRequire(import.meta.url)('better-sqlite3') as typeof Database;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
    throw Object.assign(
      new Error(
        "a local context store needs the package 'better-sqlite3': npm install better-sqlite3@12",
      ),
      { code: 'MODULE_NOT_FOUND' },
    );
  }
}

/** A store's own file: WAL, normal sync, a wait for a writer of another process. */
export function openSqliteFile(file: string): Database.Database {
  const db = new (loadSqlite())(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}
