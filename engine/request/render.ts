// Turns an action plan and validated params into the one upstream request: path params encoded into
// the path template, the rest into query, headers or a json/form body as the manifest placed them.
import type { AppliedAuth } from '../auth/index.ts';
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
  const notation: string[] = []; // `name=value` pairs already encoded for the wire
  for (const [name, t] of plan.fixedQuery) query.append(name, renderTemplate(t, scope));
  const headers: Record<string, string> = { ...ctx.headers, ...renderAll(plan.headers, scope) };
  const bodyFields: Record<string, unknown> = {};
  for (const p of plan.params) {
    const given = params[p.name];
    if (given === undefined) continue;
    const value =
      p.json && typeof given === 'string' ? parseJsonParam(given, p.name, plan.where) : given;
    if (p.in === 'query' && isNotationStyle(p.style)) {
      const wire = renderNotation(p.name, value, p.style);
      if (wire !== undefined) notation.push(`${strictEncode(p.as)}=${wire}`);
    } else if (p.in === 'query') appendParam(query, p.as, value, p.style);
    else if (p.in === 'header')
      headers[p.as.toLowerCase()] =
        typeof value === 'object' ? JSON.stringify(value) : String(value);
    else if (p.in === 'body') bodyFields[p.as] = value;
  }
  const bindings = { params, config: ctx.config };
  if (plan.queryTemplate) {
    const computed = await plan.queryTemplate.expression.evaluate(params, bindings);
    if (computed && typeof computed === 'object' && !Array.isArray(computed)) {
      for (const [k, v] of Object.entries(computed))
        if (v !== '') appendParam(query, k, v, plan.queryTemplate.style);
    }
  }
  for (const [k, v] of ctx.auth.query) query.append(k, v);
  Object.assign(headers, ctx.auth.headers);

  const path = renderPath(plan.path, params);
  const qs = [query.toString(), ...notation].filter(Boolean).join('&');
  const req: OutgoingRequest = {
    method: plan.method,
    url: `${ctx.baseUrl}${path}${qs ? `?${qs}` : ''}`,
    headers,
  };

  const body = plan.graphql
    ? {
        query: plan.graphql.query,
        variables: plan.graphql.variables
          ? await plan.graphql.variables.evaluate(params, bindings)
          : bodyFields,
      }
    : plan.bodyTemplate
      ? await plan.bodyTemplate.evaluate(params, bindings)
      : bodyFields;
  // An empty JSON object is still a body (a search with no criteria); an empty form is none.
  const empty =
    body === undefined ||
    (plan.body === 'form' &&
      typeof body === 'object' &&
      body !== null &&
      Object.keys(body).length === 0);
  if (plan.body !== 'none' && !empty) {
    if (plan.body === 'form') {
      const form = new URLSearchParams();
      const styleOf = new Map(plan.params.map((p) => [p.as, p.style]));
      for (const [k, v] of Object.entries(body as object))
        appendParam(form, k, v, styleOf.get(k) ?? 'indices');
      req.body = form;
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      req.body = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
  }
  headers.accept ??= 'application/json';
  return req;
}

export function renderAll(
  list: [string, Template][],
  scope: Record<string, unknown>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, t] of list) out[k] = renderTemplate(t, scope);
  return out;
}
