// Errors of the hosted API, in the body shape of DESIGN.md: { message, errors: [{ field, message,
// error_code, details }] }. Engine errors keep their own status; anything unexpected becomes a 500
// with a request id and no internals.

import { HTTPException } from 'hono/http-exception';
import { EngineError } from '../engine/index.ts';

type FieldError = EngineError['errors'][number];

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
      499: 'client_closed_request',
    }[status] ?? 'error'
  );
}

export const notFound = (what: string) => new ApiError(404, `${what} not found.`);

/** nginx's 499: the client went away mid-request; no answer reaches it, and the fault is not ours. */
export const clientClosed = () =>
  new ApiError(499, 'The client closed the connection before its request body was complete.');

/** Ajv errors of a request body as 422 field errors (dotted paths, what was expected). */
/** A body that does not fit its schema (inputErrors' field errors): 422 naming each field. */
export function invalidBody(list: FieldError[]): ApiError {
  return new ApiError(422, `Invalid request body: ${fieldList(list)}.`, list);
}

/** 'a.b is required; c must be integer' (a null field is the whole body). */
export const fieldList = (list: FieldError[]) =>
  list.map((e) => `${e.field ?? 'body'} ${e.message}`).join('; ');

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
