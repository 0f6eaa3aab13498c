// Turns an action plan and validated params into the one upstream request: path params encoded into
// the path template, the rest into query, headers or a json/form body as the manifest placed them.
import type { AppliedAuth } from '../auth/index.ts';
import { EngineError } from '../errors.ts';
import type { OutgoingRequest } from '../http/client.ts';
import { parseJsonParam } from '../params/json-content.ts';
import type { ActionPlan } from '../plan/plan.ts';
import { isNotationStyle, renderNotation, strictEncode } from './notation.ts';
import { renderPath } from './path.ts';
import { appendParam } from './serialize.ts';
import { renderTemplate, type Template } from './template.ts';

export interface RequestContext {
  baseUrl: string;
  /** Kind-level headers, already rendered. */
  headers: Record<string, string>;
  auth: AppliedAuth;
  config: Record<string, unknown>;
}

export async function renderRequest(
  plan: ActionPlan,
  params: Record<string, unknown>,
  ctx: RequestContext,
): Promise<OutgoingRequest> {
  const scope = { config: ctx.config };
  const query = new URLSearchParams();
  for (const [name, t] of plan.fixedQuery) query.append(name, renderTemplate(t, scope));
  // Object.assign: on Node 20 an object made by spreads is slow to add fields to (pipeline/send.ts)
  const headers: Record<string, string> = Object.assign(
    {},
    ctx.headers,
    renderAll(plan.headers, scope),
  );
  const { notation, bodyFields } = placeParams(plan, params, query, headers);
  const bindings = { params, config: ctx.config };
  if (plan.queryTemplate) await appendComputedQuery(plan.queryTemplate, params, bindings, query);
  for (const [k, v] of ctx.auth.query) query.append(k, v);
  Object.assign(headers, ctx.auth.headers);

  const path = renderPath(plan.path, params);
  const qs = [query.toString(), ...notation].filter(Boolean).join('&');
  const req: OutgoingRequest = {
    method: plan.method,
    url: `${ctx.baseUrl}${path}${qs ? `?${qs}` : ''}`,
    headers,
  };
  attachBody(req, plan, await bodyOf(plan, params, bindings, bodyFields));
  headers.accept ??= 'application/json';
  return req;
}

/** Each given param where the manifest places it: query (or notation pairs), a header, a body field. */
function placeParams(
  plan: ActionPlan,
  params: Record<string, unknown>,
  query: URLSearchParams,
  headers: Record<string, string>,
): { notation: string[]; bodyFields: Record<string, unknown> } {
  const notation: string[] = []; // `name=value` pairs already encoded for the wire
  const bodyFields: Record<string, unknown> = {};
  for (const p of plan.params) {
    const given = params[p.name];
    if (given === undefined) continue;
    const value =
      p.json && typeof given === 'string' ? parseJsonParam(given, p.name, plan.where) : given;
    if (p.in === 'query') placeInQuery(p, value, query, notation);
    else if (p.in === 'header')
      headers[p.as.toLowerCase()] = headerValue(p.name, value, plan.where);
    else if (p.in === 'body') bodyFields[p.as] = value;
  }
  return { notation, bodyFields };
}

function placeInQuery(
  p: ActionPlan['params'][number],
  value: unknown,
  query: URLSearchParams,
  notation: string[],
): void {
  if (!isNotationStyle(p.style)) {
    appendParam(query, p.as, value, p.style);
    return;
  }
  const wire = renderNotation(p.name, value, p.style);
  if (wire !== undefined) notation.push(`${strictEncode(p.as)}=${wire}`);
}

/** The query template's object, each non-empty value appended in the template's array style. */
async function appendComputedQuery(
  template: NonNullable<ActionPlan['queryTemplate']>,
  params: Record<string, unknown>,
  bindings: Record<string, unknown>,
  query: URLSearchParams,
): Promise<void> {
  const computed = await template.expression.evaluate(params, bindings);
  if (!computed || typeof computed !== 'object' || Array.isArray(computed)) return;
  for (const [k, v] of Object.entries(computed))
    if (v !== '') appendParam(query, k, v, template.style);
}

/** The body as the manifest builds it: a GraphQL envelope, a body template, or the body params. */
async function bodyOf(
  plan: ActionPlan,
  params: Record<string, unknown>,
  bindings: Record<string, unknown>,
  bodyFields: Record<string, unknown>,
): Promise<unknown> {
  if (plan.graphql) {
    const variables = plan.graphql.variables
      ? await plan.graphql.variables.evaluate(params, bindings)
      : bodyFields;
    return { query: plan.graphql.query, variables };
  }
  return plan.bodyTemplate ? plan.bodyTemplate.evaluate(params, bindings) : bodyFields;
}

/** Encodes the body as json or form. An empty JSON object is still a body (a search with no criteria); an empty form is none. */
function attachBody(req: OutgoingRequest, plan: ActionPlan, body: unknown): void {
  const empty =
    body === undefined ||
    (plan.body === 'form' &&
      typeof body === 'object' &&
      body !== null &&
      Object.keys(body).length === 0);
  if (plan.body === 'none' || empty) return;
  if (plan.body === 'form') {
    const form = new URLSearchParams();
    const styleOf = new Map(plan.params.map((p) => [p.as, p.style]));
    for (const [k, v] of Object.entries(body as object))
      appendParam(form, k, v, styleOf.get(k) ?? 'indices');
    req.body = form;
    req.headers['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    req.body = JSON.stringify(body);
    req.headers['content-type'] = 'application/json';
  }
}

export function renderAll(
  list: [string, Template][],
  scope: Record<string, unknown>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, t] of list) out[k] = renderTemplate(t, scope);
  return out;
}

/**
 * A header param's value as sent: printable ASCII and tabs only. A CR or LF would end the header (an
 * injection the HTTP client refuses late, as a failed vendor call); other characters have no
 * portable encoding in a header. The caller's mistake, so a 400 naming the param.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\x00-\x1f\x7f]/;

function headerValue(name: string, given: unknown, where: string): string {
  const value = typeof given === 'object' ? JSON.stringify(given) : String(given);
  if (/^[\t\x20-\x7e]*$/.test(value)) return value;
  const why = /[\r\n]/.test(value)
    ? 'a line break (CR or LF)'
    : CONTROL.test(value)
      ? 'a control character'
      : 'a non-ASCII character';
  throw new EngineError(
    'invalid_params',
    400,
    `Invalid params for ${where}: ${name} is sent as an HTTP header and must be printable ASCII; it contains ${why}.`,
    { field: name, details: { expected: 'printable ASCII (U+0020 to U+007E) and tabs' } },
  );
}
