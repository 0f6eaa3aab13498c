// Shared pieces of the routes: the typed Hono environment, JSON body reading with schema
// validation, and the authenticated organisation.
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Context } from 'hono';
import { shapeProblem } from '../engine/index.ts';
import { ApiError, invalidBody } from './errors.ts';

export type Env = {
  Variables: {
    organizationId: string;
    applicationId: string;
    requestId: string;
    /** Ids and names for the request's log line (never values). */
    logFields: Record<string, unknown>;
  };
};

const apiSchema = JSON.parse(readFileSync(new URL('../schemas/api.schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
(addFormatsModule as unknown as typeof addFormatsModule.default)(ajv);
ajv.addSchema(apiSchema);
const validators = new Map<string, ValidateFunction>();
/** Execute params may nest 32 levels (checked again by the engine); the envelope adds a few. */
const BODY_LIMITS = { depth: 40, nodes: 100_000 };

function validator(name: string): ValidateFunction {
  let v = validators.get(name);
  if (!v) validators.set(name, (v = ajv.getSchema(`${apiSchema.$id}#/definitions/${name}`)!));
  return v;
}

/** Parses the JSON body (400 when malformed) and checks it against schemas/api.schema.json (422). */
export async function readBody<T>(c: Context<Env>, schema: 'tokenRequest' | 'createConnector' | 'patchConnector' | 'execute' | 'initiateOAuth' | 'oauthCredentials' | 'redirectOrigins'): Promise<T> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.', [{ field: null, message: 'is not valid JSON', error_code: 'malformed_json' }]);
  }
  const problem = shapeProblem(body, BODY_LIMITS); // before anything recursive (validation, cloning) runs
  if (problem) throw new ApiError(400, `The request body ${problem}.`, [{ field: null, message: problem, error_code: 'too_complex', details: { max_depth: BODY_LIMITS.depth, max_values: BODY_LIMITS.nodes } }]);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(422, 'The request body must be a JSON object.', [{ field: null, message: 'must be an object', error_code: 'invalid_type' }]);
  }
  const v = validator(schema);
  if (!v(body)) throw invalidBody(v.errors);
  return body as T;
}

export const org = (c: Context<Env>) => c.get('organizationId');
