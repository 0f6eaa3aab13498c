// The context store on SQLite (JSON1, FTS5): the in-process library's local file, or the hosted
// service's database. Searches of a database file run off the main thread (search-runner.ts).
import type Database from 'better-sqlite3';
import { EngineError } from '../errors.ts';
import type { KindPlan } from '../plan/plan.ts';
import {
  type ContextStore,
  type ContextStoreOptions,
  type PageQuery,
  SearchingStore,
  type StoredPage,
} from './context-store.ts';
import { CURSOR_TTL_MS } from './cursor.ts';
import { openSqliteFile } from './load-sqlite.ts';
import { columnValue, type RecordKey, recordId } from './records.ts';
import { SQLITE } from './search-dialects.ts';
import { searchSql } from './search-query.ts';
import { SearchRunner } from './search-runner.ts';
import { JSON_STATE_COLUMNS, type SyncState, toState } from './sync-state.ts';
import { type EntityTable, ensureBaseTables, ensureEntityTable, q } from './tables.ts';

export class SqliteContextStore extends SearchingStore implements ContextStore {
  readonly dialect = 'sqlite';
  protected readonly searchDialect = SQLITE;
  private tables = new Map<string, EntityTable>();
  private statements = new Map<string, Database.Statement>();
  private owners = new Map<string, number>();
  private runner: SearchRunner;
  private ownsDb = false;

  constructor(
    readonly db: Database.Database,
    opts: ContextStoreOptions = {},
  ) {
    super(opts);
    // Index pages stay in memory while a sync writes many records (the default cache is 2 MB).
    db.pragma('cache_size = -65536');
    db.pragma('wal_autocheckpoint = 8192'); // fewer, larger checkpoints while a sync writes
    // Another process may hold the write lock (a schema change, a sync): wait for it rather than fail.
    if (!db.pragma('busy_timeout', { simple: true })) db.pragma('busy_timeout = 5000');
    this.runner = new SearchRunner(db, opts);
    ensureBaseTables(db);
  }

  /** Opens (or creates) a store in its own SQLite file: the in-process library's local copy. */
  static open(file: string, opts: ContextStoreOptions = {}): SqliteContextStore {
    const db = openSqliteFile(file);
    const store = new SqliteContextStore(db, opts);
    store.ownsDb = true;
    return store;
  }

  /** Stops the search workers (and closes the database a store opened itself). */
  async close(): Promise<void> {
    await this.runner.close();
    if (this.ownsDb && this.db.open) this.db.close();
  }

  async table(plan: KindPlan, entity: string): Promise<EntityTable> {
    return this.tableNow(plan, entity);
  }

  private tableNow(plan: KindPlan, entity: string): EntityTable {
    const key = `${plan.kind}/${entity}`;
    let t = this.tables.get(key);
    if (!t) {
      const e = plan.entities.get(entity);
      if (!e?.sync)
        throw new EngineError(
          'unknown_action',
          404,
          `${plan.kind} ${entity} has no context-store copy (no searchable fields or no list to sync).`,
          { field: 'entity' },
        );
      t = ensureEntityTable(this.db, plan.kind, e);
      this.tables.set(key, t);
    }
    return t;
  }

  /** The small integer that stands for a connector in the entity tables. */
  private owner(connectorId: string): number {
    let o = this.owners.get(connectorId);
    if (o === undefined) {
      this.stmt(`INSERT INTO cs_owners (connector_id) VALUES (?) ON CONFLICT DO NOTHING`).run(
        connectorId,
      );
      o = (
        this.stmt(`SELECT owner FROM cs_owners WHERE connector_id = ?`).get(connectorId) as {
          owner: number;
        }
      ).owner;
      this.owners.set(connectorId, o);
    }
    return o;
  }

  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) this.statements.set(sql, (s = this.db.prepare(sql)));
    return s;
  }

  async storePage(
    t: EntityTable,
    connectorId: string,
    records: unknown[],
    key: RecordKey,
    checkpoint?: { entity: string; value: unknown },
  ): Promise<StoredPage> {
    const cols = [...t.columns.entries()];
    const insert = this.stmt(
      `INSERT INTO ${q(t.name)} (owner, record_id, data${cols.map(([, c]) => `, ${q(c)}`).join('')}) VALUES (?, ?, ?${cols.map(() => ', ?').join('')})
       ON CONFLICT (owner, record_id) WHERE superseded IS NULL DO NOTHING`,
    );
    const current = this.stmt(
      `SELECT seq, data FROM ${q(t.name)} WHERE owner = ? AND record_id = ? AND superseded IS NULL`,
    );
    const owner = this.owner(connectorId);
    const retire = this.stmt(
      `UPDATE ${q(t.name)} SET superseded = ?, superseded_at = ? WHERE seq = ?`,
    );
    let changed = 0;
    let skipped = 0;
    this.db.transaction(() => {
      for (const r of records) {
        const data = JSON.stringify(r);
        const id = recordId(r, key, data);
        if (id === undefined) {
          skipped++;
          continue;
        }
        const values = cols.map(([f]) => columnValue(r, f));
        if (insert.run(owner, id, data, ...values).changes === 1) {
          changed++;
          continue;
        }
        const cur = current.get(owner, id) as { seq: number; data: string };
        if (cur.data === data) continue; // unchanged: keep the stored version
        // a new version: retire the old row first (the unique index allows one current row)
        retire.run(-1, Date.now(), cur.seq);
        const seq = insert.run(owner, id, data, ...values).lastInsertRowid;
        retire.run(seq, Date.now(), cur.seq);
        changed++;
      }
      if (checkpoint)
        this.stmt(
          `UPDATE cs_sync_state SET checkpoint = ?, heartbeat = ? WHERE connector_id = ? AND entity = ?`,
        ).run(JSON.stringify(checkpoint.value), Date.now(), connectorId, checkpoint.entity);
    })();
    return { changed, skipped };
  }

  // Stand-in until store2's deleted_at version merges: the current row is removed.
  async markDeleted(t: EntityTable, connectorId: string, recordIds: string[]): Promise<number> {
    const del = this.stmt(
      `DELETE FROM ${q(t.name)} WHERE owner = ? AND record_id = ? AND superseded IS NULL`,
    );
    const owner = this.owner(connectorId);
    let n = 0;
    this.db.transaction(() => {
      for (const id of recordIds) n += del.run(owner, id).changes;
    })();
    return n;
  }

  async count(t: EntityTable, connectorId: string): Promise<number> {
    return (
      this.stmt(
        `SELECT count(*) AS n FROM ${q(t.name)} WHERE owner = ? AND superseded IS NULL`,
      ).get(this.owner(connectorId)) as { n: number }
    ).n;
  }

  async records(t: EntityTable, connectorId: string): Promise<unknown[]> {
    return (
      this.stmt(`SELECT data FROM ${q(t.name)} WHERE owner = ? AND superseded IS NULL ORDER BY seq`)
        .pluck()
        .all(this.owner(connectorId)) as string[]
    ).map((d) => JSON.parse(d));
  }

  protected async snapshot(t: EntityTable): Promise<number> {
    return (this.stmt(`SELECT coalesce(max(seq), 0) AS s FROM ${q(t.name)}`).get() as { s: number })
      .s;
  }

  protected admit = (tenant: string) => this.runner.admit(tenant);

  protected async page({ t, compiled, connectorId, place, limit }: PageQuery) {
    const { sql, args } = searchSql(t, compiled, this.owner(connectorId), place, limit);
    return (await this.runner.run(sql, args)).map((r): unknown => JSON.parse(r));
  }

  async deleteConnector(plan: KindPlan, connectorId: string): Promise<void> {
    this.db.transaction(() => {
      const owner = this.owner(connectorId);
      for (const e of plan.entities.values())
        if (e.sync)
          this.stmt(`DELETE FROM ${q(this.tableNow(plan, e.name).name)} WHERE owner = ?`).run(
            owner,
          );
      this.stmt(`DELETE FROM cs_sync_state WHERE connector_id = ?`).run(connectorId);
      this.stmt(`DELETE FROM cs_owners WHERE connector_id = ?`).run(connectorId);
      this.owners.delete(connectorId);
    })();
  }

  async purge(t: EntityTable, now = Date.now()): Promise<number> {
    return this.stmt(
      `DELETE FROM ${q(t.name)} WHERE superseded IS NOT NULL AND superseded_at < ?`,
    ).run(now - CURSOR_TTL_MS).changes;
  }

  async state(connectorId: string, entity: string): Promise<SyncState | undefined> {
    const row = this.stmt(`SELECT * FROM cs_sync_state WHERE connector_id = ? AND entity = ?`).get(
      connectorId,
      entity,
    ) as Record<string, unknown> | undefined;
    return row ? toState(row) : undefined;
  }

  async states(connectorId: string): Promise<SyncState[]> {
    return (
      this.stmt(`SELECT * FROM cs_sync_state WHERE connector_id = ? ORDER BY entity`).all(
        connectorId,
      ) as Record<string, unknown>[]
    ).map(toState);
  }

  async setState(
    connectorId: string,
    entity: string,
    change: Partial<Omit<SyncState, 'connector_id' | 'entity'>>,
  ): Promise<void> {
    this.stmt(
      `INSERT INTO cs_sync_state (connector_id, entity) VALUES (?, ?) ON CONFLICT DO NOTHING`,
    ).run(connectorId, entity);
    const sets = Object.entries(change).map(([k]) => `${q(k)} = ?`);
    const values = Object.entries(change).map(([k, v]) =>
      JSON_STATE_COLUMNS.has(k) ? JSON.stringify(v ?? null) : v,
    );
    this.db
      .prepare(
        `UPDATE cs_sync_state SET ${sets.join(', ')}, heartbeat = ? WHERE connector_id = ? AND entity = ?`,
      )
      .run(...values, Date.now(), connectorId, entity);
  }

  async runningConnectors(): Promise<string[]> {
    return this.stmt(`SELECT DISTINCT connector_id FROM cs_sync_state WHERE state = 'running'`)
      .pluck()
      .all() as string[];
  }
}
