// Stored connectors: a kind bound to a workspace with sealed credentials. Creating or patching one
// validates everything by building the engine connector from it (credentials against the kind's auth
// methods, environment against its config schema, replication settings against theirs). Nothing is
// written when that fails. Engine connectors are cached per connector version, so concurrent calls
// share one instance (and one token refresh); each call reads the row (one prepared query), so a change
// made through another process is seen at the next call.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Connector, ContextStore, Engine } from '../engine/index.ts';
import type { Actor, AuditTrail } from './audit.ts';
import { type ConnectorView, type Selected, selectConnectors, view } from './connector-rows.ts';
import { changedSyncSettings } from './connector-sync.ts';
import {
  type ConnectorInput,
  checkCredentials,
  validateConnector,
} from './connector-validation.ts';
import type { StoredCredentials, StoredPort } from './credentials.ts';
import { type Db, unstorable } from './db/db.ts';
import { ApiError, notFound } from './errors.ts';
import { newId } from './ids.ts';
import type { OAuthClient, OAuthClientSource } from './oauth-client.ts';
import { type ConnectorFacts, type EventType, eventStatements } from './webhooks/outbox.ts';

export type { ConnectorView } from './connector-rows.ts';
export type { ConnectorInput } from './connector-validation.ts';

export interface ConnectorStoreDeps {
  db: Db;
  engine: Pick<Engine, 'kinds' | 'plan' | 'connector'>;
  store: ContextStore;
  credentials: StoredCredentials;
  /** Where creates, changes and deletes are recorded (never credentials). */
  audit: Pick<AuditTrail, 'record'>;
  /** The OAuth app of a consent-flow connector (OAuthService.client). */
  oauthClient(
    org: string,
    kind: string,
    source: OAuthClientSource,
  ): Promise<OAuthClient | undefined>;
  /** Called once a connector is stored (the first sync starts here). */
  onCreated(org: string, id: string): void;
  /** Called after a change wrote an outbound event (the delivery loop looks at once). */
  onEvent?(): void;
}

export class ConnectorStore {
  private cache = new Map<string, { port: StoredPort; connector: Connector }>();
  private rowQuery; // the row of one connector of one organisation: prepared once, run on every call

  constructor(private s: ConnectorStoreDeps) {
    this.rowQuery = selectConnectors(this.s.db)
      .where(
        and(
          eq(s.db.t.connectors.id, sql.placeholder('id')),
          eq(s.db.t.connectors.organizationId, sql.placeholder('org')),
        ),
      )
      .prepare('connector_row');
  }

  async create(
    org: string,
    input: ConnectorInput,
    oauthClient?: OAuthClientSource,
    by?: Actor,
  ): Promise<ConnectorView> {
    const id = newId('conn');
    const authMethod = validateConnector(
      this.s.engine,
      input.connector_type,
      input.credentials,
      input.environment ?? {},
      input.replication_config,
      input.auth_method,
    );
    const at = new Date().toISOString();
    const { connectors, workspaces } = this.s.db.t;
    await this.s.db.atomic((tx) => [
      tx
        .insert(workspaces)
        .values({ id: newId('ws'), organizationId: org, name: input.workspace_name })
        .onConflictDoNothing(),
      tx.insert(connectors).values({
        id,
        organizationId: org,
        workspaceId: sql`(SELECT ${workspaces.id} FROM ${workspaces} WHERE ${workspaces.organizationId} = ${org} AND ${workspaces.name} = ${input.workspace_name})`,
        name: input.name,
        connectorType: input.connector_type,
        authMethod,
        ...this.s.credentials.written(id, input.credentials),
        environment: input.environment ?? {},
        replicationConfig: input.replication_config ?? null,
        oauthClient: oauthClient ?? null,
        createdAt: at,
        updatedAt: at,
      }),
      ...this.event(tx, 'connector.created', {
        organization_id: org,
        connector_id: id,
        connector_type: input.connector_type,
        workspace_name: input.workspace_name,
      }),
    ]);
    this.s.onEvent?.();
    const created = await this.get(org, id);
    await this.s.audit.record({
      organizationId: org,
      action: 'connector.created',
      target: id,
      after: audited(created),
      by,
    });
    this.s.onCreated(org, id);
    return created;
  }

  /** The kind's credential check before anything is stored (connector-validation.ts). */
  async check(input: ConnectorInput): Promise<Record<string, unknown>> {
    return checkCredentials(this.s.engine, input);
  }

  async list(org: string, workspaceName?: string): Promise<ConnectorView[]> {
    const { connectors, workspaces } = this.s.db.t;
    if (workspaceName !== undefined && unstorable(workspaceName)) return [];
    const where = workspaceName
      ? and(eq(connectors.organizationId, org), eq(workspaces.name, workspaceName))
      : eq(connectors.organizationId, org);
    const rows = await selectConnectors(this.s.db).where(where).orderBy(asc(connectors.createdAt));
    return rows.map(view);
  }

  async get(org: string, id: string): Promise<ConnectorView> {
    return view(await this.row(org, id));
  }

  /** Changes a connector; `oauthClient` names whose OAuth app a reconnect's new tokens belong to. */
  async patch(
    org: string,
    id: string,
    change: Partial<ConnectorInput> & { sync?: object },
    oauthClient?: OAuthClientSource,
    by?: Actor,
  ): Promise<ConnectorView> {
    const current = await this.row(org, id);
    // credentials given to a connector waiting for re-consent repair it: connector.recovered, once
    const recovers = current.status === 'needs_reauth' && !!change.credentials;
    const update = this.changed(current, change, oauthClient);
    await this.s.db.atomic(
      (tx) => [
        update(tx),
        ...(recovers
          ? this.event(tx, 'connector.recovered', facts(current), {
              dedupeKey: `connector.recovered:${id}:${current.version}`,
            })
          : []),
      ],
      ([updated]) => {
        if ((updated as unknown[]).length === 0)
          throw new ApiError(409, 'The connector changed while it was being updated; retry.');
      },
    );
    if (recovers) this.s.onEvent?.();
    const after = await this.get(org, id);
    await this.s.audit.record({
      organizationId: org,
      action: 'connector.updated',
      target: id,
      before: audited(view(current)),
      after: { ...audited(after), ...(change.credentials ? { credentials_replaced: true } : {}) },
      by,
    });
    return after;
  }

  /** The update a change makes, validated first (nothing is written when it does not fit the kind). */
  private changed(
    current: Selected,
    change: Partial<ConnectorInput> & { sync?: object },
    oauthClient?: OAuthClientSource,
  ) {
    const { connectors } = this.s.db.t;
    const sync = change.sync
      ? {
          syncSettings: changedSyncSettings(
            this.s.engine.plan(current.connectorType),
            current.syncSettings,
            change.sync,
          ),
        }
      : {};
    const credentials = change.credentials ?? this.s.credentials.open(current);
    const environment = change.environment ?? current.environment;
    const replication = change.replication_config ?? current.replicationConfig ?? undefined;
    const authMethod = validateConnector(
      this.s.engine,
      current.connectorType,
      credentials,
      environment,
      replication,
      change.auth_method ??
        (change.credentials ? undefined : (current.authMethod as 'token' | 'oauth')),
    );
    return (tx: Db['orm']) =>
      tx
        .update(connectors)
        .set({
          ...(change.name ? { name: change.name } : {}),
          authMethod,
          ...(change.credentials ? this.s.credentials.written(current.id, change.credentials) : {}),
          ...(oauthClient ? { oauthClient } : {}),
          environment,
          replicationConfig: replication ?? null,
          ...sync,
          version: current.version + 1,
          updatedAt: new Date().toISOString(),
        })
        .where(and(eq(connectors.id, current.id), eq(connectors.version, current.version)))
        .returning({ id: connectors.id });
  }

  async delete(org: string, id: string, by?: Actor): Promise<void> {
    const { connectors } = this.s.db.t;
    const row = await this.row(org, id);
    // Its stored records first (the context store may be another database): should the row's delete
    // fail, the connector is still there to sync or delete again, and no records are left orphaned.
    await this.s.store.deleteConnector(this.s.engine.plan(row.connectorType), id);
    await this.s.db.atomic((tx) => [
      tx.delete(connectors).where(and(eq(connectors.id, id), eq(connectors.organizationId, org))),
      ...this.event(tx, 'connector.deleted', facts(row), { dedupeKey: `connector.deleted:${id}` }),
    ]);
    this.s.onEvent?.();
    this.cache.delete(id);
    await this.s.audit.record({
      organizationId: org,
      action: 'connector.deleted',
      target: id,
      before: audited(view(row)),
      by,
    });
  }

  private event(
    tx: Db['orm'],
    type: EventType,
    data: ConnectorFacts,
    extra: { dedupeKey?: string } = {},
  ) {
    return eventStatements(tx, this.s.db.t, { type, data, ...extra });
  }

  /**
   * The engine connector of a stored connector, built once per version: its credentials through the
   * stored-credentials port (which refreshes under the cross-process lease), and for a consent-flow
   * connector its OAuth app as an option (never stored with the credentials).
   */
  async runtime(
    org: string,
    id: string,
    read?: { row: Selected | undefined }, // the row as the token check read it, of any organisation
  ): Promise<{ connector: Connector; view: ConnectorView }> {
    const row = read ? ownRow(read.row, org, id) : await this.row(org, id);
    const port = this.s.credentials.port(org, row);
    const cached = this.cache.get(id);
    if (cached && cached.port.version === row.version)
      return { connector: cached.connector, view: view(row) };
    const client = row.oauthClient
      ? await this.s.oauthClient(org, row.connectorType, row.oauthClient as OAuthClientSource)
      : undefined;
    const built = this.cache.get(id); // by a concurrent call meanwhile
    if (built && built.port.version === row.version)
      return { connector: built.connector, view: view(row) };
    const connector = this.s.engine.connector(row.connectorType, {
      credentials: port,
      ...(client ? { oauthApp: { client_id: client.id, client_secret: client.secret } } : {}),
      config: row.environment,
      auth: row.authMethod as 'token' | 'oauth',
      ...(row.replicationConfig ? { replication: row.replicationConfig } : {}),
      contextStore: { store: this.s.store, connectorId: id, tenant: org },
    });
    this.cache.set(id, { port, connector });
    return { connector, view: view(row) };
  }

  private async row(org: string, id: string): Promise<Selected> {
    const row = unstorable(id) ? undefined : (await this.rowQuery.execute({ id, org }))[0];
    return ownRow(row, org, id);
  }
}

/** What the audit trail keeps of a connector: its settings, not its dates. */
function audited(v: ConnectorView) {
  const { created_at: _c, updated_at: _u, ...kept } = v;
  return kept;
}

/** What an event says of a stored connector. */
function facts(row: Selected): ConnectorFacts {
  return {
    organization_id: row.organizationId,
    connector_id: row.id,
    connector_type: row.connectorType,
    workspace_name: row.workspaceName,
  };
}

function ownRow(row: Selected | undefined, org: string, id: string): Selected {
  // another organisation's connector is not found either: never reveal it exists
  if (!row || row.organizationId !== org) throw notFound(`Connector '${id}'`);
  return row;
}
