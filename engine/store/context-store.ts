// The context store: each connector's synchronised copy of its records in SQLite, and the
// context_store_search over it. Usable in-process (a local file) and by the hosted service (its
// database). Searches read a snapshot, so paging while a sync writes neither skips nor repeats;
// they run within a time budget, off the main thread for a database file (search-runner.ts).
import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { EngineError } from '../errors.ts';
import { observed, type EngineObserver } from '../events.ts';
import type { KindPlan } from '../manifest/plan.ts';
import { project } from '../map/project.ts';
import { readFileSync } from 'node:fs';
import { compileParamsValidator, createAjv } from '../params/validate.ts';
import { CURSOR_TTL_MS, CursorSealer, type CursorPlace } from './cursor.ts';
import { checkFilterSize, checkJsonShape, checkPathSteps } from './filter-check.ts';
import { compileSearch, searchSql, type SearchParams } from './search-query.ts';
import { SearchRunner, SearchSqlError, SearchTimeout } from './search-runner.ts';
import { toState, type SyncState } from './sync-state.ts';
import { ensureEntityTable, q, type EntityTable } from './tables.ts';

export { CURSOR_TTL_MS, type SyncState };
const validateSearch = compileParamsValidator(createAjv(), JSON.parse(readFileSync(new URL('../../schemas/search.schema.json', import.meta.url), 'utf8')), 'context_store_search', true); // compiled on first search
const DEFAULT_LIMIT = 1000;

export interface ContextStoreOptions {
  /** 32 bytes that seal search cursors; default a random key of this process (its cursors end with it). */
  cursorKey?: Buffer;
  /** Time budget of one search in ms (default 2000); past it the search stops with search_timeout. */
  searchTimeoutMs?: number;
  /** Worker threads that run searches of a database file (default 2; 0 runs them on the calling thread). */
  searchWorkers?: number;
  /** Told of every search's duration and outcome (metrics). */
  observe?: EngineObserver;
}

export interface SearchResult {
  data: unknown[];
  meta: { has_more: boolean; cursor: string | null; took_ms: number | null };
}

export class ContextStore {
  private tables = new Map<string, EntityTable>();
  private statements = new Map<string, Database.Statement>();
  private owners = new Map<string, number>();
  private cursors: CursorSealer;
  private runner: SearchRunner;
  private ownsDb = false;

  constructor(
    readonly db: Database.Database,
    private opts: ContextStoreOptions = {},
  ) {
    // Index pages stay in memory while a sync writes many records (the default cache is 2 MB).
    db.pragma('cache_size = -65536');
    db.pragma('wal_autocheckpoint = 8192'); // fewer, larger checkpoints while a sync writes
    // Another process may hold the write lock (a schema change, a sync): wait for it rather than fail.
    if (!db.pragma('busy_timeout', { simple: true })) db.pragma('busy_timeout = 5000');
    this.cursors = new CursorSealer(opts.cursorKey ?? randomBytes(32));
    this.runner = new SearchRunner(db, opts.searchTimeoutMs ?? 2000, opts.searchWorkers ?? 2);
    db.exec(`CREATE TABLE IF NOT EXISTS cs_sync_state (
      connector_id TEXT NOT NULL, entity TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'idle', records INTEGER NOT NULL DEFAULT 0,
      last_started TEXT, last_finished TEXT, last_error TEXT, checkpoint TEXT, since TEXT, heartbeat INTEGER,
      PRIMARY KEY (connector_id, entity))`);
    db.exec(`CREATE TABLE IF NOT EXISTS cs_owners (owner INTEGER PRIMARY KEY, connector_id TEXT NOT NULL UNIQUE)`);
  }

  /** Opens (or creates) a store in its own SQLite file: the in-process library's local copy. */
  static open(file: string, opts: ContextStoreOptions = {}): ContextStore {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    const store = new ContextStore(db, opts);
    store.ownsDb = true;
    return store;
  }

  /** Stops the search workers (and closes the database a store opened itself). */
  async close(): Promise<void> {
    await this.runner.close();
    if (this.ownsDb && this.db.open) this.db.close();
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
        else for (const k of key) id = id && typeof id === 'object' && Object.hasOwn(id, k) ? (id as Record<string, unknown>)[k] : undefined;
        if (id === undefined || id === null || typeof id === 'object') {
          skipped++;
          continue;
        }
        const values = cols.map(([f]) => columnValue(r && typeof r === 'object' && Object.hasOwn(r, f) ? (r as Record<string, unknown>)[f] : undefined));
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

  search(plan: KindPlan, entity: string, connectorId: string, input: unknown): Promise<SearchResult> {
    const [o, run] = [this.opts.observe, () => this.searchNow(plan, entity, connectorId, input)];
    return o ? observed(o, (outcome, ms) => ({ type: 'search', kind: plan.kind, entity, outcome, duration_ms: ms }), run) : run();
  }

  private async searchNow(plan: KindPlan, entity: string, connectorId: string, input: unknown): Promise<SearchResult> {
    const started = performance.now();
    const t = this.table(plan, entity);
    // Depth and size first, iteratively: the validator copies the params recursively
    const raw = input as { query?: { filter?: unknown } } | null | undefined;
    if (raw?.query && typeof raw.query === 'object' && raw.query.filter !== undefined) checkFilterSize(raw.query.filter);
    checkJsonShape(input, 'params');
    const params = validateSearch(input) as SearchParams; // shape and bounds; the filter itself is checked as it compiles
    params.fields?.forEach((f, i) => checkPathSteps(f, `fields.${i}`));
    const limit = params.limit ?? DEFAULT_LIMIT;
    const compiled = compileSearch(t, params);
    const place: CursorPlace =
      params.cursor !== undefined
        ? this.cursors.open(params.cursor, connectorId, compiled.hash)
        : { snapshot: (this.stmt(`SELECT coalesce(max(seq), 0) AS s FROM ${q(t.name)}`).get() as { s: number }).s, offset: 0, issued: Date.now() };
    const { sql, args } = searchSql(t, compiled, this.owner(connectorId), place, limit);
    let rows: string[];
    try {
      rows = await this.runner.run(sql, args);
    } catch (err) {
      if (err instanceof SearchSqlError) throw new EngineError('invalid_params', 400, `Invalid context_store_search: ${err.message}.`, { field: 'query' });
      if (!(err instanceof SearchTimeout)) throw err;
      const indexed = [...t.indexed].join(', ');
      throw new EngineError(
        'search_timeout',
        422,
        `The search ran longer than its budget of ${err.budgetMs} ms and was stopped. Narrow it: filter on an indexed field${indexed ? ` (${indexed})` : ''} or a narrower range, prefer keyword to fuzzy and eq to like, use fewer words or a smaller limit.`,
        { field: 'query', details: { budget_ms: err.budgetMs } },
      );
    }
    const more = rows.length > limit;
    const data = rows.slice(0, limit).map((r) => JSON.parse(r));
    return {
      data: params.fields?.length ? (project(data, params.fields) as unknown[]) : data,
      meta: {
        has_more: more,
        cursor: more ? this.cursors.seal({ ...place, offset: place.offset + limit }, connectorId, compiled.hash) : null,
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
