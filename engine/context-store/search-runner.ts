// Runs the SQL of context_store_search within a time budget, off the main thread where it can: one
// tenant's slow search must not stall every other request of the process. better-sqlite3 offers no
// interrupt or progress handler, so a file database in WAL mode is read by a small pool of worker
// threads (their own read-only connections); cs_budget stops a statement past its deadline inside
// the worker, and a worker that does not answer soon after (stuck inside one SQLite call) is
// terminated and replaced. An in-memory database (or one not in WAL mode) runs inline, with the
// same per-row budget check.
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { type FairLimits, FairQueue } from './fair-queue.ts';
import { registerSearchFunctions, SearchBudgetExceeded } from './sql-functions.mjs';

/** How searches run (ContextStoreOptions carries them). */
export interface SearchRunnerOptions {
  /** Time budget of one search in ms (default 2000); past it the search stops with search_timeout. */
  searchTimeoutMs?: number;
  /** SQLite: worker threads that run searches of a database file (default 2; 0 runs them on the calling thread). */
  searchWorkers?: number;
  /**
   * How searches share the workers (SQLite) or the search connections (PostgreSQL) across tenants:
   * searches in flight per tenant, slots one tenant may hold, longest wait (fair-queue.ts). Default: no bounds.
   */
  fairness?: FairLimits;
}

export class SearchTimeout extends Error {
  constructor(readonly budgetMs: number) {
    super(`the search ran past its budget of ${budgetMs} ms`);
  }
}

/** SQLite refused the statement (a malformed full-text expression, too many terms). */
export class SearchSqlError extends Error {}

interface Job {
  id: number;
  sql: string;
  args: unknown[];
  resolve(rows: string[]): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/** How long past its budget a worker may stay silent before it is replaced. */
const GRACE_MS = 250;

export class SearchRunner {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private ids = 0;
  private closed = false;
  private exits = new Set<Promise<unknown>>();
  private inlineDeadline = Infinity;
  private inlineStatements = new Map<string, Database.Statement>();
  readonly offThread: boolean;
  /** The database file, resolved now: a later change of the working directory does not move it. */
  private file: string;
  /** Which tenant's search gets the next free worker (one worker per search, so its slots are the pool's). */
  private fair: FairQueue;

  readonly budgetMs: number;
  private poolSize: number;

  /** The budget, workers and fair-queue limits of the store's options (defaults 2000 ms, 2 workers, no limits). */
  constructor(
    private db: Database.Database,
    opts: SearchRunnerOptions = {},
  ) {
    const [budgetMs, poolSize] = [opts.searchTimeoutMs ?? 2000, opts.searchWorkers ?? 2];
    [this.budgetMs, this.poolSize] = [budgetMs, poolSize];
    this.fair = new FairQueue(Math.max(1, poolSize), { retryAfterMs: budgetMs, ...opts.fairness });
    registerSearchFunctions(db, () => this.inlineDeadline);
    this.file = db.memory ? '' : resolve(db.name);
    this.offThread =
      poolSize > 0 &&
      !db.memory &&
      String(db.pragma('journal_mode', { simple: true })).toLowerCase() === 'wal';
  }

  /**
   * Waits for the tenant's turn at a worker (fair-queue.ts), before the search is even compiled, so a
   * refused one costs next to nothing; the function returned gives the turn back.
   */
  async admit(tenant: string): Promise<() => void> {
    return this.offThread ? this.fair.acquire(tenant) : () => {};
  }

  /** The `data` column of every row the statement returns (a turn taken with admit first). */
  run(sql: string, args: unknown[]): Promise<string[]> {
    if (this.closed) return Promise.reject(new Error('The context store is closed.'));
    if (!this.offThread) return Promise.resolve().then(() => this.runInline(sql, args));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: ++this.ids, sql, args, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops the workers; searches still queued fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The context store is closed.'));
    for (const slot of [...this.slots])
      this.retire(slot, new Error('The context store is closed.'));
    await Promise.allSettled([...this.exits]);
  }

  private runInline(sql: string, args: unknown[]): string[] {
    let stmt = this.inlineStatements.get(sql);
    if (!stmt) {
      if (this.inlineStatements.size >= 200) this.inlineStatements.clear();
      try {
        stmt = this.db.prepare(sql).pluck();
      } catch (err) {
        throw new SearchSqlError((err as Error).message);
      }
      this.inlineStatements.set(sql, stmt);
    }
    this.inlineDeadline = Date.now() + this.budgetMs;
    try {
      return stmt.all(...args) as string[];
    } catch (err) {
      throw err instanceof SearchBudgetExceeded
        ? new SearchTimeout(this.budgetMs)
        : new SearchSqlError((err as Error).message);
    } finally {
      this.inlineDeadline = Infinity;
    }
  }

  private dispatch(): void {
    while (this.queue.length && !this.closed) {
      const slot =
        this.slots.find((s) => !s.job) ??
        (this.slots.length < this.poolSize ? this.spawn() : undefined);
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref(); // a running search keeps the process alive; an idle pool does not
      slot.timer = setTimeout(
        () => this.retire(slot, new SearchTimeout(this.budgetMs)),
        this.budgetMs + GRACE_MS,
      );
      slot.worker.postMessage({
        id: job.id,
        sql: job.sql,
        args: job.args,
        budgetMs: this.budgetMs,
      });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./search-worker.mjs', import.meta.url), {
      workerData: { file: this.file },
      execArgv: [], // plain JavaScript: none of the process's loaders (e.g. tsx) to start again
    });
    const slot: Slot = { worker };
    worker.unref();
    worker.on(
      'message',
      (m: { id: number; rows?: string[]; timeout?: boolean; error?: string }) => {
        const job = slot.job;
        if (!job || job.id !== m.id) return;
        this.release(slot);
        if (m.rows) job.resolve(m.rows);
        else
          job.reject(
            m.timeout
              ? new SearchTimeout(this.budgetMs)
              : new SearchSqlError(m.error ?? 'unknown error'),
          );
        this.dispatch();
      },
    );
    // A worker that dies (it could not open the file, or crashed) fails its search; a new one takes its place.
    worker.on('error', (err) =>
      this.retire(slot, new Error(`A search worker failed: ${err.message}`)),
    );
    worker.on('exit', () => this.retire(slot, new Error('A search worker stopped.')));
    this.slots.push(slot);
    return slot;
  }

  private release(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.worker.unref();
  }

  /** Removes a worker from the pool (terminating it) and fails the search it was running. */
  private retire(slot: Slot, reason: Error): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    const job = slot.job;
    this.release(slot);
    slot.worker.removeAllListeners('message');
    const exit: Promise<unknown> = slot.worker.terminate().finally(() => this.exits.delete(exit));
    this.exits.add(exit);
    job?.reject(reason);
    this.dispatch();
  }
}
