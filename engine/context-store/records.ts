// What both backends read from a record as they store it: its id by the entity's key, and the
// values of the fields that have a column of their own.
import { createHash } from 'node:crypto';

/** How a page's records are keyed: the dotted path of their id, or a function a sync computed them with. */
export type RecordKey = string[] | ((record: unknown) => string | undefined);

/** The record's id as text, or undefined when the key is missing or not a scalar (the record is skipped). */
export function recordId(r: unknown, key: RecordKey, data: string): string | undefined {
  if (typeof key === 'function') return key(r);
  if (key[0] === '$content') return createHash('sha1').update(data).digest('base64url'); // records without an id of their own
  const id = valueAt(r, key);
  return id === undefined || id === null || typeof id === 'object' ? undefined : String(id);
}

/**
 * The key of a record identified by several fields together: their values as a JSON list (a missing
 * one as null), or undefined when none of them is present (the record is skipped).
 */
export function compositeId(r: unknown, fields: string[][]): string | undefined {
  const values = fields.map((f) => valueAt(r, f));
  return values.every((v) => v === undefined)
    ? undefined
    : JSON.stringify(values.map((v) => v ?? null));
}

/** The value at a dotted path's steps, own properties only (undefined where a step is missing). */
export function valueAt(r: unknown, path: string[]): unknown {
  let v: unknown = r;
  for (const k of path)
    v =
      v && typeof v === 'object' && Object.hasOwn(v, k)
        ? (v as Record<string, unknown>)[k]
        : undefined;
  return v;
}

/** A top-level field's value as its column holds it: scalars (booleans as 1 and 0), otherwise null. */
export function columnValue(r: unknown, field: string): string | number | null {
  const v =
    r && typeof r === 'object' && Object.hasOwn(r, field)
      ? (r as Record<string, unknown>)[field]
      : undefined;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' || typeof v === 'number') return v;
  return null;
}
