// One page of a sync on PostgreSQL, in one transaction with its checkpoint: a few set-based
// statements per page (unnest of arrays), not one per record. Writers of a table take turns (an
// advisory lock), so every committed seq is below the seqs of a write still running: a snapshot
// (max seq) never sees a row appear under it later, and cursors page without skipping or repeating.
import type { PoolClient } from 'pg';
import type { StoredPage } from '../context-store.ts';
import { columnValue, type RecordKey, recordId } from '../records.ts';
import { textWords } from '../sql-functions.mjs';
import { type EntityTable, q } from '../tables.ts';
import { arrayType, qualified, wordsColumn } from './tables.ts';

/** Longest word put in a text index (PostgreSQL refuses lexemes over 2 KB); longer ones are not searchable. */
const MAX_WORD = 500;

export interface PageWrite {
  t: EntityTable;
  schema: string;
  owner: number;
  page: EncodedPage;
  checkpoint?: { connectorId: string; entity: string; value: unknown };
}

type ById = Map<string, { r: unknown; data: string }>;

/** A page's records by id (a later record with the same id wins) with their JSON text, and how many had no id. */
export interface EncodedPage {
  byId: ById;
  skipped: number;
}

/** Encodes a page before its transaction (a sync encodes the next page while one is written). */
export function encodePage(records: unknown[], key: RecordKey): EncodedPage {
  const byId: ById = new Map();
  let skipped = 0;
  for (const r of records) {
    const data = JSON.stringify(r);
    const id = recordId(r, key, data);
    if (id === undefined) skipped++;
    else byId.set(id, { r, data });
  }
  return { byId, skipped };
}

/** The words of a text as one space-separated string (array_to_tsvector(string_to_array(...)) in SQL). */
function wordsOf(v: string | number | null): string | null {
  if (typeof v !== 'string') return v === null ? null : String(v);
  return [...new Set(textWords(v).filter((w) => w.length <= MAX_WORD))].join(' ');
}

/** A column value as its PostgreSQL type takes it (a value of another type is stored as null). */
function typed(v: string | number | null, type: string): string | number | null {
  if (type === 'float8[]') return typeof v === 'number' ? v : null;
  if (type === 'int2[]') return typeof v === 'number' && (v === 0 || v === 1) ? v : null;
  return v === null ? null : String(v);
}

/**
 * The first round trip of a page's transaction. The page and its checkpoint commit together or not
 * at all; a crash may lose the last pages committed (the sync then fetches them again from the
 * checkpoint before them), never half a page. Then the table's writer lock (a number of ours).
 */
export function beginPage(t: EntityTable): string {
  let hash = 0;
  for (const ch of `context-store write ${t.qualified}`)
    hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return `BEGIN; SET LOCAL synchronous_commit = off; SELECT pg_advisory_xact_lock(${hash})`;
}

/** Writes one page in the transaction beginPage began. */
export async function writePage(client: PoolClient, w: PageWrite): Promise<StoredPage> {
  const { t, owner } = w;
  const { byId, skipped } = w.page;
  const table = t.qualified!;
  const existing = await currentVersions(client, table, owner, byId);
  const write = [...byId.keys()].filter((id) => !existing.get(id)?.same);
  const olds = write.filter((id) => existing.has(id));
  // a record stored before and not deleted is updated; a new one, or one back after its deletion, is added
  const updated = new Set(olds.filter((id) => !existing.get(id)!.deleted));
  const replaced = olds.map((id) => existing.get(id)!.seq);
  // a new version: the old row leaves the unique index of current rows first (-1), then points to its successor
  if (replaced.length)
    await client.query(`UPDATE ${table} SET superseded = -1 WHERE seq = ANY($1::bigint[])`, [
      replaced,
    ]);
  if (write.length) {
    const ops = write.map((id) => (updated.has(id) ? 'updated' : 'added'));
    const inserted = await insertRows(client, t, owner, write, byId, ops);
    if (replaced.length) {
      const seqOf = new Map(inserted.map((r) => [r.record_id, r.seq]));
      await client.query(
        `UPDATE ${table} AS x SET superseded = m.n, superseded_at = $3 FROM unnest($1::bigint[], $2::bigint[]) AS m(o, n) WHERE x.seq = m.o`,
        [replaced, olds.map((id) => seqOf.get(id)), Date.now()],
      );
    }
  }
  if (w.checkpoint) {
    await client.query(
      `UPDATE ${qualified(w.schema, 'cs_sync_state')} SET checkpoint = $1, heartbeat = $2 WHERE connector_id = $3 AND entity = $4`,
      [
        JSON.stringify(w.checkpoint.value),
        Date.now(),
        w.checkpoint.connectorId,
        w.checkpoint.entity,
      ],
    );
  }
  return {
    changed: write.length,
    skipped,
    added: write.length - updated.size,
    updated: updated.size,
    ids: [...byId.keys()],
  };
}

/** The current row of each id the page holds, and whether it stores the same JSON value (jsonb equality, whatever the key order). */
async function currentVersions(
  client: PoolClient,
  table: string,
  owner: number,
  byId: ById,
): Promise<Map<string, { seq: string; same: boolean; deleted: boolean }>> {
  if (!byId.size) return new Map();
  // one lookup in the index of current rows per id, whatever the statistics say (a growing table
  // has none yet): OFFSET 0 keeps the planner from turning the join around
  const found = (
    await client.query<{ record_id: string; seq: string; deleted: boolean }>(
      `SELECT u.r AS record_id, c.seq, c.deleted_at IS NOT NULL AS deleted FROM unnest($2::text[]) AS u(r)
         JOIN LATERAL (SELECT seq, deleted_at FROM ${table} WHERE owner = $1 AND record_id = u.r AND superseded IS NULL OFFSET 0) AS c ON true`,
      [owner, [...byId.keys()]],
    )
  ).rows;
  if (!found.length) return new Map();
  const same = (
    await client.query<{ seq: string; same: boolean }>(
      `SELECT u.s AS seq, c.data = u.d AS same FROM ROWS FROM (unnest($1::bigint[]), jsonb_array_elements($2::jsonb)) AS u(s, d)
         JOIN LATERAL (SELECT data FROM ${table} WHERE seq = u.s OFFSET 0) AS c ON true`,
      [found.map((f) => f.seq), `[${found.map((f) => byId.get(f.record_id)!.data).join(',')}]`],
    )
  ).rows;
  const unchanged = new Set(same.filter((r) => r.same).map((r) => r.seq));
  // a deleted record that comes again is stored again, even unchanged
  return new Map(
    found.map((f) => [
      f.record_id,
      { seq: f.seq, same: unchanged.has(f.seq) && !f.deleted, deleted: f.deleted },
    ]),
  );
}

/** Inserts the new versions in one statement; their record ids and seqs. */
async function insertRows(
  client: PoolClient,
  t: EntityTable,
  owner: number,
  write: string[],
  byId: ById,
  ops: string[],
): Promise<{ record_id: string; seq: string }[]> {
  // the records as one JSON array (parsed once by the server), the other columns as arrays, zipped by ROWS FROM
  const values: unknown[] = [write, `[${write.map((id) => byId.get(id)!.data).join(',')}]`, ops];
  const names = ['record_id', 'data', 'op'];
  const select = ['u.c1', 'u.c2', 'u.c3'];
  const types = ['text[]', 'jsonb', 'text[]'];
  for (const [field, col] of t.columns) {
    const type = arrayType(t.searchable[field]);
    const raw = write.map((id) => columnValue(byId.get(id)!.r, field));
    values.push(raw.map((v) => typed(v, type)));
    names.push(q(col));
    select.push(`u.c${values.length}`);
    types.push(type);
    if (!t.text.includes(field)) continue;
    values.push(raw.map(wordsOf));
    names.push(q(wordsColumn(col)));
    select.push(`array_to_tsvector(string_to_array(u.c${values.length}, ' '))`);
    types.push('text[]');
  }
  const inserted = await client.query<{ record_id: string; seq: string }>(
    `INSERT INTO ${t.qualified} (owner, changed_at, ${names.join(', ')})
       SELECT $1, ${Date.now()}, ${select.join(', ')} FROM ROWS FROM (${types.map((ty, i) => (ty === 'jsonb' ? `jsonb_array_elements($${i + 2}::jsonb)` : `unnest($${i + 2}::${ty})`)).join(', ')}) AS u(${types.map((_, i) => `c${i + 1}`).join(', ')})
       RETURNING record_id, seq`,
    [owner, ...values],
  );
  return inserted.rows;
}

/** Marks current records deleted in the transaction beginPage began: a copy of each as a new version with deleted_at. */
export async function markPageDeleted(
  client: PoolClient,
  t: EntityTable,
  owner: number,
  ids: string[],
): Promise<number> {
  const table = t.qualified!;
  const old = (
    await client.query<{ seq: string }>(
      `UPDATE ${table} SET superseded = -1 WHERE owner = $1 AND record_id = ANY($2::text[]) AND superseded IS NULL AND deleted_at IS NULL RETURNING seq`,
      [owner, [...new Set(ids)]],
    )
  ).rows.map((r) => r.seq);
  if (!old.length) return 0;
  const cols = [...t.columns].flatMap(([f, c]) =>
    t.text.includes(f) ? [q(c), q(wordsColumn(c))] : [q(c)],
  );
  const copied = ['owner', 'record_id', 'data', ...cols].join(', ');
  const now = Date.now();
  await client.query(
    `WITH n AS (INSERT INTO ${table} (${copied}, op, changed_at, deleted_at)
       SELECT ${copied}, 'deleted', $2, $2 FROM ${table} WHERE seq = ANY($1::bigint[]) ORDER BY seq RETURNING record_id, seq)
     UPDATE ${table} AS x SET superseded = n.seq, superseded_at = $2 FROM n
       WHERE x.owner = $3 AND x.record_id = n.record_id AND x.superseded = -1`,
    [old, now, owner],
  );
  return old.length;
}
