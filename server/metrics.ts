// The service's Prometheus metrics (GET /metrics; the metrics themselves are prom-metrics.ts).
// prom-client, with the OpenTelemetry API it loads, is some 30 ms of modules: it loads with the first
// observation (the first request answered) or scrape, not before the service answers. What is observed
// while it loads is kept and recorded once it has.
import type { Registry } from 'prom-client';
import type { EngineEvent } from '../engine/index.ts';
import type { PromMetrics } from './prom-metrics.ts';

type Observation = (m: PromMetrics) => void;

export class Metrics {
  private prom: PromMetrics | undefined;
  private loading: Promise<PromMetrics> | undefined;
  private readonly pending: Observation[] = [];

  /** The registry (GET /metrics), prom-client loaded. */
  async registry(): Promise<Registry> {
    return (await this.loaded()).registry;
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.record((m) => m.request(method, route, status, seconds));
  }

  /** The engine's observer (EngineOptions.observe, ContextStoreOptions.observe). */
  readonly engineEvent = (e: EngineEvent): void => this.record((m) => m.engineEvent(e));

  webhookDelivery(outcome: 'delivered' | 'retrying' | 'failed'): void {
    this.record((m) => m.webhookDelivery(outcome));
  }

  mcpInternalError(tool: string): void {
    this.record((m) => m.mcpInternalError(tool));
  }

  executionLogDropped(rows: number): void {
    this.record((m) => m.executionLogDropped(rows));
  }

  syncRun(...args: Parameters<PromMetrics['syncRun']>): void {
    this.record((m) => m.syncRun(...args));
  }

  private record(observe: Observation): void {
    if (this.prom) {
      observe(this.prom);
      return;
    }
    this.pending.push(observe);
    // a failure to load shows at the next scrape (GET /metrics awaits the same promise)
    this.loaded().catch(() => undefined);
  }

  private loaded(): Promise<PromMetrics> {
    this.loading ??= import('./prom-metrics.ts').then(({ PromMetrics }) => {
      const m = new PromMetrics();
      for (const observe of this.pending.splice(0)) observe(m);
      this.prom = m;
      return m;
    });
    return this.loading;
  }
}
