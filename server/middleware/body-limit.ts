// Request bodies up to 1 MiB. The unread rest of an oversized body stays on the socket: the 413 closes
// the connection rather than let a client reuse it.
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'The request body is larger than 1 MiB.', [], { connection: 'close' });
  },
});
