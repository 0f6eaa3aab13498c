// JSONata's value rules, ported from jsonata 2.2 (jsonata.js: createSequence, evaluate's sequence
// unwrapping, fn.lookup, fn.append, fn.boolean, fn.string, isDeepEqual and the operators) for the
// compiled mappings in jsonata-compile.ts. Where JSONata would throw (a type error, a non-finite
// number), these throw BAIL instead and the caller hands the whole evaluation to JSONata, which then
// fails with its own error: the compiled path never has to reproduce JSONata's error objects.

/** Thrown when the compiled path will not decide an evaluation; JSONata evaluates it instead. */
export const BAIL: unique symbol = Symbol('jsonata-compile: evaluate with JSONata');
export function bail(): never {
  throw BAIL;
}

/** JSONata's internal sequence: an array flagged (enumerably, as JSONata does) `sequence`. */
export type Sequence = unknown[] & {
  sequence?: boolean;
  keepSingleton?: boolean;
  outerWrapper?: boolean;
  cons?: boolean;
};

export function sequence(): Sequence {
  const s: Sequence = [];
  s.sequence = true;
  return s;
}

/** createSequence(x) with one argument: a sequence holding x, even when x is undefined. */
export function sequenceOf(item: unknown): Sequence {
  const s = sequence();
  s.push(item);
  return s;
}

export function isSequence(v: unknown): v is Sequence {
  return Array.isArray(v) && (v as Sequence).sequence === true;
}

/** What JSONata's evaluate() does to every node's result: an empty sequence is nothing, a singleton its item. */
export function unwrap(v: unknown): unknown {
  if (v && isSequence(v)) {
    if (v.length === 0) return undefined;
    if (v.length === 1 && !v.keepSingleton) return v[0];
  }
  return v;
}

const hasOwn = (o: object, k: string) => Object.hasOwn(o, k);

/** fn.lookup: a field of an object; over an array, of each item, flattened one level. */
export function lookup(input: unknown, key: string): unknown {
  if (Array.isArray(input)) return lookupEach(input, key);
  if (input !== null && typeof input === 'object' && hasOwn(input, key))
    return (input as Record<string, unknown>)[key];
  return typeof input === 'function' ? bail() : undefined; // a function value: JSONata's lambda object
}

function lookupEach(input: unknown[], key: string): unknown {
  const result = sequence();
  for (const item of input) {
    const res = lookup(item, key);
    if (res === undefined) continue;
    if (Array.isArray(res)) for (const v of res) result.push(v);
    else result.push(res);
  }
  return result;
}

/** fn.append. */
export function append(a: unknown, b: unknown): unknown {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const left = Array.isArray(a) ? a : sequenceOf(a);
  return left.concat(Array.isArray(b) ? b : [b]);
}

/** The flatten() helper of the wildcard step. */
export function flatten(arg: unknown, into: unknown[] = []): unknown[] {
  if (Array.isArray(arg)) for (const item of arg) flatten(item, into);
  else into.push(arg);
  return into;
}

/** utils.isNumeric; JSONata throws on a non-finite number. */
export function isNumeric(n: unknown): n is number {
  if (typeof n !== 'number' || Number.isNaN(n)) return false;
  if (!Number.isFinite(n)) bail();
  return true;
}

/** fn.boolean: JSONata's truthiness (undefined stays undefined). */
export function boolean(arg: unknown): boolean | undefined {
  if (arg === undefined) return undefined;
  if (Array.isArray(arg)) {
    if (arg.length === 1) return boolean(arg[0]);
    return arg.length > 1 && arg.filter((v) => boolean(v)).length > 0;
  }
  if (typeof arg === 'string') return arg.length > 0;
  if (isNumeric(arg)) return arg !== 0;
  if (arg !== null && typeof arg === 'object') return hasOwnEnumerableKey(arg);
  return arg === true;
}

/** Object.keys(o).length > 0, without building the array (boolean() runs on every `x ? ...` of a mapping). */
function hasOwnEnumerableKey(o: object): boolean {
  for (const k in o) if (hasOwn(o, k)) return true;
  return false;
}

/** fn.string without the prettify argument. */
export function string(arg: unknown): string | undefined {
  if (arg === undefined) return undefined;
  if (typeof arg === 'string') return arg;
  if (typeof arg === 'number' && !Number.isFinite(arg)) bail();
  if (Number.isInteger(arg)) return String(arg); // what JSON.stringify gives an integer
  const value = Array.isArray(arg) && (arg as Sequence).outerWrapper ? arg[0] : arg;
  return JSON.stringify(value, (_key, val) => {
    if (val !== undefined && val !== null && isNumeric(val))
      return !Number.isInteger(val) ? Number(val.toPrecision(15)) : val;
    return val;
  });
}

/** utils.isDeepEqual. */
export function deepEqual(lhs: unknown, rhs: unknown): boolean {
  if (lhs === rhs) return true;
  if (typeof lhs !== 'object' || typeof rhs !== 'object' || lhs === null || rhs === null)
    return false;
  if (Array.isArray(lhs) && Array.isArray(rhs))
    return lhs.length === rhs.length && lhs.every((v, i) => deepEqual(v, rhs[i]));
  const lkeys = Object.getOwnPropertyNames(lhs).sort();
  const rkeys = Object.getOwnPropertyNames(rhs).sort();
  if (lkeys.length !== rkeys.length || lkeys.some((k, i) => k !== rkeys[i])) return false;
  return lkeys.every((k) =>
    deepEqual((lhs as Record<string, unknown>)[k], (rhs as Record<string, unknown>)[k]),
  );
}

export type BinaryOp = (l: unknown, r: unknown) => unknown;

function numeric(op: (l: number, r: number) => number): BinaryOp {
  return (l, r) => {
    if ((l !== undefined && !isNumeric(l)) || (r !== undefined && !isNumeric(r))) bail();
    return l === undefined || r === undefined ? undefined : op(l as number, r as number);
  };
}

function comparison(op: (l: number | string, r: number | string) => boolean): BinaryOp {
  return (l, r) => {
    const lt = typeof l;
    const rt = typeof r;
    const comparable = (t: string) => t === 'undefined' || t === 'string' || t === 'number';
    if (!comparable(lt) || !comparable(rt)) bail();
    if (l === undefined || r === undefined) return undefined;
    if (lt !== rt) bail();
    return op(l as number, r as number);
  };
}

/** evaluateRangeExpression: `[a..b]`, integers only, at most 1e7 items. */
function range(l: unknown, r: unknown): unknown {
  if ((l !== undefined && !Number.isInteger(l)) || (r !== undefined && !Number.isInteger(r)))
    bail();
  if (l === undefined || r === undefined || (l as number) > (r as number)) return undefined;
  const size = (r as number) - (l as number) + 1;
  if (size > 1e7) bail();
  return Array.from({ length: size }, (_, i) => (l as number) + i);
}

/** The operators of evaluateBinary other than `and`/`or` (which short-circuit). */
export const BINARY: Record<string, BinaryOp> = {
  '+': numeric((l, r) => l + r),
  '-': numeric((l, r) => l - r),
  '*': numeric((l, r) => l * r),
  '/': numeric((l, r) => l / r),
  '%': numeric((l, r) => l % r),
  '=': (l, r) => l !== undefined && r !== undefined && deepEqual(l, r),
  '!=': (l, r) => l !== undefined && r !== undefined && !deepEqual(l, r),
  '<': comparison((l, r) => l < r),
  '<=': comparison((l, r) => l <= r),
  '>': comparison((l, r) => l > r),
  '>=': comparison((l, r) => l >= r),
  '&': (l, r) => (l === undefined ? '' : string(l)!) + (r === undefined ? '' : string(r)!),
  '..': range,
  in: (l, r) =>
    l !== undefined && r !== undefined && (Array.isArray(r) ? r : [r]).some((v) => v === l),
};
