// The Hono app: request ids, one log line and the request metrics per request, a 1 MiB body limit, JSON errors that
// never carry a stack trace, and the routes.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorCause, errorCode } from './error-cause.ts';
import { ApiError, errorResponse } from './errors.ts';
import type { Env } from './http.ts';
import { requireToken } from './routes/auth.ts';
import { connectorRoutes } from './routes/connectors.ts';
import { executeRoutes } from './routes/execute.ts';
import { opsRoutes, PROBE_PATHS } from './routes/ops.ts';
import { syncRoutes } from './routes/sync.ts';
import { CALLBACK_PATH, oauthRoutes } from './routes/oauth.ts';
import { tokenRoutes } from './routes/token.ts';
import type { Services } from './services.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(services: Services): Hono<Env> {
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    const requestId = /^[\w.-]{1,100}$/.test(c.req.header('x-request-id') ?? '') ? c.req.header('x-request-id')! : randomUUID();
    c.set('services', services);
    c.set('requestId', requestId);
    c.set('logFields', {});
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    const ms = performance.now() - started;
    // the route pattern (ids left out), so that the metric's series stay few
    services.metrics.request(c.req.method, c.req.routePath, c.res.status, ms / 1000);
    services.log({
      // probes and scrapes come every few seconds: debug, unless they fail
      level: c.res.status >= 500 ? 'error' : PROBE_PATHS.has(c.req.path) ? 'debug' : 'info',
      request_id: requestId,
      method: c.req.method,
      route: c.req.routePath,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round(ms * 10) / 10,
      ...c.get('logFields'),
    });
  });

  app.onError((err, c) => {
    const { status, body, headers } = errorResponse(err);
    // Every 5xx carries its cause on the request's log line (written at level error); a 4xx its code.
    c.set('logFields', { ...c.get('logFields'), ...(status >= 500 ? errorCause(err) : errorCode(err, body)) });
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    return c.json(body, status as 400);
  });
  app.notFound((c) => c.json(new ApiError(404, `No route ${c.req.method} ${c.req.path}.`).toBody(), 404));

  app.use(
    '/api/*',
    // The unread rest of an oversized body stays on the socket: close it rather than let a client reuse it.
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new ApiError(413, 'The request body is larger than 1 MiB.', [], { connection: 'close' }); } }),
  );

  app.route('/', opsRoutes);
  app.route('/', tokenRoutes);
  const open = new Set(['/api/v1/account/applications/token', CALLBACK_PATH]);
  app.use('/api/v1/*', async (c, next) => (open.has(c.req.path) ? next() : requireToken(c, next)));
  app.route('/', oauthRoutes);
  app.route('/', connectorRoutes);
  app.route('/', executeRoutes);
  app.route('/', syncRoutes);
  return app;
}
