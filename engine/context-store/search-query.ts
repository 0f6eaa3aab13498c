// context_store_search as one SQL statement: the compiled filter and sort (search.ts) over the
// snapshot a search or its cursor reads, for one connector (the SQLite statement; PostgreSQL's:
// pg/search.ts). Every value is a bound parameter.
import { createHash } from 'node:crypto';
import { checkFilterSize } from './filter-check.ts';
import { FilterCompiler } from './search.ts';
import { type Dialect, SQLITE } from './search-dialects.ts';
import { type EntityTable, q } from './tables.ts';

export interface SearchParams {
  query?: { filter?: unknown; sort?: unknown };
  limit?: number;
  cursor?: string;
  fields?: string[];
  /** Deleted records (kept until their retention passes) too. */
  include_deleted?: boolean;
}

export interface CompiledSearch {
  where: string;
  args: unknown[];
  orderBy: string;
  /** A full-text condition every match must meet: the query can walk the text index in record order. */
  driver?: { match: string };
  /** Identifies the query, so a cursor is not reused with another one. */
  hash: string;
}

export function compileSearch(
  t: EntityTable,
  params: SearchParams,
  dialect: Dialect = SQLITE,
): CompiledSearch {
  const c = new FilterCompiler(t, dialect);
  const filter = params.query?.filter;
  if (filter !== undefined) checkFilterSize(filter); // before the recursive walks below
  // The filter as a list of conditions that must all hold (top-level ANDs flattened), so that one
  // full-text condition among them can drive the query: in record order, the text index yields its
  // matches in that order and the query stops after `limit` of them instead of collecting them all.
  const parts = filter === undefined ? [] : c.conjuncts(filter, 'query.filter');
  let driver: { match: string } | undefined;
  const sql = parts.map(([node, at]) => {
    const before = c.lastTextMatch;
    const cond = c.condition(node, at, { root: 't.data', top: true });
    const isText = c.lastTextMatch !== before && isTextCondition(node);
    if (isText && !driver && params.query?.sort === undefined && dialect.name === 'sqlite') {
      driver = { match: c.lastTextMatch! };
      c.args.splice(c.args.lastIndexOf(driver.match), 1); // the driver applies it; drop it from WHERE
      return '1 = 1';
    }
    return cond;
  });
  if (!params.include_deleted) sql.push('t.deleted_at IS NULL');
  const orderBy = c.sort(params.query?.sort);
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        t.name,
        filter ?? null,
        params.query?.sort ?? null,
        !!params.include_deleted,
      ]),
    )
    .digest('base64url')
    .slice(0, 16);
  return {
    where: sql.length ? sql.join(' AND ') : '1 = 1',
    args: c.args,
    orderBy,
    hash,
    ...(driver ? { driver } : {}),
  };
}

/** A single keyword or fuzzy condition on a single field. */
function isTextCondition(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const entries = Object.entries(node);
  const [op, operand] = entries[0] ?? [];
  return (
    entries.length === 1 &&
    (op === 'keyword' || op === 'fuzzy') &&
    !!operand &&
    typeof operand === 'object' &&
    Object.keys(operand).length === 1
  );
}

/** The statement of one page: rows of the connector visible in the snapshot, `limit + 1` of them (is there more?). */
export function searchSql(
  t: EntityTable,
  c: CompiledSearch,
  owner: number,
  at: { snapshot: number; offset: number },
  limit: number,
): { sql: string; args: unknown[] } {
  // cs_budget(t.seq) first: the search's time budget is checked for every candidate row
  const visible = `cs_budget(t.seq) AND t.owner = ? AND t.seq <= ? AND (t.superseded IS NULL OR t.superseded > ?) AND (${c.where})`;
  const tail = [limit + 1, at.offset];
  if (c.driver) {
    // CROSS JOIN keeps the text index the outer loop: with a plain JOIN SQLite may walk the
    // connector's rows by its (owner, seq) index and run the MATCH once per row (a fuzzy word's 540
    // terms over 20,000 rows: 40 s instead of 3 ms)
    return {
      sql: `SELECT t.data FROM ${q(t.fts!)} AS x CROSS JOIN ${q(t.name)} AS t ON t.seq = x.rowid
            WHERE x.${q(t.fts!)} MATCH ? AND ${visible} ORDER BY x.rowid LIMIT ? OFFSET ?`,
      args: [c.driver.match, owner, at.snapshot, at.snapshot, ...c.args, ...tail],
    };
  }
  return {
    sql: `SELECT t.data FROM ${q(t.name)} AS t WHERE ${visible} ORDER BY ${c.orderBy} LIMIT ? OFFSET ?`,
    args: [owner, at.snapshot, at.snapshot, ...c.args, ...tail],
  };
}
