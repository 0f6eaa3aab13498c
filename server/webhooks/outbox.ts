// The outbox of outbound events: statements that write an event and one pending delivery per
// subscribed endpoint, to run in the same transaction as the change that caused the event (so a
// change is never committed without its event, nor an event without its change). Both are
// INSERT ... SELECT from the organisation's endpoints: with no endpoint subscribed, nothing is written.
import { and, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Orm, Tables } from '../db/db.ts';
import { newId } from '../ids.ts';

export const EVENT_TYPES = [
  'connector.created',
  'connector.needs_reauth',
  'connector.recovered',
  'connector.deleted',
  'sync.finished',
  'sync.failed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What every event says of its connector; never a credential, token or secret. */
export type ConnectorFacts = {
  organization_id: string;
  connector_id: string;
  connector_type: string;
  workspace_name: string;
};

export interface OutboundEvent {
  type: EventType;
  data: ConnectorFacts & Record<string, unknown>;
  /** Written once per key: a second transaction with the same key adds nothing. */
  dedupeKey?: string;
  /** Written only when this holds too (e.g. the change's own update took effect). */
  when?: SQL;
}

/** The endpoints of the organisation that receive this type ('*' or a ',type,' list). */
export function subscribed(t: Tables, org: string, type: EventType) {
  const e = t.webhookEndpoints;
  return and(eq(e.organizationId, org), or(eq(e.events, '*'), like(e.events, `%,${type},%`)));
}

/** The event's two statements, for Db.atomic beside the change's own. */
export function eventStatements(tx: Orm, t: Tables, event: OutboundEvent): PromiseLike<unknown>[] {
  const { webhookEndpoints: e, webhookEvents: ev, webhookDeliveries: d } = t;
  const id = newId('evt');
  const at = new Date().toISOString();
  const org = event.data.organization_id;
  const payload = JSON.stringify({ type: event.type, timestamp: at, data: event.data });
  const text = (v: string | null) => sql<string>`${v}`;
  const insertEvent = tx
    .insert(ev)
    .select(
      tx
        .select({
          id: text(id).as('id'),
          organizationId: text(org).as('organization_id'),
          type: text(event.type).as('type'),
          payload: text(payload).as('payload'),
          dedupeKey: text(event.dedupeKey ?? null).as('dedupe_key'),
          createdAt: text(at).as('created_at'),
        })
        .from(e)
        .where(and(subscribed(t, org, event.type), event.when))
        .limit(1),
    )
    .onConflictDoNothing();
  const insertDeliveries = tx.insert(d).select(
    tx
      .select({
        endpointId: e.id,
        eventId: ev.id,
        status: text('pending').as('status'),
        attempts: sql<number>`0`.as('attempts'),
        nextAttemptAt: text(at).as('next_attempt_at'),
        leaseOwner: text(null).as('lease_owner'),
        leaseUntil: text(null).as('lease_until'),
        lastStatus: sql<number | null>`NULL`.as('last_status'),
        lastError: text(null).as('last_error'),
        deliveredAt: text(null).as('delivered_at'),
        createdAt: text(at).as('created_at'),
      })
      .from(e)
      .innerJoin(ev, eq(ev.id, id))
      .where(subscribed(t, org, event.type)),
  );
  return [insertEvent, insertDeliveries];
}

/** A stored connector's facts for an event, or undefined when it is gone. */
export async function connectorFacts(db: Db, id: string): Promise<ConnectorFacts | undefined> {
  const { connectors: c, workspaces: w } = db.t;
  const row = (
    await db.orm
      .select({ org: c.organizationId, kind: c.connectorType, workspace: w.name })
      .from(c)
      .innerJoin(w, eq(w.id, c.workspaceId))
      .where(eq(c.id, id))
  )[0];
  return (
    row && {
      organization_id: row.org,
      connector_id: id,
      connector_type: row.kind,
      workspace_name: row.workspace,
    }
  );
}
