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
