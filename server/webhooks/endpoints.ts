// An organisation's webhook endpoints and their delivery logs. The signing secret is returned once,
// at creation, and kept sealed like credentials (bound to its row). Another organisation's endpoint is
// a 404, like a connector.
import { and, desc, eq } from 'drizzle-orm';
import { type Actor, AuditTrail } from '../audit.ts';
import { unstorable } from '../db/db.ts';
import type { Db } from '../db/open.ts';
import { ApiError, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Sealer } from '../secrets.ts';
import type { EventType } from './outbox.ts';
import { newSigningSecret } from './sign.ts';
import { WebhookTargets } from './targets.ts';

export { EVENT_TYPES } from './outbox.ts';

export const MAX_ENDPOINTS_PER_ORGANIZATION = 20;

export interface EndpointInput {
  url: string;
  description?: string;
  events?: EventType[];
}

export interface EndpointView {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  created_at: string;
}

type EndpointRow = Db['t']['webhookEndpoints']['$inferSelect'];

export const secretAad = (id: string) => `webhook:${id}`;

function view(r: EndpointRow): EndpointView {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events === '*' ? ['*'] : r.events.split(',').filter(Boolean),
    created_at: r.createdAt,
  };
}

export class WebhookEndpoints {
  constructor(private s: { db: Db; sealer: Sealer; targets: WebhookTargets }) {}

  /** The endpoints of a data folder's database, checked against the operator's allowed addresses (the CLI's). */
  static of(db: Db, sealer: Sealer, allowPrivate: string[] = []): WebhookEndpoints {
    return new WebhookEndpoints({ db, sealer, targets: new WebhookTargets(allowPrivate) });
  }

  async create(
    org: string,
    input: EndpointInput,
    by?: Actor,
  ): Promise<EndpointView & { secret: string }> {
    const problem = await this.s.targets.problem(input.url);
    if (problem)
      throw new ApiError(400, `url ${problem}.`, [
        { field: 'url', message: problem, error_code: 'invalid_url' },
      ]);
    if ((await this.list(org)).length >= MAX_ENDPOINTS_PER_ORGANIZATION)
      throw new ApiError(
        400,
        `An organisation has at most ${MAX_ENDPOINTS_PER_ORGANIZATION} webhook endpoints; delete one first.`,
        [{ field: 'url', message: 'one endpoint too many', error_code: 'too_many_endpoints' }],
      );
    const id = newId('whk');
    const secret = newSigningSecret();
    const events = input.events?.length ? `,${[...new Set(input.events)].join(',')},` : '*';
    const row: EndpointRow = {
      id,
      organizationId: org,
      url: input.url,
      description: input.description ?? null,
      events,
      secret: this.s.sealer.seal(secret, secretAad(id)),
      createdAt: new Date().toISOString(),
    };
    await this.s.db.orm.insert(this.s.db.t.webhookEndpoints).values(row);
    const created = view(row);
    await new AuditTrail(this.s.db).record({
      organizationId: org,
      action: 'webhook_endpoint.created',
      target: id,
      after: created,
      by,
    });
    return { ...created, secret };
  }

  async list(org: string): Promise<EndpointView[]> {
    const e = this.s.db.t.webhookEndpoints;
    const rows = await this.s.db.orm
      .select()
      .from(e)
      .where(eq(e.organizationId, org))
      .orderBy(e.createdAt, e.id);
    return rows.map(view);
  }

  async delete(org: string, id: string, by?: Actor): Promise<void> {
    const e = this.s.db.t.webhookEndpoints;
    const before = view(await this.row(org, id));
    await this.s.db.orm.delete(e).where(and(eq(e.id, id), eq(e.organizationId, org)));
    await new AuditTrail(this.s.db).record({
      organizationId: org,
      action: 'webhook_endpoint.deleted',
      target: id,
      before,
      by,
    });
  }

  /** The newest deliveries of an endpoint (never the payload's secret: there is none, nor the signature). */
  async deliveries(org: string, id: string, limit = 100) {
    await this.row(org, id);
    const { webhookDeliveries: d, webhookEvents: ev } = this.s.db.t;
    const rows = await this.s.db.orm
      .select({
        eventId: d.eventId,
        type: ev.type,
        status: d.status,
        attempts: d.attempts,
        lastStatus: d.lastStatus,
        lastError: d.lastError,
        nextAttemptAt: d.nextAttemptAt,
        deliveredAt: d.deliveredAt,
        createdAt: d.createdAt,
      })
      .from(d)
      .innerJoin(ev, eq(ev.id, d.eventId))
      .where(eq(d.endpointId, id))
      .orderBy(desc(d.createdAt), desc(d.eventId))
      .limit(limit);
    return rows.map((r) => ({
      id: r.eventId,
      event_id: r.eventId,
      event_type: r.type,
      status: r.status,
      attempts: r.attempts,
      last_status_code: r.lastStatus,
      last_error: r.lastError,
      next_attempt_at: r.status === 'pending' ? r.nextAttemptAt : null,
      delivered_at: r.deliveredAt,
      created_at: r.createdAt,
    }));
  }

  /** Sends a delivery again, soon, with a fresh round of attempts. */
  async resend(org: string, id: string, eventId: string) {
    await this.row(org, id);
    const d = this.s.db.t.webhookDeliveries;
    const found = unstorable(eventId)
      ? []
      : await this.s.db.orm
          .update(d)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString() })
          .where(and(eq(d.endpointId, id), eq(d.eventId, eventId)))
          .returning({ id: d.eventId });
    if (!found.length) throw notFound(`Delivery '${eventId}'`);
    return { id: eventId, status: 'pending' };
  }

  /** The endpoint's URL and signing secret, for the sender. */
  async target(id: string): Promise<{ url: string; secret: string } | undefined> {
    const e = this.s.db.t.webhookEndpoints;
    const row = (await this.s.db.orm.select().from(e).where(eq(e.id, id)))[0];
    return row && { url: row.url, secret: this.s.sealer.open(row.secret, secretAad(row.id)) };
  }

  private async row(org: string, id: string): Promise<EndpointRow> {
    const e = this.s.db.t.webhookEndpoints;
    const row = unstorable(id)
      ? undefined
      : (
          await this.s.db.orm
            .select()
            .from(e)
            .where(and(eq(e.id, id), eq(e.organizationId, org)))
        )[0];
    if (!row) throw notFound(`Webhook endpoint '${id}'`);
    return row;
  }
}
