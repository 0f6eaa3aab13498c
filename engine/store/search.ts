// context_store_search: the filter is checked against the entity's searchable fields and their
// types, then compiled into parameterised SQL. Field names become JSON paths passed as parameters
// (or one of our own column names); no user value is ever part of the SQL text.
import { createHash } from 'node:crypto';
import { EngineError, type FieldError } from '../errors.ts';
import { editVariants, words } from './fuzzy.ts';
import { jsonPath, q, type EntityTable } from './tables.ts';

export const FIELD_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'like', 'fuzzy', 'keyword', 'contains'] as const;
export const OPERATORS = [...FIELD_OPS, 'any', 'not', 'and', 'or'] as const;
const LIMITS = { depth: 8, nodes: 200, values: 500, branches: 50, fieldsPerOp: 20, text: 1000 };
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

export interface SearchParams {
  query?: { filter?: unknown; sort?: unknown };
  limit?: number;
  cursor?: string;
  fields?: string[];
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

interface Scope {
  /** SQL of the JSON document fields are read from: the record, or an array element inside `any`. */
  root: string;
  top: boolean;
}

const bad = (field: string, message: string, code = 'invalid_filter'): never => {
  throw new EngineError('invalid_params', 400, `Invalid context_store_search: ${field} ${message}.`, { errors: [{ field, message, error_code: code }] });
};

export function compileSearch(t: EntityTable, params: SearchParams): CompiledSearch {
  const c = new FilterCompiler(t);
  const filter = params.query?.filter;
  // The filter as a list of conditions that must all hold (top-level ANDs flattened), so that one
  // full-text condition among them can drive the query: in record order, the text index yields its
  // matches in that order and the query stops after `limit` of them instead of collecting them all.
  const parts = filter === undefined ? [] : c.conjuncts(filter, 'query.filter');
  let driver: { match: string } | undefined;
  const sql = parts.map(([node, at]) => {
    const before = c.lastTextMatch;
    const cond = c.condition(node, at, 0, { root: 't.data', top: true });
    const isText = c.lastTextMatch !== before && isTextCondition(node);
    if (isText && !driver && params.query?.sort === undefined) {
      driver = { match: c.lastTextMatch! };
      c.args.splice(c.args.lastIndexOf(driver.match), 1); // the driver applies it; drop it from WHERE
      return '1';
    }
    return cond;
  });
  const orderBy = c.sort(params.query?.sort);
  const hash = createHash('sha256').update(JSON.stringify([filter ?? null, params.query?.sort ?? null])).digest('base64url').slice(0, 16);
  return { where: sql.length ? sql.join(' AND ') : '1', args: c.args, orderBy, hash, ...(driver ? { driver } : {}) };
}

/** A single keyword or fuzzy condition on a single field. */
function isTextCondition(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const entries = Object.entries(node);
  const [op, operand] = entries[0] ?? [];
  return entries.length === 1 && (op === 'keyword' || op === 'fuzzy') && !!operand && typeof operand === 'object' && Object.keys(operand).length === 1;
}

class FilterCompiler {
  args: unknown[] = [];
  /** The MATCH argument of the last full-text condition compiled. */
  lastTextMatch: string | undefined;
  private nodes = 0;
  private aliases = 0;

  constructor(private t: EntityTable) {}

  /** Conditions that must all hold, with their paths: each operator of an object, ANDs flattened. */
  conjuncts(node: unknown, at: string): [unknown, string][] {
    if (!node || typeof node !== 'object' || Array.isArray(node) || !Object.keys(node).length) return [[node, at]];
    return Object.entries(node as Record<string, unknown>).flatMap(([op, operand]): [unknown, string][] =>
      op === 'and' && Array.isArray(operand) && operand.length && operand.length <= LIMITS.branches
        ? operand.flatMap((n, i) => this.conjuncts(n, `${at}.and.${i}`))
        : [[{ [op]: operand }, at]],
    );
  }

  condition(node: unknown, at: string, depth: number, scope: Scope): string {
    if (depth > LIMITS.depth) bad(at, `nests deeper than ${LIMITS.depth} levels`, 'too_deep');
    if (++this.nodes > LIMITS.nodes) bad(at, `makes the filter larger than ${LIMITS.nodes} conditions`, 'too_large');
    if (!node || typeof node !== 'object' || Array.isArray(node)) bad(at, `must be an object of operators (${OPERATORS.join(', ')})`);
    const entries = Object.entries(node as Record<string, unknown>);
    if (!entries.length) bad(at, 'has no operator');
    const parts = entries.map(([op, operand]) => this.operator(op, operand, `${at}.${op}`, depth, scope));
    return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
  }

  private operator(op: string, operand: unknown, at: string, depth: number, scope: Scope): string {
    switch (op) {
      case 'and':
      case 'or': {
        if (!Array.isArray(operand) || !operand.length || operand.length > LIMITS.branches) bad(at, `must be a list of 1 to ${LIMITS.branches} conditions`);
        const parts = (operand as unknown[]).map((n, i) => this.condition(n, `${at}.${i}`, depth + 1, scope));
        return `(${parts.join(op === 'and' ? ' AND ' : ' OR ')})`;
      }
      case 'not':
        return `NOT (${this.condition(operand, at, depth + 1, scope)})`;
      default:
        if (!(FIELD_OPS as readonly string[]).includes(op) && op !== 'any') bad(at, `is not an operator; use one of ${OPERATORS.join(', ')}`, 'unknown_operator');
        if (!operand || typeof operand !== 'object' || Array.isArray(operand)) bad(at, 'must map field names to values');
        const fields = Object.entries(operand as Record<string, unknown>);
        if (!fields.length || fields.length > LIMITS.fieldsPerOp) bad(at, `must name 1 to ${LIMITS.fieldsPerOp} fields`);
        const parts = fields.map(([f, v]) => (op === 'any' ? this.any(f, v, `${at}.${f}`, depth, scope) : this.compare(op, f, v, `${at}.${f}`, scope)));
        return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
    }
  }

  /** The SQL of a field and its declared type ('any' for nested paths and array elements). */
  private field(name: string, at: string, scope: Scope): { sql: string; type: string; column?: string } {
    if (!FIELD_NAME.test(name)) bad(at, 'is not a field name (letters, digits, _ and dots)', 'invalid_field');
    const [root, ...rest] = name.split('.');
    let type = 'any';
    if (scope.top) {
      const declared = this.t.searchable[root!];
      if (!declared) bad(at, `is not searchable; searchable fields: ${Object.keys(this.t.searchable).join(', ')}`, 'unknown_field');
      if (rest.length && declared !== 'object' && declared !== 'array') bad(at, `goes inside '${root}', which is a ${declared}`, 'unknown_field');
      type = rest.length ? 'any' : declared!;
      const column = !rest.length ? this.t.columns.get(name) : undefined;
      if (column) return { sql: `t.${q(column)}`, type, column };
    }
    this.args.push(jsonPath(name));
    return { sql: `json_extract(${scope.root}, ?)`, type };
  }

  private value(v: unknown, type: string, at: string): unknown {
    const ok =
      type === 'string' ? typeof v === 'string' : type === 'integer' ? Number.isInteger(v) : type === 'number' ? typeof v === 'number' : type === 'boolean' ? typeof v === 'boolean'
        : type === 'any' ? v === null || ['string', 'number', 'boolean'].includes(typeof v) : false;
    if (!ok) {
      if (type === 'object' || type === 'array') bad(at, `is an ${type} field: compare a nested path, or use contains or any`, 'invalid_type');
      bad(at, `must be ${type === 'any' ? 'a string, number, boolean or null' : type === 'integer' ? 'an integer' : `a ${type}`} (got ${JSON.stringify(v)?.slice(0, 40)})`, 'invalid_type');
    }
    if (typeof v === 'string' && v.length > LIMITS.text) bad(at, `is longer than ${LIMITS.text} characters`, 'too_long');
    return typeof v === 'boolean' ? (v ? 1 : 0) : v;
  }

  private compare(op: string, name: string, v: unknown, at: string, scope: Scope): string {
    const f = this.field(name, at, scope);
    const arg = (x: unknown) => (this.args.push(x), '?');
    switch (op) {
      case 'eq':
      case 'neq': {
        if (v === null) return `${f.sql} IS ${op === 'eq' ? '' : 'NOT '}NULL`;
        const val = this.value(v, f.type, at);
        return op === 'eq' ? `${f.sql} = ${arg(val)}` : `${f.sql} IS NOT ${arg(val)}`;
      }
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte': {
        if (f.type === 'boolean') bad(at, 'is a boolean: use eq', 'invalid_operator');
        if (typeof v !== 'number' && typeof v !== 'string') bad(at, 'must be a number or a string (dates as ISO 8601)', 'invalid_type');
        const sym = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[op];
        return `${f.sql} ${sym} ${arg(this.value(v, f.type === 'any' ? 'any' : f.type, at))}`;
      }
      case 'in': {
        if (!Array.isArray(v) || !v.length || v.length > LIMITS.values) bad(at, `must be a list of 1 to ${LIMITS.values} values`);
        return `${f.sql} IN (${(v as unknown[]).map((x, i) => arg(this.value(x, f.type, `${at}.${i}`))).join(', ')})`;
      }
      case 'like': {
        if (f.type !== 'string' && f.type !== 'any') bad(at, `is a ${f.type} field: like works on strings`, 'invalid_operator');
        if (typeof v !== 'string') bad(at, 'must be a pattern string (% matches any run of characters)', 'invalid_type');
        this.value(v, 'string', at);
        const pattern = (v as string).replace(/[\\_]/g, (m) => `\\${m}`); // only % is a wildcard
        return `${f.sql} LIKE ${arg(pattern)} ESCAPE '\\'`;
      }
      case 'keyword':
      case 'fuzzy': {
        if (f.type !== 'string' && f.type !== 'any') bad(at, `is a ${f.type} field: ${op} works on text`, 'invalid_operator');
        if (typeof v !== 'string') bad(at, 'must be a string of words', 'invalid_type');
        this.value(v, 'string', at);
        const ws = words(v as string);
        if (!ws.length) bad(at, 'has no words to look for', 'invalid_type');
        if (op === 'keyword') {
          if (f.column && this.t.fts && this.t.text.includes(name)) return this.textMatch(`{${f.column}} : (${ws.map((w) => `"${w}"`).join(' OR ')})`);
          return `(${ws.map((w) => `cs_has_word(${f.sql}, ${arg(w)})`).join(' OR ')})`;
        }
        if (f.column && this.t.fts && this.t.text.includes(name)) {
          // any word may carry one typo: every variant within one edit is looked up in the index
          const terms = ws.flatMap((w) => (w.length > 2 ? editVariants(w) : [w]));
          return this.textMatch(`{${f.column}} : (${terms.map((w) => `"${w}"`).join(' OR ')})`);
        }
        return `(${ws.map((w) => `cs_fuzzy_word(${f.sql}, ${arg(w)})`).join(' OR ')})`;
      }
      case 'contains': {
        if (f.type !== 'array' && f.type !== 'any') bad(at, `is a ${f.type} field: contains works on arrays`, 'invalid_operator');
        const val = this.value(v, 'any', at);
        // arrays never get a column: the field is json_extract(doc, ?), read here as json_each(doc, ?)
        return `EXISTS (SELECT 1 FROM ${f.sql.replace(/^json_extract\((.*), \?\)$/, 'json_each($1, ?)')} WHERE value = ${arg(val)})`;
      }
    }
    return bad(at, 'is not an operator');
  }

  /** Records whose text index matches. */
  private textMatch(match: string): string {
    this.args.push(match);
    this.lastTextMatch = match;
    return `t.seq IN (SELECT rowid FROM ${q(this.t.fts!)} WHERE ${q(this.t.fts!)} MATCH ?)`;
  }

  private any(name: string, cond: unknown, at: string, depth: number, scope: Scope): string {
    const f = this.field(name, at, scope);
    if (f.type !== 'array' && f.type !== 'any') bad(at, `is a ${f.type} field: any works on arrays`, 'invalid_operator');
    const alias = `je${++this.aliases}`;
    const each = f.sql.replace(/^json_extract\((.*), \?\)$/, 'json_each($1, ?)');
    const inner = this.condition(cond, at, depth + 1, { root: `${alias}.value`, top: false });
    return `EXISTS (SELECT 1 FROM ${each} AS ${alias} WHERE ${inner})`;
  }

  sort(sort: unknown): string {
    if (sort === undefined) return 't.seq ASC';
    if (!Array.isArray(sort) || sort.length > 5) bad('query.sort', 'must be a list of at most 5 single-key objects such as {"created": "desc"}', 'invalid_sort');
    const parts = (sort as unknown[]).map((s, i) => {
      const at = `query.sort.${i}`;
      const entries = s && typeof s === 'object' && !Array.isArray(s) ? Object.entries(s) : [];
      if (entries.length !== 1) bad(at, 'must be one {"field": "asc" | "desc"} object', 'invalid_sort');
      const [name, dir] = entries[0]!;
      if (dir !== 'asc' && dir !== 'desc') bad(`${at}.${name}`, "must be 'asc' or 'desc'", 'invalid_sort');
      const f = this.field(name, `${at}.${name}`, { root: 't.data', top: true });
      if (f.type === 'object' || f.type === 'array') bad(`${at}.${name}`, `is an ${f.type} field and cannot be sorted`, 'invalid_sort');
      return `${f.sql} ${dir === 'asc' ? 'ASC' : 'DESC'}`;
    });
    return [...parts, 't.seq ASC'].join(', ');
  }
}

export function searchError(errors: FieldError[], message: string): EngineError {
  return new EngineError('invalid_params', 400, message, { errors });
}
