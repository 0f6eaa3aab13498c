// The OpenTelemetry side of telemetry.ts, imported only when traces are exported: a tracer provider
// with a batching OTLP/HTTP (JSON) exporter. The current span travels in an AsyncLocalStorage of our
// own (no global context manager is installed), so spans nest per request without touching anything
// else in the process. Vendor requests become spans from the engine's reports (start = end - duration).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  ROOT_CONTEXT,
  type Span,
  type SpanContext,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVICE_NAME,
} from '@opentelemetry/semantic-conventions';
import type { Context, MiddlewareHandler } from 'hono';
import type { EngineEvent } from '../engine/index.ts';
import type { SpanAttributes, TraceSettings, Tracing } from './telemetry-types.ts';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The caller's W3C trace context; a malformed or all-zero one is ignored (a new trace starts). */
export function parseTraceparent(header: string | undefined): SpanContext | undefined {
  const m = TRACEPARENT.exec(header?.trim().toLowerCase() ?? '');
  if (!m || /^0+$/.test(m[1]!) || /^0+$/.test(m[2]!)) return undefined;
  return {
    traceId: m[1]!,
    spanId: m[2]!,
    traceFlags: Number.parseInt(m[3]!, 16) & TraceFlags.SAMPLED,
    isRemote: true,
  };
}

export function otelTracing(settings: TraceSettings): Tracing {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: settings.url, headers: settings.headers ?? {} }),
        settings.scheduleDelayMs ? { scheduledDelayMillis: settings.scheduleDelayMs } : {},
      ),
    ],
  });
  const tracer = provider.getTracer('connector-engine');
  const current = new AsyncLocalStorage<Span>();
  const under = () => {
    const parent = current.getStore();
    return parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
  };

  async function span<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>) {
    const s = tracer.startSpan(name, { attributes }, under());
    try {
      return await current.run(s, work);
    } catch (err) {
      s.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).name });
      throw err;
    } finally {
      s.end();
    }
  }

  return {
    middleware: serverSpans(tracer, current),
    span,
    engineEvent: engineSpans(tracer, current),
    traceHeaders() {
      const sc = current.getStore()?.spanContext();
      if (!sc) return undefined;
      const flags = (sc.traceFlags & TraceFlags.SAMPLED).toString(16).padStart(2, '0');
      return { traceparent: `00-${sc.traceId}-${sc.spanId}-${flags}` };
    },
    shutdown: () => provider.shutdown(),
  };
}

type Tracer = ReturnType<BasicTracerProvider['getTracer']>;

/** The middleware: each request's server span, a child of the caller's traceparent when it sent one. */
function serverSpans(tracer: Tracer, current: AsyncLocalStorage<Span>): MiddlewareHandler {
  return async (c, next) => {
    const remote = parseTraceparent(c.req.header('traceparent'));
    const parent = remote ? trace.setSpanContext(ROOT_CONTEXT, remote) : ROOT_CONTEXT;
    const s = tracer.startSpan(
      `${c.req.method} ${c.req.path.split('/').slice(0, 4).join('/')}`,
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: c.req.method } },
      parent,
    );
    try {
      await current.run(s, next);
    } finally {
      finishServerSpan(s, c);
    }
  };
}

/** The engine's reports as spans under the current one (start = end - duration). */
function engineSpans(tracer: Tracer, current: AsyncLocalStorage<Span>) {
  return (e: EngineEvent): void => {
    const parent = current.getStore();
    if (!parent) return; // work outside a traced request (a scheduled sync) is not traced
    const end = performance.timeOrigin + performance.now();
    const [name, attributes, kind] = spanOf(e);
    const s = tracer.startSpan(
      name,
      { kind, attributes, startTime: end - e.duration_ms },
      trace.setSpan(ROOT_CONTEXT, parent),
    );
    if (failed(e)) s.setStatus({ code: SpanStatusCode.ERROR });
    s.end(end);
  };
}

/** The route as matched (ids left out), its status, and an error status for a 5xx. */
function finishServerSpan(s: Span, c: Context): void {
  const route = c.req.routePath;
  if (route && route !== '*' && !route.endsWith('/*')) {
    s.setAttribute(ATTR_HTTP_ROUTE, route);
    s.updateName(`${c.req.method} ${route}`);
  }
  s.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, c.res.status);
  if (c.res.status >= 500) s.setStatus({ code: SpanStatusCode.ERROR });
  s.end();
}

function spanOf(e: EngineEvent): [string, SpanAttributes, SpanKind] {
  if (e.type === 'upstream')
    return [
      `${e.method} ${e.host}`,
      {
        [ATTR_HTTP_REQUEST_METHOD]: e.method,
        [ATTR_SERVER_ADDRESS]: e.host,
        'connector.type': e.kind,
        'http.request.resend_count': e.retry ? 1 : 0,
        ...(e.status !== undefined ? { [ATTR_HTTP_RESPONSE_STATUS_CODE]: e.status } : {}),
        ...(e.error_code ? { 'error.type': e.error_code } : {}),
      },
      SpanKind.CLIENT,
    ];
  if (e.type === 'token_refresh')
    return ['token refresh', { 'connector.type': e.kind, outcome: e.outcome }, SpanKind.INTERNAL];
  if (e.type === 'store_write')
    return [
      `context_store ${e.operation}`,
      {
        'db.collection.name': e.table,
        'db.operation.name': e.operation,
        'db.operation.batch.size': e.records,
        outcome: e.outcome,
      },
      SpanKind.INTERNAL,
    ];
  return [
    'context_store search',
    { 'connector.type': e.kind, entity: e.entity, outcome: e.outcome },
    SpanKind.INTERNAL,
  ];
}

const failed = (e: EngineEvent) =>
  e.type === 'upstream' ? e.status === undefined || e.status >= 500 : e.outcome !== 'ok';
