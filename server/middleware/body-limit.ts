// Request bodies up to 1 MiB. The unread rest of an oversized body stays on the socket: the 413 closes
// the connection rather than let a client reuse it. A declared Content-Length is checked without
// touching the body (Hono's bodyLimit reads `c.req.raw.body`, which makes the Node adapter build a
// full Fetch Request with a body stream for every request, GETs included); a body sent chunked is
// counted as it streams, by Hono's bodyLimit.

import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export const tooLarge = () =>
  new ApiError(413, 'The request body is larger than 1 MiB.', [], { connection: 'close' });
const countedAsItStreams = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

export const limitBody = createMiddleware(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined)
    return countedAsItStreams(c, next);
  if (!/^\d+$/.test(length) || Number(length) > MAX_BODY_BYTES) throw tooLarge();
  return next();
});
