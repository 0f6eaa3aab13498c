// Errors of the hosted API, in the body shape of DESIGN.md: { message, errors: [{ field, message,
// error_code, details }] }. Engine errors keep their own status; anything unexpected becomes a 500
// with a request id and no internals.

import type { ErrorObject } from 'ajv';
import { HTTPException } from 'hono/http-exception';
import { EngineError, type FieldError } from '../engine/index.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  toBody() {
    return {
      message: this.message,
      errors: this.errors.length
        ? this.errors
        : [{ field: null, message: this.message, error_code: codeFor(this.status) }],
    };
  }
}

function codeFor(status: number): string {
  return (
    {
      400: 'bad_request',
      401: 'unauthorized',
      403: 'forbidden',
      404: 'not_found',
      413: 'payload_too_large',
      422: 'invalid_body',
      429: 'rate_limited',
    }[status] ?? 'error'
  );
}

export const notFound = (what: string) => new ApiError(404, `${what} not found.`);

/** Ajv errors of a request body as 422 field errors (dotted paths, what was expected). */
export function invalidBody(errors: ErrorObject[] | null | undefined, prefix = ''): ApiError {
  const list: FieldError[] = (errors ?? []).map((e) => {
    const path = [prefix, ...e.instancePath.split('/').filter(Boolean)].filter(Boolean);
    if (e.keyword === 'required') path.push(String(e.params.missingProperty));
    if (e.keyword === 'additionalProperties') path.push(String(e.params.additionalProperty));
    const message =
      e.keyword === 'required'
        ? 'is required'
        : e.keyword === 'additionalProperties'
          ? 'is not a known field'
          : (e.message ?? 'is invalid');
    return {
      field: path.join('.') || null,
      message,
      error_code: e.keyword === 'required' ? 'required' : `invalid_${e.keyword.toLowerCase()}`,
    };
  });
  return new ApiError(
    422,
    `Invalid request body: ${list.map((e) => `${e.field ?? 'body'} ${e.message}`).join('; ')}.`,
    list,
  );
}

export function errorResponse(err: unknown): {
  status: number;
  body: object;
  headers: Record<string, string>;
} {
  if (err instanceof ApiError)
    return { status: err.status, body: err.toBody(), headers: err.headers };
  // Hono's own 4xx (its JSON validator: a malformed body): our error body, never a 500
  if (err instanceof HTTPException && err.status < 500) {
    const malformed = err.status === 400 && /json/i.test(err.message);
    const message = malformed ? 'is not valid JSON' : err.message;
    return {
      status: err.status,
      body: {
        message: malformed ? 'The request body is not valid JSON.' : `${message}.`,
        errors: [
          { field: null, message, error_code: malformed ? 'malformed_json' : 'bad_request' },
        ],
      },
      headers: {},
    };
  }
  if (err instanceof EngineError) {
    return {
      status: err.status,
      body: err.toBody(),
      headers: err.retryAfter !== undefined ? { 'retry-after': String(err.retryAfter) } : {},
    };
  }
  return {
    status: 500,
    body: {
      message: 'Internal error.',
      errors: [{ field: null, message: 'Internal error.', error_code: 'internal' }],
    },
    headers: {},
  };
}
