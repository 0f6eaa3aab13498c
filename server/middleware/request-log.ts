// One log line and the request metrics per request, written once the answer (or the error's) is known.
// A request whose caller aborted its upload is a 499 whatever failed after (the body stream's error
// in Hono's body limit, say): the caller's doing, logged at info, never a 5xx in the metrics.
import { createMiddleware } from 'hono/factory';
import type { Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import { type Env, uploadAborted } from '../request.ts';

export function requestLog(deps: {
  log: Log;
  metrics: Pick<Metrics, 'request'>;
  probePaths: ReadonlySet<string>;
}) {
  return createMiddleware<Env>(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    const aborted = c.res.status >= 500 && uploadAborted(c);
    const status = aborted ? 499 : c.res.status;
    // the route pattern (ids left out), so that the metric's series stay few
    deps.metrics.request(c.req.method, c.req.routePath, status, ms / 1000);
    deps.log({
      // probes and scrapes come every few seconds: debug, unless they fail
      level: status >= 500 ? 'error' : deps.probePaths.has(c.req.path) ? 'debug' : 'info',
      request_id: c.get('requestId'),
      method: c.req.method,
      route: c.req.routePath,
      path: loggedPath(c.req.path),
      status,
      duration_ms: Math.round(ms * 10) / 10,
      ...(aborted ? { error_code: 'client_closed_request' } : c.get('logFields')),
    });
  });
}

/** The path as logged: a connect link's token is a capability, so only its prefix is kept. */
const loggedPath = (path: string) => path.replace(/\/cs_[\w-]+/g, '/cs_[redacted]');
