// The execution log: one row per execute, MCP tool call, proxy call and sync run of an organisation,
// read through GET /api/v1/logs. Writes never wait on the database: a call's row joins an in-memory
// queue, written in one multi-row insert every `flushMs` or once `batchRows` are waiting. A queued row
// is its JSON text, not an object graph: rows live through a few young-generation collections, and
// flat strings are cheap to promote and to mark where objects are not. The queue is
// bounded: past `maxQueued` rows a row is dropped and counted (a metric) rather than holding the call.
// Rows older than `retentionDays` are purged at start and then every `purgeEveryMs`.
import { and, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';
import { timeOrderedFloor } from './ids.ts';
import type { Log } from './log.ts';
import { Sealer } from './secrets.ts';

export type ExecutionSource = 'execute' | 'mcp' | 'proxy' | 'sync';

/** One call as recorded: names and figures, parameter values only when the operator turned them on. */
export interface ExecutionEntry {
  id: string;
  organizationId: string;
  /** When the call started (ISO-8601). */
  at: string;
  source: ExecutionSource;
  connectorId: string;
  action: string;
  status: 'success' | 'error';
  durationMs: number;
  vendorCalls: number;
  paramNames: string[];
  requestId?: string | null;
  kind?: string | null;
  entity?: string | null;
  errorCode?: string | null;
  upstreamStatus?: number | null;
  records?: number | null;
  applicationId?: string | null;
  paramValues?: Record<string, unknown> | null;
}

export interface ExecutionLogSettings {
  /** Off: nothing is queued or written (CONNECTOR_ENGINE_EXECUTION_LOG=off). */
  enabled: boolean;
  /** Days a row is kept (CONNECTOR_ENGINE_EXECUTION_LOG_RETENTION_DAYS). */
  retentionDays: number;
  /** Record parameter values, redacted (CONNECTOR_ENGINE_EXECUTION_LOG_PARAM_VALUES=true). */
  paramValues: boolean;
  flushMs: number;
  batchRows: number;
  maxQueued: number;
  purgeEveryMs: number;
}

export const DEFAULT_EXECUTION_LOG: ExecutionLogSettings = {
  enabled: true,
  retentionDays: 30,
  paramValues: false,
  flushMs: 250,
  batchRows: 500,
  maxQueued: 20_000,
  purgeEveryMs: 3_600_000,
};

export interface ExecutionQuery {
  connector?: string;
  action?: string;
  status?: string;
  source?: string;
  since?: string;
  until?: string;
  cursor?: string;
  limit: number;
}

export class ExecutionLog {
  private queue: string[] = [];
  private draining: Promise<void> | undefined;
  private followUp: Promise<void> | undefined;
  private timers: NodeJS.Timeout[] = [];
  private cursors: Sealer;
  /** Rows dropped since start: the queue was full, or a write failed. */
  dropped = 0;

  constructor(
    private deps: { db: Db; log: Log; onDropped?: (rows: number) => void },
    readonly settings: ExecutionLogSettings,
    cursorKey: Buffer,
  ) {
    this.cursors = new Sealer(cursorKey);
  }

  /** Queues one call's row; never waits and never throws. */
  record(entry: ExecutionEntry): void {
    if (!this.settings.enabled) return;
    if (this.queue.length >= this.settings.maxQueued) {
      this.drop(1);
      return;
    }
    this.queue.push(JSON.stringify(tuple(entry)));
    // a drain under way takes full batches itself
    if (this.queue.length >= this.settings.batchRows && !this.draining) void this.flush();
  }

  /**
   * Writes every row queued before the call, a batch per insert, one drain at a time. A drain writes
   * the rows queued when it began, then only full batches: rows that arrive while it writes wait for
   * a full batch or the timer. A flush asked for during a drain runs once that one ends (one such
   * follow-up at most, shared by every caller meanwhile). Chaining a drain per request had the later
   * drains find a row or two each, each batch paying a message to the writer and a commit.
   */
  flush(): Promise<void> {
    if (!this.draining)
      return (this.draining = this.drain().finally(() => {
        this.draining = undefined;
      }));
    this.followUp ??= this.draining.then(() => {
      this.followUp = undefined;
      return this.flush();
    });
    return this.followUp;
  }

  private async drain(): Promise<void> {
    const batch = this.settings.batchRows;
    for (let due = this.queue.length; due > 0 || this.queue.length >= batch; ) {
      const rows = this.queue.splice(0, batch);
      due -= rows.length;
      await this.write(rows);
    }
  }

  /** Purges now, then flushes and purges on their timers (which never keep the process alive). */
  start(): void {
    if (this.timers.length) return;
    void this.purgeQuietly();
    const flush = setInterval(
      () => this.queue.length && !this.draining && void this.flush(),
      this.settings.flushMs,
    );
    const purge = setInterval(() => void this.purgeQuietly(), this.settings.purgeEveryMs);
    for (const t of [flush, purge]) t.unref();
    this.timers = [flush, purge];
  }

  /** Stops the timers and writes what is queued (on shutdown). */
  async stop(): Promise<void> {
    for (const t of this.timers.splice(0)) clearInterval(t);
    await this.flush();
  }

  /**
   * Deletes every organisation's rows of calls started before the retention; answers how many went.
   * A row's id begins with its start time (timeOrderedId, the same clock reading as `at`), so the
   * range is one walk of the primary key.
   */
  async purge(now = Date.now()): Promise<number> {
    const t = this.deps.db.t.executionLogs;
    const cutoff = timeOrderedFloor('exe', now - this.settings.retentionDays * 86_400_000);
    const gone = await this.deps.db.orm.delete(t).where(lt(t.id, cutoff)).returning({ id: t.id });
    return gone.length;
  }

  /** An organisation's rows, newest first, filtered; `cursor` continues after the previous page. */
  async list(
    org: string,
    q: ExecutionQuery,
  ): Promise<{ data: ExecutionRow[]; next_cursor: string | null }> {
    const t = this.deps.db.t.executionLogs;
    const where: (SQL | undefined)[] = [eq(t.organizationId, org), ...filters(t, q)];
    if (q.cursor) {
      const after = this.readCursor(org, q.cursor);
      where.push(or(lt(t.at, after.at), and(eq(t.at, after.at), lt(t.id, after.id))));
    }
    const rows = await this.deps.db.orm
      .select()
      .from(t)
      .where(and(...where))
      .orderBy(desc(t.at), desc(t.id))
      .limit(q.limit + 1);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    const more = rows.length > q.limit && last;
    return {
      data: page.map(shown),
      next_cursor: more ? this.cursors.seal(JSON.stringify([last.at, last.id]), aad(org)) : null,
    };
  }

  private async write(rows: string[]): Promise<void> {
    try {
      await insertRows(this.deps.db, rows);
    } catch (err) {
      this.drop(rows.length);
      this.deps.log({
        level: 'warn',
        event: 'execution_log_write_failed',
        rows: rows.length,
        error: (err as Error).message.slice(0, 300),
      });
    }
  }

  private drop(rows: number): void {
    this.dropped += rows;
    this.deps.onDropped?.(rows);
  }

  private async purgeQuietly(): Promise<void> {
    try {
      const rows = await this.purge();
      if (rows) this.deps.log({ event: 'execution_log_purged', rows });
    } catch (err) {
      const error = (err as Error).message.slice(0, 300);
      this.deps.log({ level: 'warn', event: 'execution_log_purge_failed', error });
    }
  }

  // The cursor is sealed and bound to the organisation: it cannot be forged, read, or used by another.
  private readCursor(org: string, cursor: string): { at: string; id: string } {
    try {
      const [at, id] = JSON.parse(this.cursors.open(cursor, aad(org))) as unknown[];
      if (typeof at === 'string' && typeof id === 'string') return { at, id };
    } catch {
      /* answered below */
    }
    throw new ApiError(
      400,
      'cursor is not a cursor of this list: pass next_cursor as it was given.',
      [{ field: 'cursor', message: 'is not a cursor of this list', error_code: 'invalid_cursor' }],
    );
  }
}

const aad = (org: string) => `execution-log-cursor:${org}`;

function filters(t: Db['t']['executionLogs'], q: ExecutionQuery): SQL[] {
  const where: SQL[] = [];
  if (q.connector) where.push(eq(t.connectorId, q.connector));
  if (q.action) where.push(eq(t.action, q.action));
  if (q.status) where.push(eq(t.status, q.status));
  if (q.source) where.push(eq(t.source, q.source));
  if (q.since) where.push(gte(t.at, q.since));
  if (q.until) where.push(lte(t.at, q.until));
  return where;
}

/** The columns in the order of a queued row's tuple. */
const COLUMNS = [
  'id',
  'organization_id',
  'at',
  'request_id',
  'source',
  'connector_id',
  'kind',
  'entity',
  'action',
  'status',
  'error_code',
  'upstream_status',
  'duration_ms',
  'vendor_calls',
  'records',
  'application_id',
  'param_names',
  'param_values',
];
/** PostgreSQL's cast of a column read from JSON text (SQLite stores the text as it is). */
const PG_CAST: Record<string, string> = {
  upstream_status: '::int',
  duration_ms: '::int',
  vendor_calls: '::int',
  records: '::int',
  param_names: '::json',
  param_values: '::json',
};

/**
 * The rows go as one JSON array of tuples (a drizzle multi-row insert spent about 100 µs a row building
 * its SQL), written off the event loop (Db.insertInBackground): on SQLite a prepared insert per tuple
 * on the writer thread, on PostgreSQL one statement expanding the array.
 */
const INSERT = {
  sqlite: `INSERT INTO execution_logs (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
  pg: `INSERT INTO execution_logs (${COLUMNS.join(', ')}) SELECT ${COLUMNS.map((c, i) => `(r->>${i})${PG_CAST[c] ?? ''}`).join(', ')} FROM json_array_elements($1::json) AS r`,
};

function insertRows(db: Db, rows: string[]): Promise<void> {
  return db.insertInBackground(INSERT[db.dialect], `[${rows.join(',')}]`);
}

/** PostgreSQL text holds no NUL, and no field needs more than a few hundred characters. */
const text = (v: string | null | undefined, max = 200) =>
  v == null ? null : v.slice(0, max).replaceAll('\0', '\uFFFD');

/** A row in COLUMNS order; the JSON columns as JSON text (null stays null). */
function tuple(e: ExecutionEntry): unknown[] {
  return [
    e.id,
    e.organizationId,
    e.at,
    text(e.requestId),
    e.source,
    text(e.connectorId) ?? '',
    text(e.kind),
    text(e.entity),
    text(e.action) ?? '',
    e.status,
    text(e.errorCode),
    e.upstreamStatus ?? null,
    Math.round(e.durationMs),
    e.vendorCalls,
    e.records ?? null,
    text(e.applicationId),
    JSON.stringify(e.paramNames.map((n) => text(n) ?? '')),
    e.paramValues == null ? null : JSON.stringify(e.paramValues),
  ];
}

export type ExecutionRow = ReturnType<typeof shown>;

function shown(r: Db['t']['executionLogs']['$inferSelect']) {
  return {
    id: r.id,
    at: r.at,
    request_id: r.requestId,
    source: r.source,
    connector_id: r.connectorId,
    connector_type: r.kind,
    entity: r.entity,
    action: r.action,
    status: r.status,
    error_code: r.errorCode,
    upstream_status: r.upstreamStatus,
    duration_ms: r.durationMs,
    vendor_calls: r.vendorCalls,
    records: r.records,
    application_id: r.applicationId,
    param_names: r.paramNames,
    ...(r.paramValues ? { param_values: r.paramValues } : {}),
  };
}
