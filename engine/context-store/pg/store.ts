// The context store on PostgreSQL: the same tables, versions, snapshots, cursors and search language
// as on SQLite, for a service that runs several processes on one database. Its tables live in one
// schema (default public) next to the service's own.
import pg from 'pg';
import { EngineError } from '../../errors.ts';
import type { KindPlan } from '../../plan/plan.ts';
import type { ChangeRow } from '../changes.ts';
import {
  type ContextStore,
  type ContextStoreOptions,
  type PageQuery,
  SearchingStore,
  type StoredPage,
} from '../context-store.ts';
import { CURSOR_TTL_MS } from '../cursor.ts';
import { FairQueue } from '../fair-queue.ts';
import type { RecordKey } from '../records.ts';
import { POSTGRES } from '../search-dialects.ts';
import type { SyncState } from '../sync-state.ts';
import type { EntityTable } from '../tables.ts';
import { owner as connectorOwner } from './owners.ts';
import { pgSearchSql, runPgSearch } from './search.ts';
import * as syncState from './sync-state.ts';
import { baseTablesSql, ensurePgEntityTable, qualified } from './tables.ts';
import { beginPage, encodePage, markPageDeleted, writePage } from './write.ts';

export class PgContextStore extends SearchingStore implements ContextStore {
  readonly dialect = 'postgres';
  protected readonly searchDialect = POSTGRES;
  private tables = new Map<string, Promise<EntityTable>>();
  private owners = new Map<string, number>();
  private ownsPool = false;
  private readonly budgetMs: number;
  /** Searches run on their own pool when given one: they never take a connection writes and reads need. */
  private readonly searchPool: pg.Pool;
  private readonly fair: FairQueue;

  private constructor(
    readonly pool: pg.Pool,
    readonly schema: string,
    opts: ContextStoreOptions,
  ) {
    super(opts);
    this.budgetMs = opts.searchTimeoutMs ?? 2000;
    this.searchPool = opts.searchPool ?? pool;
    // one slot per search connection: the fair queue, not the pool's own FIFO, decides who runs next
    this.fair = new FairQueue(Math.max(1, this.searchPool.options.max ?? 10), {
      retryAfterMs: this.budgetMs,
      ...opts.fairness,
    });
  }

  /** A store on a pool (left open by close()) or a URL (a pool of its own), its tables created if missing. */
  static async open(
    target: pg.Pool | string,
    schema: string,
    opts: ContextStoreOptions = {},
  ): Promise<PgContextStore> {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema))
      throw new Error(
        `The context store's schema must be a plain name (letters, digits, _), not ${JSON.stringify(schema)}.`,
      );
    const pool =
      typeof target === 'string' ? new pg.Pool({ connectionString: target, max: 10 }) : target;
    // an idle connection the server closed is dropped by the pool; without a listener it would end the process
    if (typeof target === 'string') pool.on('error', () => undefined);
    const store = new PgContextStore(pool, schema, opts);
    store.ownsPool = typeof target === 'string';
    try {
      await store.transaction(async (c) => {
        await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `context-store schema ${schema}`,
        ]);
        for (const sql of baseTablesSql(schema)) await c.query(sql);
      });
    } catch (err) {
      if (store.ownsPool) await pool.end();
      throw err;
    }
    return store;
  }

  private name(table: string): string {
    return qualified(this.schema, table);
  }

  /** `work` in a transaction; `begin` may add statements of ours (no values) to its first round trip. */
  private async transaction<T>(
    work: (c: pg.PoolClient) => Promise<T>,
    begin = 'BEGIN',
  ): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query(begin);
      const out = await work(c);
      await c.query('COMMIT');
      return out;
    } catch (err) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      c.release();
    }
  }

  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.end();
  }

  table(plan: KindPlan, entity: string): Promise<EntityTable> {
    const key = `${plan.kind}/${entity}`;
    let t = this.tables.get(key);
    if (!t) {
      const e = plan.entities.get(entity);
      if (!e?.sync)
        return Promise.reject(
          new EngineError(
            'unknown_action',
            404,
            `${plan.kind} ${entity} has no context-store copy (no searchable fields or no list to sync).`,
            { field: 'entity' },
          ),
        );
      t = this.pool.connect().then(async (c) => {
        try {
          return await ensurePgEntityTable(c, this.schema, plan.kind, e);
        } finally {
          c.release();
        }
      });
      t.catch(() => this.tables.delete(key)); // a failure is tried again next time
      this.tables.set(key, t);
    }
    return t;
  }

  /** The small integer that stands for a connector in the entity tables. */
  private owner(connectorId: string, c: pg.Pool | pg.PoolClient = this.pool): Promise<number> {
    return connectorOwner(c, this.name('cs_owners'), this.owners, connectorId);
  }

  async storePage(
    t: EntityTable,
    connectorId: string,
    records: unknown[],
    key: RecordKey,
    checkpoint?: { entity: string; value: unknown },
    after?: Promise<unknown>,
  ): Promise<StoredPage> {
    const [page] = await Promise.all([encodePage(records, key, t), after]); // made ready at once, written after `after`
    return this.written(t, 'store', records.length, async () => {
      const owner = await this.owner(connectorId);
      return this.transaction(
        (c) =>
          writePage(c, {
            t,
            schema: this.schema,
            owner,
            page,
            ...(checkpoint ? { checkpoint: { ...checkpoint, connectorId } } : {}),
          }),
        beginPage(t),
      );
    });
  }

  async markDeleted(t: EntityTable, connectorId: string, recordIds: string[]): Promise<number> {
    if (!recordIds.length) return 0;
    return this.written(t, 'delete', recordIds.length, async () => {
      const owner = await this.owner(connectorId);
      // under the table's writer lock, as a page: every committed seq stays below a running write's
      return this.transaction((c) => markPageDeleted(c, t, owner, recordIds), beginPage(t));
    });
  }

  async recordIds(t: EntityTable, connectorId: string, upTo: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ record_id: string }>(
      `SELECT record_id FROM ${t.qualified} WHERE owner = $1 AND superseded IS NULL AND deleted_at IS NULL AND seq <= $2`,
      [await this.owner(connectorId), upTo],
    );
    return rows.map((r) => r.record_id);
  }

  protected async changeRows(
    t: EntityTable,
    connectorId: string,
    after: number,
    upTo: number,
    limit: number,
  ): Promise<ChangeRow[]> {
    const { rows } = await this.pool.query<ChangeRow>(
      `SELECT seq, record_id, op, changed_at, data FROM ${t.qualified}
       WHERE owner = $1 AND seq > $2 AND seq <= $3 AND (superseded IS NULL OR superseded > $3) ORDER BY seq LIMIT $4`,
      [await this.owner(connectorId), after, upTo, limit],
    );
    return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
  }

  async count(t: EntityTable, connectorId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${t.qualified} WHERE owner = $1 AND superseded IS NULL AND deleted_at IS NULL`,
      [await this.owner(connectorId)],
    );
    return Number(rows[0]!.n);
  }

  async records(t: EntityTable, connectorId: string): Promise<unknown[]> {
    const { rows } = await this.pool.query<{ data: unknown }>(
      `SELECT data FROM ${t.qualified} WHERE owner = $1 AND superseded IS NULL AND deleted_at IS NULL ORDER BY seq`,
      [await this.owner(connectorId)],
    );
    return rows.map((r) => r.data);
  }

  protected async snapshot(t: EntityTable): Promise<number> {
    const { rows } = await this.pool.query<{ s: string }>(
      `SELECT coalesce(max(seq), 0) AS s FROM ${t.qualified}`,
    );
    return Number(rows[0]!.s);
  }

  protected admit(tenant: string): Promise<() => void> {
    return this.fair.acquire(tenant);
  }

  protected async page({ t, compiled, connectorId, place, limit }: PageQuery) {
    const { sql, args } = pgSearchSql(t, compiled, await this.owner(connectorId), place, limit);
    return runPgSearch(this.searchPool, sql, args, this.budgetMs);
  }

  async deleteConnector(plan: KindPlan, connectorId: string): Promise<void> {
    const tables = await Promise.all(
      [...plan.entities.values()].filter((e) => e.sync).map((e) => this.table(plan, e.name)),
    );
    await this.transaction(async (c) => {
      const owner = await this.owner(connectorId, c);
      for (const t of tables) await c.query(`DELETE FROM ${t.qualified} WHERE owner = $1`, [owner]);
      await c.query(`DELETE FROM ${this.name('cs_sync_state')} WHERE connector_id = $1`, [
        connectorId,
      ]);
      await c.query(`DELETE FROM ${this.name('cs_owners')} WHERE connector_id = $1`, [connectorId]);
    });
    this.owners.delete(connectorId);
  }

  /** Drops versions superseded longer ago than a cursor lives; then the planner's statistics are renewed (the end of a sync). */
  async purge(t: EntityTable, now = Date.now()): Promise<number> {
    const dropped =
      (
        await this.pool.query(
          `DELETE FROM ${t.qualified} WHERE superseded IS NOT NULL AND superseded_at < $1`,
          [now - CURSOR_TTL_MS],
        )
      ).rowCount ?? 0;
    const deleted =
      (
        await this.pool.query(
          `DELETE FROM ${t.qualified} WHERE deleted_at IS NOT NULL AND superseded IS NULL AND deleted_at < $1`,
          [now - this.retentionMs],
        )
      ).rowCount ?? 0;
    // a sync may have grown the table many times over since autovacuum last looked: without fresh
    // statistics the planner walks the whole table instead of an index
    await this.pool.query(`ANALYZE ${t.qualified}`);
    return dropped + deleted;
  }

  async state(connectorId: string, entity: string): Promise<SyncState | undefined> {
    return syncState.state(this.pool, this.name('cs_sync_state'), connectorId, entity);
  }

  async states(connectorId: string): Promise<SyncState[]> {
    return syncState.states(this.pool, this.name('cs_sync_state'), connectorId);
  }

  async setState(
    connectorId: string,
    entity: string,
    change: Partial<Omit<SyncState, 'connector_id' | 'entity'>>,
  ): Promise<void> {
    await syncState.setState(this.pool, this.name('cs_sync_state'), connectorId, entity, change);
  }

  async runningConnectors(): Promise<string[]> {
    return syncState.runningConnectors(this.pool, this.name('cs_sync_state'));
  }
}
