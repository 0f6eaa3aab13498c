// The service's Prometheus metrics in prom-client (metrics.ts loads this module after the service
// started): requests by route pattern and status, the engine's events (upstream attempts, retries, token
// refreshes, searches) and sync runs. One registry per service, so several services in one process
// (tests) keep their own figures. Labels are route patterns, kinds, entities, methods, statuses and error
// codes: bounded sets, never raw paths or ids.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { EngineEvent } from '../engine/index.ts';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SYNC_SECONDS = [1, 5, 15, 60, 300, 900, 1800, 3600, 7200];

export class PromMetrics {
  readonly registry = new Registry();
  private readonly requests = this.counter(
    'connector_engine_http_requests_total',
    'HTTP requests answered, by method, route pattern and status.',
    ['method', 'route', 'status'],
  );
  private readonly requestSeconds = this.histogram(
    'connector_engine_http_request_duration_seconds',
    'Time to answer an HTTP request.',
    ['method', 'route', 'status'],
    SECONDS,
  );
  private readonly upstream = this.counter(
    'connector_engine_upstream_requests_total',
    'HTTP attempts to vendor APIs, by kind, method and status (or "error" when no answer came).',
    ['kind', 'method', 'status'],
  );
  private readonly upstreamSeconds = this.histogram(
    'connector_engine_upstream_request_duration_seconds',
    "Time to a vendor's answer headers (or to the failure), per attempt.",
    ['kind', 'method', 'status'],
    SECONDS,
  );
  private readonly retries = this.counter(
    'connector_engine_upstream_retries_total',
    'Vendor attempts that were retries (after a 408/429/5xx or a network error).',
    ['kind'],
  );
  private readonly refreshes = this.counter(
    'connector_engine_token_refreshes_total',
    'OAuth token refreshes, by kind and outcome ("ok" or the error code).',
    ['kind', 'outcome'],
  );
  private readonly refreshSeconds = this.histogram(
    'connector_engine_token_refresh_duration_seconds',
    'Time a token refresh took.',
    ['kind'],
    SECONDS,
  );
  private readonly searchSeconds = this.histogram(
    'connector_engine_search_duration_seconds',
    'context_store_search latency, by kind, entity and outcome ("ok" or the error code).',
    ['kind', 'entity', 'outcome'],
    SECONDS,
  );
  private readonly executionLogDrops = this.counter(
    'connector_engine_execution_log_dropped_total',
    'Execution log rows dropped: the write queue was full or a write failed.',
    [],
  );
  private readonly syncRuns = this.counter(
    'connector_engine_sync_runs_total',
    'Sync runs, by kind and outcome (ok, partial: some entity failed, over_budget, failed).',
    ['kind', 'outcome'],
  );
  private readonly syncSeconds = this.histogram(
    'connector_engine_sync_run_duration_seconds',
    'Time a sync run took.',
    ['kind'],
    SYNC_SECONDS,
  );
  private readonly syncRecords = this.counter(
    'connector_engine_sync_records_total',
    "Records a sync run added to the context store (growth of the entity's copy).",
    ['kind', 'entity'],
  );
  private readonly syncFailures = this.counter(
    'connector_engine_sync_entity_failures_total',
    'Entities a sync run left failed (their checkpoint resumes them).',
    ['kind', 'entity'],
  );

  private readonly mcpInternal = this.counter(
    'connector_engine_mcp_internal_errors_total',
    'MCP tool calls that failed with an error no tool expected (answered "Internal error."), by tool.',
    ['tool'],
  );
  private readonly webhookDeliveries = this.counter(
    'connector_engine_webhook_deliveries_total',
    'Webhook delivery attempts, by outcome: delivered (2xx), retrying (another attempt is due), failed (attempts spent).',
    ['outcome'],
  );

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  /** The engine's observer (EngineOptions.observe, ContextStoreOptions.observe). */
  readonly engineEvent = (e: EngineEvent): void => {
    if (e.type === 'upstream') {
      const labels = {
        kind: e.kind,
        method: e.method,
        status: e.status === undefined ? 'error' : String(e.status),
      };
      this.upstream.inc(labels);
      this.upstreamSeconds.observe(labels, e.duration_ms / 1000);
      if (e.retry) this.retries.inc({ kind: e.kind });
    } else if (e.type === 'token_refresh') {
      this.refreshes.inc({ kind: e.kind, outcome: e.outcome });
      this.refreshSeconds.observe({ kind: e.kind }, e.duration_ms / 1000);
    } else if (e.type === 'search') {
      this.searchSeconds.observe(
        { kind: e.kind, entity: e.entity, outcome: e.outcome },
        e.duration_ms / 1000,
      );
    }
  };

  webhookDelivery(outcome: 'delivered' | 'retrying' | 'failed'): void {
    this.webhookDeliveries.inc({ outcome });
  }

  mcpInternalError(tool: string): void {
    this.mcpInternal.inc({ tool });
  }

  executionLogDropped(rows: number): void {
    this.executionLogDrops.inc(rows);
  }

  syncRun(
    kind: string,
    outcome: 'ok' | 'partial' | 'over_budget' | 'failed',
    seconds: number,
    entities: { entity: string; added: number; failed: boolean }[] = [],
  ): void {
    this.syncRuns.inc({ kind, outcome });
    this.syncSeconds.observe({ kind }, seconds);
    for (const e of entities) {
      if (e.added > 0) this.syncRecords.inc({ kind, entity: e.entity }, e.added);
      if (e.failed) this.syncFailures.inc({ kind, entity: e.entity });
    }
  }

  private counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    buckets: number[],
  ): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }
}
