// Shared pieces of the routes: the typed Hono environment, JSON body reading with schema
// validation, and the authenticated organisation.
import { readFileSync } from 'node:fs';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import { inputErrors } from '../engine/index.ts';
import type { ApiBodies } from './api-types.gen.ts';
import type { Actor } from './audit.ts';
import type { Selected } from './connector-rows.ts';
import { ApiError, clientClosed, invalidBody } from './errors.ts';
import { MAX_BODY_BYTES, tooLarge } from './middleware/body-limit.ts';

export type Env = {
  Variables: {
    organizationId: string;
    applicationId: string;
    requestId: string;
    /** Who acts, for the audit trail: application:<id>, mcp_client:<id>, connect_page, oauth_consent. */
    actor: string;
    /** Ids and names for the request's log line (never values). */
    logFields: Record<string, unknown>;
    /** The connector of the path, read with the token check (any organisation's; undefined: none). */
    connectorRow?: { id: string; row: Selected | undefined };
  };
};

/**
 * Adds ids and names to the request's log line. Object.assign, not `{ ...logFields, more }`: on Node 20
 * an object spread followed by more fields is a slow path (about a microsecond an object).
 */
export function logAlso(c: Context<Env>, fields: Record<string, unknown>): void {
  c.set('logFields', Object.assign({}, c.get('logFields'), fields));
}

const apiSchema = JSON.parse(
  readFileSync(new URL('../schemas/api.schema.json', import.meta.url), 'utf8'),
);
/** Execute params may nest 32 levels (checked again by the engine); the envelope adds a few. */
const BODY_LIMITS = { depth: 40, nodes: 100_000 };

/**
 * Hono's validator for a JSON body: parsed (400 when malformed), bounded in depth and size, and checked
 * against its definition in schemas/api.schema.json (422); `c.req.valid('json')` is then typed by the
 * generated ApiBodies. A body sent without a JSON content type is read as JSON all the same.
 */
export const jsonBody = <K extends keyof ApiBodies>(schema: K) => {
  const validate = validator('json', async (parsed, c): Promise<ApiBodies[K]> => {
    const typed = /^application\/([\w.-]+\+)?json$/i.test(
      (c.req.header('content-type') ?? '').split(';')[0]!.trim(),
    );
    return checkBody(typed ? parsed : await parseText(c), schema);
  });
  return (async (c, next) => {
    await readNodeBody(c);
    return validate(c, next);
  }) as typeof validate;
};

/**
 * Reads the body straight from Node's request into Hono's body cache, which c.req.json() and
 * c.req.text() then answer from. Reading it through c.req makes the Node adapter build a Fetch
 * Request, an AbortController and a web stream over the socket for every call. Only a body nothing
 * has read yet (limitBody has checked its declared length; one sent chunked it has already read).
 */
async function readNodeBody(c: Context<Env>): Promise<void> {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (
    !incoming ||
    incoming.readableDidRead ||
    incoming.readableEnded ||
    c.req.header('content-length') === undefined
  )
    return;
  const text = await new Promise<string>((done, failed) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    incoming.once('end', () =>
      size > MAX_BODY_BYTES
        ? failed(tooLarge())
        : done(Buffer.concat(chunks, size).toString('utf8')),
    );
    incoming.once('error', (err) => failed(uploadAborted(c) ? clientClosed() : err));
    incoming.once('close', () => incoming.readableEnded || failed(clientClosed()));
  });
  (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
}

/** The caller closed its connection before its request body was complete (an aborted upload). */
export function uploadAborted(c: Context): boolean {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return !!incoming && !incoming.complete && (incoming.destroyed || incoming.readableAborted);
}

/** Aborts when the caller's connection closes before the answer is written (the Node adapter's own signal, without building a Fetch Request). */
export function callerGone(c: Context<Env>): AbortSignal {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!outgoing) return c.req.raw.signal;
  const controller = new AbortController();
  outgoing.once('close', () => {
    if (!outgoing.writableFinished)
      controller.abort(new Error('Client connection prematurely closed.'));
  });
  return controller.signal;
}

async function parseText(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw malformed();
  }
}

const malformed = () =>
  new ApiError(400, 'The request body is not valid JSON.', [
    { field: null, message: 'is not valid JSON', error_code: 'malformed_json' },
  ]);

function checkBody<K extends keyof ApiBodies>(body: unknown, schema: K): ApiBodies[K] {
  const tooComplex = inputErrors(body, { limits: BODY_LIMITS }); // before anything recursive (validation, cloning) runs
  if (tooComplex.length)
    throw new ApiError(400, `The request body ${tooComplex[0]!.message}.`, tooComplex);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(422, 'The request body must be a JSON object.', [
      { field: null, message: 'must be an object', error_code: 'invalid_type' },
    ]);
  }
  const errors = inputErrors(body, {
    schema: { schema: apiSchema, ref: `#/definitions/${schema}` },
    unknown: 'is not a known field',
  });
  if (errors.length) throw invalidBody(errors);
  return body as ApiBodies[K];
}

export const org = (c: Context<Env>) => c.get('organizationId');

/** The request as the audit trail names it: who acts, and the request's id. */
export const actedBy = (c: Context<Env>): Actor => ({
  actor: c.get('actor') ?? 'anonymous',
  requestId: c.get('requestId') ?? null,
});
