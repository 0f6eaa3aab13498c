// Generated from schemas/api.schema.json by `npm run gen:types`. Do not edit.

export type Name = string;
/**
 * A link for an end user to connect an account on the hosted connect page (POST /api/v1/connect/sessions).
 */
export type CreateConnectSession = CreateConnectSession1 & {
  /**
   * The workspace the new connector goes into (ignored for a reconnect).
   */
  workspace_name?: string;
  /**
   * The connector kinds the page offers (default: every kind).
   *
   * @minItems 1
   * @maxItems 100
   */
  allowed_kinds?: [string, ...string[]];
  /**
   * Where the browser goes at the end, with connector_id (or error and error_description) added; its origin must be allowed (redirect origins). Default: the service's own page saying the account is connected.
   */
  redirect_url?: string;
  /**
   * Makes the session a reconnect of this connector: its credentials are replaced, its id stays.
   */
  connector_id?: string;
};
export type CreateConnectSession1 = {
  [k: string]: unknown;
};

export interface ApiBodies {
  tokenRequest: TokenRequest;
  createConnector: CreateConnector;
  patchConnector: PatchConnector;
  syncSettings: SyncSettings;
  execute: Execute;
  proxy: Proxy;
  proxyWriteGrant: ProxyWriteGrant;
  initiateOAuth: InitiateOAuth;
  oauthCredentials: OauthCredentials;
  redirectOrigins: RedirectOrigins;
  createConnectSession: CreateConnectSession;
  connectBranding: ConnectBranding;
  createWebhook: CreateWebhook;
}
export interface TokenRequest {
  client_id: string;
  client_secret: string;
}
export interface CreateConnector {
  workspace_name: Name;
  connector_type: string;
  name: Name;
  credentials: {
    [k: string]: unknown;
  };
  /**
   * Inferred from the credential fields when omitted.
   */
  auth_method?: 'token' | 'oauth';
  /**
   * Config variables of the kind (region, subdomain, ...).
   */
  environment?: {
    [k: string]: unknown;
  };
  replication_config?: {
    [k: string]: unknown;
  };
  /**
   * Run the kind's credential check (a cheap read, manifest `check`) before storing; a failure answers 422 credentials_check_failed and stores nothing.
   */
  check?: boolean;
}
export interface PatchConnector {
  name?: Name;
  credentials?: {
    [k: string]: unknown;
  };
  auth_method?: 'token' | 'oauth';
  environment?: {
    [k: string]: unknown;
  };
  replication_config?: {
    [k: string]: unknown;
  };
  sync?: SyncSettings;
}
/**
 * The connector's own sync settings; the fields given replace the stored ones, null sets one back to its default.
 */
export interface SyncSettings {
  /**
   * Seconds between syncs of this connector, 60 to 2,592,000 (30 days); null: the service's interval.
   */
  interval_seconds?: number | null;
  /**
   * true: no sync runs (a manual one answers 409 sync_paused); false or null: syncs run.
   */
  paused?: boolean | null;
  /**
   * Only these entities sync on the interval (names of the kind's entities that have a context-store copy); null: all.
   *
   * @minItems 1
   * @maxItems 200
   */
  entities?: [string, ...string[]] | null;
  /**
   * An incremental entity is walked in full (marking records deleted at the vendor) when its last full walk is older than this, 3,600 to 31,536,000 s; null: the kind's sync.reconcile_every_days.
   */
  reconcile_every_seconds?: number | null;
}
export interface Execute {
  /**
   * An entity of the connector, e.g. "customers" (describe gives them).
   */
  entity: string;
  /**
   * An action of the entity: list, get, create, update, delete, api_search, download, context_store_search, or a named one such as finalize or confirm (describe gives them).
   */
  action: string;
  /**
   * The action's params as describe gives them for the entity (a JSON object; omit for none).
   */
  params?: {
    [k: string]: unknown;
  };
  /**
   * Only these record fields (dotted paths), to keep answers short.
   *
   * @maxItems 200
   */
  select_fields?: string[];
  /**
   * Every record field but these (dotted paths).
   *
   * @maxItems 200
   */
  exclude_fields?: string[];
  /**
   * Follow pages of a list: at most max_pages pages (default 10) or max_records records.
   */
  paginate?: {
    max_pages?: number;
    max_records?: number;
  };
}
export interface Proxy {
  /**
   * GET or HEAD, or a write method (POST, PUT, PATCH, DELETE) where the kind's manifest allows it and the application holds the proxy_write grant.
   */
  method: string;
  /**
   * The vendor path under the connector's base URL, starting with a single '/', e.g. /v1/customers/cus_123 (no query, no '..', under a prefix the kind allows).
   */
  path: string;
  /**
   * Query parameters: names to strings, numbers, booleans or lists of them (the kind's credential parameter is refused).
   */
  query?: {
    [k: string]: unknown;
  };
  /**
   * Extra request headers (strings). Hop-by-hop headers, Host, Content-Length and credential headers (Authorization, Cookie, the kind's API-key header) are refused: the connector's own credentials are sent.
   */
  headers?: {
    [k: string]: unknown;
  };
  /**
   * A JSON value sent as application/json, or a string sent as it is with the caller's content-type; not with GET or HEAD.
   */
  body?: {
    [k: string]: unknown;
  };
}
export interface ProxyWriteGrant {
  /**
   * Whether the application may send write methods through the passthrough proxy in this organisation.
   */
  proxy_write: boolean;
}
export interface InitiateOAuth {
  workspace_name: Name;
  connector_type: string;
  redirect_url: string;
  name?: Name;
  environment?: {
    [k: string]: unknown;
  };
}
export interface OauthCredentials {
  connector_type: string;
  configuration: {
    client_id: string;
    client_secret: string;
  };
}
/**
 * Replaces the organisation's allowed OAuth redirect origins (scheme://host[:port]).
 */
export interface RedirectOrigins {
  /**
   * @maxItems 100
   */
  origins: string[];
}
/**
 * How the organisation's connect page looks (PUT /api/v1/connect/branding).
 */
export interface ConnectBranding {
  /**
   * The name the page shows (default: the organisation's name).
   */
  display_name?: string | null;
  /**
   * A PNG, JPEG or WebP logo as a data: URL (at most about 100 KB): the page loads nothing from another origin.
   */
  logo?: string | null;
  /**
   * The accent colour, #rrggbb.
   */
  color?: string | null;
}
/**
 * A webhook endpoint of the organisation: where its events are sent, signed with the secret returned once.
 */
export interface CreateWebhook {
  /**
   * https URL that receives the events (POST, JSON, Standard Webhooks signature headers).
   */
  url: string;
  description?: string;
  /**
   * The event types it receives; all when absent or empty.
   *
   * @maxItems 20
   */
  events?:
    | []
    | [
        | 'connector.created'
        | 'connector.needs_reauth'
        | 'connector.recovered'
        | 'connector.deleted'
        | 'sync.finished'
        | 'sync.failed'
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ]
    | [
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        ),
        (
          | 'connector.created'
          | 'connector.needs_reauth'
          | 'connector.recovered'
          | 'connector.deleted'
          | 'sync.finished'
          | 'sync.failed'
        )
      ];
}
