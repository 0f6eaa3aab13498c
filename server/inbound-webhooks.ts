// A connector's inbound endpoints (vendor webhooks in): create one (its secret entered by the user,
// generated here and shown once, or set later by the vendor's handshake), list, read and delete them.
// Secrets are sealed, bound to their row. Another organisation's connector or endpoint is a 404.
// Receiving a delivery is inbound-webhooks-receive.ts.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Engine, inboundWebhooks } from '../engine/index.ts';

type WebhookPlan = inboundWebhooks.WebhookPlan;

import { type Actor, AuditTrail } from './audit.ts';
import { unstorable } from './db/db.ts';
import type { Db } from './db/open.ts';
import { ApiError, notFound } from './errors.ts';
import { newId } from './ids.ts';
import type { Sealer } from './secrets.ts';

export const INBOUND_PATH = '/api/inbound';
export const MAX_INBOUND_PER_CONNECTOR = 5;

export type InboundRow = Db['t']['inboundWebhooks']['$inferSelect'];

export interface InboundView {
  id: string;
  connector_id: string;
  /** Where the vendor sends its events (relative to the service's public URL). */
  path: string;
  secret_source: string;
  has_secret: boolean;
  confirmed_at: string | null;
  last_event_at: string | null;
  created_at: string;
  /** A handshake's secret the user copies to the vendor (Notion), until the first verified event. */
  verification_token?: string;
}

export const inboundAad = (id: string) => `inbound-webhook:${id}`;

export interface InboundDeps {
  db: Db;
  sealer: Sealer;
  engine: Pick<Engine, 'plan'>;
  /** The connector (of this organisation, else a 404): its kind. */
  connectors: { get(org: string, id: string): Promise<{ connector_type: string }> };
}

export class InboundWebhooks {
  constructor(private s: InboundDeps) {}

  /** The endpoints of a data folder's database (the CLI's), the connectors read from it directly. */
  static of(db: Db, sealer: Sealer, engine: Pick<Engine, 'plan'>): InboundWebhooks {
    const get = async (org: string, id: string) => {
      const c = db.t.connectors;
      const row = unstorable(id)
        ? undefined
        : (
            await db.orm
              .select({ kind: c.connectorType })
              .from(c)
              .where(and(eq(c.id, id), eq(c.organizationId, org)))
          )[0];
      if (!row) throw notFound(`Connector '${id}'`);
      return { connector_type: row.kind };
    };
    return new InboundWebhooks({ db, sealer, engine, connectors: { get } });
  }

  /** The kind's webhooks section; a 400 naming the kind when it has none. */
  planOf(kind: string): WebhookPlan {
    const plan = this.s.engine.plan(kind).webhooks;
    if (!plan)
      throw new ApiError(400, `Connector type '${kind}' declares no inbound webhooks.`, [
        { field: null, message: 'has no webhooks section', error_code: 'no_inbound_webhooks' },
      ]);
    return plan;
  }

  async create(org: string, connectorId: string, body: unknown, by?: Actor) {
    const view = await this.s.connectors.get(org, connectorId);
    const plan = this.planOf(view.connector_type);
    const given = secretInput(body, plan.secret.source);
    if ((await this.rows(org, connectorId)).length >= MAX_INBOUND_PER_CONNECTOR)
      throw new ApiError(
        400,
        `A connector has at most ${MAX_INBOUND_PER_CONNECTOR} inbound endpoints; delete one first.`,
        [{ field: null, message: 'one endpoint too many', error_code: 'too_many_endpoints' }],
      );
    const id = newId('inh');
    const generated =
      plan.secret.source === 'generated' ? randomBytes(32).toString('base64url') : undefined;
    const secret = given ?? generated;
    const row: InboundRow = {
      id,
      organizationId: org,
      connectorId,
      secret: secret ? this.s.sealer.seal(secret, inboundAad(id)) : null,
      secretSource: plan.secret.source,
      reveal: 0,
      confirmedAt: null,
      lastEventAt: null,
      createdAt: new Date().toISOString(),
    };
    await this.s.db.orm.insert(this.s.db.t.inboundWebhooks).values(row);
    const created = this.view(row);
    await new AuditTrail(this.s.db).record({
      organizationId: org,
      action: 'inbound_webhook.created',
      target: id,
      after: created,
      by,
    });
    return generated ? { ...created, secret: generated } : created;
  }

  async list(org: string, connectorId: string): Promise<InboundView[]> {
    await this.s.connectors.get(org, connectorId);
    return (await this.rows(org, connectorId)).map((r) => this.view(r));
  }

  async get(org: string, connectorId: string, id: string): Promise<InboundView> {
    return this.view(await this.row(org, connectorId, id));
  }

  async delete(org: string, connectorId: string, id: string, by?: Actor): Promise<void> {
    const before = this.view(await this.row(org, connectorId, id));
    const h = this.s.db.t.inboundWebhooks;
    await this.s.db.orm.delete(h).where(and(eq(h.id, id), eq(h.organizationId, org)));
    const { verification_token: _t, ...kept } = before;
    await new AuditTrail(this.s.db).record({
      organizationId: org,
      action: 'inbound_webhook.deleted',
      target: id,
      before: kept,
      by,
    });
  }

  /** The endpoint a delivery names (any organisation: the id is the capability), or undefined. */
  async byId(id: string): Promise<InboundRow | undefined> {
    if (unstorable(id) || id.length > 64) return undefined;
    const h = this.s.db.t.inboundWebhooks;
    return (await this.s.db.orm.select().from(h).where(eq(h.id, id)))[0];
  }

  secretOf(row: InboundRow): string | undefined {
    return row.secret ? this.s.sealer.open(row.secret, inboundAad(row.id)) : undefined;
  }

  private view(r: InboundRow): InboundView {
    return {
      id: r.id,
      connector_id: r.connectorId,
      path: `${INBOUND_PATH}/${r.id}`,
      secret_source: r.secretSource,
      has_secret: r.secret !== null,
      confirmed_at: r.confirmedAt,
      last_event_at: r.lastEventAt,
      created_at: r.createdAt,
      ...(r.reveal && !r.confirmedAt && r.secret
        ? { verification_token: this.s.sealer.open(r.secret, inboundAad(r.id)) }
        : {}),
    };
  }

  private async rows(org: string, connectorId: string): Promise<InboundRow[]> {
    const h = this.s.db.t.inboundWebhooks;
    return this.s.db.orm
      .select()
      .from(h)
      .where(and(eq(h.organizationId, org), eq(h.connectorId, connectorId)))
      .orderBy(h.createdAt, h.id);
  }

  private async row(org: string, connectorId: string, id: string): Promise<InboundRow> {
    const h = this.s.db.t.inboundWebhooks;
    const row =
      unstorable(id) || unstorable(connectorId)
        ? undefined
        : (
            await this.s.db.orm
              .select()
              .from(h)
              .where(and(eq(h.id, id), eq(h.organizationId, org), eq(h.connectorId, connectorId)))
          )[0];
    if (!row) throw notFound(`Inbound webhook '${id}'`);
    return row;
  }
}

/** The body's secret: required where the user enters the vendor's, refused where it is generated or handshaken. */
function secretInput(body: unknown, source: WebhookPlan['secret']['source']): string | undefined {
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
    throw new ApiError(422, 'The body must be a JSON object.', [
      { field: null, message: 'must be an object', error_code: 'invalid_type' },
    ]);
  const b = (body ?? {}) as Record<string, unknown>;
  const unknownKey = Object.keys(b).find((k) => k !== 'secret');
  if (unknownKey)
    throw new ApiError(
      422,
      `Unknown field '${unknownKey.slice(0, 64)}'; only secret is accepted.`,
      [
        {
          field: unknownKey.slice(0, 64),
          message: 'is not a known field',
          error_code: 'unknown_field',
        },
      ],
    );
  const secret = b.secret;
  if (source !== 'user') {
    if (secret === undefined) return undefined;
    throw new ApiError(
      422,
      `secret is not accepted: this kind's signing secret is ${source === 'generated' ? 'generated by the service and shown once' : "set by the vendor's handshake"}.`,
      [{ field: 'secret', message: 'must be absent', error_code: 'not_allowed' }],
    );
  }
  if (
    typeof secret !== 'string' ||
    secret.length < 8 ||
    secret.length > 1024 ||
    /[\r\n\0]/.test(secret)
  )
    throw new ApiError(
      422,
      "secret is required: the vendor's signing secret for this endpoint (8 to 1024 characters, one line).",
      [
        {
          field: 'secret',
          message: 'must be a string of 8 to 1024 characters',
          error_code: 'invalid_value',
        },
      ],
    );
  return secret;
}
