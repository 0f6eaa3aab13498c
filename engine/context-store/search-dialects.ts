// The search language's operators as SQL, one table for both databases: each operator names its
// fragment for SQLite and for PostgreSQL. A fragment gets the field's SQL (one of our column names, or
// a JSON read whose path is a bound parameter) and placeholders; it never sees a value, so every
// value a caller sends is a bound parameter. The filter compiler (search.ts) checks fields, types and
// limits once for both.
import { type EntityTable, jsonPath, q } from './tables.ts';

/** A field as SQL: a column of its own, or a read from a JSON document. */
export interface FieldSql {
  /** The value (SQLite: json_extract; PostgreSQL: jsonb). */
  sql: string;
  /** The value as text (PostgreSQL: #>> of a JSON read; otherwise sql). */
  text: string;
  type: string;
  column?: string;
  json: boolean;
}

type Frag = (f: FieldSql, p: string) => string;
type Both<T> = { sqlite: T; postgres: T };

// A JSON value's words as the text index sees them (lower case, no accents, letters and digits).
const pgWords = (text: string) =>
  `regexp_split_to_array(regexp_replace(normalize(lower(${text}), NFKD), '[\\u0300-\\u036f]', '', 'g'), '[^[:alnum:]]+')`;
const pgIsNull = (f: FieldSql) =>
  f.json ? `coalesce(jsonb_typeof(${f.sql}), 'null') = 'null'` : `${f.sql} IS NULL`;

/** The operators' SQL. `p` is the placeholder of the operator's value (bound as Dialect.bind makes it). */
export const OPERATOR_SQL: Record<string, Both<Frag>> = {
  eq: { sqlite: (f, p) => `${f.sql} = ${p}`, postgres: (f, p) => `${f.sql} = ${p}` },
  neq: {
    sqlite: (f, p) => `${f.sql} IS NOT ${p}`,
    postgres: (f, p) => `${f.sql} IS DISTINCT FROM ${p}`,
  },
  eq_null: { sqlite: (f) => `${f.sql} IS NULL`, postgres: pgIsNull },
  neq_null: { sqlite: (f) => `${f.sql} IS NOT NULL`, postgres: (f) => `NOT (${pgIsNull(f)})` },
  gt: { sqlite: (f, p) => `${f.sql} > ${p}`, postgres: (f, p) => `${f.sql} > ${p}` },
  gte: { sqlite: (f, p) => `${f.sql} >= ${p}`, postgres: (f, p) => `${f.sql} >= ${p}` },
  lt: { sqlite: (f, p) => `${f.sql} < ${p}`, postgres: (f, p) => `${f.sql} < ${p}` },
  lte: { sqlite: (f, p) => `${f.sql} <= ${p}`, postgres: (f, p) => `${f.sql} <= ${p}` },
  in: { sqlite: (f, p) => `${f.sql} IN (${p})`, postgres: (f, p) => `${f.sql} IN (${p})` },
  // only % is a wildcard (the compiler escapes \ and _); case-insensitive like SQLite's LIKE
  like: {
    sqlite: (f, p) => `${f.sql} LIKE ${p} ESCAPE '\\'`,
    postgres: (f, p) => `${f.text} ILIKE ${p} ESCAPE '\\'`,
  },
  // a text field without a text index: any of the words (fuzzy: any of their one-edit spellings on PostgreSQL)
  keyword: {
    sqlite: (f, p) => `cs_has_word(${f.sql}, ${p})`,
    postgres: (f, p) => `${pgWords(f.text)} && ${p}::text[]`,
  },
  fuzzy: {
    sqlite: (f, p) => `cs_fuzzy_word(${f.sql}, ${p})`,
    postgres: (f, p) => `${pgWords(f.text)} && ${p}::text[]`,
  },
  // an array field holds the value (arrays never get a column: f is a JSON read)
  contains: {
    sqlite: (f, p) =>
      `EXISTS (SELECT 1 FROM ${f.sql.replace(/^json_extract\((.*), \?\)$/, 'json_each($1, ?)')} WHERE value = ${p})`,
    postgres: (f, p) => `${f.sql} @> ${p}`,
  },
};

/** `any`: some element of an array field meets the inner condition, which reads `alias.value`. */
export const ANY_SQL: Both<(f: FieldSql, alias: string, inner: string) => string> = {
  sqlite: (f, alias, inner) =>
    `EXISTS (SELECT 1 FROM ${f.sql.replace(/^json_extract\((.*), \?\)$/, 'json_each($1, ?)')} AS ${alias} WHERE ${inner})`,
  postgres: (f, alias, inner) =>
    `EXISTS (SELECT 1 FROM jsonb_path_query(${f.sql}, 'strict $[*]', '{}', true) AS ${alias}(value) WHERE ${inner})`,
};

/** One sort key; NULLs first ascending and last descending on both (SQLite's order). */
export const SORT_SQL: Both<(f: FieldSql, dir: 'asc' | 'desc') => string> = {
  sqlite: (f, dir) => `${f.sql} ${dir === 'asc' ? 'ASC' : 'DESC'}`,
  postgres: (f, dir) => `${f.sql} ${dir === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST'}`,
};

export interface Dialect {
  name: 'sqlite' | 'postgres';
  /** A read of a dotted field path from a JSON document (`root`), with its path argument. */
  path(root: string): { sql: string; text: string };
  /** A match of the words on a field's text index: SQL with one placeholder, and its argument. */
  textMatch(t: EntityTable, column: string, terms: string[]): { sql: string; arg: string };
  /** The placeholder of a value compared with a field. */
  placeholder(f: FieldSql): string;
  /** A checked value as it is bound for a field. */
  bind(v: unknown, f: FieldSql): unknown;
  /** The bound value of contains. */
  bindContained(v: unknown): unknown;
  /** Words of a keyword or fuzzy condition on a field without a text index, as bound. */
  bindWords(words: string[]): unknown;
  /** Whether a fuzzy condition outside the text index is given every one-edit spelling (bindWords). */
  expandsUnindexedFuzzy: boolean;
}

export const SQLITE: Dialect = {
  name: 'sqlite',
  path: (root) => ({ sql: `json_extract(${root}, ?)`, text: `json_extract(${root}, ?)` }),
  // cs_budget: the time budget is checked for every index row too
  textMatch: (t, column, terms) => ({
    sql: `t.seq IN (SELECT rowid FROM ${q(t.fts!)} WHERE ${q(t.fts!)} MATCH ? AND cs_budget(rowid))`,
    arg: `{${column}} : (${terms.map((w) => `"${w}"`).join(' OR ')})`,
  }),
  placeholder: () => '?',
  bind: (v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v),
  bindContained: (v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v),
  bindWords: (words) => words.join(' '),
  expandsUnindexedFuzzy: false,
};

export const POSTGRES: Dialect = {
  name: 'postgres',
  path: (root) => ({ sql: `(${root} #> ?::text[])`, text: `(${root} #>> ?::text[])` }),
  // the words' column of the field (pg/tables.ts); the terms are letters and digits only
  textMatch: (_t, column, terms) => ({
    sql: `t.${q(`w${column.slice(1)}`)} @@ ?::tsquery`,
    arg: terms.map((w) => `'${w}'`).join(' | '),
  }),
  placeholder: (f) => (f.json ? '?::jsonb' : '?'),
  // JSON reads compare as jsonb; columns hold plain values (booleans as 1 and 0, as on SQLite)
  bind: (v, f) => (f.json ? JSON.stringify(v) : typeof v === 'boolean' ? (v ? 1 : 0) : v),
  bindContained: (v) => JSON.stringify([v]),
  bindWords: (words) => words,
  expandsUnindexedFuzzy: true,
};

/** The path argument of a JSON read in a dialect. */
export function pathArg(d: Dialect, dotted: string): unknown {
  return d.name === 'sqlite' ? jsonPath(dotted) : dotted.split('.');
}
