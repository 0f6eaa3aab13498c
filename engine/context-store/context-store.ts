// The context store: each connector's synchronised copy of its records, and context_store_search
// over it, on SQLite (a local file, or the service's database; sqlite-store.ts) or PostgreSQL
// (pg/store.ts), behind one interface. Searches read a snapshot, so paging while a sync writes
// neither skips nor repeats; they run within a time budget. This module holds what both share:
// the checks of a search, its cursor and the projection of its result. openContextStore: open.ts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { EngineError } from '../errors.ts';
import { type EngineObserver, observed } from '../events.ts';
import { project } from '../map/project.ts';
import { compileParamsValidator } from '../params/validate.ts';
import type { KindPlan } from '../plan/plan.ts';
import { createAjv } from '../schema/ajv.ts';
import {
  type ChangeRow,
  type ChangesInput,
  type ChangesResult,
  changesLimit,
  changesResult,
  cursorSeq,
  DELETED_RETENTION_MS,
  feedOf,
} from './changes.ts';
import { CURSOR_TTL_MS, type CursorPlace, CursorSealer } from './cursor.ts';
import { checkFilterSize, checkJsonShape, checkPathSteps } from './filter-check.ts';
import type { RecordKey } from './records.ts';
import type { Dialect } from './search-dialects.ts';
import { type CompiledSearch, compileSearch, type SearchParams } from './search-query.ts';
import { type SearchRunnerOptions, SearchSqlError, SearchTimeout } from './search-runner.ts';
import type { SyncState } from './sync-state.ts';
import type { EntityTable } from './tables.ts';

export { type ChangesInput, type ChangesResult, CURSOR_TTL_MS, type EntityTable, type SyncState };

const validateSearch = compileParamsValidator(
  createAjv(),
  JSON.parse(readFileSync(new URL('../../schemas/search.schema.json', import.meta.url), 'utf8')),
  'context_store_search',
  true,
); // compiled on first search
const DEFAULT_LIMIT = 1000;

export interface ContextStoreOptions extends SearchRunnerOptions {
  /** 32 bytes that seal search cursors; default a random key of this process (its cursors end with it). */
  cursorKey?: Buffer;
  /** PostgreSQL: the pool searches run on (default the store's own); its size is the number of search slots. */
  searchPool?: import('pg').Pool;
  /** Told of every search's duration and outcome (metrics). */
  observe?: EngineObserver;
  /** How long deleted records are kept before purge() drops them (default 30 days); feed cursors live as long. */
  deletedRetentionMs?: number;
}

/** What context_store_search answers: the matching records (only the `fields` asked for, when given). */
export interface SearchResult<R = Record<string, unknown>> {
  data: Partial<R>[];
  meta: { has_more: boolean; cursor: string | null; took_ms: number };
}

export interface StoredPage {
  changed: number;
  skipped: number;
  /** Of the changed: new records (or deleted ones back again), and new versions of stored ones. */
  added: number;
  updated: number;
  /** The ids of the page's records (changed or not): what a complete walk has seen. */
  ids: string[];
}

/** What a sync, a search and the service need of a store, whichever database holds it. */
export interface ContextStore {
  readonly dialect: Dialect['name'];
  /** The table of one entity, created or extended to the manifest's index and text fields. */
  table(plan: KindPlan, entity: string): Promise<EntityTable>;
  /**
   * Stores one page of records (new or changed ones; unchanged ones are left alone) and, in the same
   * transaction, the sync checkpoint: a crash loses neither a stored page nor the place to resume.
   * With `after` (the write before, e.g. the previous page's), the page is made ready now and written
   * once `after` succeeded; when it fails, nothing is written and this fails with its error.
   */
  storePage(
    t: EntityTable,
    connectorId: string,
    records: unknown[],
    key: RecordKey,
    checkpoint?: { entity: string; value: unknown },
    after?: Promise<unknown>,
  ): Promise<StoredPage>;
  /**
   * Marks the connector's current records of these ids deleted (a new version with deleted_at, kept
   * until the retention passes): search leaves them out unless include_deleted, the change feed
   * reports them. Ids not stored, or deleted already, are left alone; answers how many it marked.
   */
  markDeleted(t: EntityTable, connectorId: string, recordIds: string[]): Promise<number>;
  /** The ids of the connector's current, not deleted records stored at or before seq `upTo`. */
  recordIds(t: EntityTable, connectorId: string, upTo: number): Promise<string[]>;
  /** The highest seq committed in the table (every lower seq is committed or never will be). */
  head(t: EntityTable): Promise<number>;
  /** The change feed of a connector's entity (changes.ts): 400 for a foreign cursor, 410 for an expired one. */
  changes(
    plan: KindPlan,
    entity: string,
    connectorId: string,
    input: ChangesInput,
  ): Promise<ChangesResult>;
  /** Current records, deleted ones left out. */
  count(t: EntityTable, connectorId: string): Promise<number>;
  /** Every current record of a connector's entity, in the order stored (the parents of a dependent sync). */
  records(t: EntityTable, connectorId: string): Promise<unknown[]>;
  /** `tenant` (an opaque key, e.g. the organisation) takes its turn in the fair queue of searches. */
  search(
    plan: KindPlan,
    entity: string,
    connectorId: string,
    input: unknown,
    tenant?: string,
  ): Promise<SearchResult>;
  deleteConnector(plan: KindPlan, connectorId: string): Promise<void>;
  /** Drops versions superseded longer ago than a cursor lives, and deleted records past their retention. */
  purge(t: EntityTable, now?: number): Promise<number>;
  state(connectorId: string, entity: string): Promise<SyncState | undefined>;
  states(connectorId: string): Promise<SyncState[]>;
  setState(
    connectorId: string,
    entity: string,
    change: Partial<Omit<SyncState, 'connector_id' | 'entity'>>,
  ): Promise<void>;
  /** Connectors with an entity left running (a process stopped during its sync): to resume. */
  runningConnectors(): Promise<string[]>;
  /** Stops search workers, and closes a database the store opened itself. */
  close(): Promise<void>;
}

/** A connector's place in a snapshot, and the rows a backend returns for one page. */
export interface PageQuery {
  t: EntityTable;
  compiled: CompiledSearch;
  connectorId: string;
  place: CursorPlace;
  limit: number;
}

/** The search of both backends: checks, cursor, errors and projection; the backend runs the SQL. */
export abstract class SearchingStore {
  protected cursors: CursorSealer;
  protected abstract readonly searchDialect: Dialect;

  constructor(protected opts: ContextStoreOptions) {
    this.cursors = new CursorSealer(opts.cursorKey ?? randomBytes(32));
  }

  abstract table(plan: KindPlan, entity: string): Promise<EntityTable>;
  /** The highest seq of the table now: the snapshot a first page reads. */
  protected abstract snapshot(t: EntityTable): Promise<number>;
  /** Waits for the tenant's turn at a search slot (429 past its bounds); the function returned gives it back. */
  protected abstract admit(tenant: string): Promise<() => void>;
  /** The records of one page, `limit + 1` of them at most; SearchSqlError or SearchTimeout when it fails. */
  protected abstract page(q: PageQuery): Promise<unknown[]>;
  /** The connector's latest versions with after < seq <= upTo (as of upTo), in seq order, `limit` at most. */
  protected abstract changeRows(
    t: EntityTable,
    connectorId: string,
    after: number,
    upTo: number,
    limit: number,
  ): Promise<ChangeRow[]>;

  protected get retentionMs(): number {
    return this.opts.deletedRetentionMs ?? DELETED_RETENTION_MS;
  }

  head(t: EntityTable): Promise<number> {
    return this.snapshot(t);
  }

  /** Runs one write; when watched, reports it (a span under a traced request). */
  protected written<T>(
    t: EntityTable,
    operation: 'store' | 'delete',
    records: number,
    work: () => Promise<T>,
  ): Promise<T> {
    const o = this.opts.observe;
    if (!o) return work();
    return observed(
      o,
      (outcome, ms) => ({
        type: 'store_write',
        table: t.name,
        operation,
        records,
        outcome,
        duration_ms: ms,
      }),
      work,
    );
  }

  async changes(
    plan: KindPlan,
    entity: string,
    connectorId: string,
    input: ChangesInput,
  ): Promise<ChangesResult> {
    const t = await this.table(plan, entity);
    const feed = feedOf(t.name);
    const limit = changesLimit(input);
    const after = await cursorSeq(
      this.cursors,
      input,
      connectorId,
      feed,
      () => this.snapshot(t),
      this.retentionMs,
    );
    const upTo = Math.max(after, await this.snapshot(t));
    const rows = await this.changeRows(t, connectorId, after, upTo, limit + 1);
    return changesResult(this.cursors, rows, limit, upTo, connectorId, feed);
  }

  search(
    plan: KindPlan,
    entity: string,
    connectorId: string,
    input: unknown,
    tenant = '',
  ): Promise<SearchResult> {
    const [o, run] = [
      this.opts.observe,
      () => this.searchNow(plan, entity, connectorId, input, tenant),
    ];
    return o
      ? observed(
          o,
          (outcome, ms) => ({ type: 'search', kind: plan.kind, entity, outcome, duration_ms: ms }),
          run,
        )
      : run();
  }

  private async searchNow(
    plan: KindPlan,
    entity: string,
    connectorId: string,
    input: unknown,
    tenant: string,
  ): Promise<SearchResult> {
    const release = await this.admit(tenant); // before any work: a refused search costs next to nothing
    try {
      return await this.searchAdmitted(plan, entity, connectorId, input);
    } finally {
      release();
    }
  }

  private async searchAdmitted(
    plan: KindPlan,
    entity: string,
    connectorId: string,
    input: unknown,
  ): Promise<SearchResult> {
    const started = performance.now();
    const t = await this.table(plan, entity);
    // Depth and size first, iteratively: the validator copies the params recursively
    const raw = input as { query?: { filter?: unknown } } | null | undefined;
    if (raw?.query && typeof raw.query === 'object' && raw.query.filter !== undefined)
      checkFilterSize(raw.query.filter);
    checkJsonShape(input, 'params');
    const params = validateSearch(input) as SearchParams; // shape and bounds; the filter itself is checked as it compiles
    params.fields?.forEach((f, i) => {
      checkPathSteps(f, `fields.${i}`);
    });
    const limit = params.limit ?? DEFAULT_LIMIT;
    const compiled = compileSearch(t, params, this.searchDialect);
    const place: CursorPlace =
      params.cursor !== undefined
        ? this.cursors.open(params.cursor, connectorId, compiled.hash)
        : { snapshot: await this.snapshot(t), offset: 0, issued: Date.now() };
    let rows: unknown[];
    try {
      rows = await this.page({ t, compiled, connectorId, place, limit });
    } catch (err) {
      if (err instanceof SearchSqlError)
        throw new EngineError(
          'invalid_params',
          400,
          `Invalid context_store_search: ${err.message}.`,
          { field: 'query' },
        );
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
    const data = rows.slice(0, limit) as SearchResult['data'];
    return {
      data: params.fields?.length ? (project(data, params.fields) as SearchResult['data']) : data,
      meta: {
        has_more: more,
        cursor: more
          ? this.cursors.seal(
              { ...place, offset: place.offset + limit },
              connectorId,
              compiled.hash,
            )
          : null,
        took_ms: Math.round((performance.now() - started) * 100) / 100,
      },
    };
  }
}
