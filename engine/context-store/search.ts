// context_store_search's filter compiler: the filter is checked against the entity's searchable
// fields and their types, then compiled into parameterised SQL of either database (the operators'
// fragments: search-dialects.ts). Field names become JSON paths passed as parameters (or one of our
// own column names); no user value is ever part of the SQL text.
import { filterError as bad, checkPathSteps, FILTER_LIMITS } from './filter-check.ts';
import { editVariants, words } from './fuzzy.ts';
import {
  ANY_SQL,
  type Dialect,
  type FieldSql,
  OPERATOR_SQL,
  pathArg,
  SORT_SQL,
  SQLITE,
} from './search-dialects.ts';
import { type EntityTable, q } from './tables.ts';

export const FIELD_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'like',
  'fuzzy',
  'keyword',
  'contains',
] as const;
export const OPERATORS = [...FIELD_OPS, 'any', 'not', 'and', 'or'] as const;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

export interface Scope {
  /** SQL of the JSON document fields are read from: the record, or an array element inside `any`. */
  root: string;
  top: boolean;
}

export class FilterCompiler {
  args: unknown[] = [];
  /** The MATCH argument of the last full-text condition compiled. */
  lastTextMatch: string | undefined;
  private aliases = 0;
  /** Full-text terms of this search so far (bounded by LIMITS.terms). */
  terms = 0;

  constructor(
    readonly t: EntityTable,
    readonly dialect: Dialect = SQLITE,
  ) {}

  /** Conditions that must all hold, with their paths: each operator of an object, ANDs flattened (depth checked before). */
  conjuncts(node: unknown, at: string): [unknown, string][] {
    if (!node || typeof node !== 'object' || Array.isArray(node) || !Object.keys(node).length)
      return [[node, at]];
    return Object.entries(node as Record<string, unknown>).flatMap(
      ([op, operand]): [unknown, string][] =>
        op === 'and' &&
        Array.isArray(operand) &&
        operand.length &&
        operand.length <= LIMITS.branches
          ? operand.flatMap((n, i) => this.conjuncts(n, `${at}.and.${i}`))
          : [[{ [op]: operand }, at]],
    );
  }

  condition(node: unknown, at: string, scope: Scope): string {
    if (!node || typeof node !== 'object' || Array.isArray(node))
      bad(at, `must be an object of operators (${OPERATORS.join(', ')})`);
    const entries = Object.entries(node as Record<string, unknown>);
    if (!entries.length) bad(at, 'has no operator');
    const parts = entries.map(([op, operand]) => this.operator(op, operand, `${at}.${op}`, scope));
    return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
  }

  private operator(op: string, operand: unknown, at: string, scope: Scope): string {
    switch (op) {
      case 'and':
      case 'or': {
        if (!Array.isArray(operand) || !operand.length || operand.length > LIMITS.branches)
          bad(at, `must be a list of 1 to ${LIMITS.branches} conditions`);
        const parts = (operand as unknown[]).map((n, i) => this.condition(n, `${at}.${i}`, scope));
        return `(${parts.join(op === 'and' ? ' AND ' : ' OR ')})`;
      }
      case 'not':
        return `NOT (${this.condition(operand, at, scope)})`;
      default:
        return this.fieldOperator(op, operand, at, scope);
    }
  }

  /** An operator over fields (`eq: { status: 'open' }`), each field's test ANDed. */
  private fieldOperator(op: string, operand: unknown, at: string, scope: Scope): string {
    if (!(FIELD_OPS as readonly string[]).includes(op) && op !== 'any')
      bad(at, `is not an operator; use one of ${OPERATORS.join(', ')}`, 'unknown_operator');
    if (!operand || typeof operand !== 'object' || Array.isArray(operand))
      bad(at, 'must map field names to values');
    const fields = Object.entries(operand as Record<string, unknown>);
    if (!fields.length || fields.length > LIMITS.fieldsPerOp)
      bad(at, `must name 1 to ${LIMITS.fieldsPerOp} fields`);
    const parts = fields.map(([f, v]) =>
      op === 'any'
        ? this.any(f, v, `${at}.${f}`, scope)
        : compare(this, op, f, v, `${at}.${f}`, scope),
    );
    return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
  }

  /** The SQL of a field and its declared type ('any' for nested paths and array elements). */
  field(name: string, at: string, scope: Scope): FieldSql {
    if (!FIELD_NAME.test(name))
      bad(at, 'is not a field name (letters, digits, _ and dots)', 'invalid_field');
    checkPathSteps(name, at);
    const [root, ...rest] = name.split('.');
    let type = 'any';
    if (scope.top) {
      const declared = Object.hasOwn(this.t.searchable, root!)
        ? this.t.searchable[root!]
        : undefined;
      if (!declared)
        bad(
          at,
          `is not searchable; searchable fields: ${Object.keys(this.t.searchable).join(', ')}`,
          'unknown_field',
        );
      if (rest.length && declared !== 'object' && declared !== 'array')
        bad(at, `goes inside '${root}', which is a ${declared}`, 'unknown_field');
      type = rest.length ? 'any' : declared!;
      const column = !rest.length ? this.t.columns.get(name) : undefined;
      if (column)
        return { sql: `t.${q(column)}`, text: `t.${q(column)}`, type, column, json: false };
    }
    this.args.push(pathArg(this.dialect, name));
    return { ...this.dialect.path(scope.root), type, json: true };
  }

  private any(name: string, cond: unknown, at: string, scope: Scope): string {
    const f = this.field(name, at, scope);
    if (f.type !== 'array' && f.type !== 'any')
      bad(at, `is a ${f.type} field: any works on arrays`, 'invalid_operator');
    const alias = `je${++this.aliases}`;
    const inner = this.condition(cond, at, { root: `${alias}.value`, top: false });
    return ANY_SQL[this.dialect.name](f, alias, inner);
  }

  sort(sort: unknown): string {
    if (sort === undefined) return 't.seq ASC';
    if (!Array.isArray(sort) || sort.length > 5)
      bad(
        'query.sort',
        'must be a list of at most 5 single-key objects such as {"created": "desc"}',
        'invalid_sort',
      );
    const parts = (sort as unknown[]).map((s, i) => {
      const at = `query.sort.${i}`;
      const entries = s && typeof s === 'object' && !Array.isArray(s) ? Object.entries(s) : [];
      if (entries.length !== 1)
        bad(at, 'must be one {"field": "asc" | "desc"} object', 'invalid_sort');
      const [name, dir] = entries[0]!;
      if (dir !== 'asc' && dir !== 'desc')
        bad(`${at}.${name}`, "must be 'asc' or 'desc'", 'invalid_sort');
      const f = this.field(name, `${at}.${name}`, { root: 't.data', top: true });
      if (f.type === 'object' || f.type === 'array')
        bad(`${at}.${name}`, `is an ${f.type} field and cannot be sorted`, 'invalid_sort');
      return SORT_SQL[this.dialect.name](f, dir);
    });
    return [...parts, 't.seq ASC'].join(', ');
  }
}

// The field comparisons (eq … contains, keyword and fuzzy) with their value checks and the
// per-search bound on full-text terms.

/**
 * The work one search may ask for: besides the filter's depth and size (filter-check.ts), the words
 * of one keyword or fuzzy value and the full-text terms of the whole search (a fuzzy word expands
 * to every spelling within one edit, about 75 per letter).
 */
export const LIMITS = { ...FILTER_LIMITS, values: 500, text: 1000, words: 20, terms: 2000 };

/** Which values compare with a field of each declared type (object and array fields: none). */
const FITS: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  integer: (v) => Number.isInteger(v),
  number: (v) => typeof v === 'number',
  boolean: (v) => typeof v === 'boolean',
  any: (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
};

function value(v: unknown, type: string, at: string): unknown {
  if (!(Object.hasOwn(FITS, type) && FITS[type]!(v))) {
    if (type === 'object' || type === 'array')
      bad(at, `is an ${type} field: compare a nested path, or use contains or any`, 'invalid_type');
    bad(
      at,
      `must be ${type === 'any' ? 'a string, number, boolean or null' : type === 'integer' ? 'an integer' : `a ${type}`} (got ${preview(v)})`,
      'invalid_type',
    );
  }
  if (typeof v === 'string' && v.length > LIMITS.text)
    bad(at, `is longer than ${LIMITS.text} characters`, 'too_long');
  return v;
}

/** A bound of gt, gte, lt or lte: a number or a string (dates as ISO 8601), never on a boolean. */
function rangeValue(v: unknown, type: string, at: string): unknown {
  if (type === 'boolean') bad(at, 'is a boolean: use eq', 'invalid_operator');
  if (typeof v !== 'number' && typeof v !== 'string')
    bad(at, 'must be a number or a string (dates as ISO 8601)', 'invalid_type');
  return value(v, type === 'any' ? 'any' : type, at);
}

/** A like pattern on a string field, with only % a wildcard (\\ and _ escaped). */
function likePattern(v: unknown, type: string, at: string): string {
  if (type !== 'string' && type !== 'any')
    bad(at, `is a ${type} field: like works on strings`, 'invalid_operator');
  if (typeof v !== 'string')
    bad(at, 'must be a pattern string (% matches any run of characters)', 'invalid_type');
  value(v, 'string', at);
  return (v as string).replace(/[\\_]/g, (m) => `\\${m}`);
}

export function compare(
  c: FilterCompiler,
  op: string,
  name: string,
  v: unknown,
  at: string,
  scope: Scope,
): string {
  const f = c.field(name, at, scope);
  const d = c.dialect;
  const arg = (x: unknown) => (c.args.push(d.bind(x, f)), d.placeholder(f));
  const sql = (operator: string, p = '') => OPERATOR_SQL[operator]![d.name](f, p);
  switch (op) {
    case 'eq':
    case 'neq':
      return v === null ? sql(`${op}_null`) : sql(op, arg(value(v, f.type, at)));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return sql(op, arg(rangeValue(v, f.type, at)));
    case 'in': {
      if (!Array.isArray(v) || !v.length || v.length > LIMITS.values)
        bad(at, `must be a list of 1 to ${LIMITS.values} values`);
      return sql(
        'in',
        (v as unknown[]).map((x, i) => arg(value(x, f.type, `${at}.${i}`))).join(', '),
      );
    }
    case 'like':
      c.args.push(likePattern(v, f.type, at));
      return sql('like', '?');
    case 'keyword':
    case 'fuzzy':
      return wordsMatch(c, f, op, name, v, at);
    case 'contains': {
      if (f.type !== 'array' && f.type !== 'any')
        bad(at, `is a ${f.type} field: contains works on arrays`, 'invalid_operator');
      c.args.push(d.bindContained(value(v, 'any', at)));
      return sql('contains', d.name === 'postgres' ? '?::jsonb' : '?');
    }
  }
  return bad(at, 'is not an operator');
}

/** keyword and fuzzy: any of the value's words (fuzzy: within one edit), in the text index or outside it. */
function wordsMatch(
  c: FilterCompiler,
  f: FieldSql,
  op: string,
  name: string,
  v: unknown,
  at: string,
): string {
  const d = c.dialect;
  if (f.type !== 'string' && f.type !== 'any')
    bad(at, `is a ${f.type} field: ${op} works on text`, 'invalid_operator');
  if (typeof v !== 'string') bad(at, 'must be a string of words', 'invalid_type');
  value(v, 'string', at);
  const ws = words(v as string);
  if (!ws.length) bad(at, 'has no words to look for', 'invalid_type');
  if (ws.length > LIMITS.words)
    bad(at, `has ${ws.length} words; a ${op} value may have at most ${LIMITS.words}`, 'too_large');
  const indexed = !!f.column && !!c.t.fts && c.t.text.includes(name);
  // any word may carry one typo: every variant within one edit is looked up in the index
  const variants = () => ws.flatMap((w) => (w.length > 2 ? editVariants(w) : [w]));
  const terms = op === 'fuzzy' && indexed ? variants() : ws;
  countTerms(c, terms.length, op, at);
  if (indexed) return textMatch(c, f.column!, terms);
  // outside the index: one condition with all its words (the field's SQL, and the JSON path
  // parameter in it, appear once), the record's text split once
  c.args.push(d.bindWords(op === 'fuzzy' && d.expandsUnindexedFuzzy ? variants() : ws));
  return OPERATOR_SQL[op]![d.name](f, '?');
}

/** Full-text terms are the costly part of a search: their number is bounded per search. */
function countTerms(c: FilterCompiler, n: number, op: string, at: string): void {
  c.terms += n;
  if (c.terms > LIMITS.terms) {
    bad(
      at,
      `makes the search look up ${c.terms} full-text terms; a search may look up at most ${LIMITS.terms} (a fuzzy word of n letters is about 75 × n terms): use fewer or shorter words${op === 'fuzzy' ? ', or keyword' : ''}`,
      'too_large',
    );
  }
}

/** Records whose text index has any of the terms in the field. */
function textMatch(c: FilterCompiler, column: string, terms: string[]): string {
  const { sql, arg } = c.dialect.textMatch(c.t, column, terms);
  c.args.push(arg);
  c.lastTextMatch = arg;
  return sql;
}

/** A value as a short text for a message, without walking into it (it may nest deeply). */
function preview(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v && typeof v === 'object') return 'an object';
  return String(JSON.stringify(v)).slice(0, 40);
}
