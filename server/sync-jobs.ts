// The sync_jobs table: syncs scheduled once across the processes sharing one database. A request waits
// in its connector's row until a process claims the lease (a conditional UPDATE, so of several
// processes exactly one gets the row back, on SQLite and PostgreSQL alike); the owner renews the lease
// while the sync runs; a lease left to expire (its process died) is claimed by another process, whose
// sync resumes from the context store's checkpoint. Times are ISO-8601 text from each process's clock
// (keep the clocks in step, as any lease needs).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from './db/open.ts';
import { connectorFacts, eventStatements } from './webhooks/outbox.ts';
import type { SyncEnded } from './webhooks/sync-events.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export class SyncJobs {
  /** This process, as lease owner. */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private db: Db,
    readonly leaseMs: number,
    private onEvent?: () => void,
    /** The clock of leases and finish times (tests pass a fake one). */
    private now: () => number = Date.now,
  ) {}

  /**
   * Asks for a sync of the connector. Asked on demand while one runs, it waits for that run's end (a
   * sync asked for after a change must see it). With `unlessFinishedSince` (the interval: every
   * process's timer asks, one sync runs) it asks only when none runs and none finished since then.
   */
  async request(
    org: string,
    id: string,
    entities: string[] | null,
    unlessFinishedSince?: number,
  ): Promise<void> {
    const j = this.db.t.syncJobs;
    const now = this.now();
    const due =
      unlessFinishedSince === undefined
        ? undefined
        : and(
            or(isNull(j.leaseUntil), lt(j.leaseUntil, iso(now))),
            or(isNull(j.finishedAt), lt(j.finishedAt, iso(unlessFinishedSince))),
          );
    await this.db.orm
      .insert(j)
      .values({ connectorId: id, organizationId: org, entities, requestedAt: iso(now) })
      .onConflictDoUpdate({
        target: j.connectorId,
        set: { requestedAt: iso(now), entities },
        setWhere: due,
      });
  }

  /** The lease of a requested or abandoned sync, when this process gets it. */
  async claim(
    id: string,
  ): Promise<{ organizationId: string; entities: string[] | null } | undefined> {
    const j = this.db.t.syncJobs;
    const now = this.now();
    const rows = await this.db.orm
      .update(j)
      .set({
        leaseOwner: this.owner,
        leaseUntil: iso(now + this.leaseMs),
        requestedAt: null,
        startedAt: iso(now),
      })
      .where(and(eq(j.connectorId, id), this.claimable(now)))
      .returning({ organizationId: j.organizationId, entities: j.entities });
    return rows[0];
  }

  /** Connectors whose sync waits for a process: requested, or left by a process whose lease expired. */
  async waiting(): Promise<string[]> {
    const j = this.db.t.syncJobs;
    return (
      await this.db.orm
        .select({ id: j.connectorId })
        .from(j)
        .where(this.claimable(this.now()))
        .limit(100)
    ).map((r) => r.id);
  }

  /** False when the lease was lost (taken over after this process stalled past it): stop the sync. */
  async renew(id: string): Promise<boolean> {
    const j = this.db.t.syncJobs;
    const rows = await this.db.orm
      .update(j)
      .set({ leaseUntil: iso(this.now() + this.leaseMs) })
      .where(and(eq(j.connectorId, id), eq(j.leaseOwner, this.owner)))
      .returning({ id: j.connectorId });
    return rows.length === 1;
  }

  /**
   * The sync ended here; `again` (the service stopping) asks another process, or the next start, to
   * resume it. Otherwise its event (sync.finished or sync.failed) is written with the release.
   */
  async release(id: string, again = false, ended?: SyncEnded): Promise<void> {
    const j = this.db.t.syncJobs;
    const now = iso(this.now());
    const update = (tx: Db['orm']) =>
      tx
        .update(j)
        .set({
          leaseOwner: null,
          leaseUntil: null,
          ...(again ? { requestedAt: now } : { finishedAt: now }),
        })
        .where(and(eq(j.connectorId, id), eq(j.leaseOwner, this.owner)));
    const facts = ended && !again ? await connectorFacts(this.db, id) : undefined;
    if (!ended || !facts) return void (await update(this.db.orm));
    await this.db.atomic((tx) => [
      update(tx),
      ...eventStatements(tx, this.db.t, { type: ended.type, data: { ...facts, ...ended.data } }),
    ]);
    this.onEvent?.();
  }

  /** Whether some process holds the connector's sync lease now, and when its last sync finished. */
  async status(id: string): Promise<{ leased: boolean; finishedAt: string | null }> {
    const j = this.db.t.syncJobs;
    const row = (
      await this.db.orm
        .select({ until: j.leaseUntil, finishedAt: j.finishedAt })
        .from(j)
        .where(eq(j.connectorId, id))
    )[0];
    return {
      leased: !!row?.until && Date.parse(row.until) > this.now(),
      finishedAt: row?.finishedAt ?? null,
    };
  }

  private claimable(now: number) {
    const j = this.db.t.syncJobs;
    return and(
      or(isNotNull(j.requestedAt), isNotNull(j.leaseOwner)),
      or(isNull(j.leaseUntil), lt(j.leaseUntil, iso(now))),
    );
  }
}
