// PostgreSQL (DATABASE_URL) for the service's own tables: a node-postgres pool under drizzle. The
// migrations run under an advisory lock, so processes that start at once apply them once; their record
// lives in the connection's schema (the first of its search_path), so several schemas can share one
// database.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Db, migrationsFolder, type Orm } from './db.ts';
import * as tables from './schema-pg.ts';

const MIGRATION_LOCK = 0x636f6e6e; // any constant shared by every process of this service

/**
 * The pool of the service's queries, and a small pool of its own for context-store searches: a search
 * holds its connection for up to its budget, and must never take one that a token check, an execute
 * or a sync waits for.
 */
export async function openPostgres(url: string, poolSize: number, searchPoolSize = 2): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const searchPool = new pg.Pool({ connectionString: url, max: searchPoolSize });
  // an idle client's broken connection: the pool replaces it
  for (const p of [pool, searchPool]) p.on('error', () => {});
  const folder = migrationsFolder('pg');
  let schema: string;
  const close = () => Promise.all([pool.end(), searchPool.end()]).then(() => undefined);
  const client = await pool.connect().catch(async (err: Error) => {
    await close();
    throw new Error(`cannot connect to DATABASE_URL (${err.message})`);
  });
  try {
    schema = (await client.query<{ s: string | null }>('SELECT current_schema() AS s')).rows[0]!.s!;
    if (!schema)
      throw new Error("DATABASE_URL's search_path names no schema that exists; create it first");
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: folder, migrationsSchema: schema }).catch(
        (err: Error) => {
          // drizzle's error quotes the whole statement: the start-up line says what PostgreSQL said
          throw new Error(
            `applying the migrations to DATABASE_URL failed: ${err.cause instanceof Error ? err.cause.message : err.message}`,
          );
        },
      );
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (err) {
    client.release();
    await close();
    throw err;
  }
  client.release();
  const orm: Orm = drizzle(pool, { schema: tables });
  return {
    dialect: 'pg',
    orm,
    t: tables,
    atomic: async (build, check) =>
      orm.transaction(async (tx) => {
        const results: unknown[] = [];
        for (const q of build(tx as unknown as Orm)) results.push(await q);
        check?.(results);
        return results;
      }),
    insertInBackground: async (statement, rows) => void (await pool.query(statement, [rows])),
    appliedMigrations: async () =>
      (
        await orm.execute<{ created_at: string }>(
          sql`SELECT created_at FROM ${sql.identifier(schema)}.__drizzle_migrations`,
        )
      ).rows.map((r) => Number(r.created_at)),
    migrationsFolder: folder,
    postgres: { pool, schema, searchPool },
    close,
  };
}
