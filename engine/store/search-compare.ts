// The field comparisons of the filter compiler (eq … contains, keyword and fuzzy) with their value
// checks and the per-search bound on full-text terms; apart from search.ts to keep both files short.
import { filterError as bad, FILTER_LIMITS } from './filter-check.ts';
import { editVariants, words } from './fuzzy.ts';
import type { FilterCompiler, Scope } from './search.ts';
import { OPERATOR_SQL } from './search-dialects.ts';

/**
 * The work one search may ask for: besides the filter's depth and size (filter-check.ts), the words
 * of one keyword or fuzzy value and the full-text terms of the whole search (a fuzzy word expands
 * to every spelling within one edit, about 75 per letter).
 */
export const LIMITS = { ...FILTER_LIMITS, values: 500, text: 1000, words: 20, terms: 2000 };

function value(v: unknown, type: string, at: string): unknown {
  const ok =
    type === 'string'
      ? typeof v === 'string'
      : type === 'integer'
        ? Number.isInteger(v)
        : type === 'number'
          ? typeof v === 'number'
          : type === 'boolean'
            ? typeof v === 'boolean'
            : type === 'any'
              ? v === null || ['string', 'number', 'boolean'].includes(typeof v)
              : false;
  if (!ok) {
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
    case 'lte': {
      if (f.type === 'boolean') bad(at, 'is a boolean: use eq', 'invalid_operator');
      if (typeof v !== 'number' && typeof v !== 'string')
        bad(at, 'must be a number or a string (dates as ISO 8601)', 'invalid_type');
      return sql(op, arg(value(v, f.type === 'any' ? 'any' : f.type, at)));
    }
    case 'in': {
      if (!Array.isArray(v) || !v.length || v.length > LIMITS.values)
        bad(at, `must be a list of 1 to ${LIMITS.values} values`);
      return sql(
        'in',
        (v as unknown[]).map((x, i) => arg(value(x, f.type, `${at}.${i}`))).join(', '),
      );
    }
    case 'like': {
      if (f.type !== 'string' && f.type !== 'any')
        bad(at, `is a ${f.type} field: like works on strings`, 'invalid_operator');
      if (typeof v !== 'string')
        bad(at, 'must be a pattern string (% matches any run of characters)', 'invalid_type');
      value(v, 'string', at);
      const pattern = (v as string).replace(/[\\_]/g, (m) => `\\${m}`); // only % is a wildcard
      c.args.push(pattern);
      return sql('like', '?');
    }
    case 'keyword':
    case 'fuzzy': {
      if (f.type !== 'string' && f.type !== 'any')
        bad(at, `is a ${f.type} field: ${op} works on text`, 'invalid_operator');
      if (typeof v !== 'string') bad(at, 'must be a string of words', 'invalid_type');
      value(v, 'string', at);
      const ws = words(v as string);
      if (!ws.length) bad(at, 'has no words to look for', 'invalid_type');
      if (ws.length > LIMITS.words)
        bad(
          at,
          `has ${ws.length} words; a ${op} value may have at most ${LIMITS.words}`,
          'too_large',
        );
      const indexed = !!f.column && !!c.t.fts && c.t.text.includes(name);
      // any word may carry one typo: every variant within one edit is looked up in the index
      const variants = () => ws.flatMap((w) => (w.length > 2 ? editVariants(w) : [w]));
      const terms = op === 'fuzzy' && indexed ? variants() : ws;
      countTerms(c, terms.length, op, at);
      if (indexed) return textMatch(c, f.column!, terms);
      // outside the index: one condition with all its words (the field's SQL, and the JSON path
      // parameter in it, appear once), the record's text split once
      c.args.push(d.bindWords(op === 'fuzzy' && d.expandsUnindexedFuzzy ? variants() : ws));
      return sql(op, '?');
    }
    case 'contains': {
      if (f.type !== 'array' && f.type !== 'any')
        bad(at, `is a ${f.type} field: contains works on arrays`, 'invalid_operator');
      c.args.push(d.bindContained(value(v, 'any', at)));
      return sql('contains', d.name === 'postgres' ? '?::jsonb' : '?');
    }
  }
  return bad(at, 'is not an operator');
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
