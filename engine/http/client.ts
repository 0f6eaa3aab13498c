// The one place that talks to the network (undici). One deadline covers connect, headers, body and
// every retry; idempotent requests are retried on 408/429/5xx and network errors with full-jitter
// backoff, honouring Retry-After only while it fits the cap and the deadline (else the vendor's
// answer is given at once); redirects are not followed unless the kind asks for same-origin ones;
// bodies are read up to a byte cap. Every failure becomes an EngineError with secrets removed.
// This file holds the deadline and the two entry points; the retry loop is exchange.ts, the
// shapes types.ts.
import type { Dispatcher } from 'undici';
import { EngineError } from '../errors.ts';
import { ResponseTooLarge, readCapped } from './body.ts';
import { DeadlineExceeded, ERROR_BODY_BYTES, exchange, MAX_HOPS, toHeaders } from './exchange.ts';
import type { HttpPolicy, OutgoingRequest, Reply, SendOptions } from './types.ts';

export { isIdempotent, RETRY_STATUS, toHeaders } from './exchange.ts';
export type { HttpPolicy, OutgoingRequest, Reply, SendOptions } from './types.ts';

export const defaultHttpPolicy: HttpPolicy = {
  timeoutMs: 30_000,
  retries: 2,
  backoffMs: 300,
  maxRetryAfterMs: 60_000,
  maxResponseBytes: 50 * 1024 * 1024,
  followRedirects: false,
};

/** Sends a request and reads its whole body (capped), all within the policy's deadline. */
export async function send(
  req: OutgoingRequest,
  policy: HttpPolicy,
  opts: SendOptions,
): Promise<Reply> {
  return withDeadline(policy, opts.signal, async (signal, deadline) => {
    const { res, url } = await exchange(req, policy, opts, signal, deadline, undefined);
    if (res.statusCode >= 400 && opts.raw) {
      const { text, cut } = await readCapped(res.body, ERROR_BODY_BYTES, true);
      return { status: res.statusCode, headers: toHeaders(res.headers), text, url, cut };
    }
    try {
      const { text } = await readCapped(res.body, policy.maxResponseBytes, false);
      return { status: res.statusCode, headers: toHeaders(res.headers), text, url };
    } catch (err) {
      if (err instanceof ResponseTooLarge) {
        throw new EngineError(
          'upstream_invalid_response',
          502,
          `The vendor's answer is larger than ${policy.maxResponseBytes} bytes; ask for smaller pages (limit, per_page).`,
          { details: { max_response_bytes: policy.maxResponseBytes } },
        );
      }
      throw err;
    }
  });
}

/**
 * Opens a streamed response (downloads): the deadline covers the answer's headers; the body then
 * streams with an idle limit of the same length between chunks. Redirects are followed (up to 5)
 * without credentials on another origin, each hop through `dispatcherFor`.
 */
export async function open(
  req: OutgoingRequest,
  policy: HttpPolicy,
  opts: SendOptions & { dispatcherFor: (url: URL) => Dispatcher | undefined },
): Promise<{ status: number; headers: Headers; body: Dispatcher.ResponseData['body'] }> {
  let current = req;
  for (let hop = 0; ; hop++) {
    const dispatcher = opts.dispatcherFor(new URL(current.url));
    const { res } = await withDeadline(
      policy,
      opts.signal,
      (signal, deadline) =>
        exchange(current, policy, { ...opts, followAny: true }, signal, deadline, dispatcher),
      true,
    );
    const location = res.headers.location;
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string') {
      await res.body.dump();
      if (hop >= MAX_HOPS)
        throw new EngineError(
          'upstream_invalid_response',
          502,
          'The file link redirects too often.',
        );
      const next = new URL(location, current.url);
      const sameOrigin = next.origin === new URL(current.url).origin;
      current = { method: 'GET', url: next.toString(), headers: sameOrigin ? current.headers : {} };
      continue;
    }
    return { status: res.statusCode, headers: toHeaders(res.headers), body: res.body };
  }
}

/**
 * Runs `run` under one abort signal: the deadline's, or the caller's (a cancelled call, a stopped
 * sync). A listener on the caller's signal, not AbortSignal.any, so the link cannot be collected while
 * a body is still read; `keepLink` leaves it in place for a streamed body that outlives this call.
 */
async function withDeadline<T>(
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
