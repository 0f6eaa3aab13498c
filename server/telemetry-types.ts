// The shapes of the service's tracing (telemetry.ts), apart so that the SDK side imports no loader.
import type { MiddlewareHandler } from 'hono';
import type { EngineEvent } from '../engine/index.ts';

export interface TraceSettings {
  /** The OTLP/HTTP traces URL (…/v1/traces). */
  url: string;
  serviceName: string;
  /** Headers of the export requests (OTEL_EXPORTER_OTLP_HEADERS / _TRACES_HEADERS). */
  headers?: Record<string, string>;
  /** How long finished spans wait before export (OTEL_BSP_SCHEDULE_DELAY; default 5000 ms). */
  scheduleDelayMs?: number;
}

export type SpanAttributes = Record<string, string | number | boolean>;

export interface Tracing {
  /** The request's server span, a child of the caller's W3C traceparent when it sent one. */
  middleware: MiddlewareHandler;
  /** Runs `work` in a child span of the current one. */
  span<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
  /** The engine's reports as spans: each vendor request (method, host, status), token refreshes, searches. */
  engineEvent(e: EngineEvent): void;
  /** traceparent (and tracestate) of the current span, for a vendor whose manifest allows them. */
  traceHeaders(): Record<string, string> | undefined;
  /** Exports what is pending and stops. */
  shutdown(): Promise<void>;
}
