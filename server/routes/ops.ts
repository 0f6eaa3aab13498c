// Operations routes, outside /api and without an application token: liveness (/healthz),
// readiness (/readyz) and the Prometheus metrics (/metrics, which asks for
// CONNECTOR_ENGINE_METRICS_TOKEN as a bearer token when one is set).
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ApiError } from '../errors.ts';
import type { Env } from '../http.ts';
import { readiness } from '../readiness.ts';

/** Requests to these paths are logged at debug, not info: probes and scrapes come every few seconds. */
export const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export const opsRoutes = new Hono<Env>()
  .get('/healthz', (c) => c.json({ status: 'ok' }))
  .get('/readyz', (c) => {
    const r = readiness(c.get('services').store.db);
    return r.ready ? c.json({ status: 'ready' }) : c.json({ status: 'not_ready', reason: r.reason }, 503);
  })
  .get('/metrics', async (c) => {
    const s = c.get('services');
    if (s.metricsToken && !bearerMatches(c.req.header('authorization'), s.metricsToken)) {
      throw new ApiError(401, 'GET /metrics needs the bearer token set in CONNECTOR_ENGINE_METRICS_TOKEN.', [], { 'www-authenticate': 'Bearer' });
    }
    const body = await s.metrics.registry.metrics();
    return c.body(body, 200, { 'content-type': s.metrics.registry.contentType });
  });

function bearerMatches(header: string | undefined, expected: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}
