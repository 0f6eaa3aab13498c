// The webhooks section: the signature scheme (the signed payload template parsed once), the
// handshakes and the event routes, each route checked against the entities it changes (a copy in the
// store, a get action for a targeted read).
import type { Expression } from '../plan/expression.ts';
import type { EntityPlan } from '../plan/plan.ts';
import type { PayloadPart, WebhookPlan, WebhookRoute } from '../plan/webhooks.ts';
import type { JsonPath } from './load.ts';
import type { Problems } from './problems.ts';
import type { ConnectorManifest } from './types.gen.ts';

type Spec = NonNullable<ConnectorManifest['webhooks']>;
type RouteSpec = Spec['events']['routes'][number];

const ALGORITHMS = {
  'hmac-sha256': 'sha256',
  'hmac-sha1': 'sha1',
  'hmac-sha512': 'sha512',
} as const;

export function compileWebhooks(
  spec: Spec | undefined,
  entities: Map<string, EntityPlan>,
  p: Problems,
): WebhookPlan | undefined {
  if (!spec) return undefined;
  const sig = spec.signature;
  const payload = payloadParts(sig.payload ?? '{body}', ['webhooks', 'signature', 'payload'], p);
  if (payload.some((x) => 'from' in x && x.from === 'timestamp') && !spec.timestamp)
    p.problem(
      ['webhooks', 'signature', 'payload'],
      'invalid-value',
      'webhooks.signature.payload signs {timestamp}: declare webhooks.timestamp (its header or signature.timestamp_prefix, format and tolerance_seconds).',
    );
  if (spec.timestamp && !spec.timestamp.header && !sig.timestamp_prefix)
    p.problem(
      ['webhooks', 'timestamp'],
      'invalid-value',
      'webhooks.timestamp needs a header, or signature.timestamp_prefix naming the part of the signature header that carries it.',
    );
  return {
    docsUrl: spec.docs_url,
    secret: {
      source: spec.secret.source,
      keyEncoding: spec.secret.key_encoding ?? 'utf8',
      keyPrefix: spec.secret.key_prefix ?? '',
    },
    signature: {
      header: sig.header.toLowerCase(),
      ...(sig.separator ? { separator: sig.separator } : {}),
      prefix: sig.prefix ?? '',
      ...(sig.timestamp_prefix ? { timestampPrefix: sig.timestamp_prefix } : {}),
      payload,
      algorithm: ALGORITHMS[sig.algorithm],
      encoding: sig.encoding,
    },
    ...(spec.timestamp ? { timestamp: timestampOf(spec.timestamp) } : {}),
    handshakes: (spec.handshakes ?? []).map((h, i) =>
      handshakeOf(h, ['webhooks', 'handshakes', i], p),
    ),
    events: eventsOf(spec.events, entities, p),
  };
}

function timestampOf(t: NonNullable<Spec['timestamp']>): NonNullable<WebhookPlan['timestamp']> {
  return {
    ...(t.header ? { header: t.header.toLowerCase() } : {}),
    format: t.format,
    toleranceSeconds: t.tolerance_seconds,
  };
}

/** `{timestamp}.{body}` -> [timestamp, '.', body]; an unknown placeholder is a problem. */
export function payloadParts(src: string, at: JsonPath, p: Problems): PayloadPart[] {
  const parts: PayloadPart[] = [];
  const re = /\{([^{}]+)\}/g;
  let last = 0;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    if (m.index > last) parts.push({ text: src.slice(last, m.index) });
    last = m.index + m[0].length;
    const name = m[1]!;
    if (name === 'body' || name === 'timestamp' || name === 'method' || name === 'url')
      parts.push({ from: name });
    else if (/^header\.[A-Za-z0-9-]+$/.test(name))
      parts.push({ header: name.slice('header.'.length).toLowerCase() });
    else
      p.problem(
        at,
        'template-var',
        `{${name}} is not a part of a signed payload; use {body}, {timestamp}, {method}, {url} or {header.NAME}.`,
      );
  }
  if (last < src.length) parts.push({ text: src.slice(last) });
  return parts;
}

function handshakeOf(
  h: NonNullable<Spec['handshakes']>[number],
  at: JsonPath,
  p: Problems,
): WebhookPlan['handshakes'][number] {
  return {
    when: p.expr(h.when, [...at, 'when']),
    ...(h.secret ? { secret: p.expr(h.secret, [...at, 'secret']) } : {}),
    responseHeaders: Object.entries(h.response_headers ?? {}).map(([k, v]) => [
      k,
      p.expr(v, [...at, 'response_headers', k]),
    ]),
    ...(h.response_body ? { responseBody: p.expr(h.response_body, [...at, 'response_body']) } : {}),
    signed: h.signed ?? false,
    reveal: h.reveal ?? false,
  };
}

function eventsOf(
  e: Spec['events'],
  entities: Map<string, EntityPlan>,
  p: Problems,
): WebhookPlan['events'] {
  const at = ['webhooks', 'events'];
  return {
    ...(e.list ? { list: p.expr(e.list, [...at, 'list']) } : {}),
    ...(e.id ? { id: p.expr(e.id, [...at, 'id']) } : {}),
    type: p.expr(e.type, [...at, 'type']),
    routes: e.routes.map((r, i) => routeOf(r, [...at, 'routes', i], entities, p)),
  };
}

function routeOf(
  r: RouteSpec,
  at: JsonPath,
  entities: Map<string, EntityPlan>,
  p: Problems,
): WebhookRoute {
  checkRoute(r, at, entities.get(r.entity), p);
  return {
    types: r.types.filter((t) => !t.endsWith('*')),
    prefixes: r.types.filter((t) => t.endsWith('*')).map((t) => t.slice(0, -1)),
    entity: r.entity,
    ...(r.record ? { record: p.expr(r.record, [...at, 'record']) } : {}),
    ...(r.record_id ? { recordId: p.expr(r.record_id, [...at, 'record_id']) } : {}),
    ...(r.params
      ? {
          params: Object.entries(r.params).map(
            ([k, v]) => [k, p.expr(v, [...at, 'params', k])] as [string, Expression],
          ),
        }
      : {}),
    delete: r.delete ?? false,
    ...(r.when ? { when: p.expr(r.when, [...at, 'when']) } : {}),
  };
}

function checkRoute(r: RouteSpec, at: JsonPath, entity: EntityPlan | undefined, p: Problems): void {
  const name = at.join('.');
  if (!entity?.sync) {
    p.problem(
      [...at, 'entity'],
      'schema-ref',
      `${name}: entity '${r.entity}' ${entity ? 'has no context-store copy (sync)' : 'is not declared'}; a webhook route changes an entity's stored copy.`,
    );
    return;
  }
  if (r.delete ? !r.record_id : !r.record && !r.record_id)
    p.problem(
      at,
      'invalid-value',
      `${name}: ${r.delete ? 'a deletion route needs record_id' : 'give record (the event holds the full record) or record_id (read it again with get)'}.`,
    );
  if (!r.delete && !r.record && r.record_id && !entity.actions.has('get'))
    p.problem(
      [...at, 'record_id'],
      'schema-ref',
      `${name}: entity '${r.entity}' has no get action for a targeted read; give record instead.`,
    );
}
