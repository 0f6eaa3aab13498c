// The context store: each connector's synchronised copy of its records in SQLite, and the
// context_store_search over it. Usable in-process (a local file) and by the hosted service (its
// database). Searches read a snapshot, so paging while a sync writes neither skips nor repeats.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { EngineError } from '../errors.ts';
import type { KindPlan } from '../manifest/plan.ts';
import { project } from '../map/project.ts';
import { editDistance } from '../errors.ts';
import { words } from './fuzzy.ts';
import { readFileSync } from 'node:fs';
import { compileParamsValidator, createAjv } from '../params/validate.ts';
import { compileSearch, type SearchParams } from './search.ts';
import { ensureEntityTable, q, type EntityTable } from './tables.ts';

export const CURSOR_TTL_MS = 60 * 60_000;
const validateSearch = compileParamsValidator(createAjv(), JSON.parse(readFileSync(new URL('../../schemas/search.schema.json', import.meta.url), 'utf8')), 'context_store_search');
const DEFAULT_LIMIT = 1000;

export interface SearchResult {
  data: unknown[];
  meta: { has_more: boolean; cursor: string | null; took_ms: number | null };
}

export interface SyncState {
  connector_id: string;
  entity: string;
  state: 'idle' | 'running' | 'done' | 'failed';
  records: number;
  last_started: string | null;
  last_finished: string | null;
  last_error: string | null;
  checkpoint: unknown;
  since: unknown;
}

export class ContextStore {
  private tables = new Map<string, EntityTable>();
  private statements = new Map<string, Database.Statement>();
  private owners = new Map<string, number>();

  constructor(readonly db: Database.Database) {
    // Index pages stay in memory while a sync writes many records (the default cache is 2 MB).
    db.pragma('cache_size = -65536');
    db.pragma('wal_autocheckpoint = 8192'); // fewer, larger checkpoints while a sync writes
    // Fallbacks for words in fields without a full-text index (slower: a scan).
    db.function('cs_has_word', { deterministic: true }, (text: unknown, word: unknown) => (typeof text === 'string' && words(text).includes(String(word)) ? 1 : 0));
    db.function('cs_fuzzy_word', { deterministic: true }, (text: unknown, word: unknown) =>
      typeof text === 'string' && words(text).some((w) => editDistance(w, String(word)) <= (String(word).length > 2 ? 1 : 0)) ? 1 : 0,
    );
    db.exec(`CREATE TABLE IF NOT EXISTS cs_sync_state (
      connector_id TEXT NOT NULL, entity TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'idle', records INTEGER NOT NULL DEFAULT 0,
      last_started TEXT, last_finished TEXT, last_error TEXT, checkpoint TEXT, since TEXT, heartbeat INTEGER,
      PRIMARY KEY (connector_id, entity))`);
    db.exec(`CREATE TABLE IF NOT EXISTS cs_owners (owner INTEGER PRIMARY KEY, connector_id TEXT NOT NULL UNIQUE)`);
  }

  /** Opens (or creates) a store in its own SQLite file: the in-process library's local copy. */
  static open(file: string): ContextStore {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    return new ContextStore(db);
  }

  /** The table of one entity, created or extended to the manifest's index and text fields. */
  table(plan: KindPlan, entity: string): EntityTable {
    const key = `${plan.kind}/${entity}`;
    let t = this.tables.get(key);
    if (!t) {
      const e = plan.entities.get(entity);
      if (!e?.sync) throw new EngineError('unknown_action', 404, `${plan.kind} ${entity} has no context-store copy (no searchable fields or no list to sync).`, { field: 'entity' });
      t = ensureEntityTable(this.db, plan.kind, e);
      this.tables.set(key, t);
    }
    return t;
  }

  /** The small integer that stands for a connector in the entity tables. */
  private owner(connectorId: string): number {
    let o = this.owners.get(connectorId);
    if (o === undefined) {
      this.stmt(`INSERT INTO cs_owners (connector_id) VALUES (?) ON CONFLICT DO NOTHING`).run(connectorId);
      o = (this.stmt(`SELECT owner FROM cs_owners WHERE connector_id = ?`).get(connectorId) as { owner: number }).owner;
      this.owners.set(connectorId, o);
    }
    return o;
  }

  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) this.statements.set(sql, (s = this.db.prepare(sql)));
    return s;
  }

  /**
   * Stores one page of records (new or changed ones; unchanged ones are left alone) and, in the same
   * transaction, the sync checkpoint: a crash loses neither a stored page nor the place to resume.
   */
  storePage(t: EntityTable, connectorId: string, records: unknown[], key: string[], checkpoint?: { entity: string; value: unknown }): { changed: number; skipped: number } {
    const cols = [...t.columns.entries()];
    const insert = this.stmt(
      `INSERT INTO ${q(t.name)} (owner, record_id, data${cols.map(([, c]) => `, ${q(c)}`).join('')}) VALUES (?, ?, ?${cols.map(() => ', ?').join('')})
       ON CONFLICT (owner, record_id) WHERE superseded IS NULL DO NOTHING`,
    );
    const current = this.stmt(`SELECT seq, data FROM ${q(t.name)} WHERE owner = ? AND record_id = ? AND superseded IS NULL`);
    const owner = this.owner(connectorId);
    const retire = this.stmt(`UPDATE ${q(t.name)} SET superseded = ?, superseded_at = ? WHERE seq = ?`);
    let changed = 0;
    let skipped = 0;
    this.db.transaction(() => {
      for (const r of records) {
        const data = JSON.stringify(r);
        let id: unknown = r;
        if (key[0] === '$content') id = createHash('sha1').update(data).digest('base64url'); // records without an id of their own
        else for (const k of key) id = id && typeof id === 'object' ? (id as Record<string, unknown>)[k] : undefined;
        if (id === undefined || id === null || typeof id === 'object') {
          skipped++;
          continue;
        }
        const values = cols.map(([f]) => columnValue((r as Record<string, unknown>)[f]));
        if (insert.run(owner, String(id), data, ...values).changes === 1) {
          changed++;
          continue;
        }
        const cur = current.get(owner, String(id)) as { seq: number; data: string };
        if (cur.data === data) continue; // unchanged: keep the stored version
        // a new version: retire the old row first (the unique index allows one current row)
        retire.run(-1, Date.now(), cur.seq);
        const seq = insert.run(owner, String(id), data, ...values).lastInsertRowid;
        retire.run(seq, Date.now(), cur.seq);
        changed++;
      }
      if (checkpoint) this.stmt(`UPDATE cs_sync_state SET checkpoint = ?, heartbeat = ? WHERE connector_id = ? AND entity = ?`).run(JSON.stringify(checkpoint.value), Date.now(), connectorId, checkpoint.entity);
    })();
    return { changed, skipped };
  }

  count(t: EntityTable, connectorId: string): number {
    return (this.stmt(`SELECT count(*) AS n FROM ${q(t.name)} WHERE owner = ? AND superseded IS NULL`).get(this.owner(connectorId)) as { n: number }).n;
  }

  /** Every current record of a connector's entity (the parents of a dependent sync). */
  *records(t: EntityTable, connectorId: string): Generator<unknown> {
    for (const row of this.stmt(`SELECT data FROM ${q(t.name)} WHERE owner = ? AND superseded IS NULL ORDER BY seq`).iterate(this.owner(connectorId)) as Iterable<{ data: string }>) {
      yield JSON.parse(row.data);
    }
  }

  search(plan: KindPlan, entity: string, connectorId: string, input: unknown): SearchResult {
    const started = performance.now();
    const t = this.table(plan, entity);
    const params = validateSearch(input) as SearchParams; // shape and bounds; the filter itself is checked as it compiles
    const limit = params.limit ?? DEFAULT_LIMIT;
    const compiled = compileSearch(t, params);
    let snapshot: number;
    let offset = 0;
    if (params.cursor !== undefined) {
      const c = decodeCursor(params.cursor);
      if (c.h !== compiled.hash) throw new EngineError('invalid_params', 400, 'This cursor belongs to another query: send the same query and fields with it.', { field: 'cursor' });
      if (Date.now() - c.t > CURSOR_TTL_MS) throw new EngineError('invalid_params', 400, 'This cursor expired (1 hour); search again from the start.', { field: 'cursor' });
      [snapshot, offset] = [c.s, c.o];
    } else {
      snapshot = (this.stmt(`SELECT coalesce(max(seq), 0) AS s FROM ${q(t.name)}`).get() as { s: number }).s;
    }
    const owner = this.owner(connectorId);
    const visible = `t.owner = ? AND t.seq <= ? AND (t.superseded IS NULL OR t.superseded > ?) AND (${compiled.where})`;
    const [sql, args] = compiled.driver
      ? [
          `SELECT t.data FROM ${q(t.fts!)} AS x JOIN ${q(t.name)} AS t ON t.seq = x.rowid
           WHERE x.${q(t.fts!)} MATCH ? AND ${visible} ORDER BY x.rowid LIMIT ? OFFSET ?`,
          [compiled.driver.match, owner, snapshot, snapshot, ...compiled.args, limit + 1, offset],
        ]
      : [`SELECT t.data FROM ${q(t.name)} AS t WHERE ${visible} ORDER BY ${compiled.orderBy} LIMIT ? OFFSET ?`, [owner, snapshot, snapshot, ...compiled.args, limit + 1, offset]];
    let rows: { data: string }[];
    try {
      rows = this.db.prepare(sql).all(...args) as { data: string }[];
    } catch (err) {
      throw new EngineError('invalid_params', 400, `Invalid context_store_search: ${(err as Error).message}.`, { field: 'query' });
    }
    const more = rows.length > limit;
    const data = rows.slice(0, limit).map((r) => JSON.parse(r.data));
    const first = params.cursor ? decodeCursor(params.cursor).t : Date.now();
    return {
      data: params.fields?.length ? (project(data, params.fields) as unknown[]) : data,
      meta: {
        has_more: more,
        cursor: more ? Buffer.from(JSON.stringify({ s: snapshot, o: offset + limit, h: compiled.hash, t: first })).toString('base64url') : null,
        took_ms: Math.round((performance.now() - started) * 100) / 100,
      },
    };
  }

  deleteConnector(plan: KindPlan, connectorId: string): void {
    this.db.transaction(() => {
      const owner = this.owner(connectorId);
      for (const e of plan.entities.values()) if (e.sync) this.stmt(`DELETE FROM ${q(this.table(plan, e.name).name)} WHERE owner = ?`).run(owner);
      this.stmt(`DELETE FROM cs_sync_state WHERE connector_id = ?`).run(connectorId);
      this.stmt(`DELETE FROM cs_owners WHERE connector_id = ?`).run(connectorId);
      this.owners.delete(connectorId);
    })();
  }

  /** Drops versions superseded longer ago than a cursor lives. */
  purge(t: EntityTable, now = Date.now()): number {
    return this.stmt(`DELETE FROM ${q(t.name)} WHERE superseded IS NOT NULL AND superseded_at < ?`).run(now - CURSOR_TTL_MS).changes;
  }

  state(connectorId: string, entity: string): SyncState | undefined {
    const row = this.stmt(`SELECT * FROM cs_sync_state WHERE connector_id = ? AND entity = ?`).get(connectorId, entity) as Record<string, unknown> | undefined;
    return row ? toState(row) : undefined;
  }

  states(connectorId: string): SyncState[] {
    return (this.stmt(`SELECT * FROM cs_sync_state WHERE connector_id = ? ORDER BY entity`).all(connectorId) as Record<string, unknown>[]).map(toState);
  }

  setState(connectorId: string, entity: string, change: Partial<Omit<SyncState, 'connector_id' | 'entity'>>): void {
    this.stmt(`INSERT INTO cs_sync_state (connector_id, entity) VALUES (?, ?) ON CONFLICT DO NOTHING`).run(connectorId, entity);
    const sets = Object.entries(change).map(([k]) => `${q(k)} = ?`);
    const values = Object.entries(change).map(([k, v]) => (k === 'checkpoint' || k === 'since' ? JSON.stringify(v ?? null) : v));
    this.db.prepare(`UPDATE cs_sync_state SET ${sets.join(', ')}, heartbeat = ? WHERE connector_id = ? AND entity = ?`).run(...values, Date.now(), connectorId, entity);
  }
}

function columnValue(v: unknown): unknown {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v === undefined || (typeof v === 'object' && v !== null)) return null;
  return v;
}

function decodeCursor(cursor: string): { s: number; o: number; h: string; t: number } {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Number.isInteger(c.s) && Number.isInteger(c.o) && typeof c.h === 'string' && Number.isFinite(c.t)) return c;
  } catch {
    /* fall through */
  }
  throw new EngineError('invalid_params', 400, 'The cursor is not one this service issued: pass meta.cursor from the previous page unchanged.', { field: 'cursor' });
}

function toState(row: Record<string, unknown>): SyncState {
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : null);
  return {
    connector_id: row.connector_id as string,
    entity: row.entity as string,
    state: row.state as SyncState['state'],
    records: row.records as number,
    last_started: (row.last_started as string) ?? null,
    last_finished: (row.last_finished as string) ?? null,
    last_error: (row.last_error as string) ?? null,
    checkpoint: parse(row.checkpoint),
    since: parse(row.since),
  };
}
