// The Hono app: request ids, one log line and the request metrics per request, a 1 MiB body limit, JSON
// errors that never carry a stack trace, the token check, and the routes under their base paths (the API
// description and its docs page need no token). Each piece gets exactly the parts of the service graph
// (graph.ts) it uses.
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Engine } from '../engine/index.ts';
import type { AuditTrail } from './audit.ts';
import type { ConnectSessions } from './connect-sessions.ts';
import type { ConnectorStore } from './connectors.ts';
import type { Db } from './db/open.ts';
import { errorCause, errorCode } from './error-cause.ts';
import { ApiError, errorResponse } from './errors.ts';
import type { ExecutionLog } from './execution-log.ts';
import type { CallGuard } from './fairness.ts';
import type { InboundWebhooks } from './inbound-webhooks.ts';
import type { InboundReceiver } from './inbound-webhooks-receive.ts';
import type { Log } from './log.ts';
import { approvalRoutes } from './mcp-oauth/approvals.ts';
import { authorizeRoutes } from './mcp-oauth/authorize.ts';
import { mcpBearer } from './mcp-oauth/bearer.ts';
import { oauthEndpoints } from './mcp-oauth/endpoints.ts';
import type { McpOAuth } from './mcp-oauth/service.ts';
import type { Metrics } from './metrics.ts';
import { limitBody } from './middleware/body-limit.ts';
import { requestId } from './middleware/request-id.ts';
import { requestLog } from './middleware/request-log.ts';
import { requireToken } from './middleware/require-token.ts';
import type { OAuthService } from './oauth.ts';
import type { RedirectOrigins } from './redirect-origins.ts';
import { type Env, logAlso } from './request.ts';
import { auditRoutes } from './routes/audit.ts';
import { CONNECT_PATH, connectApiRoutes, connectPageRoutes } from './routes/connect.ts';
import { connectorRoutes, connectorTypeRoutes } from './routes/connectors.ts';
import { docsRoutes, OPENAPI_PATH } from './routes/docs.ts';
import { executedConnector, executeRoutes } from './routes/execute.ts';
import {
  INBOUND_PATH,
  inboundDeliveryRoutes,
  inboundWebhookRoutes,
} from './routes/inbound-webhooks.ts';
import { logRoutes } from './routes/logs.ts';
import { MCP_PATH, mcpRoutes } from './routes/mcp.ts';
import { CALLBACK_PATH, consentRoutes, oauthRoutes } from './routes/oauth.ts';
import { type OpsDeps, opsRoutes, PROBE_PATHS } from './routes/ops.ts';
import { proxyRoutes } from './routes/proxy.ts';
import { proxyGrantRoutes } from './routes/proxy-grants.ts';
import { syncRoutes } from './routes/sync.ts';
import { TOKEN_PATH, tokenRoutes } from './routes/token.ts';
import { WEBHOOKS_PATH, webhookRoutes } from './routes/webhooks.ts';
import type { SyncScheduler } from './sync-scheduler.ts';
import { type Tracing, tracedMiddleware } from './telemetry.ts';
import type { TokenThrottle } from './throttle.ts';
import type { TokenSigner } from './tokens.ts';
import type { WebhookDelivery } from './webhooks/delivery.ts';
import type { WebhookEndpoints } from './webhooks/endpoints.ts';

export { MAX_BODY_BYTES } from './middleware/body-limit.ts';

/** What the app hands out to its middleware and routes (built by graph.ts). */
export interface AppDeps extends OpsDeps {
  db: Db;
  log: Log;
  metrics: Metrics;
  signer: TokenSigner;
  throttle: TokenThrottle;
  /** Per-organisation call rate and per-request vendor-call budget of execute and MCP calls. */
  calls: CallGuard;
  engine: Engine;
  connectors: ConnectorStore;
  oauth: OAuthService;
  origins: RedirectOrigins;
  /** Connect sessions and the hosted connect page's branding. */
  connect: ConnectSessions;
  /** Admin changes, read through GET /api/v1/audit. */
  audit: AuditTrail;
  sync: SyncScheduler;
  webhooks: WebhookEndpoints;
  /** The outbound events' delivery loop (started and stopped with the service). */
  deliveries: WebhookDelivery;
  /** Inbound vendor webhooks: the connectors' endpoints, and the deliveries to them. */
  inbound: InboundWebhooks;
  receiver: InboundReceiver;
  /** The service's public URL when configured (the URL a vendor signs). */
  publicUrl?: string | undefined;
  /** /mcp's OAuth authorization server: metadata, clients, grants (server/mcp-oauth). */
  mcpOAuth: McpOAuth;
  /** Every execute, MCP tool call, proxy call and sync run, read through GET /api/v1/logs. */
  executions: ExecutionLog;
  /** Spans of hosted calls, when the operator exports traces (OTEL_* variables). */
  tracing?: Tracing;
}

const CONNECTORS = '/api/v1/integrations/connectors';

export function createApp(deps: AppDeps): Hono<Env> {
  const app = new Hono<Env>();
  if (deps.tracing) app.use('*', deps.tracing.middleware);
  app.use(
    '*',
    requestId,
    actorScope,
    requestLog({ log: deps.log, metrics: deps.metrics, probePaths: PROBE_PATHS }),
  );
  app.onError(answerError);
  app.notFound((c) =>
    c.json(new ApiError(404, `No route ${c.req.method} ${c.req.path}.`).toBody(), 404),
  );
  app.use('/api/*', limitBody);
  app.use(`${CONNECT_PATH}/*`, limitBody);

  app.route('/', opsRoutes(deps));
  app.route('/', docsRoutes(deps));
  app.route(TOKEN_PATH, tokenRoutes(deps));
  app.route(INBOUND_PATH, inboundDeliveryRoutes(deps)); // no token: the id finds it, the signature proves it
  const tokenCheck = tracedMiddleware(
    deps.tracing,
    'token check',
    requireToken({
      db: deps.db,
      signer: deps.signer,
      openPaths: new Set([TOKEN_PATH, CALLBACK_PATH, OPENAPI_PATH]),
      connectorOf: executedConnector,
    }),
  );
  app.use('/api/v1/*', tokenCheck, actAsApplication);
  app.route('/api/v1/oauth', oauthRoutes(deps));
  app.route(`${CONNECTORS}/oauth`, consentRoutes(deps));
  app.route(CONNECTORS, connectorRoutes(deps));
  app.route(CONNECTORS, executeRoutes(deps));
  app.route(CONNECTORS, proxyRoutes(deps));
  app.route('/api/v1/account/applications', proxyGrantRoutes(deps));
  app.route(CONNECTORS, syncRoutes(deps));
  app.route(CONNECTORS, inboundWebhookRoutes(deps));
  app.route('/api/v1/connector-types', connectorTypeRoutes(deps));
  app.route('/api/v1/connect', connectApiRoutes(deps));
  app.route(CONNECT_PATH, connectPageRoutes(deps)); // public: the link is the capability
  app.route('/api/v1/audit', auditRoutes(deps));
  app.route('/api/v1/logs', logRoutes(deps));
  app.route(WEBHOOKS_PATH, webhookRoutes(deps));
  app.route('/api/v1/mcp', approvalRoutes(deps));
  // MCP for agents: application tokens as above, or the OAuth access tokens of its own authorization server
  app.use('/oauth/*', limitBody);
  app.route('/', oauthEndpoints(deps));
  app.route('/', authorizeRoutes(deps));
  app.use(MCP_PATH, limitBody);
  app.route(MCP_PATH, mcpRoutes({ ...deps, auth: mcpBearer({ ...deps, tokenCheck }) }));
  return app;
}

/** Every error as `{message, errors}`: a 5xx carries its cause on the request's log line (level error), a 4xx its code. */
function answerError(err: Error, c: Context<Env>): Response {
  const { status, body, headers } = errorResponse(err);
  logAlso(c, status >= 500 ? errorCause(err) : errorCode(err, body));
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return c.json(body, status as 400);
}

/** Who acts in this request, for the audit trail: the connect page, an OAuth consent, or (below) an application. */
const actorScope = createMiddleware<Env>((c, next) => {
  const actor = c.req.path.startsWith(CONNECT_PATH)
    ? 'connect_page'
    : c.req.path === CALLBACK_PATH
      ? 'oauth_consent'
      : 'anonymous';
  c.set('actor', actor);
  return next();
});

/** An application's token acts as that application (the open paths, an OAuth consent among them, keep theirs). */
const actAsApplication = createMiddleware<Env>((c, next) => {
  const app = c.get('applicationId');
  if (app) c.set('actor', `application:${app}`);
  return next();
});
