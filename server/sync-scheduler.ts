// Background syncs of stored connectors into the context store: a first one when a connector is
// created, then on an interval and on demand. One sync per connector at a time across every process on
// the database (sync-jobs.ts: a lease, renewed while the sync runs, taken over when its process dies).
// A sync interrupted (a stop, a crash) resumes from its checkpoint in whichever process claims it next.
// Each run has a budget: past it (a vendor that stalls, a very long first sync) the running entity is
// marked failed, the run ends, and the next trigger starts a new one that resumes from the checkpoint.
// Each connector runs on its own interval (its sync settings, else the service's), only its chosen
// entities, and not at all while paused (connector-sync.ts).
import { eq } from 'drizzle-orm';
import { checkSyncEntities, type Engine } from '../engine/index.ts';
import type { ConnectorSyncSettings } from './connector-sync.ts';
import type { Db } from './db/open.ts';
import { SyncJobs } from './sync-jobs.ts';
import { type RunDeps, runStop, syncAndReport } from './sync-run.ts';
import { type EntityStatus, entityStatuses } from './sync-status.ts';
import type { SyncEnded } from './webhooks/sync-events.ts';

export interface SyncSettings {
  /** Seconds between syncs of every connector; 0 turns the interval off. */
  intervalSeconds: number;
  onCreate: boolean;
  /** Seconds one sync run may take (CONNECTOR_ENGINE_SYNC_BUDGET_SECONDS, default 3600); 0 = no budget. */
  budgetSeconds?: number;
  /** Seconds a process holds a sync without renewing it (CONNECTOR_ENGINE_SYNC_LEASE_SECONDS, default 30):
   *  how soon another process takes over the sync of a process that died. */
  leaseSeconds?: number;
  /** The clock that decides which syncs are due (tests pass a fake one). */
  now?: () => number;
}

/** How often the scheduler looks for connectors whose interval has passed (at most). */
const TICK_MS = 60_000;

export const DEFAULT_SYNC_BUDGET_SECONDS = 3600;
export const DEFAULT_SYNC_LEASE_SECONDS = 30;

export interface SyncDeps extends RunDeps {
  /** Which connectors exist (to resume and to sync on the interval), and the sync jobs. */
  db: Db;
  engine: Pick<Engine, 'plan'>;
  /** Called after a run wrote its outbound event (the delivery loop looks at once). */
  onEvent?(): void;
}

export class SyncScheduler {
  private running = new Map<string, Promise<void>>();
  private timers: NodeJS.Timeout[] = [];
  private stopping = new AbortController();
  private readonly budgetSeconds: number;
  private readonly jobs: SyncJobs;

  constructor(
    private s: SyncDeps,
    readonly settings: SyncSettings,
  ) {
    this.budgetSeconds = settings.budgetSeconds ?? DEFAULT_SYNC_BUDGET_SECONDS;
    const leaseMs = (settings.leaseSeconds ?? DEFAULT_SYNC_LEASE_SECONDS) * 1000;
    this.now = settings.now ?? Date.now;
    this.jobs = new SyncJobs(s.db, leaseMs, s.onEvent, this.now);
  }

  private readonly now: () => number;

  async start(): Promise<void> {
    // Syncs a process left running before sync_jobs existed (or without a job row) are asked for again.
    const { connectors } = this.s.db.t;
    for (const connectorId of await this.s.store.runningConnectors()) {
      const row = (
        await this.s.db.orm.select().from(connectors).where(eq(connectors.id, connectorId))
      )[0];
      if (row) await this.jobs.request(row.organizationId, row.id, null).catch(() => {});
    }
    // Waiting syncs (requested, stopped, or abandoned by a process that died) are claimed by polling.
    const every = (ms: number, work: () => Promise<void>) => {
      const timer = setInterval(() => void work().catch((err) => this.scheduleFailed(err)), ms);
      timer.unref();
      this.timers.push(timer);
    };
    await this.claimWaiting();
    every(Math.min(5000, this.jobs.leaseMs / 2), () => this.claimWaiting());
    const global = this.settings.intervalSeconds * 1000;
    every(global > 0 ? Math.min(TICK_MS, global) : TICK_MS, () => this.tick());
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.stopping.abort(
      new Error(
        'the service stopped during the sync; it resumes from its checkpoint at the next start',
      ),
    );
    await Promise.allSettled(this.running.values());
  }

  /**
   * Asks for a sync and starts it here if this process gets its lease. None starts while one runs, in
   * this process or another: the request waits, and the process that ends the running one claims it.
   */
  async trigger(org: string, id: string, entities?: string[]): Promise<void> {
    if (this.stopping.signal.aborted) return;
    await this.jobs.request(org, id, entities ?? null);
    await this.claim(id);
  }

  /** Waits for the connector's running sync in this process, if any (tests, shutdown). */
  async settled(id: string): Promise<void> {
    await this.running.get(id);
  }

  /** A 400 naming the asked entities of a kind that do not sync (the engine's one check). */
  check(kind: string, entities?: string[]): void {
    checkSyncEntities(this.s.engine.plan(kind), entities);
  }

  /** The entities of a kind that sync. */
  entities(kind: string): string[] {
    return [...this.s.engine.plan(kind).entities.values()].filter((e) => e.sync).map((e) => e.name);
  }

  /** Each entity's status (sync-status.ts), with the connector's schedule. */
  async states(
    id: string,
    kind: string,
    settings?: ConnectorSyncSettings | null,
  ): Promise<EntityStatus[]> {
    const job = await this.jobs.status(id);
    return entityStatuses({
      entities: this.entities(kind),
      stored: await this.s.store.states(id),
      leased: this.running.has(id) || job.leased,
      finishedAt: job.finishedAt,
      settings: settings ?? null,
      intervalMs: this.intervalMs(settings),
      now: this.now(),
    });
  }

  /** The connector's interval in ms (its own, else the service's); 0 when it has none. */
  private intervalMs(settings: ConnectorSyncSettings | null | undefined): number {
    return (settings?.interval_seconds ?? this.settings.intervalSeconds) * 1000;
  }

  private async claim(id: string): Promise<void> {
    if (this.running.has(id) || this.stopping.signal.aborted) return;
    const job = await this.jobs.claim(id);
    if (job) this.run(job.organizationId, id, job.entities ?? undefined);
  }

  private async claimWaiting(): Promise<void> {
    for (const id of await this.jobs.waiting()) await this.claim(id);
  }

  /**
   * Asks for the sync of every active connector whose interval has passed since its last sync
   * finished (in any process: the request is conditional on sync_jobs.finished_at), paused ones
   * left out, and runs it here when this process gets the lease. Every process ticks; each due sync
   * runs once.
   */
  async tick(): Promise<void> {
    const { connectors } = this.s.db.t;
    const now = this.now();
    for (const row of await this.s.db.orm
      .select({
        id: connectors.id,
        org: connectors.organizationId,
        settings: connectors.syncSettings,
      })
      .from(connectors)
      .where(eq(connectors.status, 'active'))) {
      if (this.stopping.signal.aborted) return;
      const every = this.intervalMs(row.settings);
      if (row.settings?.paused || every <= 0) continue;
      await this.jobs.request(row.org, row.id, null, now - every + 1);
      await this.claim(row.id);
    }
  }

  /** Runs the sync whose lease this process holds, renewing the lease until it ends (sync-run.ts). */
  private run(org: string, id: string, entities?: string[]): void {
    const stop = runStop(this.jobs, id, this.stopping.signal, this.budgetSeconds);
    const run = (async () => {
      let ended: SyncEnded | undefined; // the run's event, written with the release of its lease
      try {
        const settings = await this.settingsOf(id);
        if (settings?.paused) return; // paused after it was asked for
        const chosen = entities ?? settings?.entities;
        const reconcile = settings?.reconcile_every_seconds;
        const opts = {
          ...(chosen ? { entities: chosen } : {}),
          ...(reconcile ? { reconcileEverySeconds: reconcile } : {}),
        };
        ended = await syncAndReport(this.s, org, id, opts, stop, this.budgetSeconds);
      } finally {
        stop.end();
        const again = this.stopping.signal.aborted;
        await this.jobs.release(id, again, ended).catch(() => {}); // an unreleased lease expires
        this.running.delete(id);
      }
      // a sync asked for while this one ran (an error leaves it to the next poll)
      await this.claim(id).catch((err) => this.scheduleFailed(err));
    })();
    this.running.set(id, run);
  }

  private scheduleFailed(err: unknown): void {
    this.s.log({
      level: 'warn',
      event: 'sync_schedule_failed',
      error: (err as Error).message.slice(0, 300),
    });
  }

  private async settingsOf(id: string): Promise<ConnectorSyncSettings | null> {
    const { connectors } = this.s.db.t;
    const rows = await this.s.db.orm
      .select({ settings: connectors.syncSettings })
      .from(connectors)
      .where(eq(connectors.id, id));
    return rows[0]?.settings ?? null;
  }
}
