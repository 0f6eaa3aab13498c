// The HTTP layer's default policy. One deadline covers connect, headers, body and every resend of a
// call: the pipeline's act step (engine/pipeline/act.ts) holds it and sends through exchange.ts
// (undici). The shapes are types.ts.
import type { HttpPolicy } from './types.ts';

export type { HttpPolicy, OutgoingRequest, Reply } from './types.ts';

export const defaultHttpPolicy: HttpPolicy = {
  timeoutMs: 30_000,
  retries: 2,
  backoffMs: 300,
  maxRetryAfterMs: 60_000,
  maxResponseBytes: 50 * 1024 * 1024,
  followRedirects: false,
};
