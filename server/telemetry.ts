// Traces of hosted calls, exported over OTLP/HTTP when the operator sets the standard OTEL_* variables.
// This file imports nothing of OpenTelemetry: without an exporter configured nothing is loaded and the
// helpers below call straight through, so start-up and the hot path stay as they were. With one, the
// SDK loads once at start (telemetry-otel.ts).
import type { MiddlewareHandler } from 'hono';
import type { SpanAttributes, TraceSettings, Tracing } from './telemetry-types.ts';

export type { SpanAttributes, TraceSettings, Tracing } from './telemetry-types.ts';

/** The tracing of the settings, the SDK loaded; none without settings. */
export async function startTracing(
  settings: TraceSettings | undefined,
): Promise<Tracing | undefined> {
  if (!settings) return undefined;
  const { otelTracing } = await import('./telemetry-otel.ts');
  return otelTracing(settings);
}

/** `work` in a span when tracing, else just `work`. */
export const traced = <T>(
  tracing: Pick<Tracing, 'span'> | undefined,
  name: string,
  attributes: SpanAttributes,
  work: () => Promise<T>,
): Promise<T> => (tracing ? tracing.span(name, attributes, work) : work());

/** A middleware in a span of its own when tracing (the token check). */
export function tracedMiddleware(
  tracing: Pick<Tracing, 'span'> | undefined,
  name: string,
  handler: MiddlewareHandler,
): MiddlewareHandler {
  if (!tracing) return handler;
  // the span covers the middleware's own work: what it hands on to (the route) runs after it ends
  return async (c, next) => {
    let handOn = false;
    const res = await tracing.span(name, {}, () =>
      handler(c, async () => {
        handOn = true;
      }),
    );
    if (res) return res;
    if (handOn) await next();
  };
}

/** Tracing settings from the standard variables; none when no endpoint is set or traces are off. */
export function traceSettingsFromEnv(env: NodeJS.ProcessEnv): TraceSettings | undefined {
  const exporter = (env.OTEL_TRACES_EXPORTER ?? 'otlp').trim().toLowerCase();
  if (exporter === 'none' || env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return;
  if (exporter !== 'otlp')
    throw new Error(
      `OTEL_TRACES_EXPORTER must be otlp or none (got ${JSON.stringify(exporter.slice(0, 20))}).`,
    );
  const url = otlpUrl(env);
  if (!url) return undefined;
  const headers = parseHeaders(
    env.OTEL_EXPORTER_OTLP_TRACES_HEADERS ?? env.OTEL_EXPORTER_OTLP_HEADERS,
  );
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  return {
    url,
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'connector-engine',
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(Number.isFinite(delay) && delay > 0 ? { scheduleDelayMs: delay } : {}),
  };
}

function otlpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL;
  if (protocol && protocol.trim() !== 'http/json')
    throw new Error(
      `OTEL_EXPORTER_OTLP_PROTOCOL must be http/json: traces are exported as OTLP JSON over HTTP (got ${JSON.stringify(protocol.slice(0, 20))}).`,
    );
  const own = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const url = own || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (url && !/^https?:\/\/[^/]/.test(url))
    throw new Error(
      `OTEL_EXPORTER_OTLP_${own ? 'TRACES_' : ''}ENDPOINT must be an http(s) URL (got ${JSON.stringify(url.slice(0, 40))}).`,
    );
  return url;
}

/** `key=value,key2=value2`, values URL-encoded (the OTLP exporter variables' format). */
function parseHeaders(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim().toLowerCase();
    if (/^[\w-]+$/.test(key)) out[key] = decoded(pair.slice(at + 1).trim());
  }
  return out;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // not URL-encoded after all: taken as it is
  }
}
