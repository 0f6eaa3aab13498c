// One log line and the request metrics per request, written once the answer (or the error's) is known.
import { createMiddleware } from 'hono/factory';
import type { Env } from '../http.ts';
import type { Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';

export function requestLog(deps: {
  log: Log;
  metrics: Pick<Metrics, 'request'>;
  probePaths: ReadonlySet<string>;
}) {
  return createMiddleware<Env>(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    // the route pattern (ids left out), so that the metric's series stay few
    deps.metrics.request(c.req.method, c.req.routePath, c.res.status, ms / 1000);
    deps.log({
      // probes and scrapes come every few seconds: debug, unless they fail
      level: c.res.status >= 500 ? 'error' : deps.probePaths.has(c.req.path) ? 'debug' : 'info',
      request_id: c.get('requestId'),
      method: c.req.method,
      route: c.req.routePath,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round(ms * 10) / 10,
      ...c.get('logFields'),
    });
  });
}
