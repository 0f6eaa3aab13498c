// The change feed of a connector's entity: the records added, updated and deleted since a cursor, in
// commit order. A cursor is a seq of the entity's table, sealed like a search cursor and bound to
// the connector and the entity. Each record appears once per page range, as its latest version
// (a record changed twice since the cursor is one change): superseded versions may be purged without
// losing a change, because the version that superseded them comes later in the feed. What a purge
// can drop is a deletion, once its tombstone is older than the retention: a cursor issued before
// that answers 410 cursor_expired.
import { EngineError } from '../errors.ts';
import type { CursorSealer } from './cursor.ts';

export const DEFAULT_CHANGES_LIMIT = 100;
export const MAX_CHANGES_LIMIT = 1000;
/** How long deleted records are kept (and so how long a feed cursor stays valid): 30 days. */
export const DELETED_RETENTION_MS = 30 * 86_400_000;

export interface ChangesInput {
  /** 'start' (the default), 'now', or next_cursor of the previous answer. */
  cursor?: string;
  limit?: number;
}

export interface Change {
  op: 'added' | 'updated' | 'deleted';
  id: string;
  /** The record as stored (absent for a deletion). */
  record?: unknown;
  changed_at: string | null;
}

export interface ChangesResult {
  changes: Change[];
  next_cursor: string;
  has_more: boolean;
}

/** A stored version as the feed reads it. */
export interface ChangeRow {
  seq: number;
  record_id: string;
  op: string | null;
  changed_at: number | string | null;
  data: unknown;
}

const bad = (field: string, message: string) =>
  new EngineError('invalid_params', 400, message, { field });

/** The limit asked for, checked. */
export function changesLimit(input: ChangesInput): number {
  const limit = input.limit ?? DEFAULT_CHANGES_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CHANGES_LIMIT)
    throw bad('limit', `limit must be an integer from 1 to ${MAX_CHANGES_LIMIT}.`);
  return limit;
}

/** The seq after which the feed reads: 0 from the start, the head for 'now', else the sealed cursor's. */
export function cursorSeq(
  sealer: CursorSealer,
  input: ChangesInput,
  connectorId: string,
  feed: string,
  head: () => Promise<number>,
  retentionMs: number,
  now = Date.now(),
): Promise<number> | number {
  const cursor = input.cursor ?? 'start';
  if (typeof cursor !== 'string' || cursor.length > 2000)
    throw bad('cursor', 'cursor must be start, now, or next_cursor of the previous answer.');
  if (cursor === 'start') return 0;
  if (cursor === 'now') return head();
  const place = sealer.open(cursor, connectorId, feed, now, Number.POSITIVE_INFINITY);
  if (now - place.issued > retentionMs)
    throw new EngineError(
      'cursor_expired',
      410,
      `This change-feed cursor is older than the feed keeps deletions (${Math.round(retentionMs / 86_400_000)} days): read the feed again from cursor=start.`,
      { field: 'cursor' },
    );
  return place.snapshot;
}

/** One answer of the feed from the rows read (limit + 1 of them at most) and the head they were read under. */
export function changesResult(
  sealer: CursorSealer,
  rows: ChangeRow[],
  limit: number,
  head: number,
  connectorId: string,
  feed: string,
): ChangesResult {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = more ? page[page.length - 1]!.seq : Math.max(head, page.at(-1)?.seq ?? 0);
  return {
    changes: page.map(toChange),
    next_cursor: sealer.seal({ snapshot: last, offset: 0, issued: Date.now() }, connectorId, feed),
    has_more: more,
  };
}

function toChange(r: ChangeRow): Change {
  const op = r.op === 'deleted' || r.op === 'updated' ? r.op : 'added';
  const at = r.changed_at === null ? null : new Date(Number(r.changed_at)).toISOString();
  const data = typeof r.data === 'string' ? JSON.parse(r.data) : r.data;
  return { op, id: r.record_id, ...(op === 'deleted' ? {} : { record: data }), changed_at: at };
}

/** What binds a feed cursor to its entity (the connector is bound by the seal itself). */
export const feedOf = (table: string) => `changes:${table}`;
