// select_fields / exclude_fields: dotted paths kept or dropped, per record. Paths come from callers,
// so a step may never be a prototype key, fields are read only where a record has them as its own,
// outputs are fresh objects, and a drop deletes only an own key of a copy.
import { closest, EngineError } from '../errors.ts';
import type { EntityPlan } from '../plan/plan.ts';

export interface Projection {
  /** Dotted paths to keep in each record (`address.city`). */
  select_fields?: string[];
  /** Dotted paths to drop from each record. */
  exclude_fields?: string[];
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_PATHS = 200;

/** Refuses paths with prototype keys or empty steps; answers the steps of each. */
export function parsePaths(paths: unknown, field: string): string[][] {
  if (!Array.isArray(paths) || paths.length > MAX_PATHS)
    bad(field, `must be a list of at most ${MAX_PATHS} dotted field paths`);
  return (paths as unknown[]).map((p, i) => {
    const steps = typeof p === 'string' && p.length <= 200 ? p.split('.') : [];
    if (!steps.length || steps.some((s) => !s))
      bad(`${field}.${i}`, 'must be a dotted field path such as "address.city"');
    const banned = steps.find((s) => FORBIDDEN.has(s));
    if (banned) bad(`${field}.${i}`, `may not use '${banned}' as a field name`);
    return steps;
  });
}

/** The record fields callers may name: the record schema's properties and the searchable fields. */
function knownFields(e: EntityPlan): Set<string> | undefined {
  const props = e.record?.properties ? Object.keys(e.record.properties) : [];
  const fields = new Set([...props, ...Object.keys(e.searchable)]);
  return props.length ? fields : undefined; // without a record schema the fields are not known
}

/** Checks the caller's paths against the entity, then projects each record of the result. */
export function projectRecords<T>(result: T, e: EntityPlan, opts: Projection): T {
  if (!opts.select_fields?.length && !opts.exclude_fields?.length) return result;
  const known = knownFields(e);
  for (const field of ['select_fields', 'exclude_fields'] as const) {
    const list = opts[field];
    if (list === undefined) continue;
    parsePaths(list, field).forEach((steps, i) => {
      if (known && !known.has(steps[0]!)) {
        const hint = closest(steps[0]!, known);
        bad(
          `${field}.${i}`,
          `'${steps[0]}' is not a field of ${e.name}${hint ? ` (did you mean '${hint}'?)` : ''}; fields: ${[...known].join(', ')}`,
        );
      }
    });
  }
  return project(result, opts.select_fields, opts.exclude_fields) as T;
}

/** Keeps `select` paths (all when none) and drops `exclude` paths of each record. */
export function project(
  result: unknown,
  select: string[] = [],
  exclude: string[] = [],
  field = 'fields',
): unknown {
  if (!select.length && !exclude.length) return result;
  const keep = parsePaths(select, field);
  const remove = parsePaths(exclude, `exclude_${field}`);
  const one = (r: unknown) => {
    if (!r || typeof r !== 'object' || Array.isArray(r)) return r;
    const out = keep.length
      ? pick(r as Record<string, unknown>, keep)
      : structuredClone(r as Record<string, unknown>);
    for (const steps of remove) drop(out, steps);
    return out;
  };
  return Array.isArray(result) ? result.map(one) : one(result);
}

function own(o: unknown, key: string): unknown {
  return o && typeof o === 'object' && Object.hasOwn(o, key)
    ? (o as Record<string, unknown>)[key]
    : undefined;
}

function pick(record: Record<string, unknown>, paths: string[][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const steps of paths) {
    let from: unknown = record;
    for (const s of steps) from = own(from, s);
    if (from === undefined) continue;
    let to = out;
    for (const s of steps.slice(0, -1)) {
      const next = own(to, s);
      to = (next && typeof next === 'object' ? next : (to[s] = {})) as Record<string, unknown>;
    }
    to[steps.at(-1)!] = structuredClone(from);
  }
  return out;
}

function drop(copy: Record<string, unknown>, steps: string[]): void {
  let at: unknown = copy;
  for (const s of steps.slice(0, -1)) at = own(at, s);
  const last = steps.at(-1)!;
  if (at && typeof at === 'object' && Object.hasOwn(at, last))
    delete (at as Record<string, unknown>)[last];
}

function bad(field: string, message: string): never {
  throw new EngineError('invalid_params', 400, `${field} ${message}.`, { field });
}
