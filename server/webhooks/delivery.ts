// The delivery loop of each service process: it claims due deliveries with a lease (a conditional
// UPDATE, so of several processes on one database exactly one sends each attempt), signs and sends
// them, and records the outcome: delivered on a 2xx, else another attempt after an exponential
// backoff, and failed once the attempts are spent. A process that dies mid-send leaves a lease that
// expires: the delivery is sent again (at least once; receivers deduplicate by webhook-id).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, isNull, lt, lte, notExists, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import type { WebhookEndpoints } from './endpoints.ts';
import { send } from './send.ts';
import { signatureHeaders } from './sign.ts';
import type { WebhookTargets } from './targets.ts';

export interface DeliverySettings {
  /** Delay before the second attempt; each later one doubles it (default 30 s). */
  retryBaseMs: number;
  /** Attempts before a delivery is marked failed (default 12: the last some 17 h after the first). */
  maxAttempts: number;
  /** How often a process looks for due deliveries (default 1 s). */
  pollMs: number;
}

export const DEFAULT_DELIVERY: DeliverySettings = {
  retryBaseMs: 30_000,
  maxAttempts: 12,
  pollMs: 1000,
};

const LEASE_MS = 60_000; // longer than a send (10 s deadline) and its bookkeeping
/** Events older than this, with no delivery pending, leave the outbox (and the delivery logs). */
export const KEEP_EVENTS_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;
const BATCH = 10;
const iso = (ms: number) => new Date(ms).toISOString();

type Due = { endpointId: string; eventId: string; attempts: number };

export class WebhookDelivery {
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private tick: Promise<void> | undefined;
  private stopped = false;
  private prunedAt = 0;

  constructor(
    private s: {
      db: Db;
      endpoints: Pick<WebhookEndpoints, 'target'>;
      targets: WebhookTargets;
      metrics: Pick<Metrics, 'webhookDelivery'>;
      log: Log;
    },
    private settings: DeliverySettings = DEFAULT_DELIVERY,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.nudge(), this.settings.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Looks for due deliveries now (after this process wrote an event), unless a look is under way. */
  nudge(): void {
    if (this.stopped || this.tick) return;
    this.tick = this.sendDue()
      .catch((err) =>
        this.s.log({
          level: 'warn',
          event: 'webhook_loop_failed',
          error: String(err).slice(0, 300),
        }),
      )
      .finally(() => (this.tick = undefined));
  }

  /** Claims nothing more and waits for the sends under way (each bounded by its 10 s deadline). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.tick;
    await this.s.targets.close();
  }

  private async sendDue(): Promise<void> {
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) await this.prune();
    for (let round = 0; round < 10 && !this.stopped; round++) {
      const claimed = (await Promise.all((await this.due()).map((d) => this.claim(d)))).filter(
        (d): d is Due => !!d,
      );
      if (!claimed.length) return;
      await Promise.all(claimed.map((d) => this.attempt(d)));
    }
  }

  /** Old events and their deliveries go, once none of their deliveries is pending (every process may do it). */
  private async prune(): Promise<void> {
    this.prunedAt = Date.now();
    const { webhookEvents: ev, webhookDeliveries: d } = this.s.db.t;
    const pending = this.s.db.orm
      .select({ id: d.eventId })
      .from(d)
      .where(and(eq(d.eventId, ev.id), eq(d.status, 'pending')));
    await this.s.db.orm
      .delete(ev)
      .where(and(lt(ev.createdAt, iso(Date.now() - KEEP_EVENTS_MS)), notExists(pending)));
  }

  private due(): Promise<Due[]> {
    const d = this.s.db.t.webhookDeliveries;
    const now = iso(Date.now());
    return this.s.db.orm
      .select({ endpointId: d.endpointId, eventId: d.eventId, attempts: d.attempts })
      .from(d)
      .where(and(eq(d.status, 'pending'), lte(d.nextAttemptAt, now), this.unleased(now)))
      .orderBy(asc(d.nextAttemptAt))
      .limit(BATCH);
  }

  private unleased(now: string) {
    const d = this.s.db.t.webhookDeliveries;
    return or(isNull(d.leaseUntil), lt(d.leaseUntil, now));
  }

  /** The lease of one due delivery, when this process gets it. */
  private async claim(due: Due): Promise<Due | undefined> {
    const d = this.s.db.t.webhookDeliveries;
    const now = Date.now();
    const rows = await this.s.db.orm
      .update(d)
      .set({ leaseOwner: this.owner, leaseUntil: iso(now + LEASE_MS) })
      .where(
        and(
          eq(d.endpointId, due.endpointId),
          eq(d.eventId, due.eventId),
          eq(d.status, 'pending'),
          this.unleased(iso(now)),
        ),
      )
      .returning({ attempts: d.attempts });
    return rows[0] && { ...due, attempts: rows[0].attempts };
  }

  private async attempt(due: Due): Promise<void> {
    const ev = this.s.db.t.webhookEvents;
    const [event, target] = await Promise.all([
      this.s.db.orm.select({ payload: ev.payload }).from(ev).where(eq(ev.id, due.eventId)),
      this.s.endpoints.target(due.endpointId),
    ]);
    if (!event[0] || !target) return; // deleted meanwhile (its deliveries go with it)
    const body = event[0].payload;
    const headers = signatureHeaders(
      target.secret,
      due.eventId,
      Math.floor(Date.now() / 1000),
      body,
    );
    const outcome = await send(this.s.targets, target.url, body, headers);
    await this.record(due, outcome);
  }

  private async record(due: Due, outcome: { status?: number; error?: string }): Promise<void> {
    const d = this.s.db.t.webhookDeliveries;
    const attempts = due.attempts + 1;
    const ok = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
    const spent = !ok && attempts >= this.settings.maxAttempts;
    const now = Date.now();
    await this.s.db.orm
      .update(d)
      .set({
        status: ok ? 'delivered' : spent ? 'failed' : 'pending',
        attempts,
        lastStatus: outcome.status ?? null,
        lastError: ok ? null : (outcome.error ?? `HTTP ${outcome.status}`),
        nextAttemptAt: ok || spent ? null : iso(now + this.backoff(attempts)),
        deliveredAt: ok ? iso(now) : null,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(
        and(
          eq(d.endpointId, due.endpointId),
          eq(d.eventId, due.eventId),
          eq(d.leaseOwner, this.owner),
        ),
      );
    this.s.metrics.webhookDelivery(ok ? 'delivered' : spent ? 'failed' : 'retrying');
  }

  /** Base, then doubling: 30 s, 1 min, 2 min, ... by default. */
  private backoff(attempts: number): number {
    return this.settings.retryBaseMs * 2 ** (attempts - 1);
  }
}
