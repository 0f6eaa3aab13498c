// The JSONata built-in functions that compiled mappings call, ported from jsonata 2.2 with their
// signatures' argument checks written out. Only the argument counts listed are compiled (a missing
// argument would make JSONata use the context instead); an argument of a type the signature rejects
// throws BAIL, so JSONata reports its own error. One is the engine's own: $uuid(), a random UUID v4
// (registered on JSONata's expressions too, expression.ts), e.g. for an idempotency key.
import { randomUUID } from 'node:crypto';
import { bail, boolean, isNumeric, type Sequence, sequence, string } from './jsonata-values.ts';

/** A regex literal passed as an argument ($contains, $split, $replace, $match): JSONata's matcher, without the closure. */
export class Matcher {
  private readonly re: RegExp;
  constructor(literal: RegExp) {
    this.re = new RegExp(literal.source, literal.flags); // the parser always adds the g flag
  }
  get lastIndex(): number {
    return this.re.lastIndex;
  }
  /** The first match at or after `from`, as JSONata's matcher reports it (unmatched groups undefined). */
  exec(str: string, from = 0) {
    this.re.lastIndex = from;
    const m = this.re.exec(str);
    return m ? { match: m[0], start: m.index, groups: m.slice(1) } : undefined;
  }
}

export interface Builtin {
  /** Argument counts compiled; any other count leaves the expression to JSONata. */
  arities: number[];
  /** Argument positions that may be a regex literal. */
  regexArgs?: number[];
  /** Argument positions that take a function; a function anywhere else is left to JSONata. */
  functionArgs?: number[];
  /** Its arity as JSONata counts it when it is passed as a value ($reduce(a, $append)); absent: not compiled as a value. */
  valueArity?: number;
  call(a?: unknown, b?: unknown, c?: unknown): unknown;
}

const str = (v: unknown) =>
  v === undefined || typeof v === 'string' ? (v as string | undefined) : bail();
const num = (v: unknown) =>
  v === undefined || typeof v === 'number' ? (v as number | undefined) : bail();
const isObject = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Matcher);
const noMatcher = (v: unknown) => (v instanceof Matcher ? bail() : v);

/** An `a<T>` argument: undefined stays undefined, a lone value becomes [value], every item of type T. */
function arrayOf(v: unknown, itemOk: (x: unknown) => boolean): unknown[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) return itemOk(v) ? [v] : bail();
  if (v.length > 0 && !v.every(itemOk)) bail();
  return v;
}

/** $max and $min: undefined for nothing or an empty array, else the extreme of the numbers. */
function extreme(v: unknown, pick: (...n: number[]) => number): number | undefined {
  const a = arrayOf(v, (n) => typeof n === 'number') as number[] | undefined;
  return a === undefined || a.length === 0 ? undefined : pick(...a);
}

function keys(arg: unknown): Sequence {
  const result = sequence();
  if (Array.isArray(arg)) {
    const merged: Record<string, true> = Object.create(null);
    for (const item of arg) for (const k of keys(item)) merged[k as string] = true;
    return keys(merged);
  }
  if (arg !== null && typeof arg === 'object') for (const k of Object.keys(arg)) result.push(k);
  return result;
}

const ISO8601 =
  /^\d{4}(-[01]\d)?(-[0-3]\d)?(T[0-2]\d:[0-5]\d:[0-5]\d)?(\.\d+)?([+-][0-2]\d:?[0-5]\d|Z)?$/;
const NUMBER = /^-?[0-9]+(\.[0-9]+)?([Ee][-+]?[0-9]+)?$/;
const RADIX_NUMBER = /^(0[xX][0-9A-Fa-f]+)|(0[oO][0-7]+)|(0[bB][0-1]+)$/;

export const BUILTINS: Record<string, Builtin> = {
  uuid: { arities: [0], call: () => randomUUID() },
  exists: { arities: [1], call: (x) => x !== undefined },
  count: { arities: [1], call: (x) => (x === undefined ? 0 : Array.isArray(x) ? x.length : 1) },
  boolean: { arities: [1], call: (x) => boolean(noMatcher(x)) },
  not: { arities: [1], call: (x) => (x === undefined ? undefined : !boolean(noMatcher(x))) },
  string: { arities: [1], call: (x) => string(noMatcher(x)) },
  lowercase: { arities: [1], call: (x) => str(x)?.toLowerCase() },
  uppercase: { arities: [1], call: (x) => str(x)?.toUpperCase() },
  type: {
    arities: [1],
    call: (x) => {
      if (x === undefined) return undefined;
      if (x === null) return 'null';
      if (isNumeric(x)) return 'number';
      if (typeof x === 'string' || typeof x === 'boolean') return typeof x;
      return Array.isArray(x)
        ? 'array'
        : x instanceof Matcher
          ? bail()
          : typeof x === 'number'
            ? bail()
            : 'object';
    },
  },
  number: {
    arities: [1],
    call: (x) => {
      if (x === undefined || typeof x === 'number') return x;
      if (
        typeof x === 'string' &&
        NUMBER.test(x) &&
        !Number.isNaN(parseFloat(x)) &&
        Number.isFinite(Number(x))
      )
        return parseFloat(x);
      if (typeof x === 'string' && RADIX_NUMBER.test(x)) return Number(x);
      if (typeof x === 'boolean') return x ? 1 : 0;
      return bail();
    },
  },
  floor: {
    arities: [1],
    call: (x) => (num(x) === undefined ? undefined : Math.floor(x as number)),
  },
  ceil: {
    arities: [1],
    call: (x) => (num(x) === undefined ? undefined : Math.ceil(x as number)),
  },
  max: { arities: [1], call: (x) => extreme(x, Math.max) },
  min: { arities: [1], call: (x) => extreme(x, Math.min) },
  toMillis: {
    arities: [1],
    call: (x) => {
      const s = str(x);
      if (s === undefined) return undefined;
      return ISO8601.test(s) ? Date.parse(s) : bail();
    },
  },
  keys: { arities: [1], call: (x) => keys(noMatcher(x)) },
  merge: {
    arities: [1],
    call: (x) => {
      const objects = arrayOf(x, isObject);
      if (objects === undefined) return undefined;
      const result: Record<string, unknown> = {};
      for (const o of objects) {
        for (const k of Object.keys(o as object))
          result[k === '__proto__' ? bail() : k] = (o as Record<string, unknown>)[k];
      }
      return result;
    },
  },
  join: {
    arities: [1, 2],
    call: (strs, sep) => {
      const list = arrayOf(strs, (v) => typeof v === 'string');
      const separator = str(sep);
      return list === undefined ? undefined : list.join(separator ?? '');
    },
  },
  contains: {
    arities: [2],
    regexArgs: [1],
    call: (s, token) => {
      const text = str(s);
      if (token !== undefined && typeof token !== 'string' && !(token instanceof Matcher)) bail();
      if (text === undefined || token === undefined) return undefined;
      return typeof token === 'string' ? text.includes(token) : token.exec(text) !== undefined;
    },
  },
  split: {
    arities: [2],
    call: (s, separator) => {
      const text = str(s);
      if (separator !== undefined && typeof separator !== 'string') bail();
      if (text === undefined) return undefined;
      return separator === undefined ? bail() : text.split(separator);
    },
  },
  substring: {
    arities: [2, 3],
    call: (s, first, len) => {
      const text = str(s);
      let start = num(first) as number;
      const length = num(len);
      if (text === undefined) return undefined;
      const chars = Array.from(text);
      if (chars.length + start < 0) start = 0;
      if (length !== undefined) {
        if (length <= 0) return '';
        const end = start >= 0 ? start + length : chars.length + start + length;
        return chars.slice(start, end).join('');
      }
      return chars.slice(start).join('');
    },
  },
  encodeUrlComponent: {
    arities: [1],
    call: (x) => {
      const s = str(x);
      if (s === undefined) return undefined;
      try {
        return encodeURIComponent(s);
      } catch {
        return bail();
      }
    },
  },
  decodeUrlComponent: {
    arities: [1],
    call: (x) => {
      const s = str(x);
      if (s === undefined) return undefined;
      try {
        return decodeURIComponent(s);
      } catch {
        return bail(); // a malformed escape: JSONata's own error
      }
    },
  },
};
