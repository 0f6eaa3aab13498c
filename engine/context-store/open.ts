// The factory of context stores: SQLite by default (a file, or an open connection), PostgreSQL on
// request (a pool or a URL, tables in one schema). The PostgreSQL backend loads only when asked for.
import type Database from 'better-sqlite3';
import type { Pool } from 'pg';
import type { ContextStore, ContextStoreOptions } from './context-store.ts';
import { SqliteContextStore } from './sqlite-store.ts';

/** The database of a store: a SQLite connection or file, or a PostgreSQL pool or URL (tables in `schema`, default public). */
export type StoreTarget =
  | { sqlite: Database.Database | string }
  | { postgres: Pool | string; schema?: string };

/** Opens a context store on SQLite (the default: a file or an open connection) or PostgreSQL. */
export async function openContextStore(
  target: StoreTarget,
  opts: ContextStoreOptions = {},
): Promise<ContextStore> {
  if ('postgres' in target) {
    const { PgContextStore } = await import('./pg/store.ts');
    return PgContextStore.open(target.postgres, target.schema ?? 'public', opts);
  }
  return typeof target.sqlite === 'string'
    ? SqliteContextStore.open(target.sqlite, opts)
    : new SqliteContextStore(target.sqlite, opts);
}
