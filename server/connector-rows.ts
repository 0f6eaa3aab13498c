// Stored connector rows: the select joining each to its workspace, the token check that reads one
// with the application's grants, and its public view (never the credentials, which credentials.ts
// alone opens). Kept apart from connectors.ts so the store reads as its operations only.
import { asc, eq, sql } from 'drizzle-orm';
import { type SyncSettingsView, syncSettingsView } from './connector-sync.ts';
import type { Db } from './db/db.ts';

export interface ConnectorView {
  id: string;
  name: string;
  connector_type: string;
  workspace_name: string;
  auth_method: string;
  environment: Record<string, unknown>;
  replication_config: Record<string, unknown> | null;
  /** Its own sync settings (connector-sync.ts), defaults as null. */
  sync: SyncSettingsView;
  status: string;
  created_at: string;
  updated_at: string;
}

export type Row = Db['t']['connectors']['$inferSelect'];

export type Selected = Row & { workspaceName: string };

function connectorFields(db: Db) {
  const { connectors, workspaces } = db.t;
  return {
    id: connectors.id,
    name: connectors.name,
    connectorType: connectors.connectorType,
    authMethod: connectors.authMethod,
    credentials: connectors.credentials,
    environment: connectors.environment,
    replicationConfig: connectors.replicationConfig,
    syncSettings: connectors.syncSettings,
    status: connectors.status,
    version: connectors.version,
    createdAt: connectors.createdAt,
    updatedAt: connectors.updatedAt,
    oauthClient: connectors.oauthClient,
    refreshLeaseUntil: connectors.refreshLeaseUntil,
    organizationId: connectors.organizationId,
    workspaceId: connectors.workspaceId,
    workspaceName: workspaces.name,
  };
}

export function selectConnectors(db: Db) {
  const { connectors, workspaces } = db.t;
  return db.orm
    .select(connectorFields(db))
    .from(connectors)
    .innerJoin(workspaces, eq(workspaces.id, connectors.workspaceId));
}

/** A live token's grants (its home organisation's first) and the connector asked for, of any organisation. */
export interface Access {
  grants: string[];
  /** The caller checks that it belongs to the organisation the request acts for. */
  row: Selected | undefined;
}

/**
 * The token check (the application neither revoked nor rotated), its grants and one connector row,
 * in one prepared statement: an execute's one round trip. Read on every request, never cached, so a
 * revocation applies at the next request in every process. Undefined for a dead token.
 */
export async function tokenAccess(
  db: Db,
  clientId: string,
  secretVersion: number,
  connectorId: string,
): Promise<Access | undefined> {
  let query = accessQueries.get(db);
  if (!query) accessQueries.set(db, (query = prepareAccess(db)));
  const rows = await query.execute({ id: clientId, connector: connectorId });
  const first = rows[0];
  if (!first || first.revokedAt || first.secretVersion !== secretVersion) return undefined;
  const c = first.connector; // left-joined from two tables: all null when no such connector
  const row = c.id !== null && c.workspaceName !== null ? (c as Selected) : undefined;
  return { grants: rows.flatMap((r) => (r.org ? [r.org] : [])), row };
}

const accessQueries = new WeakMap<Db, ReturnType<typeof prepareAccess>>();

function prepareAccess(db: Db) {
  const { applications, applicationGrants, connectors, workspaces } = db.t;
  return db.orm
    .select({
      revokedAt: applications.revokedAt,
      secretVersion: applications.secretVersion,
      org: applicationGrants.organizationId,
      connector: connectorFields(db),
    })
    .from(applications)
    .leftJoin(applicationGrants, eq(applicationGrants.applicationId, applications.id))
    .leftJoin(connectors, eq(connectors.id, sql.placeholder('connector')))
    .leftJoin(workspaces, eq(workspaces.id, connectors.workspaceId))
    .where(eq(applications.id, sql.placeholder('id')))
    .orderBy(asc(applicationGrants.createdAt))
    .prepare('token_access');
}

export function view(r: Selected): ConnectorView {
  return {
    id: r.id,
    name: r.name,
    connector_type: r.connectorType,
    workspace_name: r.workspaceName,
    auth_method: r.authMethod,
    environment: r.environment,
    replication_config: r.replicationConfig ?? null,
    sync: syncSettingsView(r.syncSettings),
    status: r.status,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}
