// Stored connectors: a kind bound to a workspace with sealed credentials. Creating or patching one
// validates everything by building the engine connector from it (credentials against the kind's auth
// methods, environment against its config schema, replication settings against theirs). Nothing is
// written when that fails. Engine connectors are cached per connector version, so concurrent calls
// share one instance (and one token refresh); each call reads the row (one prepared query), so a change
// made through another process is seen at the next call.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  EngineError,
  reauth,
  type Connector,
  type ContextStore,
  type Engine,
} from '../engine/index.ts';
import { unstorable, type Db } from './db/db.ts';
import { ApiError, notFound } from './errors.ts';
import { newId } from './ids.ts';
import type { OAuthClient, OAuthClientSource } from './oauth-client.ts';
import type { RefreshCoordinator } from './refresh.ts';
import type { Sealer } from './secrets.ts';

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

export interface ConnectorInput {
  workspace_name: string;
  connector_type: string;
  name: string;
  credentials: Record<string, unknown>;
  auth_method?: 'token' | 'oauth';
  environment?: Record<string, unknown>;
  replication_config?: Record<string, unknown>;
}

type Row = Db['t']['connectors']['$inferSelect'];

export interface ConnectorStoreDeps {
  db: Db;
  sealer: Sealer;
  engine: Pick<Engine, 'kinds' | 'plan' | 'connector'>;
  store: ContextStore;
  refresh: Pick<RefreshCoordinator, 'coordinator'>;
  /** The OAuth app of a consent-flow connector (OAuthService.client). */
  oauthClient(
    org: string,
    kind: string,
    source: OAuthClientSource,
  ): Promise<OAuthClient | undefined>;
  /** Called once a connector is stored (the first sync starts here). */
  onCreated(org: string, id: string): void;
}

type Selected = Row & { workspaceName: string };

export class ConnectorStore {
  private cache = new Map<string, { version: number; connector: Connector }>();
  private rowQuery; // the row of one connector of one organisation: prepared once, run on every call

  constructor(private s: ConnectorStoreDeps) {
    this.rowQuery = this.select()
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
  ): Promise<ConnectorView> {
    const id = newId('conn');
    const authMethod = this.validate(
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
        credentials: this.seal(id, input.credentials),
        environment: input.environment ?? {},
        replicationConfig: input.replication_config ?? null,
        oauthClient: oauthClient ?? null,
        createdAt: at,
        updatedAt: at,
      }),
    ]);
    this.s.onCreated(org, id);
    return this.get(org, id);
  }

  /**
   * The kind's credential check (manifest `check`, a cheap read) with these credentials, before
   * anything is stored: a refusal answers 422 credentials_check_failed (the vendor's status and
   * message in details); a vendor outage keeps its 502/504. Answers the credentials to store
   * (OAuth tokens the check refreshed replace the ones it spent).
   */
  async check(input: ConnectorInput): Promise<Record<string, unknown>> {
    const {
      connector_type: kind,
      environment = {},
      replication_config: replication,
      auth_method: auth,
    } = input;
    this.validate(kind, input.credentials, environment, replication, auth);
    const check = this.s.engine.plan(kind).manifest.check;
    if (!check)
      throw new ApiError(422, `${kind} names no credential check; create it without check.`, [
        {
          field: 'check',
          message: 'is not available for this connector_type',
          error_code: 'check_unavailable',
        },
      ]);
    let credentials = input.credentials;
    const opts = {
      credentials,
      config: environment,
      ...(auth ? { auth } : {}),
      ...(replication ? { replication } : {}),
      onCredentials: (next: Record<string, unknown>) => void (credentials = next),
    };
    try {
      await this.s.engine
        .connector(kind, opts)
        .execute(check.entity, check.action, check.params ?? {});
    } catch (err) {
      if (
        !(err instanceof EngineError) ||
        !(
          err.code === 'upstream_unauthorized' ||
          err.code === 'connector_reauth_required' ||
          (err.status < 500 && err.status !== 429)
        )
      )
        throw err;
      const message = `The credentials check (${check.entity} ${check.action}) failed: ${err.message}`;
      throw new ApiError(422, message, [
        {
          field: 'credentials',
          message: err.message,
          error_code: 'credentials_check_failed',
          ...(err.details ? { details: err.details } : {}),
        },
      ]);
    }
    return credentials;
  }

  async list(org: string, workspaceName?: string): Promise<ConnectorView[]> {
    const { connectors, workspaces } = this.s.db.t;
    if (workspaceName !== undefined && unstorable(workspaceName)) return [];
    const where = workspaceName
      ? and(eq(connectors.organizationId, org), eq(workspaces.name, workspaceName))
      : eq(connectors.organizationId, org);
    return (await this.select().where(where).orderBy(asc(connectors.createdAt))).map(view);
  }

  async get(org: string, id: string): Promise<ConnectorView> {
    return view(await this.row(org, id));
  }

  async patch(org: string, id: string, change: Partial<ConnectorInput>): Promise<ConnectorView> {
    const { connectors } = this.s.db.t;
    const current = await this.row(org, id);
    const credentials = change.credentials ?? this.open(current);
    const environment = change.environment ?? current.environment;
    const replication = change.replication_config ?? current.replicationConfig ?? undefined;
    const authMethod = this.validate(
      current.connectorType,
      credentials,
      environment,
      replication,
      change.auth_method ??
        (change.credentials ? undefined : (current.authMethod as 'token' | 'oauth')),
    );
    const result = await this.s.db.orm
      .update(connectors)
      .set({
        ...(change.name ? { name: change.name } : {}),
        authMethod,
        ...(change.credentials
          ? { credentials: this.seal(id, change.credentials), status: 'active' }
          : {}),
        environment,
        replicationConfig: replication ?? null,
        version: current.version + 1,
        updatedAt: new Date().toISOString(),
      })
      .where(and(eq(connectors.id, id), eq(connectors.version, current.version)))
      .returning({ id: connectors.id });
    if (result.length === 0)
      throw new ApiError(409, 'The connector changed while it was being updated; retry.');
    return this.get(org, id);
  }

  async delete(org: string, id: string): Promise<void> {
    const { connectors } = this.s.db.t;
    const row = await this.row(org, id);
    // Its stored records first (the context store may be another database): should the row's delete
    // fail, the connector is still there to sync or delete again, and no records are left orphaned.
    await this.s.store.deleteConnector(this.s.engine.plan(row.connectorType), id);
    await this.s.db.orm
      .delete(connectors)
      .where(and(eq(connectors.id, id), eq(connectors.organizationId, org)));
    this.cache.delete(id);
  }

  /**
   * The engine connector of a stored connector, built once per version. Connectors from the consent
   * flow get their OAuth app's client credentials injected (never stored with them), and refresh
   * their tokens through the cross-process coordinator.
   */
  async runtime(org: string, id: string): Promise<{ connector: Connector; view: ConnectorView }> {
    const row = await this.row(org, id);
    if (row.status === 'needs_reauth') throw reauth(row.connectorType);
    const cached = this.cache.get(id);
    if (cached && cached.version === row.version)
      return { connector: cached.connector, view: view(row) };
    const client = row.oauthClient
      ? await this.s.oauthClient(org, row.connectorType, row.oauthClient as OAuthClientSource)
      : undefined;
    const built = this.cache.get(id); // by a concurrent call meanwhile
    if (built && built.version === row.version)
      return { connector: built.connector, view: view(row) };
    const inject = (c: Record<string, unknown>) =>
      client ? { ...c, client_id: client.id, client_secret: client.secret } : c;
    const strip = (c: Record<string, unknown>) => {
      if (!client) return c;
      const { client_id: _id, client_secret: _secret, ...rest } = c;
      return rest;
    };
    const entry = { version: row.version, connector: undefined as unknown as Connector };
    entry.connector = this.s.engine.connector(row.connectorType, {
      credentials: inject(this.open(row)),
      config: row.environment,
      auth: row.authMethod as 'token' | 'oauth',
      ...(row.replicationConfig ? { replication: row.replicationConfig } : {}),
      coordinateRefresh: this.s.refresh.coordinator(
        org,
        id,
        inject,
        strip,
        (v) => (entry.version = v),
      ),
      contextStore: { store: this.s.store, connectorId: id },
    });
    this.cache.set(id, entry);
    return { connector: entry.connector, view: view(row) };
  }

  private validate(
    kind: string,
    credentials: Record<string, unknown>,
    environment: Record<string, unknown>,
    replication: Record<string, unknown> | undefined,
    auth?: 'token' | 'oauth',
  ): string {
    const kinds = this.s.engine.kinds();
    if (!kinds.includes(kind)) {
      throw new ApiError(422, `Unknown connector_type '${kind}'. Valid: ${kinds.join(', ')}.`, [
        {
          field: 'connector_type',
          message: `must be one of: ${kinds.join(', ')}`,
          error_code: 'unknown_connector_type',
          details: { valid: kinds },
        },
      ]);
    }
    try {
      return this.s.engine.connector(kind, {
        credentials,
        config: environment,
        ...(auth ? { auth } : {}),
        ...(replication ? { replication } : {}),
      }).authMethod;
    } catch (err) {
      if (
        err instanceof EngineError &&
        (err.code === 'invalid_credentials' || err.code === 'invalid_config')
      ) {
        const errors = err.errors.map((e) => ({
          ...e,
          field: e.field?.replace(/^config\b/, 'environment') ?? null,
        }));
        throw new ApiError(422, err.message.replace(/\bconfig\b/g, 'environment'), errors);
      }
      throw err;
    }
  }

  private async row(org: string, id: string): Promise<Selected> {
    const row = unstorable(id) ? undefined : (await this.rowQuery.execute({ id, org }))[0];
    if (!row) throw notFound(`Connector '${id}'`); // also for another organisation's: never reveal it exists
    return row;
  }

  private select() {
    const { connectors, workspaces } = this.s.db.t;
    return this.s.db.orm
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

  private seal(id: string, credentials: Record<string, unknown>): string {
    return this.s.sealer.seal(JSON.stringify(credentials), `connector:${id}`);
  }

  private open(row: Row): Record<string, unknown> {
    return JSON.parse(this.s.sealer.open(row.credentials, `connector:${row.id}`));
  }
}

function view(r: Selected): ConnectorView {
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
