// The events of a verified delivery: each with its id (for duplicates), its type and the route that
// says what it changes (none: an event type the kind does not use, answered 200 and ignored).
import { createHash } from 'node:crypto';
import { EngineError } from '../errors.ts';
import type { WebhookPlan, WebhookRoute } from '../plan/webhooks.ts';

export interface InboundEvent {
  id: string;
  type: string;
  route?: WebhookRoute;
  event: unknown;
}

/** HubSpot batches up to 100 events; more in one delivery is refused, not partly applied. */
export const MAX_EVENTS_PER_DELIVERY = 500;
const MAX_ID_LENGTH = 512;

export async function eventsOf(
  plan: WebhookPlan,
  body: unknown,
  headers: Record<string, string>,
): Promise<InboundEvent[]> {
  const e = plan.events;
  const listed = e.list ? await e.list.evaluate(body, { headers }) : body;
  const list = listed === undefined ? [] : Array.isArray(listed) ? listed : [listed];
  if (list.length > MAX_EVENTS_PER_DELIVERY)
    throw new EngineError(
      'invalid_params',
      413,
      `A delivery holds at most ${MAX_EVENTS_PER_DELIVERY} events; this one holds ${list.length}.`,
    );
  const out: InboundEvent[] = [];
  for (const event of list) {
    const type = await e.type.evaluate(event, { headers });
    const id = e.id ? await e.id.evaluate(event, { headers }) : undefined;
    const typeText = typeof type === 'string' ? type : '';
    out.push({
      id: idText(id) ?? contentId(event),
      type: typeText,
      route: await routeOf(e.routes, typeText, event, headers),
      event,
    });
  }
  return out;
}

function idText(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_LENGTH ? v : undefined;
}

/** An event without an id of its own: a retry of it has the same content, so the same hash. */
const contentId = (event: unknown) =>
  `sha256:${createHash('sha256')
    .update(JSON.stringify(event ?? null))
    .digest('base64url')}`;

async function routeOf(
  routes: WebhookRoute[],
  type: string,
  event: unknown,
  headers: Record<string, string>,
): Promise<WebhookRoute | undefined> {
  if (!type) return undefined;
  for (const r of routes) {
    if (!r.types.includes(type) && !r.prefixes.some((p) => type.startsWith(p))) continue;
    if (r.when && !(await r.when.evaluate(event, { headers }))) continue;
    return r;
  }
  return undefined;
}
