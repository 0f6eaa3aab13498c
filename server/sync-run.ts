// One sync run of a connector whose lease this process holds: what stops it (its budget, the service
// stopping, a lost lease), and its metrics and log line. Apart from sync-scheduler.ts, which decides
// when and where syncs run.
import type { Connector, ContextStore, SyncState } from '../engine/index.ts';
import type { ExecutionLog } from './execution-log.ts';
import { loggedCall } from './execution-log-call.ts';
import type { Log } from './log.ts';
import type { Metrics } from './metrics.ts';
import type { SyncJobs } from './sync-jobs.ts';
import { type SyncEnded, syncEnded } from './webhooks/sync-events.ts';

/** What a run uses of the service. */
export interface RunDeps {
  store: ContextStore;
  metrics: Pick<Metrics, 'syncRun'>;
  log: Log;
  /** The engine connector of a stored connector (ConnectorStore.runtime). */
  connector(org: string, id: string): Promise<Connector>;
  /** Each run is one row of the organisation's execution log. */
  executions?: Pick<ExecutionLog, 'record' | 'settings'>;
}

/** The signal a run syncs under, and whether its budget is what stopped it. */
export interface RunStop {
  signal: AbortSignal;
  overBudget(): boolean;
  /** Clears the budget timer and the lease renewal, and lets go of the service's stop. */
  end(): void;
}

/**
 * One controller per run, stopped by the budget, by the service stopping, or by a lost lease (held
 * here, unlike a combined AbortSignal.any, which nothing would keep from being collected).
 */
export function runStop(
  jobs: Pick<SyncJobs, 'renew' | 'leaseMs'>,
  id: string,
  stopping: AbortSignal,
  budgetSeconds: number,
): RunStop {
  const stop = new AbortController();
  const onStopping = () => stop.abort(stopping.reason);
  stopping.addEventListener('abort', onStopping, { once: true });
  let overBudget = false;
  const budget = `sync exceeded its budget of ${budgetSeconds} s; it resumes from its checkpoint next time`;
  const timer =
    budgetSeconds > 0
      ? setTimeout(() => ((overBudget = true), stop.abort(new Error(budget))), budgetSeconds * 1000)
      : undefined;
  timer?.unref();
  const lost = new Error('another process took over this sync (its lease expired)');
  const renewal = setInterval(() => {
    void jobs.renew(id).then(
      (held) => held || stop.abort(lost),
      () => {}, // a database hiccup: the next renewal tries again before the lease runs out
    );
  }, jobs.leaseMs / 3);
  renewal.unref();
  return {
    signal: stop.signal,
    overBudget: () => overBudget,
    end() {
      clearTimeout(timer);
      clearInterval(renewal);
      stopping.removeEventListener('abort', onStopping);
    },
  };
}

/**
 * Syncs the connector under the run's signal, then counts and logs how it went; never throws. Answers
 * the run's outbound event (sync.finished or sync.failed), which the release of its lease writes.
 */
export async function syncAndReport(
  s: RunDeps,
  org: string,
  id: string,
  opts: { entities?: string[]; reconcileEverySeconds?: number },
  stop: RunStop,
  budgetSeconds: number,
): Promise<SyncEnded> {
  const { entities } = opts;
  const started = performance.now();
  let kind = 'unknown';
  const received = new Map<string, number>();
  try {
    const connector = await s.connector(org, id);
    kind = connector.kind;
    const before = new Map((await s.store.states(id)).map((st) => [st.entity, st.records]));
    const states = await loggedSync(s, { org, id, kind, connector }, opts, stop, received);
    const ran = states.filter((st) => !entities || entities.includes(st.entity));
    const failed = failedOf(states, entities);
    const outcome = stop.overBudget() ? 'over_budget' : failed.length ? 'partial' : 'ok';
    const seconds = (performance.now() - started) / 1000;
    s.metrics.syncRun(kind, outcome, seconds, added(ran, before));
    const event = finishedEvent(outcome, failed, budgetSeconds);
    s.log({
      ...event,
      connector_id: id,
      connector_type: kind,
      duration_ms: Math.round(seconds * 1000),
      entities: states.map((st) => `${st.entity}:${st.state}:${st.records}`),
    });
    return syncEnded(
      ran,
      before,
      received,
      stop.overBudget() ? 'sync exceeded its budget' : undefined,
    );
  } catch (err) {
    const error = (err as Error).message.slice(0, 300);
    s.metrics.syncRun(kind, 'failed', (performance.now() - started) / 1000);
    s.log({ level: 'warn', event: 'sync_failed', connector_id: id, connector_type: kind, error });
    return syncEnded([], new Map(), new Map(), error);
  }
}

/** The sync as one row of the execution log: an error when an entity failed or the budget stopped it. */
function loggedSync(
  s: RunDeps,
  run: { org: string; id: string; kind: string; connector: Connector },
  opts: { entities?: string[]; reconcileEverySeconds?: number },
  stop: RunStop,
  received: Map<string, number>,
): Promise<SyncState[]> {
  const { entities } = opts;
  const facts = {
    organizationId: run.org,
    source: 'sync',
    connectorId: run.id,
    action: 'sync',
    kind: run.kind,
    signal: stop.signal,
    ...(entities?.length === 1 ? { entity: entities[0] } : {}),
  } as const;
  return loggedCall(
    s.executions,
    facts,
    async (call) => {
      const states = await run.connector.sync({
        ...opts,
        signal: stop.signal,
        onProgress: (p) => received.set(p.entity, p.records),
      });
      if (failedOf(states, entities).length) call.failedWith = 'sync_entities_failed';
      else if (stop.overBudget()) call.failedWith = 'sync_over_budget';
      return states;
    },
    () => [...received.values()].reduce((a, b) => a + b, 0),
  );
}

/** The entities of the run (all, or those asked for) whose sync failed. */
function failedOf(states: SyncState[], entities: string[] | undefined): string[] {
  return states
    .filter((st) => st.state === 'failed' && (!entities || entities.includes(st.entity)))
    .map((st) => st.entity);
}

/** Records each entity added in the run, for the metrics. */
function added(ran: SyncState[], before: Map<string, number>): Parameters<Metrics['syncRun']>[3] {
  return ran.map((st) => ({
    entity: st.entity,
    added: st.records - (before.get(st.entity) ?? 0),
    failed: st.state === 'failed',
  }));
}

/** A run that left an entity failed is an operator's concern: a warning naming the entities that failed. */
function finishedEvent(
  outcome: 'ok' | 'partial' | 'over_budget',
  failed: string[],
  budgetSeconds: number,
): Parameters<Log>[0] {
  const names = failed.length ? { failed_entities: failed } : {};
  if (outcome === 'over_budget')
    return {
      level: 'warn',
      event: 'sync_budget_exceeded',
      budget_seconds: budgetSeconds,
      ...names,
    };
  return { level: failed.length ? 'warn' : 'info', event: 'sync_finished', ...names };
}
