// The two places compiled mappings generate code: an object constructor's stores and a field read.
// Reading or assigning 30 different keys through one `o[key]` site makes V8 fall back to its slowest
// property access (several times the cost of the rest of a record's mapping); one access site per
// literal key does not. Keys enter the code only through JSON.stringify, so they are always plain
// string literals.

import type { Run } from './jsonata-ast.ts';

/** A function that builds `{key: value}` for these keys in this order, leaving out undefined values. */
export function objectBuilder(keys: string[]): (values: Run[]) => Run {
  const stores = keys.map(
    (k, i) =>
      `v = values[${i}](input, frame); if (v !== undefined) result[${JSON.stringify(k)}] = v;`,
  );
  return new Function(
    'values',
    `return function buildObject(input, frame) {\n  const result = {};\n  let v;\n  ${stores.join('\n  ')}\n  return result;\n};`,
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
