// Per-record and per-call helpers of a sync (transform, detail reads, abort race, failure text),
// apart from sync.ts so the walk itself stays readable on its own.

import { EngineError } from '../errors.ts';
import type { DetailSource } from '../paginate/index.ts';
import type { SyncPlan } from '../plan/plan.ts';
import { compositeId, type RecordKey } from './records.ts';
import { renderValue } from './sync-units.ts';

/** The records as sync.transform gives them; a result that is not an object fails the sync, storing nothing of the page. */
export async function transformed(
  sync: SyncPlan,
  records: unknown[],
  parent: unknown,
): Promise<unknown[]> {
  const bindings = parent === undefined ? {} : { parent };
  return Promise.all(
    records.map(async (r, i) => {
      const out = await sync.transform!.evaluate(r, bindings);
      if (out === null || typeof out !== 'object' || Array.isArray(out))
        throw new EngineError(
          'upstream_error',
          502,
          `sync.transform gave ${Array.isArray(out) ? 'an array' : out === undefined ? 'nothing' : typeof out} for record ${i} of a page, not an object.`,
        );
      return out;
    }),
  );
}

/** last_error of a failed entity: never a secret (EngineError messages are redacted, the databases' hold none). */
export function failure(err: unknown, signal?: AbortSignal): string {
  if (signal?.aborted)
    return signal.reason instanceof Error ? signal.reason.message : 'the sync was stopped';
  if (err instanceof EngineError) return `${err.code}: ${err.message}`;
  if (err instanceof Error && (err.name === 'SqliteError' || isDatabaseError(err)))
    return `store_error: the context-store table could not be used (${err.message})`;
  return 'internal error';
}

/** An error PostgreSQL reported (node-postgres gives it the five-character SQLSTATE as code). */
const isDatabaseError = (err: Error) =>
  'severity' in err && /^[0-9A-Z]{5}$/.test(String((err as { code?: unknown }).code));

/**
 * The page, or the signal's reason as soon as it aborts: the sync stops at its budget even when the
 * HTTP layer does not end a stalled body read on the signal (the abandoned page is never stored).
 */
export function untilAborted<T>(next: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return next;
  if (signal.aborted) {
    next.catch(() => {}); // the page asked for already: its failure (the same abort) is nobody's concern now
    return Promise.reject(signal.reason);
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    next.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Each listed record read again in full (sync.detail), for vendors whose list answers compact records. */
export async function readInFull(
  source: DetailSource,
  sync: SyncPlan,
  records: unknown[],
  signal?: AbortSignal,
): Promise<unknown[]> {
  const { entity, action, params } = sync.detail!;
  const full: unknown[] = [];
  for (const record of records) {
    try {
      full.push(await source.read(entity, action, renderValue(params, { record }), signal));
    } catch (err) {
      // deleted between the list and its read: not a failure of the sync, and nothing to store
      if (err instanceof EngineError && err.status === 404) continue;
      throw err;
    }
  }
  return full;
}

/** How a page's records are keyed in the store: sync.key's path, or ids from its fields or expression. */
export async function pageKey(
  sync: SyncPlan,
  records: unknown[],
  parent: unknown,
): Promise<RecordKey> {
  const fields = sync.keyFields;
  if (fields) return (r) => compositeId(r, fields);
  if (!sync.keyExpression) return sync.key;
  const bindings = parent === undefined ? {} : { parent };
  const ids = new Map<unknown, string | undefined>();
  for (const r of records) {
    const v = await sync.keyExpression.evaluate(r, bindings);
    ids.set(r, typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  }
  return (r) => ids.get(r);
}
