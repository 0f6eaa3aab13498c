// Every request gets an id: the caller's X-Request-Id when it is a plain token, else a new UUID. It is
// echoed back on the response and goes on the request's log line, with the fields routes add.
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Env } from '../request.ts';

const CALLER_ID = /^[\w.-]{1,100}$/;

export const requestId = createMiddleware<Env>(async (c, next) => {
  const given = c.req.header('x-request-id') ?? '';
  const id = CALLER_ID.test(given) ? given : randomUUID();
  c.set('requestId', id);
  c.set('logFields', {});
  // Set before the answer is made, so that it is made with it: set on a finished answer, Hono copies
  // the answer (the Node adapter then builds a Fetch Response with a body stream). Only an answer a
  // route built itself (a download's Response) still needs it afterwards.
  c.header('x-request-id', id);
  await next();
  if (!c.res.headers.has('x-request-id')) c.header('x-request-id', id);
});
