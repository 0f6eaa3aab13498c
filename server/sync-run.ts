// One sync run of a connector whose lease this process holds: its budget, the lease's renewal, its
// metrics and log line. Apart from sync.ts, which decides when and where syncs run.
import type { Connector, ContextStore } from '../engine/index.ts';
import type { Log } from './log.ts';
import type { Metrics } from './metrics.ts';
import type { SyncJobs } from './sync-jobs.ts';
import { type SyncEnded, syncEnded } from './webhooks/sync-events.ts';

/** What a run needs of the SyncScheduler (its dependencies and state). */
export interface SyncRunContext {
  s: {
    store: ContextStore;
    metrics: Pick<Metrics, 'syncRun'>;
    log: Log;
    connector(org: string, id: string): Promise<Connector>;
  };
  jobs: Pick<SyncJobs, 'renew' | 'release' | 'leaseMs'>;
  /** Aborted when the service stops. */
  stopping: AbortController;
  budgetSeconds: number;
  /** The runs in this process by connector id: the run adds itself and removes itself when it ends. */
  running: Map<string, Promise<void>>;
}

/** Runs the sync whose lease this process holds, renewing the lease until it ends. */
export function runSync(c: SyncRunContext, org: string, id: string, entities?: string[]): void {
  // One controller per run, stopped by the budget, by the service stopping, or by a lost lease (held
  // here, unlike a combined AbortSignal.any, which nothing would keep from being collected)
  const stop = new AbortController();
  const onStopping = () => stop.abort(c.stopping.signal.reason);
  c.stopping.signal.addEventListener('abort', onStopping, { once: true });
  let overBudget = false;
  const timer =
    c.budgetSeconds > 0
      ? setTimeout(
          () => (
            (overBudget = true),
            stop.abort(
              new Error(
                `sync exceeded its budget of ${c.budgetSeconds} s; it resumes from its checkpoint next time`,
              ),
            )
          ),
          c.budgetSeconds * 1000,
        )
      : undefined;
  timer?.unref();
  const renewal = setInterval(() => {
    void c.jobs.renew(id).then(
      (held) =>
        held || stop.abort(new Error('another process took over this sync (its lease expired)')),
      () => {}, // a database hiccup: the next renewal tries again before the lease runs out
    );
  }, c.jobs.leaseMs / 3);
  renewal.unref();
  const run = (async () => {
    const started = performance.now();
    let kind = 'unknown';
    let ended: SyncEnded | undefined; // its event, written with the release
    const received = new Map<string, number>();
    try {
      const connector = await c.s.connector(org, id);
      kind = connector.kind;
      const before = new Map((await c.s.store.states(id)).map((st) => [st.entity, st.records]));
      const states = await connector.sync({
        ...(entities ? { entities } : {}),
        signal: stop.signal,
        onProgress: (p) => received.set(p.entity, p.records),
      });
      const ran = states.filter((st) => !entities || entities.includes(st.entity));
      const failed = ran.filter((st) => st.state === 'failed').map((st) => st.entity);
      const outcome = overBudget ? 'over_budget' : failed.length ? 'partial' : 'ok';
      ended = syncEnded(ran, before, received, overBudget ? 'sync exceeded its budget' : undefined);
      const seconds = (performance.now() - started) / 1000;
      c.s.metrics.syncRun(
        kind,
        outcome,
        seconds,
        ran.map((st) => ({
          entity: st.entity,
          added: st.records - (before.get(st.entity) ?? 0),
          failed: st.state === 'failed',
        })),
      );
      // a run that left an entity failed is an operator's concern: warn, with the entities that failed
      const event = overBudget
        ? {
            level: 'warn' as const,
            event: 'sync_budget_exceeded',
            budget_seconds: c.budgetSeconds,
          }
        : {
            level: failed.length ? ('warn' as const) : ('info' as const),
            event: 'sync_finished',
          };
      c.s.log({
        ...event,
        connector_id: id,
        connector_type: kind,
        duration_ms: Math.round(seconds * 1000),
        entities: states.map((st) => `${st.entity}:${st.state}:${st.records}`),
        ...(failed.length ? { failed_entities: failed } : {}),
      });
    } catch (err) {
      ended = syncEnded([], new Map(), new Map(), (err as Error).message.slice(0, 300));
      c.s.metrics.syncRun(kind, 'failed', (performance.now() - started) / 1000);
      c.s.log({
        level: 'warn',
        event: 'sync_failed',
        connector_id: id,
        connector_type: kind,
        error: (err as Error).message.slice(0, 300),
      });
    } finally {
      clearTimeout(timer);
      clearInterval(renewal);
      c.stopping.signal.removeEventListener('abort', onStopping);
      await c.jobs.release(id, c.stopping.signal.aborted, ended).catch(() => {}); // an unreleased lease expires
      c.running.delete(id);
    }
  })();
  c.running.set(id, run);
}
