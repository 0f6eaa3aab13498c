// Operations routes, outside /api and without an application token: liveness (/healthz),
// readiness (/readyz) and the Prometheus metrics (/metrics, which asks for
// CONNECTOR_ENGINE_METRICS_TOKEN as a bearer token when one is set).
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from '../db/open.ts';
import { ApiError } from '../errors.ts';
import type { Metrics } from '../metrics.ts';
import { readiness } from '../readiness.ts';
import type { Env } from '../request.ts';

/** Requests to these paths are logged at debug, not info: probes and scrapes come every few seconds. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

export interface OpsDeps {
  /** The database readiness checks (the service's own tables). */
  db: Db;
  metrics: Pick<Metrics, 'registry'>;
  /** When set, GET /metrics asks for it as a bearer token (CONNECTOR_ENGINE_METRICS_TOKEN). */
  metricsToken?: string | undefined;
}

export function opsRoutes({ db, metrics, metricsToken }: OpsDeps) {
  return new Hono<Env>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      const r = await readiness(db);
      return r.ready
        ? c.json({ status: 'ready' })
        : c.json({ status: 'not_ready', reason: r.reason }, 503);
    })
    .get('/metrics', async (c) => {
      if (metricsToken && !bearerMatches(c.req.header('authorization'), metricsToken)) {
        throw new ApiError(
          401,
          'GET /metrics needs the bearer token set in CONNECTOR_ENGINE_METRICS_TOKEN.',
          [],
          { 'www-authenticate': 'Bearer' },
        );
      }
      const registry = await metrics.registry();
      return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType });
    });
}

function bearerMatches(header: string | undefined, expected: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}
