// The hosted service's tables on SQLite (the default, in DATA_DIR). schema-pg.ts declares the same
// tables and columns for PostgreSQL (tests/server/db-schemas.test.ts keeps them in step). Secrets are
// stored sealed (see server/secrets.ts), never in clear.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const organizations = sqliteTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: text('created_at').notNull().default(now),
});

/** API applications: a client id and the hash of its secret (the secret is shown once). */
export const applications = sqliteTable('applications', {
  id: text('id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  /** Bumped by every rotation; tokens carry it, so tokens issued before a rotation stop working. */
  secretVersion: integer('secret_version').notNull().default(1),
  rotatedAt: text('rotated_at'),
  /** Once set, neither the secret nor any token of the application is accepted. */
  revokedAt: text('revoked_at'),
  createdAt: text('created_at').notNull().default(now),
});

export const applicationGrants = sqliteTable(
  'application_grants',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 1: the application may send write methods through the passthrough proxy in this organisation. */
    proxyWrite: integer('proxy_write').notNull().default(0),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.organizationId] })],
);

export const workspaces = sqliteTable(
  'workspaces',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('workspaces_org_name').on(t.organizationId, t.name)],
);

export const connectors = sqliteTable(
  'connectors',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    connectorType: text('connector_type').notNull(),
    authMethod: text('auth_method').notNull(),
    /** Sealed JSON of the credential fields. */
    credentials: text('credentials').notNull(),
    environment: text('environment', { mode: 'json' }).notNull().$type<Record<string, unknown>>(),
    replicationConfig: text('replication_config', { mode: 'json' }).$type<Record<
      string,
      unknown
    > | null>(),
    /** The connector's own sync settings (interval, paused, entities, reconciliation); null: the defaults. */
    syncSettings: text('sync_settings', { mode: 'json' }).$type<
      import('../connector-sync.ts').ConnectorSyncSettings | null
    >(),
    status: text('status').notNull().default('active'),
    /** Whose OAuth client refreshes this connector's tokens: 'organization' (its own app), 'default', or null. */
    oauthClient: text('oauth_client'),
    /** While set and in the future, one process holds the right to spend the refresh token. */
    refreshLeaseUntil: text('refresh_lease_until'),
    /** Bumped on every change; token refreshes compare-and-swap on it. */
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('connectors_org_workspace').on(t.organizationId, t.workspaceId)],
);

/** Small facts about the data folder itself, e.g. the master key check value. */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** An organisation's own OAuth application for a connector kind (the client secret sealed). */
export const oauthApps = sqliteTable(
  'oauth_apps',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    connectorType: text('connector_type').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('oauth_apps_org_type').on(t.organizationId, t.connectorType)],
);

/** Origins an organisation's consent flows may return the browser to, besides the service-wide list. */
export const oauthRedirectOrigins = sqliteTable(
  'oauth_redirect_origins',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Normalised `scheme://host[:port]` (URL.origin). */
    origin: text('origin').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.origin] })],
);

/** A pending consent: single use, short-lived, bound to who asked and where to return. */
export const oauthStates = sqliteTable('oauth_states', {
  /** SHA-256 of the state sent to the provider; the state itself is not stored. */
  stateHash: text('state_hash').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  workspaceName: text('workspace_name').notNull(),
  connectorType: text('connector_type').notNull(),
  name: text('name').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  environment: text('environment', { mode: 'json' }).notNull().$type<Record<string, unknown>>(),
  oauthClient: text('oauth_client').notNull(),
  /** Sealed PKCE verifier, when the kind uses PKCE. */
  codeVerifier: text('code_verifier'),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
  /** The connect session this consent completes (its token's hash), if it came from the connect page. */
  connectSession: text('connect_session'),
  /** The connector whose credentials this consent replaces (a reconnect), else a new one is stored. */
  connectorId: text('connector_id'),
});

/**
 * A connect session: a short-lived, single-use link an application hands its end user to connect an
 * account (or reconnect one connector) on the hosted connect page.
 */
export const connectSessions = sqliteTable('connect_sessions', {
  /** SHA-256 of the token in the link; the token itself is not stored. */
  tokenHash: text('token_hash').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  workspaceName: text('workspace_name').notNull(),
  /** The kinds offered; null for every kind. */
  allowedKinds: text('allowed_kinds', { mode: 'json' }).$type<string[] | null>(),
  /** Where the browser goes at the end, with connector_id (or error) added. */
  redirectUrl: text('redirect_url').notNull(),
  /** Set for a reconnect: the connector whose credentials the session replaces. */
  connectorId: text('connector_id'),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
});

/** How an organisation's connect page looks: its display name, a logo (a data: URL) and a colour. */
export const connectBranding = sqliteTable('connect_branding', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  logo: text('logo'),
  color: text('color'),
});

/**
 * Syncs scheduled once across processes: a requested sync waits here until a process claims its lease
 * (renewed while it runs); a lease that expires (its process died) is taken over, resuming from the
 * context store's checkpoint.
 */
export const syncJobs = sqliteTable('sync_jobs', {
  connectorId: text('connector_id')
    .primaryKey()
    .references(() => connectors.id, { onDelete: 'cascade' }),
  organizationId: text('organization_id').notNull(),
  /** The entities asked for; null for all. */
  entities: text('entities', { mode: 'json' }).$type<string[] | null>(),
  /** Set while a sync waits for a process; cleared when one claims it. */
  requestedAt: text('requested_at'),
  leaseOwner: text('lease_owner'),
  leaseUntil: text('lease_until'),
  startedAt: text('started_at'),
  finishedAt: text('finished_at'),
});

/**
 * The audit trail: one row per admin change (applications, grants, connectors, OAuth apps, redirect
 * origins, connect branding), who made it and what changed (secrets never). Written once, never
 * updated: the API only reads it.
 */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    at: text('at').notNull(),
    /** application:<client id>, cli:<user>, connect_page or oauth_consent. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    /** {before, after} of what changed, secrets left out. */
    changes: text('changes', { mode: 'json' }).$type<{ before?: unknown; after?: unknown }>(),
    requestId: text('request_id'),
  },
  (t) => [index('audit_events_org_at').on(t.organizationId, t.at)],
);

/** An organisation's webhook endpoint: where its events are sent, signed with its own secret (sealed). */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** The event types it receives: '*' for all, else ',type,type,' (matched with LIKE). */
    events: text('events').notNull(),
    /** Sealed signing secret (whsec_...), shown once at creation. */
    secret: text('secret').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('webhook_endpoints_org').on(t.organizationId)],
);

/** The outbox: an event, written in the transaction of the change that caused it. */
export const webhookEvents = sqliteTable('webhook_events', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  /** The JSON body sent, exactly as signed. */
  payload: text('payload').notNull(),
  /** Set for events that must be written once per change (a second writer's insert does nothing). */
  dedupeKey: text('dedupe_key').unique(),
  createdAt: text('created_at').notNull(),
});

/** One event to one endpoint: its attempts, and the lease of the process sending it. */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** pending, delivered or failed (attempts exhausted). */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull(),
    nextAttemptAt: text('next_attempt_at'),
    leaseOwner: text('lease_owner'),
    leaseUntil: text('lease_until'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: text('delivered_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.endpointId, t.eventId] }),
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
  ],
);

/** An inbound endpoint of a connector: the vendor posts its events to /api/v1/inbound/{id} (the id is unguessable). */
export const inboundWebhooks = sqliteTable(
  'inbound_webhooks',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    connectorId: text('connector_id')
      .notNull()
      .references(() => connectors.id, { onDelete: 'cascade' }),
    /** Sealed signing secret (bound to the row); null until a handshake sets it. */
    secret: text('secret'),
    /** user, generated or handshake (the kind's webhooks.secret.source). */
    secretSource: text('secret_source').notNull(),
    /** 1 while the handshake's secret is to be copied to the vendor (shown to the owner until confirmed). */
    reveal: integer('reveal').notNull().default(0),
    /** The first verified event. */
    confirmedAt: text('confirmed_at'),
    lastEventAt: text('last_event_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('inbound_webhooks_connector').on(t.organizationId, t.connectorId)],
);

/** Event ids seen per connector, so a vendor's retry is not applied twice (kept for a retention). */
export const inboundWebhookEvents = sqliteTable(
  'inbound_webhook_events',
  {
    connectorId: text('connector_id')
      .notNull()
      .references(() => connectors.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    organizationId: text('organization_id').notNull(),
    receivedAt: text('received_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.connectorId, t.eventId] }),
    index('inbound_webhook_events_age').on(t.receivedAt),
  ],
);

/** MCP OAuth clients registered dynamically (RFC 7591): public clients, before any organisation is known. */
export const mcpOauthClients = sqliteTable('mcp_oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  redirectUris: text('redirect_uris', { mode: 'json' }).$type<string[]>().notNull(),
  createdAt: text('created_at').notNull().default(now),
});

/** One-time approval codes an organisation's application creates: the capability to grant MCP access. */
export const mcpOauthApprovals = sqliteTable('mcp_oauth_approvals', {
  /** SHA-256 of the code; the code itself is not stored. */
  codeHash: text('code_hash').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  applicationId: text('application_id').notNull(),
  /** The most the code may grant. */
  scopes: text('scopes', { mode: 'json' }).$type<string[]>().notNull(),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
});

/** MCP OAuth authorization codes (PKCE S256), bound to organisation, client, redirect URI and resource. */
export const mcpOauthCodes = sqliteTable('mcp_oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  resource: text('resource').notNull(),
  scopes: text('scopes', { mode: 'json' }).$type<string[]>().notNull(),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
  /** The token family the code was exchanged for: revoked when the code is replayed. */
  familyId: text('family_id'),
  /** The application whose approval code granted it (see mcpOauthTokens.applicationId). */
  applicationId: text('application_id'),
});

/** MCP OAuth access and refresh tokens (hashed); a family is one grant, refreshed by rotation. */
export const mcpOauthTokens = sqliteTable(
  'mcp_oauth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** access or refresh. */
    kind: text('kind').notNull(),
    familyId: text('family_id').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    resource: text('resource').notNull(),
    scopes: text('scopes', { mode: 'json' }).$type<string[]>().notNull(),
    expiresAt: text('expires_at').notNull(),
    /** A refresh token once rotated: presenting it again revokes the family. */
    usedAt: text('used_at'),
    revokedAt: text('revoked_at'),
    /** The application whose approval code granted the family: once it is revoked or loses the
     *  organisation, the family's tokens stop working (null only for grants made before this column). */
    applicationId: text('application_id'),
  },
  (t) => [index('mcp_oauth_tokens_family').on(t.organizationId, t.familyId)],
);

/** One execute, MCP tool call, proxy call or sync run of an organisation (server/execution-log.ts). */
export const executionLogs = sqliteTable(
  'execution_logs',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    at: text('at').notNull(),
    requestId: text('request_id'),
    /** execute, mcp, proxy or sync. */
    source: text('source').notNull(),
    connectorId: text('connector_id').notNull(),
    kind: text('kind'),
    entity: text('entity'),
    action: text('action').notNull(),
    /** success or error. */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    upstreamStatus: integer('upstream_status'),
    durationMs: integer('duration_ms').notNull(),
    vendorCalls: integer('vendor_calls').notNull(),
    records: integer('records'),
    applicationId: text('application_id'),
    paramNames: text('param_names', { mode: 'json' }).$type<string[]>().notNull(),
    /** Only when the operator turns values on (CONNECTOR_ENGINE_EXECUTION_LOG_PARAM_VALUES), redacted. */
    paramValues: text('param_values', { mode: 'json' }).$type<Record<string, unknown>>(),
  },
  // No index on `at` alone: ids are time-ordered (`exe_` + the start's milliseconds), so the purge
  // walks the primary key (one index less to maintain on every insert).
  (t) => [index('execution_logs_org_at').on(t.organizationId, t.at, t.id)],
);
