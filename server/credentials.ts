// Stored connectors' credentials: the one module that reads and writes the connectors.credentials
// column, seals it, holds the refresh lease and marks needs_reauth. It gives the engine a credentials
// port per stored connector. Token refreshes are shared by processes so that a rotating refresh token
// is never spent twice: a lease claimed by compare-and-swap on the connector's version, the refresh
// token spent only while holding it, the new tokens stored before anyone uses them. A process that
// loses the race waits for the winner's tokens instead of refreshing.
import { and, eq } from 'drizzle-orm';
import { type CredentialsPort, EngineError } from '../engine/index.ts';
import type { Row } from './connector-rows.ts';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';
import type { Log } from './log.ts';
import type { Sealer } from './secrets.ts';
import { eventStatements } from './webhooks/outbox.ts';

type Lease = Awaited<ReturnType<CredentialsPort['lease']>>;

const LEASE_MS = 30_000;

type Credentials = Record<string, unknown>;

/** A stored connector's port; `version` follows the row as this process changes it. */
export type StoredPort = CredentialsPort & { version: number };

export class StoredCredentials {
  constructor(private deps: { db: Db; sealer: Sealer; log: Log; onEvent?: () => void }) {}

  /** The column's values for credentials given by a caller (create, patch): sealed, and usable again. */
  written(id: string, credentials: Credentials): { credentials: string; status: 'active' } {
    return { credentials: this.seal(id, credentials), status: 'active' };
  }

  open(row: Pick<Row, 'id' | 'credentials'>): Credentials {
    return JSON.parse(this.deps.sealer.open(row.credentials, `connector:${row.id}`));
  }

  /** The engine's port for a stored connector as read; 409 while it waits for re-consent. */
  port(org: string, row: Row): StoredPort {
    if (row.status === 'needs_reauth') throw EngineError.reauth(row.connectorType);
    const port: StoredPort = {
      version: row.version,
      read: () => ({ credentials: this.open(row), version: port.version }),
      lease: () => this.lease(org, row.id, port),
      needsReauth: () => this.needsReauth(org, row.id),
    };
    return port;
  }

  private seal(id: string, credentials: Credentials): string {
    return this.deps.sealer.seal(JSON.stringify(credentials), `connector:${id}`);
  }

  /** Claims the lease, or waits for another holder's tokens. */
  private async lease(org: string, id: string, port: StoredPort): Promise<Lease> {
    const deadline = Date.now() + LEASE_MS + 5_000;
    let seen: { version: number; token: unknown } | undefined;
    while (Date.now() < deadline) {
      const row = await this.row(org, id);
      const current = this.open(row);
      // another process stored new tokens meanwhile: use them
      if (seen && row.version !== seen.version && current.access_token !== seen.token) {
        port.version = row.version;
        return { taken: current };
      }
      seen ??= { version: row.version, token: current.access_token };
      const leased = row.refreshLeaseUntil && Date.parse(row.refreshLeaseUntil) > Date.now();
      if (!leased && (await this.claim(id, row.version)))
        return this.held(id, row.version + 1, port, current);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new EngineError(
      'upstream_unauthorized',
      502,
      "Another process is refreshing this connector's tokens and did not finish in time; retry.",
    );
  }

  private async row(org: string, id: string): Promise<Row> {
    const { connectors } = this.deps.db.t;
    const row = (
      await this.deps.db.orm
        .select()
        .from(connectors)
        .where(and(eq(connectors.id, id), eq(connectors.organizationId, org)))
    )[0];
    if (!row) throw new ApiError(404, `Connector '${id}' not found.`);
    if (row.status === 'needs_reauth') throw EngineError.reauth(row.connectorType);
    return row;
  }

  /** Compare-and-swap on the version: of several processes, exactly one gets the lease. */
  private async claim(id: string, version: number): Promise<boolean> {
    const { connectors } = this.deps.db.t;
    const claimed = await this.deps.db.orm
      .update(connectors)
      .set({
        refreshLeaseUntil: new Date(Date.now() + LEASE_MS).toISOString(),
        version: version + 1,
      })
      .where(and(eq(connectors.id, id), eq(connectors.version, version)))
      .returning({ id: connectors.id });
    return claimed.length === 1;
  }

  /** The lease this process holds: new tokens stored with it, or it is just freed. */
  private held(id: string, leased: number, port: StoredPort, from: Credentials): Lease {
    const { connectors } = this.deps.db.t;
    const end = (set: { credentials?: string }) =>
      this.deps.db.orm
        .update(connectors)
        .set({
          ...set,
          refreshLeaseUntil: null,
          version: leased + 1,
          updatedAt: new Date().toISOString(),
        })
        .where(and(eq(connectors.id, id), eq(connectors.version, leased)))
        .returning({ id: connectors.id });
    return {
      from,
      keep: async (next) => {
        if ((await end({ credentials: this.seal(id, next) })).length === 1)
          port.version = leased + 1;
      },
      release: async () => void (await end({})),
    };
  }

  /**
   * The provider refused the grant: the connector waits for re-consent (and is skipped until then).
   * Its connector.needs_reauth event is written with the change, once per incident (keyed by the
   * version it broke at).
   */
  private async needsReauth(org: string, id: string): Promise<void> {
    const { connectors, workspaces } = this.deps.db.t;
    const row = (
      await this.deps.db.orm
        .select({
          version: connectors.version,
          status: connectors.status,
          kind: connectors.connectorType,
          workspace: workspaces.name,
        })
        .from(connectors)
        .innerJoin(workspaces, eq(workspaces.id, connectors.workspaceId))
        .where(and(eq(connectors.id, id), eq(connectors.organizationId, org)))
    )[0];
    if (!row || row.status === 'needs_reauth') return;
    const data = {
      organization_id: org,
      connector_id: id,
      connector_type: row.kind,
      workspace_name: row.workspace,
    };
    await this.deps.db.atomic((tx) => [
      tx
        .update(connectors)
        .set({ status: 'needs_reauth', updatedAt: new Date().toISOString() })
        .where(and(eq(connectors.id, id), eq(connectors.organizationId, org))),
      ...eventStatements(tx, this.deps.db.t, {
        type: 'connector.needs_reauth',
        data,
        dedupeKey: `connector.needs_reauth:${id}:${row.version}`,
      }),
    ]);
    this.deps.onEvent?.();
    this.deps.log({
      level: 'warn',
      event: 'connector_needs_reauth',
      organization_id: org,
      connector_id: id,
    });
  }
}
