// The kind-level parts of a manifest, each from its own slice: named pagination strategies, derived
// config, the replication settings' schema, response rules and the HTTP policy.
import { defaultHttpPolicy } from '../http/client.ts';
import { type ResponseRule, statusMatcher } from '../map/rules.ts';
import { compileStrategy, nextHidesStopRule } from '../paginate/index.ts';
import type { Paginator } from '../plan/paginate.ts';
import type { KindPlan } from '../plan/plan.ts';
import type { JsonPath } from './load.ts';
import type { Problems } from './problems.ts';
import type { ConnectorManifest, ResponseRule as ResponseRuleSpec, Schema } from './types.gen.ts';

/** Every strategy under pagination, by name (actions name them). */
export function compilePaginators(
  pagination: ConnectorManifest['pagination'],
  p: Problems,
): Map<string, Paginator> {
  const paginators = new Map<string, Paginator>();
  for (const [name, spec] of Object.entries(pagination ?? {})) {
    const { type, description: _d, ...rest } = spec as { type: string; description?: string };
    paginators.set(
      name,
      compileStrategy(type, rest, (src, key) => p.expr(src, ['pagination', name, key])),
    );
    const next = (rest as { next?: string }).next;
    if (next && nextHidesStopRule(next)) {
      p.problem(
        ['pagination', name, 'next'],
        'pagination-stop-in-next',
        `pagination.${name}.next decides the stop inside a conditional; give next the token alone and the stop rule to has_more (continue while true) or stop_when (stop once true), e.g. next: data[-1].id with has_more: has_more.`,
      );
    }
  }
  return paginators;
}

/** derived_config, each entry checked to read a config variable config.properties declares. */
export function compileDerived(
  derived: ConnectorManifest['derived_config'],
  configProps: Record<string, unknown>,
  p: Problems,
): KindPlan['derived'] {
  return Object.entries(derived ?? {}).map(([name, d]) => {
    if (!(d.from in configProps))
      p.problem(
        ['derived_config', name, 'from'],
        'schema-ref',
        `derived_config.${name} reads config variable '${d.from}', which config.properties does not declare.`,
      );
    return { name, from: d.from, map: d.map };
  });
}

/** The replication settings' schema: the kind's, or replication_start_date alone. */
export function replicationSchemaOf(replication: ConnectorManifest['replication']): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: replication?.properties ?? {
      replication_start_date: {
        type: 'string',
        format: 'date-time',
        pattern: 'Z$',
        description: 'UTC instant (YYYY-MM-DDThh:mm:ssZ); data before it is not replicated.',
      },
    },
    required: replication?.required ?? [],
  };
}

/** A list of response rules written at `at`. */
export function compileRules(
  list: ResponseRuleSpec[] | undefined,
  at: JsonPath,
  p: Problems,
): ResponseRule[] {
  return (list ?? []).map((r, i) => compileRule(r, [...at, i], p));
}

function compileRule(r: ResponseRuleSpec, here: JsonPath, p: Problems): ResponseRule {
  if (r.status !== undefined && (r.action === 'rate_limited' || r.action === 'ignore')) {
    p.problem(
      [...here, 'status'],
      'invalid-value',
      `${here.join('.')}: status is the status of an error answer; ${r.action === 'ignore' ? 'ignore answers no error' : 'rate_limited always answers 429'}. Remove status.`,
    );
  }
  return {
    where: here.join('.'),
    action: r.action,
    ...(r.when.status ? { status: statusMatcher(r.when.status) } : {}),
    ...(r.when.expression
      ? { expression: p.expr(r.when.expression, [...here, 'when', 'expression']) }
      : {}),
    ...(r.status !== undefined ? { answer: r.status } : {}),
    ...(r.message ? { message: p.expr(r.message, [...here, 'message']) } : {}),
    ...(r.retry_after ? { retryAfter: p.expr(r.retry_after, [...here, 'retry_after']) } : {}),
  };
}

/** The kind's HTTP policy: its http settings over the engine's defaults. */
export function httpPolicyOf(http: ConnectorManifest['http']): KindPlan['http'] {
  return {
    timeoutMs: http?.timeout_ms ?? defaultHttpPolicy.timeoutMs,
    retries: http?.retries ?? defaultHttpPolicy.retries,
    backoffMs: http?.backoff_ms ?? defaultHttpPolicy.backoffMs,
    maxRetryAfterMs: http?.max_retry_after_ms ?? defaultHttpPolicy.maxRetryAfterMs,
    maxResponseBytes: http?.max_response_bytes ?? defaultHttpPolicy.maxResponseBytes,
    followRedirects: http?.follow_redirects ?? defaultHttpPolicy.followRedirects,
    ...(http?.propagate_trace_context ? { propagateTraceContext: true } : {}),
  };
}
