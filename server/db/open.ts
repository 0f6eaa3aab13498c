// Opens the embedded database (one SQLite file in WAL mode) and applies the committed migrations.
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema>;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function openDatabase(file: string): { db: Db; sqlite: Database.Database; close(): void } {
  const sqlite = new Database(file);
  // Readable by this user only, like the key file (SQLite gives its -wal and -shm files the same mode).
  chmodSync(file, 0o600);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000'); // the CLI and the server share the file
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return { db, sqlite, close: () => sqlite.close() };
}
