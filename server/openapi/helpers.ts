// The small builders every path of the OpenAPI document is written with (responses, bodies, params,
// one operation), apart so each route group's paths (paths-*.ts) can use them.
import type { Schema } from './schemas.ts';

export type Json = Record<string, unknown>;

export const json = (schema: Schema, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});
export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [String(s), { $ref: `#/components/responses/E${s}` }]));
export const body = (schema: Schema, required = true) => ({
  required,
  content: { 'application/json': { schema } },
});
export const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
export const ID = pathParam('id', 'The connector id (conn_...).');
const ORG = { $ref: '#/components/parameters/OrganizationId' };
/** Errors every token-checked operation can answer. */
export const AUTHED = [401, 403, 429];
export const PUBLIC = { security: [] };
/** The base path of the connector routes. */
export const C = '/api/v1/integrations/connectors';

export function op(tag: string, operationId: string, summary: string, rest: Json): Json {
  const open = rest.security !== undefined;
  return {
    tags: [tag],
    operationId,
    summary,
    ...rest,
    parameters: [...((rest.parameters as unknown[]) ?? []), ...(open ? [] : [ORG])],
  };
}

/** One operation of a route table: its path and method, then op()'s arguments; `rest` may be built
 *  from the document's context (the kinds, for the routes whose bodies depend on them). */
export type Route<C = void> = [
  path: string,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  tag: string,
  operationId: string,
  summary: string,
  rest: Json | ((context: C) => Json),
];

/** The paths of a route table, in its order (a path's methods grouped under it). Each document gets
 *  its own copy, so a change to one never reaches the table or another document. */
export function pathsOf<C>(routes: Route<C>[], context: C): Json {
  const out: Record<string, Json> = {};
  for (const [path, method, tag, operationId, summary, rest] of routes) {
    const r = typeof rest === 'function' ? rest(context) : structuredClone(rest);
    out[path] = { ...out[path], [method]: op(tag, operationId, summary, r) };
  }
  return out;
}
