// The service's own database behind one small interface: SQLite in DATA_DIR (the default: one file in
// WAL mode) or PostgreSQL when DATABASE_URL is set (db/open-pg.ts). Both run drizzle over tables of the
// same names and columns; each applies its committed migrations at open.

import { chmodSync } from 'node:fs';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, migrationsFolder, type Orm, type Tables } from './db.ts';
import * as sqliteTables from './schema.ts';
import { sqliteWriter } from './sqlite-writer.ts';

export type { Db } from './db.ts';

/** PostgreSQL when a URL is given, else the SQLite file; the SQLite handle too (the context store's). */
export async function openDatabase(opts: {
  file: string;
  databaseUrl?: string | undefined;
  poolSize?: number | undefined;
  searchPoolSize?: number | undefined;
}): Promise<{ db: Db; sqlite?: Database.Database }> {
  if (opts.databaseUrl)
    return {
      db: await (await import('./open-pg.ts')).openPostgres(
        opts.databaseUrl,
        opts.poolSize ?? 10,
        opts.searchPoolSize ?? 2,
      ),
    };
  const sqlite = new Database(opts.file);
  // Readable by this user only, like the key file (SQLite gives its -wal and -shm files the same mode).
  chmodSync(opts.file, 0o600);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000'); // the CLI, the server and other server processes share the file
  sqlite.pragma('synchronous = NORMAL');
  const orm = drizzle(sqlite, { schema: sqliteTables });
  const folder = migrationsFolder('sqlite');
  migrate(sqlite, folder);
  const writer = sqliteWriter(opts.file);
  const db: Db = {
    dialect: 'sqlite',
    orm: orm as unknown as Orm,
    t: sqliteTables as unknown as Tables,
    // better-sqlite3 is synchronous: the statements run inside its synchronous transaction, so no
    // other request's query can slip in between them.
    atomic: async (build, check) =>
      orm.transaction((tx) => {
        const results = build(tx as unknown as Orm).map((q) => {
          const s = q as unknown as {
            run(): unknown;
            all(): unknown;
            config?: { returning?: unknown };
          };
          return s.config?.returning ? s.all() : s.run();
        });
        check?.(results);
        return results;
      }),
    insertInBackground: (statement, rows) => writer.insert(statement, rows),
    appliedMigrations: async () =>
      (
        sqlite.prepare('SELECT created_at FROM __drizzle_migrations').all() as {
          created_at: number | string;
        }[]
      ).map((r) => Number(r.created_at)),
    migrationsFolder: folder,
    close: async () => {
      await writer.close();
      sqlite.close();
    },
  };
  return { db, sqlite };
}

/**
 * drizzle's SQLite migrator, with its check of what is applied inside the write transaction (BEGIN
 * IMMEDIATE), so that processes starting at once on one file apply each migration once; the same
 * __drizzle_migrations records as drizzle's.
 */
function migrate(sqlite: Database.Database, folder: string): void {
  sqlite.exec(
    'CREATE TABLE IF NOT EXISTS __drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)',
  );
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  sqlite
    .transaction(() => {
      const last = sqlite
        .prepare('SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1')
        .get() as { created_at: number } | undefined;
      for (const m of migrations.filter((m) => !last || Number(last.created_at) < m.folderMillis)) {
        for (const statement of m.sql) if (statement.trim()) sqlite.exec(statement);
        sqlite
          .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
          .run(m.hash, m.folderMillis);
      }
    })
    .immediate();
}
