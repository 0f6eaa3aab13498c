// context_store_search's filter compiler: the filter is checked against the entity's searchable
// fields and their types, then compiled into parameterised SQL of either database (the operators'
// fragments: search-dialects.ts). Field names become JSON paths passed as parameters (or one of our
// own column names); no user value is ever part of the SQL text.
import { EngineError, type FieldError } from '../errors.ts';
import { filterError as bad, checkPathSteps } from './filter-check.ts';
import { compare, LIMITS } from './search-compare.ts';
import {
  ANY_SQL,
  type Dialect,
  type FieldSql,
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
  /** Full-text terms of this search so far (bounded in search-compare.ts). */
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
      default: {
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
    }
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

export function searchError(errors: FieldError[], message: string): EngineError {
  return new EngineError('invalid_params', 400, message, { errors });
}
