// The context store on SQLite (JSON1, FTS5): the in-process library's local file, or the hosted
// service's database. Searches of a database file run off the main thread (search-runner.ts), and so
// do its record writes (page-writer.ts).
import type Database from 'better-sqlite3';
import { EngineError } from '../errors.ts';
import type { KindPlan } from '../plan/plan.ts';
import type { ChangeRow } from './changes.ts';
import {
  type ContextStore,
  type ContextStoreOptions,
  type PageQuery,
  SearchingStore,
  type StoredPage,
} from './context-store.ts';
import { CURSOR_TTL_MS } from './cursor.ts';
import { openSqliteFile } from './load-sqlite.ts';
import { PageWriter } from './page-writer.ts';
import type { WriteJob, WriteSql } from './page-writes.mjs';
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
  private writes: PageWriter;
  private reads: PageWriter;
  private writeStatements = new Map<string, WriteSql>();
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
    this.writes = new PageWriter(db);
    this.reads = new PageWriter(db, true);
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
    await Promise.all([this.writes.close(), this.reads.close()]);
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
    after?: Promise<unknown>,
  ): Promise<StoredPage> {
    // made ready at once (what needs the records themselves); the writer gets text and values
    const fields = [...t.columns.keys()];
    const rows: [string, string, (string | number | null)[]][] = [];
    const ids: string[] = [];
    for (const r of records) {
      const data = JSON.stringify(r);
      const id = recordId(r, key, data);
      if (id === undefined) continue;
      ids.push(id);
      rows.push([id, data, fields.map((f) => columnValue(r, f))]);
    }
    const job: WriteJob = {
      type: 'store',
      sql: this.writeSql(t),
      owner: this.owner(connectorId),
      rows,
      checkpoint: checkpoint
        ? { connectorId, entity: checkpoint.entity, value: JSON.stringify(checkpoint.value) }
        : null,
    };
    if (after) await after; // else posted now: the writes of one caller keep their order
    return this.written(t, 'store', records.length, async () => {
      const stored = (await this.writes.run(job)) as Omit<StoredPage, 'skipped' | 'ids'>;
      return { ...stored, skipped: records.length - ids.length, ids };
    });
  }

  markDeleted(t: EntityTable, connectorId: string, recordIds: string[]): Promise<number> {
    return this.written(t, 'delete', recordIds.length, async () => {
      const done = await this.writes.run({
        type: 'mark',
        sql: this.writeSql(t),
        owner: this.owner(connectorId),
        ids: [...new Set(recordIds)],
      });
      return (done as { marked: number }).marked;
    });
  }

  /** The statements that write versions of a table's records (page-writes.mjs runs them). */
  private writeSql(t: EntityTable): WriteSql {
    let sql = this.writeStatements.get(t.name);
    if (sql) return sql;
    const cols = [...t.columns.values()];
    const names = cols.map((c) => `, ${q(c)}`).join('');
    sql = {
      insert: `INSERT INTO ${q(t.name)} (owner, record_id, data${names}, op, changed_at) VALUES (?, ?, ?${cols.map(() => ', ?').join('')}, ?, ?)
       ON CONFLICT (owner, record_id) WHERE superseded IS NULL DO NOTHING`,
      current: `SELECT seq, data, deleted_at FROM ${q(t.name)} WHERE owner = ? AND record_id = ? AND superseded IS NULL`,
      retire: `UPDATE ${q(t.name)} SET superseded = ?, superseded_at = ? WHERE seq = ?`,
      tombstone: `INSERT INTO ${q(t.name)} (owner, record_id, data${names}, op, changed_at, deleted_at)
         SELECT owner, record_id, data${names}, 'deleted', ?, ? FROM ${q(t.name)} WHERE seq = ?`,
      checkpoint: `UPDATE cs_sync_state SET checkpoint = ?, heartbeat = ? WHERE connector_id = ? AND entity = ?`,
    };
    this.writeStatements.set(t.name, sql);
    return sql;
  }

  /**
   * A read of a table's whole (a sync's end: its count, the ids a complete walk compares, a parent's
   * records), on the reader thread once the writes given before it have committed: it sees them, and
   * holds no other connector's write meanwhile.
   */
  private async read(job: WriteJob): Promise<unknown> {
    await this.writes.settled();
    return this.reads.run(job);
  }

  async recordIds(t: EntityTable, connectorId: string, upTo: number): Promise<string[]> {
    const sql = `SELECT record_id FROM ${q(t.name)} WHERE owner = ? AND superseded IS NULL AND deleted_at IS NULL AND seq <= ?`;
    const args = [this.owner(connectorId), upTo];
    return JSON.parse((await this.read({ type: 'values', sql, args })) as string);
  }

  protected async changeRows(
    t: EntityTable,
    connectorId: string,
    after: number,
    upTo: number,
    limit: number,
  ): Promise<ChangeRow[]> {
    return this.stmt(
      `SELECT seq, record_id, op, changed_at, data FROM ${q(t.name)}
       WHERE owner = ? AND seq > ? AND seq <= ? AND (superseded IS NULL OR superseded > ?) ORDER BY seq LIMIT ?`,
    ).all(this.owner(connectorId), after, upTo, upTo, limit) as ChangeRow[];
  }

  async count(t: EntityTable, connectorId: string): Promise<number> {
    const sql = `SELECT count(*) FROM ${q(t.name)} WHERE owner = ? AND superseded IS NULL AND deleted_at IS NULL`;
    return (await this.read({ type: 'value', sql, args: [this.owner(connectorId)] })) as number;
  }

  async records(t: EntityTable, connectorId: string): Promise<unknown[]> {
    const sql = `SELECT data FROM ${q(t.name)} WHERE owner = ? AND superseded IS NULL AND deleted_at IS NULL ORDER BY seq`;
    const args = [this.owner(connectorId)];
    return JSON.parse((await this.read({ type: 'documents', sql, args })) as string);
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
    const [table, retention] = [q(t.name), now - this.retentionMs];
    return (await this.writes.run({
      type: 'run',
      statements: [
        [
          `DELETE FROM ${table} WHERE superseded IS NOT NULL AND superseded_at < ?`,
          [now - CURSOR_TTL_MS],
        ],
        [
          `DELETE FROM ${table} WHERE deleted_at IS NOT NULL AND superseded IS NULL AND deleted_at < ?`,
          [retention],
        ],
      ],
    })) as number;
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
