// The service's configuration from the environment: a value that is not usable stops the start with
// a line naming the variable.
import { resolve } from 'node:path';
import { engineEnv } from '../engine/index.ts';
import { DEFAULT_EXECUTION_LOG, type ExecutionLogSettings } from './execution-log.ts';
import { DEFAULT_FAIRNESS, type FairnessSettings } from './fairness.ts';
import type { OAuthClient } from './oauth-client.ts';
import { parseOriginList } from './redirect-origins.ts';
import {
  DEFAULT_SYNC_BUDGET_SECONDS,
  DEFAULT_SYNC_LEASE_SECONDS,
  type SyncSettings,
} from './sync-scheduler.ts';
import { type TraceSettings, traceSettingsFromEnv } from './telemetry.ts';
import { DEFAULT_THROTTLE, proxyTrustFromEnv, type ThrottleSettings } from './throttle.ts';
import type { DeliverySettings } from './webhooks/delivery.ts';
import { parseAllowList } from './webhooks/targets.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Operator caps over every kind's HTTP policy (CONNECTOR_ENGINE_MAX_RESPONSE_BYTES). */
  http?: { maxResponseBytes?: number };
  dataDir: string;
  masterKey?: string;
  /** PostgreSQL for the service's own tables (DATABASE_URL, postgres://...); SQLite in dataDir without it. */
  databaseUrl?: string;
  /** PostgreSQL connections of this process (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize?: number;
  /** PostgreSQL connections of this process for context-store searches only (DATABASE_SEARCH_POOL_SIZE, default 2). */
  databaseSearchPoolSize?: number;
  /** Per-organisation shares of searches, calls and vendor calls (server/fairness.ts). */
  fairness?: Partial<FairnessSettings>;
  /** Per kind, the origin that replaces the vendor's (CONNECTOR_ENGINE_UPSTREAM_<KIND>). */
  upstreams: Record<string, string>;
  /** The manifest folders (CONNECTOR_ENGINE_CONNECTORS_DIR, e.g. shipped:./connectors); default the shipped ones. */
  connectorsDir?: string[];
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
  /** Failed signatures allowed per inbound webhook endpoint within a window before it is answered 429. */
  inboundRefusals?: { limit: number; windowMs: number };
  /** How long in-flight requests may finish on shutdown, in ms (CONNECTOR_ENGINE_SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs?: number;
  /** Time budget of one context_store_search in ms (CONNECTOR_ENGINE_SEARCH_TIMEOUT_MS, default 2000). */
  searchTimeoutMs?: number;
  /** When set, GET /metrics needs `Authorization: Bearer <it>` (CONNECTOR_ENGINE_METRICS_TOKEN). */
  metricsToken?: string;
  /** Outbound webhooks: private addresses the operator allows (CONNECTOR_ENGINE_WEBHOOK_ALLOW_PRIVATE) and the retries. */
  webhooks?: { allowPrivate?: string[]; delivery?: Partial<DeliverySettings> };
  /** The execution log: on/off, retention, parameter values (CONNECTOR_ENGINE_EXECUTION_LOG_*). */
  executionLog?: Partial<ExecutionLogSettings>;
  /** OTLP trace export (the standard OTEL_* variables); none: nothing of OpenTelemetry loads. */
  traces?: TraceSettings;
}

/** A number of seconds or milliseconds from the environment; a value that is not one stops the start. */
function envNumber(env: NodeJS.ProcessEnv, name: string, min: number): number | undefined {
  const v = env[name];
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min)
    throw new Error(
      `${name} must be a number of ${min} or more (got ${JSON.stringify(v.slice(0, 20))}).`,
    );
  return n;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 30_000;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { connectorsDir, upstreams } = engineEnv(env);
  const searchTimeoutMs = envNumber(env, 'CONNECTOR_ENGINE_SEARCH_TIMEOUT_MS', 1);
  const maxResponseBytes = envNumber(env, 'CONNECTOR_ENGINE_MAX_RESPONSE_BYTES', 1024);
  const graceSeconds = envNumber(env, 'CONNECTOR_ENGINE_SHUTDOWN_GRACE_SECONDS', 0);
  const poolSize = envNumber(env, 'DATABASE_POOL_SIZE', 1);
  const searchPoolSize = envNumber(env, 'DATABASE_SEARCH_POOL_SIZE', 1);
  const traces = traceSettingsFromEnv(env);
  return {
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    executionLog: executionLogFromEnv(env),
    ...(traces ? { traces } : {}),
    oauthDefaults: oauthDefaultsFromEnv(env),
    oauthRedirectOrigins: parseOriginList(
      env.CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS,
      'CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS',
    ),
    tokenThrottle: tokenThrottleFromEnv(env),
    sync: syncFromEnv(env),
    ...(searchTimeoutMs !== undefined ? { searchTimeoutMs } : {}),
    webhooks: webhookSettings(env),
    ...(env.CONNECTOR_ENGINE_METRICS_TOKEN
      ? { metricsToken: env.CONNECTOR_ENGINE_METRICS_TOKEN }
      : {}),
    ...(graceSeconds !== undefined ? { shutdownGraceMs: graceSeconds * 1000 } : {}),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1', // HOST=0.0.0.0 exposes the service beyond this machine
    dataDir: resolve(env.DATA_DIR ?? './data'),
    ...(env.DATABASE_URL ? { databaseUrl: databaseUrl(env.DATABASE_URL) } : {}),
    ...(poolSize !== undefined ? { databasePoolSize: Math.floor(poolSize) } : {}),
    ...(searchPoolSize !== undefined ? { databaseSearchPoolSize: Math.floor(searchPoolSize) } : {}),
    fairness: fairnessFromEnv(env),
    ...(env.CONNECTOR_ENGINE_MASTER_KEY !== undefined
      ? { masterKey: env.CONNECTOR_ENGINE_MASTER_KEY }
      : {}),
    upstreams,
    connectorsDir,
    ...(maxResponseBytes !== undefined
      ? { http: { maxResponseBytes: Math.floor(maxResponseBytes) } }
      : {}),
  };
}

/** Service-default OAuth apps: a kind's pair of CLIENT_ID and CLIENT_SECRET variables, both set. */
function oauthDefaultsFromEnv(env: NodeJS.ProcessEnv): Record<string, OAuthClient> {
  const out: Record<string, OAuthClient> = {};
  for (const [k, v] of Object.entries(env)) {
    const m = /^CONNECTOR_ENGINE_OAUTH_(.+)_CLIENT_ID$/.exec(k);
    const secret = m ? env[`CONNECTOR_ENGINE_OAUTH_${m[1]}_CLIENT_SECRET`] : undefined;
    if (m && v && secret) out[m[1]!.toLowerCase().replace(/_/g, '-')] = { id: v, secret };
  }
  return out;
}

function tokenThrottleFromEnv(env: NodeJS.ProcessEnv): Partial<ThrottleSettings> {
  const d = DEFAULT_THROTTLE;
  return {
    perClient: Math.ceil(
      envNumber(env, 'CONNECTOR_ENGINE_TOKEN_FAILURES_PER_CLIENT', 1) ?? d.perClient,
    ),
    perAddress: Math.ceil(
      envNumber(env, 'CONNECTOR_ENGINE_TOKEN_FAILURES_PER_ADDRESS', 1) ?? d.perAddress,
    ),
    windowMs: Math.round(
      (envNumber(env, 'CONNECTOR_ENGINE_TOKEN_FAILURE_WINDOW_SECONDS', 0.001) ??
        d.windowMs / 1000) * 1000,
    ),
    trustProxy: proxyTrustFromEnv(env.CONNECTOR_ENGINE_TRUST_PROXY),
  };
}

function syncFromEnv(env: NodeJS.ProcessEnv): SyncSettings {
  return {
    intervalSeconds: Number(env.CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS ?? 3600),
    onCreate: (env.CONNECTOR_ENGINE_SYNC_ON_CREATE ?? 'true') !== 'false',
    budgetSeconds:
      envNumber(env, 'CONNECTOR_ENGINE_SYNC_BUDGET_SECONDS', 0) ?? DEFAULT_SYNC_BUDGET_SECONDS,
    leaseSeconds:
      envNumber(env, 'CONNECTOR_ENGINE_SYNC_LEASE_SECONDS', 1) ?? DEFAULT_SYNC_LEASE_SECONDS,
  };
}

function fairnessFromEnv(env: NodeJS.ProcessEnv): FairnessSettings {
  const whole = (v: number | undefined, fallback: number) => Math.floor(v ?? fallback);
  const d = DEFAULT_FAIRNESS;
  return {
    searchWorkers: whole(envNumber(env, 'CONNECTOR_ENGINE_SEARCH_WORKERS', 1), d.searchWorkers),
    searchesPerOrg: whole(envNumber(env, 'CONNECTOR_ENGINE_SEARCHES_PER_ORG', 1), d.searchesPerOrg),
    searchQueueMs: whole(envNumber(env, 'CONNECTOR_ENGINE_SEARCH_QUEUE_MS', 0), d.searchQueueMs),
    callRate: {
      perSecond: envNumber(env, 'CONNECTOR_ENGINE_CALLS_PER_SECOND', 0.001) ?? d.callRate.perSecond,
      burst: whole(envNumber(env, 'CONNECTOR_ENGINE_CALL_BURST', 1), d.callRate.burst),
    },
    vendorCallsPerRequest: whole(
      envNumber(env, 'CONNECTOR_ENGINE_MAX_VENDOR_CALLS_PER_REQUEST', 1),
      d.vendorCallsPerRequest,
    ),
  };
}

function databaseUrl(value: string): string {
  if (!/^postgres(ql)?:\/\//.test(value))
    throw new Error(
      'DATABASE_URL must be a PostgreSQL URL (postgres://user@host:5432/database); leave it unset for SQLite in DATA_DIR.',
    );
  return value;
}

/** CONNECTOR_ENGINE_WEBHOOK_*: the private addresses allowed, the first retry's delay, the attempts. */
function webhookSettings(env: NodeJS.ProcessEnv): NonNullable<ServerConfig['webhooks']> {
  const base = envNumber(env, 'CONNECTOR_ENGINE_WEBHOOK_RETRY_BASE_SECONDS', 0.01);
  const attempts = envNumber(env, 'CONNECTOR_ENGINE_WEBHOOK_MAX_ATTEMPTS', 1);
  return {
    allowPrivate: parseAllowList(env.CONNECTOR_ENGINE_WEBHOOK_ALLOW_PRIVATE),
    delivery: {
      ...(base !== undefined ? { retryBaseMs: Math.round(base * 1000) } : {}),
      ...(attempts !== undefined ? { maxAttempts: Math.floor(attempts) } : {}),
    },
  };
}

/** CONNECTOR_ENGINE_EXECUTION_LOG (on|off), _RETENTION_DAYS, _PARAM_VALUES (true|false). */
function executionLogFromEnv(env: NodeJS.ProcessEnv): Partial<ExecutionLogSettings> {
  const onOff = (name: string, fallback: boolean, on: string, off: string) => {
    const v = env[name]?.trim().toLowerCase();
    if (!v) return fallback;
    if (v === on || v === off) return v === on;
    throw new Error(`${name} must be ${on} or ${off} (got ${JSON.stringify(v.slice(0, 20))}).`);
  };
  const days = envNumber(env, 'CONNECTOR_ENGINE_EXECUTION_LOG_RETENTION_DAYS', 1);
  return {
    enabled: onOff('CONNECTOR_ENGINE_EXECUTION_LOG', DEFAULT_EXECUTION_LOG.enabled, 'on', 'off'),
    paramValues: onOff('CONNECTOR_ENGINE_EXECUTION_LOG_PARAM_VALUES', false, 'true', 'false'),
    ...(days !== undefined ? { retentionDays: days } : {}),
  };
}
