// What both backends read from a record as they store it: its id by the entity's key, and the
// values of the fields that have a column of their own.
import { createHash } from 'node:crypto';

/** The record's id as text, or undefined when the key is missing or not a scalar (the record is skipped). */
export function recordId(r: unknown, key: string[], data: string): string | undefined {
  if (key[0] === '$content') return createHash('sha1').update(data).digest('base64url'); // records without an id of their own
  let id: unknown = r;
  for (const k of key)
    id =
      id && typeof id === 'object' && Object.hasOwn(id, k)
        ? (id as Record<string, unknown>)[k]
        : undefined;
  return id === undefined || id === null || typeof id === 'object' ? undefined : String(id);
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
