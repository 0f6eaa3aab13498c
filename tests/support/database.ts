// Which database the server suites run on: SQLite in the data folder (the default), or PostgreSQL when
// the vitest project sets CONNECTOR_ENGINE_TEST_DB=postgres (vitest.config.ts): then every data folder a
// test makes gets its own fresh schema in TEST_DATABASE_URL's database (its DATABASE_URL selects it with
// search_path), dropped after the test file (tests/support/postgres-setup.ts).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const onPostgres = process.env.CONNECTOR_ENGINE_TEST_DB === 'postgres';
const base = () => process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

const schemas = new Map<string, string>(); // data folder -> its schema

/** The DATABASE_URL of a data folder's service: undefined on SQLite; a fresh schema's on PostgreSQL. */
export async function databaseUrlFor(dataDir: string): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  let schema = schemas.get(dataDir);
  if (!schema) {
    schema = `t_${process.env.CONNECTOR_ENGINE_TEST_RUN ?? 'x'}_${randomBytes(6).toString('hex')}`;
    schemas.set(dataDir, schema);
    await withClient(base(), (c) => c.query(`CREATE SCHEMA ${schema}`));
  }
  const url = new URL(base());
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Drops the schemas this test file made. */
export async function dropSchemas(): Promise<void> {
  const all = [...schemas.values()];
  schemas.clear();
  if (all.length)
    await withClient(base(), (c) =>
      c.query(all.map((s) => `DROP SCHEMA IF EXISTS ${s} CASCADE;`).join('\n')),
    );
}

/** Drops every schema of one test run (postgres-global.ts, at its end). */
export async function dropRunSchemas(run: string): Promise<void> {
  await withClient(base(), async (c) => {
    const { rows } = await c.query<{ name: string }>(
      'SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)',
      [`t_${run}_`],
    );
    for (const { name } of rows) await c.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
  });
}

/**
 * Runs SQL on the service's own tables of a data folder (`?` placeholders, written to run on both
 * dialects): straight into the database, as an operator or another process would.
 */
export async function serviceSql(
  dataDir: string,
  text: string,
  params: unknown[] = [],
): Promise<{ rows: any[]; changes: number }> {
  const url = await databaseUrlFor(dataDir);
  if (!url) {
    const db = new Database(join(dataDir, 'connector-engine.db'));
    try {
      const stmt = db.prepare(text);
      return stmt.reader
        ? { rows: stmt.all(...params), changes: 0 }
        : { rows: [], changes: stmt.run(...params).changes };
    } finally {
      db.close();
    }
  }
  let i = 0;
  const r = await withClient(url, (c) =>
    c.query(
      text.replace(/\?/g, () => `$${++i}`),
      params,
    ),
  );
  return { rows: r.rows, changes: r.rowCount ?? 0 };
}

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL cannot be used, or undefined when it answers. */
export async function postgresUnreachable(url = base()): Promise<string | undefined> {
  try {
    await withClient(url, (c) => c.query('SELECT 1'));
    return undefined;
  } catch (err) {
    return (err as Error).message || String(err);
  }
}
