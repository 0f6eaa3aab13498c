// The two places compiled mappings generate code: an object constructor's stores and a field read.
// Reading or assigning 30 different keys through one `o[key]` site makes V8 fall back to its slowest
// property access (several times the cost of the rest of a record's mapping); one access site per
// literal key does not. Keys enter the code only through JSON.stringify, so they are always plain
// string literals.

import type { Run } from './jsonata-ast.ts';

/**
 * A function that builds `{key: value}` for these keys in this order, leaving out undefined values.
 * When every value is defined (the usual record), one object literal: V8 allocates it in its final
 * shape, where stores one by one grow it a property at a time.
 */
export function objectBuilder(keys: string[]): (values: Run[]) => Run {
  // a literal `"__proto__": v` (like a store of it) would set the prototype: compileObject refuses the key
  if (keys.includes('__proto__')) throw new Error('objectBuilder: the key __proto__');
  const key = (i: number) => JSON.stringify(keys[i]);
  const names = keys.map((_, i) => `v${i}`);
  const reads = names.map((v, i) => `const ${v} = values[${i}](input, frame);`);
  const defined = names.map((v) => `${v} !== undefined`).join(' && ') || 'true';
  const literal = names.map((v, i) => `${key(i)}: ${v}`).join(', ');
  const stores = names.map((v, i) => `if (${v} !== undefined) result[${key(i)}] = ${v};`);
  return new Function(
    'values',
    `return function buildObject(input, frame) {
  ${reads.join('\n  ')}
  if (${defined}) return { ${literal} };
  const result = {};
  ${stores.join('\n  ')}
  return result;
};`,
  ) as (values: Run[]) => Run;
}

/**
 * JSONata's lookup of one field on a non-array value: an own property of an object, else undefined.
 * An array input, or a JSONata sequence found there, goes to `general` (the mapping path walk).
 */
export function fieldReader(key: string, general: Run, isSequence: (v: unknown) => boolean): Run {
  const k = JSON.stringify(key);
  return new Function(
    'general',
    'isSequence',
    'hasOwn',
    `return function readField(input, frame) {
  if (input === null || typeof input !== 'object') return typeof input === 'function' ? general(input, frame) : undefined;
  if (Array.isArray(input)) return general(input, frame);
  if (!hasOwn.call(input, ${k})) return undefined;
  const v = input[${k}];
  return isSequence(v) ? general(input, frame) : v;
};`,
  )(general, isSequence, Object.prototype.hasOwnProperty) as Run;
}
