// The service graph, wired in one place: each part gets exactly what it uses. The two mutual needs
// go through narrow functions: a stored connector starts its first sync (ConnectorStore.onCreated ->
// SyncScheduler.trigger) and a completed consent stores a connector (OAuthService.createConnector ->
// ConnectorStore.create), which also needs its OAuth app back (ConnectorStore.oauthClient).
import {
  type ContextStore,
  createEngine,
  type Engine,
  type EngineOptions,
  openContextStore,
} from '../engine/index.ts';
import type { AppDeps } from './app.ts';
import { AuditTrail } from './audit.ts';
import type { ServerConfig } from './config.ts';
import { ConnectSessions } from './connect-sessions.ts';
import { ConnectorStore } from './connectors.ts';
import { StoredCredentials } from './credentials.ts';
import { openDataDir } from './data-dir.ts';
import type { Db } from './db/open.ts';
import { DEFAULT_EXECUTION_LOG, ExecutionLog } from './execution-log.ts';
import { countVendorCall } from './execution-log-call.ts';
import { callGuard, fairnessSettings, searchLimits } from './fairness.ts';
import { InboundWebhooks } from './inbound-webhooks.ts';
import { InboundReceiver, type ReceiveDeps } from './inbound-webhooks-receive.ts';
import { createLog, type Log } from './log.ts';
import { McpOAuth } from './mcp-oauth/service.ts';
import { Metrics } from './metrics.ts';
import { type OAuthDeps, OAuthService, type OAuthSettings } from './oauth.ts';
import { RedirectOrigins } from './redirect-origins.ts';
import type { Sealer } from './secrets.ts';
import { SyncScheduler } from './sync-scheduler.ts';
import { startTracing, type Tracing } from './telemetry.ts';
import { DEFAULT_THROTTLE, TokenThrottle } from './throttle.ts';
import { TokenSigner } from './tokens.ts';
import { DEFAULT_DELIVERY, WebhookDelivery } from './webhooks/delivery.ts';
import { WebhookEndpoints } from './webhooks/endpoints.ts';
import { WebhookTargets } from './webhooks/targets.ts';

/** The engine's observer (its events: upstream requests, refreshes, syncs). */
type EngineObserver = NonNullable<EngineOptions['observe']>;

export interface ServiceGraph extends AppDeps {
  store: ContextStore;
  /** Closes the database (after `sync.stop()` and `store.close()`). */
  close(): Promise<void>;
}

export async function buildServices(
  config: ServerConfig,
  log: Log = createLog(),
  engineOverride?: Engine,
): Promise<ServiceGraph> {
  const { db, sqlite, sealer, close } = await openDataDir(config);
  const [metrics, audit] = [new Metrics(), new AuditTrail(db)];
  const obs = await observers(config, { db, log, metrics, sealer });
  const fairness = fairnessSettings(config.fairness);
  const engine = engineOverride ?? serviceEngine(config, obs.observe);
  const store = await openStore(config, db, fairness, sqlite, sealer, obs.observe);
  const { publicUrl, origins } = redirectTargets(config, db);
  const syncSettings = config.sync ?? { intervalSeconds: 0, onCreate: false };
  const { onEvent, ...webhooks } = webhookParts(config, { db, sealer, metrics, log });

  // The closures below reach `oauth` and `sync`, built after `connectors`; none runs before the graph is complete.
  const connectors: ConnectorStore = new ConnectorStore({
    db,
    engine,
    store,
    credentials: new StoredCredentials({ db, sealer, log, onEvent }),
    audit,
    oauthClient: (org, kind, source) => oauth.client(org, kind, source),
    onCreated: syncSettings.onCreate ? (org, id) => firstSync(sync, log, org, id) : () => {},
    onEvent,
  });
  const settings = { defaults: config.oauthDefaults ?? {}, origins, publicUrl };
  const oauth = oauthService({ db, sealer, engine, log }, connectors, () => connect, settings);
  const connect = new ConnectSessions({ db, engine, connectors, origins, publicUrl });
  const connector = async (org: string, id: string) =>
    (await connectors.runtime(org, id)).connector;
  const runDeps = { db, store, engine, metrics, log, executions: obs.executions, onEvent };
  const sync = new SyncScheduler({ ...runDeps, connector }, syncSettings);
  return {
    db,
    log,
    metrics,
    ...guards(config, sealer, fairness),
    ...inboundParts(
      { db, sealer, engine, store, connectors, log, refusals: config.inboundRefusals },
      config.publicUrl,
    ),
    engine,
    store,
    connectors,
    oauth,
    origins,
    connect,
    audit,
    sync,
    ...webhooks,
    mcpOAuth: new McpOAuth(
      db,
      publicUrl,
      audit,
      new WebhookTargets(config.webhooks?.allowPrivate ?? []),
    ),
    ...obs.services(close),
  };
}

/** Inbound vendor webhooks: the connectors' endpoints and the receiver of their deliveries. */
function inboundParts(
  deps: Omit<ReceiveDeps, 'inbound'> & { connectors: ConnectorStore },
  publicUrl: string | undefined,
) {
  const inbound = new InboundWebhooks(deps);
  return { inbound, receiver: new InboundReceiver({ ...deps, inbound }), publicUrl };
}

/** The tracing (when exported), the execution log, and the engine's observer feeding both and the metrics. */
async function observers(
  config: ServerConfig,
  deps: { db: Db; log: Log; metrics: Metrics; sealer: Sealer },
) {
  const tracing = await startTracing(config.traces);
  const executions = executionLog(config, deps.db, deps.log, deps.metrics, deps.sealer);
  return {
    executions,
    observe: engineObserver(deps.metrics, tracing),
    /** The graph's parts, its close writing the rows still queued and the spans still pending first. */
    services: (close: () => Promise<void>) => ({
      executions,
      ...(tracing ? { tracing } : {}),
      close: async () => {
        await executions.stop();
        await tracing?.shutdown();
        await close();
      },
    }),
  };
}

/** The execution log, started (purged now and on its timer); its dropped rows counted in the metrics. */
function executionLog(config: ServerConfig, db: Db, log: Log, metrics: Metrics, sealer: Sealer) {
  const executions = new ExecutionLog(
    { db, log, onDropped: (rows) => metrics.executionLogDropped(rows) },
    { ...DEFAULT_EXECUTION_LOG, ...config.executionLog },
    sealer.derive('execution-log-cursors'),
  );
  executions.start();
  return executions;
}

/** What the engine reports goes to the metrics, the execution log's tally and, when tracing, spans. */
function engineObserver(metrics: Metrics, tracing: Tracing | undefined): EngineObserver {
  const observe: EngineObserver = (e) => {
    metrics.engineEvent(e);
    countVendorCall(e);
    tracing?.engineEvent(e);
  };
  if (tracing) observe.traceHeaders = () => tracing.traceHeaders();
  return observe;
}

/** The token signer, the sign-in throttle, the call guard and the metrics token. */
function guards(
  config: ServerConfig,
  sealer: Sealer,
  fairness: ReturnType<typeof fairnessSettings>,
) {
  return {
    metricsToken: config.metricsToken,
    signer: new TokenSigner(sealer.derive('api-token-signing')),
    throttle: new TokenThrottle({ ...DEFAULT_THROTTLE, ...config.tokenThrottle }),
    calls: callGuard(fairness),
  };
}

/**
 * The context store, beside the service's tables: in the same SQLite file, or in the same PostgreSQL
 * schema through the same pool (so every process behind a balancer searches one copy). Cursors are
 * sealed with a key of the master key's: they survive a restart and work on every instance. Searches
 * queue fairly per organisation for the search workers (SQLite) or the search pool (PostgreSQL).
 */
function openStore(
  config: ServerConfig,
  db: Awaited<ReturnType<typeof openDataDir>>['db'],
  fairness: ReturnType<typeof fairnessSettings>,
  sqlite: Awaited<ReturnType<typeof openDataDir>>['sqlite'],
  sealer: Awaited<ReturnType<typeof openDataDir>>['sealer'],
  observe: EngineObserver,
): Promise<ContextStore> {
  const target = db.postgres
    ? { postgres: db.postgres.pool, schema: db.postgres.schema }
    : { sqlite: sqlite! };
  const searchPool = db.postgres?.searchPool;
  const slots = searchPool ? (searchPool.options.max ?? 2) : fairness.searchWorkers;
  return openContextStore(target, {
    cursorKey: sealer.derive('context-store-cursors'),
    observe,
    searchWorkers: fairness.searchWorkers,
    fairness: searchLimits(fairness, slots),
    ...(searchPool ? { searchPool } : {}),
    ...(config.searchTimeoutMs ? { searchTimeoutMs: config.searchTimeoutMs } : {}),
  });
}

/** The webhook endpoints and the delivery loop, with the operator's allowed private addresses. */
function webhookParts(
  config: ServerConfig,
  deps: Pick<ServiceGraph, 'db' | 'metrics' | 'log'> & { sealer: Sealer },
) {
  const targets = new WebhookTargets(config.webhooks?.allowPrivate ?? []);
  const webhooks = new WebhookEndpoints({ ...deps, targets });
  const deliveries = new WebhookDelivery(
    { ...deps, endpoints: webhooks, targets },
    { ...DEFAULT_DELIVERY, ...config.webhooks?.delivery },
  );
  return { webhooks, deliveries, onEvent: () => deliveries.nudge() };
}

/** A stored connector's first sync, started in the background; its failure is logged. */
function firstSync(sync: SyncScheduler, log: Log, org: string, id: string): void {
  void sync.trigger(org, id).catch((err) =>
    log({
      level: 'warn',
      event: 'sync_failed',
      connector_id: id,
      error: (err as Error).message.slice(0, 300),
    }),
  );
}

/** The consent flow: a completed consent stores a new connector, or replaces a reconnected one's tokens. */
function oauthService(
  base: Pick<OAuthDeps, 'db' | 'sealer' | 'engine' | 'log'>,
  connectors: ConnectorStore,
  connect: () => ConnectSessions,
  settings: OAuthSettings,
): OAuthService {
  return new OAuthService(
    {
      ...base,
      createConnector: (org, input, source, by) => connectors.create(org, input, source, by),
      reconnect: (org, id, input, source, by) =>
        connectors.patch(
          org,
          id,
          { credentials: input.credentials, environment: input.environment, auth_method: 'oauth' },
          source,
          by,
        ),
      useSession: (hash) => connect().use(hash),
    },
    settings,
  );
}

/** This service's public address, and where its flows may send a browser (its own pages always). */
function redirectTargets(config: ServerConfig, db: Db) {
  const publicUrl = () => config.publicUrl ?? `http://localhost:${config.port}`;
  const own = () => new URL(publicUrl()).origin;
  return { publicUrl, origins: new RedirectOrigins(db, config.oauthRedirectOrigins ?? [], own) };
}

function serviceEngine(config: ServerConfig, observe: EngineObserver): Engine {
  return createEngine({
    upstreams: config.upstreams,
    ...(config.connectorsDir ? { connectorsDir: config.connectorsDir } : {}),
    observe,
    ...(config.http ? { http: config.http } : {}),
  });
}
