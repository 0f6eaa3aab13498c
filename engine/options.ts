// The options and result shapes of Connector (connector.ts re-exports them), apart so the modules the
// connector is built from (connection, auth selection, downloads) can name them without importing it.
import type { CredentialsPort } from './auth/credentials.ts';
import type { OAuthApp } from './auth/types.ts';
import type { ContextStore } from './context-store/context-store.ts';
import type { Projection } from './map/project.ts';

export interface ConnectorOptions {
  /** The credentials, or a port that reads them and keeps refreshed tokens (auth/credentials.ts). */
  credentials: Record<string, unknown> | CredentialsPort;
  /** The OAuth app (client id and secret) an OAuth method's tokens belong to, when not in credentials. */
  oauthApp?: OAuthApp;
  config?: Record<string, unknown>;
  /** Credential method; inferred from the credential fields when omitted. */
  auth?: 'token' | 'oauth';
  /** Replication settings (replication_start_date), which some params default to or are bounded by. */
  replication?: Record<string, unknown>;
  /** With plain credentials: receives each new set (fresh access token, rotated refresh token) before it is used. */
  onCredentials?: (next: Record<string, unknown>) => Promise<void> | void;
  /** Where context_store_search reads and sync() writes this connector's copy of its records. */
  /** `tenant`: the key its searches queue under, fairly against other tenants' (the service's organisation). */
  contextStore?: { store: ContextStore; connectorId: string; tenant?: string };
}

export interface PaginateOptions {
  /** Most pages to fetch (default 10). */
  max_pages?: number;
  /** Stop once this many records were collected; the result is cut to it. */
  max_records?: number;
}

export interface ExecuteOptions extends Projection {
  paginate?: PaginateOptions;
  signal?: AbortSignal;
}

export interface ExecuteResult {
  result: unknown;
  connector_metadata: Record<string, unknown>;
}

export interface Download {
  stream: ReadableStream<Uint8Array>;
  content_type: string;
  content_length?: number;
  filename?: string;
}
