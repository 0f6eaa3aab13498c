// Token refreshes shared by processes, so a rotating refresh token is never spent twice: claim a lease
// with a compare-and-swap on the connector's version, spend the refresh token only while holding it,
// persist the new tokens before anyone uses them. A process that loses the race waits for the
// winner's tokens instead of refreshing.
import { and, eq } from 'drizzle-orm';
import { EngineError, reauth, tokenIsFresh } from '../engine/index.ts';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';
import type { Log } from './log.ts';
import type { Sealer } from './secrets.ts';

const LEASE_MS = 30_000;

type Credentials = Record<string, unknown>;

export class RefreshCoordinator {
  constructor(private deps: { db: Db; sealer: Sealer; log: Log }) {}

  /** The engine's `coordinateRefresh` for one stored connector. */
  coordinator(
    org: string,
    id: string,
    inject: (c: Credentials) => Credentials,
    strip: (c: Credentials) => Credentials,
    onVersion: (v: number) => void,
  ) {
    const { db, sealer, log } = this.deps;
    const { connectors } = db.t;
    return async (exchange: (from: Credentials) => Promise<Credentials>): Promise<Credentials> => {
      const deadline = Date.now() + LEASE_MS + 5_000;
      let seenVersion: number | undefined;
      while (Date.now() < deadline) {
        const row = (
          await db.orm
            .select()
            .from(connectors)
            .where(and(eq(connectors.id, id), eq(connectors.organizationId, org)))
        )[0];
        if (!row) throw new ApiError(404, `Connector '${id}' not found.`);
        if (row.status === 'needs_reauth') throw reauth(row.connectorType);
        const current = inject(JSON.parse(sealer.open(row.credentials, `connector:${id}`)));
        if (seenVersion !== undefined && row.version !== seenVersion && tokenIsFresh(current)) {
          onVersion(row.version);
          return current; // another process refreshed meanwhile
        }
        seenVersion ??= row.version;
        const now = new Date();
        const leased = row.refreshLeaseUntil && Date.parse(row.refreshLeaseUntil) > now.getTime();
        if (!leased) {
          // compare-and-swap on the version: of several processes, exactly one gets a row back
          const claim = await db.orm
            .update(connectors)
            .set({
              refreshLeaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
              version: row.version + 1,
            })
            .where(and(eq(connectors.id, id), eq(connectors.version, row.version)))
            .returning({ id: connectors.id });
          if (claim.length === 1) {
            seenVersion = row.version + 1;
            try {
              const next = await exchange(current);
              const saved = await db.orm
                .update(connectors)
                .set({
                  credentials: sealer.seal(JSON.stringify(strip(next)), `connector:${id}`),
                  refreshLeaseUntil: null,
                  version: row.version + 2,
                  updatedAt: new Date().toISOString(),
                })
                .where(and(eq(connectors.id, id), eq(connectors.version, row.version + 1)))
                .returning({ id: connectors.id });
              if (saved.length === 1) onVersion(row.version + 2);
              return next;
            } catch (err) {
              const reauth = err instanceof EngineError && err.code === 'connector_reauth_required';
              await db.orm
                .update(connectors)
                .set({
                  refreshLeaseUntil: null,
                  version: row.version + 2,
                  ...(reauth ? { status: 'needs_reauth' } : {}),
                  updatedAt: new Date().toISOString(),
                })
                .where(and(eq(connectors.id, id), eq(connectors.version, row.version + 1)));
              if (reauth)
                log({
                  level: 'warn',
                  event: 'connector_needs_reauth',
                  organization_id: org,
                  connector_id: id,
                });
              throw err;
            }
          }
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new EngineError(
        'upstream_unauthorized',
        502,
        "Another process is refreshing this connector's tokens and did not finish in time; retry.",
      );
    };
  }
}
