// Background syncs of stored connectors into the context store: a first one when a connector is
// created, then on an interval and on demand. One sync per connector at a time in this process; a
// sync interrupted by a restart resumes from its checkpoint at the next start. Each run has a budget:
// past it (a vendor that stalls, a very long first sync) the running entity is marked failed, the run
// ends, and the next trigger starts a new one that resumes from the entity's checkpoint.
import type { Connector, ContextStore, Engine, SyncState } from '../engine/index.ts';
import type { Db } from './db/open.ts';
import type { Log } from './log.ts';
import type { Metrics } from './metrics.ts';

export interface SyncSettings {
  /** Seconds between syncs of every connector; 0 turns the interval off. */
  intervalSeconds: number;
  onCreate: boolean;
  /** Seconds one sync run may take (CONNECTOR_ENGINE_SYNC_BUDGET_SECONDS, default 3600); 0 = no budget. */
  budgetSeconds?: number;
}

export const DEFAULT_SYNC_BUDGET_SECONDS = 3600;

export interface SyncDeps {
  /** Which connectors exist (to resume and to sync on the interval). */
  db: Db;
  store: ContextStore;
  engine: Pick<Engine, 'plan'>;
  metrics: Pick<Metrics, 'syncRun'>;
  log: Log;
  /** The engine connector of a stored connector (ConnectorStore.runtime). */
  connector(org: string, id: string): Connector;
}

export class SyncScheduler {
  private running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopping = new AbortController();
  private readonly budgetSeconds: number;

  constructor(private s: SyncDeps, readonly settings: SyncSettings) {
    this.budgetSeconds = settings.budgetSeconds ?? DEFAULT_SYNC_BUDGET_SECONDS;
  }

  async start(): Promise<void> {
    // Resume syncs a previous process left running or failed part-way.
    for (const id of await this.s.store.runningConnectors()) this.triggerById(id);
    if (this.settings.intervalSeconds > 0) {
      this.timer = setInterval(() => this.all(), this.settings.intervalSeconds * 1000);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopping.abort(new Error('the service stopped during the sync; it resumes from its checkpoint at the next start'));
    await Promise.allSettled(this.running.values());
  }

  /** Starts a sync unless one runs already; answers at once. */
  trigger(org: string, id: string, entities?: string[]): void {
    if (this.running.has(id) || this.stopping.signal.aborted) return;
    // One controller per run, stopped by the budget or by the service stopping (held here, unlike a
    // combined AbortSignal.any, which nothing would keep from being collected during a long wait)
    const stop = new AbortController();
    const onStopping = () => stop.abort(this.stopping.signal.reason);
    this.stopping.signal.addEventListener('abort', onStopping, { once: true });
    let overBudget = false;
    const timer = this.budgetSeconds > 0 ? setTimeout(() => ((overBudget = true), stop.abort(new Error(`sync exceeded its budget of ${this.budgetSeconds} s; it resumes from its checkpoint next time`))), this.budgetSeconds * 1000) : undefined;
    timer?.unref();
    const run = (async () => {
      const started = performance.now();
      let kind = 'unknown';
      try {
        const connector = this.s.connector(org, id);
        kind = connector.kind;
        const before = new Map((await this.s.store.states(id)).map((st) => [st.entity, st.records]));
        const states = await connector.sync({ ...(entities ? { entities } : {}), signal: stop.signal });
        const ran = states.filter((st) => !entities || entities.includes(st.entity));
        const failed = ran.filter((st) => st.state === 'failed').map((st) => st.entity);
        const outcome = overBudget ? 'over_budget' : failed.length ? 'partial' : 'ok';
        const seconds = (performance.now() - started) / 1000;
        this.s.metrics.syncRun(kind, outcome, seconds, ran.map((st) => ({ entity: st.entity, added: st.records - (before.get(st.entity) ?? 0), failed: st.state === 'failed' })));
        // a run that left an entity failed is an operator's concern: warn, with the entities that failed
        const event = overBudget ? { level: 'warn' as const, event: 'sync_budget_exceeded', budget_seconds: this.budgetSeconds } : { level: failed.length ? ('warn' as const) : ('info' as const), event: 'sync_finished' };
        this.s.log({ ...event, connector_id: id, connector_type: kind, duration_ms: Math.round(seconds * 1000), entities: states.map((st) => `${st.entity}:${st.state}:${st.records}`), ...(failed.length ? { failed_entities: failed } : {}) });
      } catch (err) {
        this.s.metrics.syncRun(kind, 'failed', (performance.now() - started) / 1000);
        this.s.log({ level: 'warn', event: 'sync_failed', connector_id: id, connector_type: kind, error: (err as Error).message.slice(0, 300) });
      } finally {
        clearTimeout(timer);
        this.stopping.signal.removeEventListener('abort', onStopping);
        this.running.delete(id);
      }
    })();
    this.running.set(id, run);
  }

  /** Waits for the connector's running sync, if any (tests, shutdown). */
  async settled(id: string): Promise<void> {
    await this.running.get(id);
  }

  async states(id: string, kind: string): Promise<(Omit<SyncState, 'checkpoint' | 'since' | 'connector_id'> & { running: boolean })[]> {
    const plan = this.s.engine.plan(kind);
    const stored = new Map((await this.s.store.states(id)).map((st) => [st.entity, st]));
    return [...plan.entities.values()]
      .filter((e) => e.sync)
      .map((e) => {
        const st = stored.get(e.name);
        return {
          entity: e.name,
          state: st?.state ?? 'idle',
          records: st?.records ?? 0,
          last_started: st?.last_started ?? null,
          last_finished: st?.last_finished ?? null,
          last_error: st?.last_error ?? null,
          running: this.running.has(id) && st?.state === 'running',
        };
      });
  }

  private triggerById(id: string): void {
    const row = this.s.db.query.connectors.findFirst({ where: (c, { eq }) => eq(c.id, id) }).sync();
    if (row) this.trigger(row.organizationId, row.id);
  }

  private all(): void {
    for (const row of this.s.db.query.connectors.findMany({ where: (c, { eq }) => eq(c.status, 'active') }).sync()) this.trigger(row.organizationId, row.id);
  }
}
