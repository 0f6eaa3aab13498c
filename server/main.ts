// Starts the hosted service: the data folder, the master key (checked against the data), the
// compiled manifests, then the HTTP server.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { ContextStore, createEngine, type Engine } from '../engine/index.ts';
import { createApp } from './app.ts';
import { ConnectorStore } from './connectors.ts';
import { openDatabase, type Db } from './db/open.ts';
import { meta } from './db/schema.ts';
import { OAuthService, type OAuthClient } from './oauth.ts';
import { parseOriginList, RedirectOrigins } from './redirect-origins.ts';
import { DEFAULT_SYNC_BUDGET_SECONDS, SyncScheduler, type SyncSettings } from './sync.ts';
import { createLog, type Log } from './log.ts';
import { Metrics } from './metrics.ts';
import { loadMasterKey, Sealer, verifyKeyCheck } from './secrets.ts';
import type { Services } from './services.ts';
import { DEFAULT_THROTTLE, TokenThrottle, type ThrottleSettings } from './throttle.ts';
import { TokenSigner } from './tokens.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Operator caps over every kind's HTTP policy (CONNECTOR_ENGINE_MAX_RESPONSE_BYTES). */
  http?: { maxResponseBytes?: number };
  dataDir: string;
  masterKey?: string;
  /** Per kind, the origin that replaces the vendor's (CONNECTOR_ENGINE_UPSTREAM_<KIND>). */
  upstreams: Record<string, string>;
  /** This service's address as browsers reach it (OAuth redirects); default http://localhost:<port>. */
  publicUrl?: string;
  /** Service-default OAuth apps per kind (CONNECTOR_ENGINE_OAUTH_<KIND>_CLIENT_ID / _CLIENT_SECRET). */
  oauthDefaults?: Record<string, OAuthClient>;
  /** Context-store syncs: interval (CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS, 0 = off), on create, budget per run. */
  sync?: SyncSettings;
  /** Origins every organisation's consent flows may return to (CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS). */
  oauthRedirectOrigins?: string[];
  /** Limits of failed sign-ins at the token endpoint (CONNECTOR_ENGINE_TOKEN_*, CONNECTOR_ENGINE_TRUST_PROXY). */
  tokenThrottle?: Partial<ThrottleSettings>;
  /** How long in-flight requests may finish on shutdown, in ms (CONNECTOR_ENGINE_SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs?: number;
  /** Time budget of one context_store_search in ms (CONNECTOR_ENGINE_SEARCH_TIMEOUT_MS, default 2000). */
  searchTimeoutMs?: number;
  /** When set, GET /metrics needs `Authorization: Bearer <it>` (CONNECTOR_ENGINE_METRICS_TOKEN). */
  metricsToken?: string;
}

/** A number of seconds or milliseconds from the environment; a value that is not one stops the start. */
function envNumber(env: NodeJS.ProcessEnv, name: string, min: number): number | undefined {
  const v = env[name];
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number of ${min} or more (got ${JSON.stringify(v.slice(0, 20))}).`);
  return n;
}

const DEFAULT_SHUTDOWN_GRACE_MS = 30_000;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const upstreams: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    const m = /^CONNECTOR_ENGINE_UPSTREAM_(.+)$/.exec(k);
    if (m && v) upstreams[m[1]!.toLowerCase().replace(/_/g, '-')] = v;
  }
  const oauthDefaults: Record<string, OAuthClient> = {};
  for (const [k, v] of Object.entries(env)) {
    const m = /^CONNECTOR_ENGINE_OAUTH_(.+)_CLIENT_ID$/.exec(k);
    const secret = m ? env[`CONNECTOR_ENGINE_OAUTH_${m[1]}_CLIENT_SECRET`] : undefined;
    if (m && v && secret) oauthDefaults[m[1]!.toLowerCase().replace(/_/g, '-')] = { id: v, secret };
  }
  const searchTimeoutMs = envNumber(env, 'CONNECTOR_ENGINE_SEARCH_TIMEOUT_MS', 1);
  const maxResponseBytes = envNumber(env, 'CONNECTOR_ENGINE_MAX_RESPONSE_BYTES', 1024);
  const graceSeconds = envNumber(env, 'CONNECTOR_ENGINE_SHUTDOWN_GRACE_SECONDS', 0);
  return {
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    oauthDefaults,
    oauthRedirectOrigins: parseOriginList(env.CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS, 'CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS'),
    tokenThrottle: {
      perClient: Math.ceil(envNumber(env, 'CONNECTOR_ENGINE_TOKEN_FAILURES_PER_CLIENT', 1) ?? DEFAULT_THROTTLE.perClient),
      perAddress: Math.ceil(envNumber(env, 'CONNECTOR_ENGINE_TOKEN_FAILURES_PER_ADDRESS', 1) ?? DEFAULT_THROTTLE.perAddress),
      windowMs: Math.round((envNumber(env, 'CONNECTOR_ENGINE_TOKEN_FAILURE_WINDOW_SECONDS', 0.001) ?? DEFAULT_THROTTLE.windowMs / 1000) * 1000),
      trustProxy: env.CONNECTOR_ENGINE_TRUST_PROXY === 'true',
    },
    sync: {
      intervalSeconds: Number(env.CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS ?? 3600),
      onCreate: (env.CONNECTOR_ENGINE_SYNC_ON_CREATE ?? 'true') !== 'false',
      budgetSeconds: envNumber(env, 'CONNECTOR_ENGINE_SYNC_BUDGET_SECONDS', 0) ?? DEFAULT_SYNC_BUDGET_SECONDS,
    },
    ...(searchTimeoutMs !== undefined ? { searchTimeoutMs } : {}),
    ...(env.CONNECTOR_ENGINE_METRICS_TOKEN ? { metricsToken: env.CONNECTOR_ENGINE_METRICS_TOKEN } : {}),
    ...(graceSeconds !== undefined ? { shutdownGraceMs: graceSeconds * 1000 } : {}),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1', // HOST=0.0.0.0 exposes the service beyond this machine
    dataDir: resolve(env.DATA_DIR ?? './data'),
    ...(env.CONNECTOR_ENGINE_MASTER_KEY !== undefined ? { masterKey: env.CONNECTOR_ENGINE_MASTER_KEY } : {}),
    upstreams,
    ...(maxResponseBytes !== undefined ? { http: { maxResponseBytes: Math.floor(maxResponseBytes) } } : {}),
  };
}

/** Opens the data folder and checks the master key; shared by the server and the CLI. */
export function openDataDir(config: Pick<ServerConfig, 'dataDir' | 'masterKey'>): { db: Db; sqlite: import('better-sqlite3').Database; sealer: Sealer; close(): void } {
  mkdirSync(config.dataDir, { recursive: true });
  const { db, sqlite, close } = openDatabase(join(config.dataDir, 'connector-engine.db'));
  try {
    const sealer = new Sealer(loadMasterKey(config.dataDir, config.masterKey).key);
    const stored = db.select().from(meta).where(eq(meta.key, 'key_check')).get()?.value;
    verifyKeyCheck(sealer, stored, (value) => db.insert(meta).values({ key: 'key_check', value }).onConflictDoNothing().run());
    return { db, sqlite, sealer, close };
  } catch (err) {
    close();
    throw err;
  }
}

export function buildServices(config: ServerConfig, log: Log = createLog(), engine?: Engine): Services & { close(): void } {
  const { db, sqlite, sealer, close } = openDataDir(config);
  const metrics = new Metrics();
  const observe = metrics.engineEvent;
  const services = {
    db,
    sealer,
    // Cursors sealed with a key of the master key's: they survive a restart and work on every instance.
    store: new ContextStore(sqlite, { cursorKey: sealer.derive('context-store-cursors'), observe, ...(config.searchTimeoutMs ? { searchTimeoutMs: config.searchTimeoutMs } : {}) }),
    signer: new TokenSigner(sealer.derive('api-token-signing')),
    engine: engine ?? createEngine({ upstreams: config.upstreams, observe, ...(config.http ? { http: config.http } : {}) }),
    log,
    throttle: new TokenThrottle({ ...DEFAULT_THROTTLE, ...config.tokenThrottle }),
    metrics,
    metricsToken: config.metricsToken,
    close,
  } as Services & { close(): void };
  services.connectors = new ConnectorStore(services);
  services.oauth = new OAuthService(services, {
    publicUrl: () => config.publicUrl ?? `http://localhost:${config.port}`,
    defaults: config.oauthDefaults ?? {},
    origins: new RedirectOrigins(db, config.oauthRedirectOrigins ?? []),
  });
  services.sync = new SyncScheduler(services, config.sync ?? { intervalSeconds: 0, onCreate: false });
  return services;
}

export async function startServer(config: ServerConfig = configFromEnv(), log: Log = createLog()): Promise<{ server: ServerType; port: number; close(graceMs?: number): Promise<void> }> {
  const services = buildServices(config, log);
  services.sync.start();
  const app = createApp(services);
  let server: ServerType;
  try {
    server = await new Promise<ServerType>((ready, failed) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => ready(s));
      s.once('error', failed);
    });
  } catch (err) {
    await services.sync.stop();
    await services.store.close();
    services.close();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`port ${config.port} on ${config.host} is in use; set PORT to another port (or stop what uses it).`);
    if (code === 'EACCES' || code === 'EADDRNOTAVAIL') throw new Error(`cannot listen on ${config.host}:${config.port} (${code}); check HOST and PORT.`);
    throw err;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  config.port = port; // the OAuth redirect of the default public URL needs the port actually bound
  log({ level: 'info', event: 'started', pid: process.pid, port, data_dir: config.dataDir, kinds: services.engine.kinds(), upstream_overrides: Object.keys(config.upstreams) });
  return {
    server,
    port,
    /**
     * Stops gracefully: no new connections, in-flight requests finish (cut after `graceMs`), syncs
     * stop at a page boundary (their checkpoints resume them), search workers and the database close.
     */
    close: (graceMs = config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS) =>
      new Promise<void>((done) => {
        log({ level: 'info', event: 'stopping', grace_ms: graceMs });
        const http = server as import('node:http').Server; // serve() made a plain HTTP/1.1 server
        const force = setTimeout(() => http.closeAllConnections(), graceMs);
        // a keep-alive connection whose request has just finished goes now, not after its idle timeout
        const idle = setInterval(() => http.closeIdleConnections(), 100);
        const syncs = services.sync.stop();
        server.close(() => {
          clearTimeout(force);
          clearInterval(idle);
          void syncs
            .then(() => services.store.close()) // the search workers
            .then(() => {
              services.close();
              log({ level: 'info', event: 'stopped' });
              return log.flush?.();
            })
            .then(() => done());
        });
        http.closeIdleConnections();
      }),
  };
}
