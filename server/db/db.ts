// The one small interface the services use for their own tables, on either dialect (db/open.ts opens it).

import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as pgTables from './schema-pg.ts';

export type Tables = typeof pgTables;
/**
 * The query builder the services use, typed as drizzle's PostgreSQL one. On SQLite the same calls run
 * on drizzle's SQLite builder over the SQLite tables (its results are awaited like PostgreSQL's); rows
 * affected are counted with `.returning()`, which both dialects support.
 */
export type Orm = NodePgDatabase<Tables>;

export interface Db {
  readonly dialect: 'sqlite' | 'pg';
  readonly orm: Orm;
  /** The tables of this dialect. */
  readonly t: Tables;
  /**
   * Runs these write statements (built on `tx`) in one transaction: all or none. Resolves each
   * statement's result (the rows of one with `.returning()`); `check` may throw on them to roll back.
   */
  atomic(
    build: (tx: Orm) => PromiseLike<unknown>[],
    check?: (results: unknown[]) => void,
  ): Promise<unknown[]>;
  /**
   * Inserts a batch of rows away from the event loop, `rows` being a JSON array of tuples. On SQLite
   * `sql` has one `?` per tuple item and runs once per tuple, in one transaction, on a writer thread
   * with its own connection (db/sqlite-writer.ts); on PostgreSQL `sql` takes the whole array as `$1`
   * (one round trip through the pool). For background batches (the execution log's), not a request's
   * writes.
   */
  insertInBackground(sql: string, rows: string): Promise<void>;
  /** The journal timestamps of the migrations applied (readiness compares them with the shipped ones). */
  appliedMigrations(): Promise<number[]>;
  readonly migrationsFolder: string;
  /** On PostgreSQL: the pool and the schema of the service's tables (the context store shares both). */
  readonly postgres?: { pool: import('pg').Pool; schema: string; searchPool?: import('pg').Pool };
  close(): Promise<void>;
}

/** PostgreSQL text cannot hold NUL: a caller's value with one matches no row (rather than failing the query). */
export const unstorable = (value: string) => value.includes('\0');

export const migrationsFolder = (dialect: 'sqlite' | 'pg') =>
  fileURLToPath(new URL(`./migrations/${dialect}`, import.meta.url));
