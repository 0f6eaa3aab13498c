// context_store_search on PostgreSQL: the compiled filter (search.ts, PostgreSQL fragments) over the
// snapshot a search or its cursor reads, run in a read-only transaction whose statement_timeout is
// the search's budget (a search past it is cancelled by the server, and its connection goes back
// to the pool). Every value is a bound parameter.
import type { Pool } from 'pg';
import type { CompiledSearch } from '../search-query.ts';
import { SearchSqlError, SearchTimeout } from '../search-runner.ts';
import type { EntityTable } from '../tables.ts';

/** The compiler's `?` placeholders as $1, $2, …; quoted literals and identifiers are left as they are. */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  let quote: string | undefined;
  let out = '';
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '?') {
      out += `$${++n}`;
      continue;
    }
    out += ch;
  }
  return out;
}

/** The statement of one page: rows of the connector visible in the snapshot, `limit + 1` of them (is there more?). */
export function pgSearchSql(
  t: EntityTable,
  c: CompiledSearch,
  owner: number,
  at: { snapshot: number; offset: number },
  limit: number,
): { sql: string; args: unknown[] } {
  const visible = `t.owner = ? AND t.seq <= ? AND (t.superseded IS NULL OR t.superseded > ?) AND (${c.where})`;
  return {
    sql: numberPlaceholders(
      `SELECT t.data FROM ${t.qualified} AS t WHERE ${visible} ORDER BY ${c.orderBy} LIMIT ? OFFSET ?`,
    ),
    args: [owner, at.snapshot, at.snapshot, ...c.args, limit + 1, at.offset],
  };
}

/** SQLSTATE classes of a statement the database refused for what it asks (data, syntax): the caller's 400. */
const REFUSED = /^(22|42)/;

/** Runs one page's statement within the budget; the records come back parsed (jsonb). */
export async function runPgSearch(
  pool: Pool,
  sql: string,
  args: unknown[],
  budgetMs: number,
): Promise<unknown[]> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`SELECT set_config('statement_timeout', $1, true)`, [
      String(Math.max(1, Math.round(budgetMs))),
    ]);
    const rows = (await client.query<{ data: unknown }>(sql, args)).rows.map((r) => r.data);
    await client.query('COMMIT');
    return rows;
  } catch (err) {
    try {
      await client.query('ROLLBACK');
    } catch {
      broken = true; // the connection is gone: the pool drops it
    }
    const code = (err as { code?: string }).code ?? '';
    if (code === '57014') throw new SearchTimeout(budgetMs); // query_canceled: the statement timeout
    if (REFUSED.test(code)) throw new SearchSqlError((err as Error).message);
    throw err;
  } finally {
    client.release(broken);
  }
}
