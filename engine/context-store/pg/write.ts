// One page of a sync on PostgreSQL, in one transaction with its checkpoint: a few set-based
// statements per page (a COPY of the new versions, arrays for the rest), not one per record.
// Writers of a table take turns (an advisory lock), so every committed seq is below the seqs of a
// write still running: a snapshot (max seq) never sees a row appear under it later, and cursors
// page without skipping or repeating.
import { finished } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { StoredPage } from '../context-store.ts';
import { columnValue, type RecordKey, recordId } from '../records.ts';
import { textWords } from '../sql-functions.mjs';
import { type EntityTable, q } from '../tables.ts';
import { columnType, qualified, wordsColumn } from './tables.ts';

/** Longest word put in a text index (PostgreSQL refuses lexemes over 2 KB); longer ones are not searchable. */
const MAX_WORD = 500;
/** Records encoded between two turns of the event loop (well under a millisecond's work). */
const SLICE = 50;

export interface PageWrite {
  t: EntityTable;
  schema: string;
  owner: number;
  page: EncodedPage;
  checkpoint?: { connectorId: string; entity: string; value: unknown };
}

/** A record's row in COPY's text format, record_id to the last words column, and where its JSON text ends in it. */
type ById = Map<string, { row: string; dataEnd: number }>;

/**
 * A page's records by id (a later record with the same id wins), each as its row (owner, op and
 * time are added when written); and how many had no id.
 */
export interface EncodedPage {
  byId: ById;
  skipped: number;
}

/**
 * Encodes a page before its transaction (a sync encodes the next page while one is written), a
 * slice at a time: the write in flight gets its turns between slices, so its round trips go on.
 */
export async function encodePage(
  records: unknown[],
  key: RecordKey,
  t: EntityTable,
): Promise<EncodedPage> {
  const byId: ById = new Map();
  const fields = [...t.columns.keys()];
  const types = fields.map((f) => columnType(t.searchable[f]));
  let skipped = 0;
  for (let i = 0; i < records.length; i++) {
    if (i % SLICE === SLICE - 1) await setImmediate();
    const r = records[i];
    const data = withoutNul(JSON.stringify(r));
    const id = recordId(r, key, data)?.replace(/\0/g, '\ufffd'); // the id as stored
    if (id === undefined) {
      skipped++;
      continue;
    }
    const cells = [cell(id), cell(data)];
    for (let f = 0; f < fields.length; f++) {
      const v = columnValue(r, fields[f]!);
      cells.push(cell(typed(v, types[f]!)));
      if (t.text.includes(fields[f]!)) cells.push(words(v));
    }
    // one flat string (cheap to keep until written) that holds the JSON text too
    byId.set(id, { row: cells.join('\t'), dataEnd: cells[0]!.length + 1 + cells[1]!.length });
  }
  return { byId, skipped };
}

/**
 * A record's JSON text with each escaped NUL character as U+FFFD: PostgreSQL stores no NUL in jsonb
 * or text, and one vendor string holding it would fail every sync of the page. An escape preceded by
 * an escaped backslash (`\\u0000` in the text) is the text "\u0000", left as it is.
 */
function withoutNul(json: string): string {
  return json.includes('\\u0000') ? json.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\\ufffd') : json;
}

/** A value in COPY's text format: null as \N; a backslash, tab, newline and return escaped; NUL as U+FFFD. */
function cell(v: string | number | null): string {
  if (v === null) return '\\N';
  const s = String(v);
  return /[\\\t\n\r\0]/.test(s) ? s.replace(/[\\\t\n\r\0]/g, (c) => COPY_ESCAPES[c]!) : s;
}
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\0': '\ufffd',
};

/** A record's JSON text, read back from its row (JSON text has no raw tab or line break, only backslashes to undo). */
function dataOf({ row, dataEnd }: { row: string; dataEnd: number }): string {
  const text = row.slice(row.indexOf('\t') + 1, dataEnd);
  return text.includes('\\') ? text.replace(/\\\\/g, '\\') : text;
}

/**
 * The words of a text as a tsvector's text in COPY's format: each word a quoted lexeme, no
 * positions (textWords yields letters and digits only, nothing a lexeme would need escaped).
 */
function words(v: string | number | null): string {
  if (typeof v !== 'string') return v === null ? '\\N' : `'${v}'`;
  return [...new Set(textWords(v))]
    .filter((w) => w.length <= MAX_WORD)
    .map((w) => `'${w}'`)
    .join(' ');
}

/** A column value as its PostgreSQL type takes it (a value of another type is stored as null). */
function typed(v: string | number | null, type: string): string | number | null {
  if (type === 'double precision') return typeof v === 'number' ? v : null;
  if (type === 'smallint') return typeof v === 'number' && (v === 0 || v === 1) ? v : null;
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
    const now = Date.now();
    const rows = write.map(
      (id) => `${owner}\t${byId.get(id)!.row}\t${updated.has(id) ? 'updated' : 'added'}\t${now}\n`,
    );
    await copyRows(client, t, rows.join(''));
    if (replaced.length)
      await client.query(
        `UPDATE ${table} AS x SET superseded = n.seq, superseded_at = $3 FROM ${table} AS n
           WHERE x.seq = ANY($1::bigint[]) AND n.owner = $2 AND n.record_id = x.record_id AND n.superseded IS NULL`,
        [replaced, owner, now],
      );
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
      [found.map((f) => f.seq), `[${found.map((f) => dataOf(byId.get(f.record_id)!)).join(',')}]`],
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

/** Adds the new versions with one COPY (their seqs follow the rows' order). */
async function copyRows(client: PoolClient, t: EntityTable, rows: string): Promise<void> {
  const columns = ['owner', 'record_id', 'data'];
  for (const [field, col] of t.columns) {
    columns.push(q(col));
    if (t.text.includes(field)) columns.push(q(wordsColumn(col)));
  }
  columns.push('op', 'changed_at');
  const copy = client.query(copyFrom(`COPY ${t.qualified} (${columns.join(', ')}) FROM STDIN`));
  await finished(copy.end(rows));
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
