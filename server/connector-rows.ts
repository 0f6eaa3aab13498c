// Stored connector rows: the select joining each to its workspace, and its public view (never the
// credentials, which credentials.ts alone opens). Kept apart from connectors.ts so the store reads as
// its operations only.
import { eq } from 'drizzle-orm';
import type { Db } from './db/db.ts';

export interface ConnectorView {
  id: string;
  name: string;
  connector_type: string;
  workspace_name: string;
  auth_method: string;
  environment: Record<string, unknown>;
  replication_config: Record<string, unknown> | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export type Row = Db['t']['connectors']['$inferSelect'];

export type Selected = Row & { workspaceName: string };

export function selectConnectors(db: Db) {
  const { connectors, workspaces } = db.t;
  return db.orm
    .select({
      id: connectors.id,
      name: connectors.name,
      connectorType: connectors.connectorType,
      authMethod: connectors.authMethod,
      credentials: connectors.credentials,
      environment: connectors.environment,
      replicationConfig: connectors.replicationConfig,
      status: connectors.status,
      version: connectors.version,
      createdAt: connectors.createdAt,
      updatedAt: connectors.updatedAt,
      oauthClient: connectors.oauthClient,
      refreshLeaseUntil: connectors.refreshLeaseUntil,
      organizationId: connectors.organizationId,
      workspaceId: connectors.workspaceId,
      workspaceName: workspaces.name,
    })
    .from(connectors)
    .innerJoin(workspaces, eq(workspaces.id, connectors.workspaceId));
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
    status: r.status,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}
