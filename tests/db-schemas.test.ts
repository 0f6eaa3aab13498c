// The service's two schemas (server/db/schema.ts for SQLite, schema-pg.ts for PostgreSQL) declare the
// same tables, columns, nullability, keys and indexes, and each dialect's committed migrations know
// every table (a table added to one schema and not the other, or without `npm run db:generate`, fails).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PgTable, getTableConfig as pgConfig } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteConfig } from 'drizzle-orm/sqlite-core';
import { expect, it } from 'vitest';
import * as sqlite from '../server/db/schema.ts';
import * as pg from '../server/db/schema-pg.ts';

type Config = ReturnType<typeof pgConfig> | ReturnType<typeof sqliteConfig>;
const shape = (c: Config) => ({
  name: c.name,
  columns: c.columns
    .map(
      (col) =>
        `${col.name}${col.notNull ? ' not null' : ''}${col.primary ? ' primary' : ''}${col.hasDefault ? ' default' : ''}`,
    )
    .sort(),
  primaryKeys: c.primaryKeys.map((k) => k.columns.map((col) => col.name).join(',')).sort(),
  indexes: c.indexes.map((i) => `${i.config.name}${i.config.unique ? ' unique' : ''}`).sort(),
  foreignKeys: c.foreignKeys
    .map((f) =>
      f
        .reference()
        .columns.map((col) => col.name)
        .join(','),
    )
    .sort(),
});
const tables = (module: object, isTable: (v: unknown) => boolean, config: (t: never) => Config) =>
  Object.values(module)
    .filter(isTable)
    .map((t) => shape(config(t as never)))
    .sort((a, b) => a.name.localeCompare(b.name));

it('declares the same tables and columns for SQLite and PostgreSQL', () => {
  const onSqlite = tables(sqlite, (v) => v instanceof SQLiteTable, sqliteConfig as never);
  const onPg = tables(pg, (v) => v instanceof PgTable, pgConfig as never);
  expect(onSqlite.map((t) => t.name)).toContain('sync_jobs');
  expect(onPg).toEqual(onSqlite);
});

it('has committed migrations of both dialects that create every table, PostgreSQL ones in no fixed schema', () => {
  const dir = join(import.meta.dirname, '../server/db/migrations');
  for (const dialect of ['sqlite', 'pg']) {
    const text = readdirSync(join(dir, dialect))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(join(dir, dialect, f), 'utf8'))
      .join('\n');
    for (const t of Object.values(sqlite).filter((v) => v instanceof SQLiteTable))
      expect(text, `${dialect}: ${sqliteConfig(t).name}`).toMatch(
        new RegExp(`CREATE TABLE [\`"]${sqliteConfig(t).name}[\`"]`),
      );
    if (dialect === 'pg') expect(text).not.toContain('"public".');
  }
});
