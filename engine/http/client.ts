// The HTTP layer's policy and its one deadline. One deadline covers connect, headers, body and every
// resend of a call; the pipeline (engine/pipeline/) runs each vendor call under it, sending through
// exchange.ts (undici). This file holds the default policy and the deadline; the shapes are types.ts.
import { EngineError } from '../errors.ts';
import { DeadlineExceeded } from './exchange.ts';
import type { HttpPolicy } from './types.ts';

export { isIdempotent, toHeaders } from './exchange.ts';
export type { HttpPolicy, OutgoingRequest, Reply } from './types.ts';

export const defaultHttpPolicy: HttpPolicy = {
  timeoutMs: 30_000,
  retries: 2,
  backoffMs: 300,
  maxRetryAfterMs: 60_000,
  maxResponseBytes: 50 * 1024 * 1024,
  followRedirects: false,
};

/**
 * Runs `run` under one abort signal: the deadline's, or the caller's (a cancelled call, a stopped
 * sync). A listener on the caller's signal, not AbortSignal.any, so the link cannot be collected while
 * a body is still read; `keepLink` leaves it in place for a streamed body that outlives this call.
 */
export async function withDeadline<T>(
  policy: HttpPolicy,
  outer: AbortSignal | undefined,
  run: (signal: AbortSignal, deadline: number) => Promise<T>,
  keepLink = false,
): Promise<T> {
  const deadline = Date.now() + policy.timeoutMs;
  const controller = new AbortController();
  const t = setTimeout(() => controller.abort(new DeadlineExceeded()), policy.timeoutMs);
  const follow = () => controller.abort(outer!.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  try {
    return await run(controller.signal, deadline);
  } catch (err) {
    if (controller.signal.reason instanceof DeadlineExceeded && !(err instanceof EngineError)) {
      throw new EngineError(
        'upstream_timeout',
        504,
        `The vendor API did not answer within ${policy.timeoutMs} ms.`,
      );
    }
    throw err;
  } finally {
    clearTimeout(t);
    if (!keepLink) outer?.removeEventListener('abort', follow);
  }
}
