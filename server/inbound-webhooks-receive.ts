// A vendor's delivery to an inbound endpoint: a handshake is answered (its secret kept, once); any
// other request must verify against the endpoint's secret by the kind's scheme (else 401 and nothing
// is stored); each event is applied once (a table of seen event ids per connector, kept for a
// retention), an event type the kind does not use is acknowledged and ignored (vendors retry non-2xx).
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { ContextStore, Engine } from '../engine/index.ts';
import { inboundWebhooks as hooks } from '../engine/index.ts';
import type { ConnectorStore } from './connectors.ts';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';
import { type InboundRow, type InboundWebhooks, inboundAad } from './inbound-webhooks.ts';
import type { Log } from './log.ts';
import type { Sealer } from './secrets.ts';
import { FailureWindows } from './throttle.ts';

/** How long a seen event id is kept: longer than any covered vendor retries (Stripe: 3 days). */
export const SEEN_RETENTION_MS = 7 * 24 * 3600 * 1000;

export interface ReceiveDeps {
  db: Db;
  sealer: Sealer;
  inbound: InboundWebhooks;
  engine: Pick<Engine, 'plan'>;
  store: ContextStore;
  connectors: Pick<ConnectorStore, 'runtime'>;
  log: Log;
  /** Failed signatures allowed per endpoint within the window (default 20 a minute). */
  refusals?: { limit: number; windowMs: number } | undefined;
}

export const DEFAULT_REFUSALS = { limit: 20, windowMs: 60_000 };

export interface Answer {
  status: 200 | 409;
  headers: Record<string, string>;
  body: unknown;
}

type Request = hooks.InboundRequest;

export class InboundReceiver {
  private purged = new Map<string, number>();
  // Failed signatures per endpoint: past the limit, deliveries are answered 429 unverified until the
  // window ends, so a flood of forged deliveries costs no HMAC work and leaves no log line each.
  private refused: FailureWindows;

  constructor(private s: ReceiveDeps) {
    const { limit, windowMs } = s.refusals ?? DEFAULT_REFUSALS;
    this.refused = new FailureWindows(limit, windowMs, 10_000, Date.now);
  }

  async receive(hookId: string, req: Request): Promise<Answer> {
    const wait = this.refused.waitSeconds(hookId);
    if (wait > 0)
      throw new ApiError(
        429,
        'Too many unverifiable deliveries to this endpoint; retry later.',
        [{ field: null, message: `retry in ${wait} s`, error_code: 'rate_limited' }],
        { 'retry-after': String(wait) },
      );
    const hook = await this.s.inbound.byId(hookId);
    if (!hook) throw new ApiError(404, 'No inbound webhook endpoint at this address.');
    const kind = await this.kindOf(hook);
    const plan = this.s.engine.plan(kind).webhooks;
    if (!plan) throw new ApiError(404, 'No inbound webhook endpoint at this address.');
    const body = hooks.parsedBody(req.body);
    const handshake = await hooks.matchHandshake(plan, body, req.headers);
    const secret = this.s.inbound.secretOf(hook);
    if (handshake) {
      if (handshake.signed) this.verify(plan, req, secret, hook);
      return this.answerHandshake(hook, handshake);
    }
    this.verify(plan, req, secret, hook);
    if (body === undefined)
      throw new ApiError(400, 'The delivery body is not JSON.', [
        { field: null, message: 'is not valid JSON', error_code: 'malformed_json' },
      ]);
    const events = await hooks.eventsOf(plan, body, req.headers).catch((err) => {
      throw err instanceof Error && 'status' in err
        ? err
        : new ApiError(400, 'The delivery could not be read as events.');
    });
    await this.confirm(hook);
    const counts = await this.applyAll(hook, kind, events, req.headers);
    return { status: 200, headers: {}, body: { received: events.length, ...counts } };
  }

  private verify(
    plan: NonNullable<ReturnType<Engine['plan']>['webhooks']>,
    req: Request,
    secret: string | undefined,
    hook: InboundRow,
  ): void {
    const verdict = secret
      ? hooks.verifyDelivery(plan, req, secret)
      : {
          ok: false as const,
          reason: 'the endpoint has no signing secret yet (its handshake has not happened)',
        };
    if (verdict.ok) return;
    this.s.log({
      level: 'warn',
      event: 'inbound_webhook_refused',
      inbound_webhook_id: hook.id,
      reason: verdict.reason,
    });
    this.refused.fail(hook.id);
    throw new ApiError(401, `The delivery could not be verified: ${verdict.reason}.`);
  }

  private async answerHandshake(hook: InboundRow, h: hooks.HandshakeAnswer): Promise<Answer> {
    if (h.secret !== undefined) {
      const t = this.s.db.t.inboundWebhooks;
      // only the first handshake sets the secret: a later one cannot replace a confirmed endpoint's
      const set = await this.s.db.orm
        .update(t)
        .set({
          secret: this.s.sealer.seal(h.secret, inboundAad(hook.id)),
          reveal: h.reveal ? 1 : 0,
        })
        .where(and(eq(t.id, hook.id), isNull(t.secret)))
        .returning({ id: t.id });
      if (!set.length)
        return {
          status: 409,
          headers: {},
          body: {
            message:
              'This endpoint already has its signing secret; create a new inbound endpoint for a new subscription.',
          },
        };
    }
    this.s.log({ level: 'info', event: 'inbound_webhook_handshake', inbound_webhook_id: hook.id });
    return { status: 200, headers: h.headers, body: h.body ?? null };
  }

  private async kindOf(hook: InboundRow): Promise<string> {
    const c = this.s.db.t.connectors;
    const row = (
      await this.s.db.orm
        .select({ kind: c.connectorType })
        .from(c)
        .where(and(eq(c.id, hook.connectorId), eq(c.organizationId, hook.organizationId)))
    )[0];
    if (!row) throw new ApiError(404, 'No inbound webhook endpoint at this address.');
    return row.kind;
  }

  private async confirm(hook: InboundRow): Promise<void> {
    const t = this.s.db.t.inboundWebhooks;
    const now = new Date().toISOString();
    await this.s.db.orm
      .update(t)
      .set({ lastEventAt: now, ...(hook.confirmedAt ? {} : { confirmedAt: now }) })
      .where(eq(t.id, hook.id));
  }

  private async applyAll(
    hook: InboundRow,
    kind: string,
    events: hooks.InboundEvent[],
    headers: Record<string, string>,
  ) {
    const counts = { applied: 0, duplicates: 0, ignored: 0 };
    await this.purgeSeen(hook.connectorId);
    const deps = await this.applyDeps(hook, kind);
    for (const ev of events) {
      if (!ev.route) {
        counts.ignored++;
        continue;
      }
      if (!(await this.firstSeen(hook, ev.id))) {
        counts.duplicates++;
        continue;
      }
      try {
        const done = await hooks.applyEvent(ev, deps, headers);
        counts[done.outcome === 'ignored' ? 'ignored' : 'applied']++;
      } catch (err) {
        await this.forget(hook, ev.id); // the vendor's retry applies it
        this.s.log({
          level: 'warn',
          event: 'inbound_webhook_failed',
          inbound_webhook_id: hook.id,
          event_type: ev.type,
          error: (err as Error).message.slice(0, 300),
        });
        throw new ApiError(503, 'An event could not be applied now; deliver it again later.');
      }
    }
    return counts;
  }

  private async applyDeps(hook: InboundRow, kind: string): Promise<hooks.ApplyDeps> {
    return {
      plan: this.s.engine.plan(kind),
      store: this.s.store,
      connectorId: hook.connectorId,
      read: async (entity, params) => {
        const { connector } = await this.s.connectors.runtime(
          hook.organizationId,
          hook.connectorId,
        );
        return connector.read(entity, 'get', params);
      },
    };
  }

  /** Records the event id; false when it was seen before (a retry or a replay). */
  private async firstSeen(hook: InboundRow, eventId: string): Promise<boolean> {
    const t = this.s.db.t.inboundWebhookEvents;
    const rows = await this.s.db.orm
      .insert(t)
      .values({
        connectorId: hook.connectorId,
        eventId,
        organizationId: hook.organizationId,
        receivedAt: new Date().toISOString(),
      })
      .onConflictDoNothing()
      .returning({ id: t.eventId });
    return rows.length === 1;
  }

  private async forget(hook: InboundRow, eventId: string): Promise<void> {
    const t = this.s.db.t.inboundWebhookEvents;
    await this.s.db.orm
      .delete(t)
      .where(and(eq(t.connectorId, hook.connectorId), eq(t.eventId, eventId)));
  }

  /** Drops a connector's seen ids past the retention, at most once an hour per process. */
  private async purgeSeen(connectorId: string): Promise<void> {
    const now = Date.now();
    if ((this.purged.get(connectorId) ?? 0) > now - 3600_000) return;
    this.purged.set(connectorId, now);
    const t = this.s.db.t.inboundWebhookEvents;
    const before = new Date(now - SEEN_RETENTION_MS).toISOString();
    await this.s.db.orm
      .delete(t)
      .where(and(eq(t.connectorId, connectorId), lt(t.receivedAt, before)));
  }
}
