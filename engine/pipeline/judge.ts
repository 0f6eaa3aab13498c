// The decode and judge steps: the answer decoded (map/decode.ts) and judged by the response rules
// (map/rules.ts), then the engine's transient default: a network failure, 408, 429 and 5xx are
// retried (the verdict's error is what is answered once resends run out), unless a rule called the
// answer a success. The act step then only reads the verdict.

import { TransportFailure } from '../http/exchange.ts';
import { NO_HEADERS } from '../http/headers.ts';
import { parseRetryAfter } from '../http/upstream-error.ts';
import { decodeBody } from '../map/decode.ts';
import { judge as byRules, type Verdict } from '../map/rules.ts';
import type { Exchange, Outcome, Step } from './types.ts';

const TRANSIENT: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
const RETRY_AFTER: ReadonlySet<number> = new Set([429, 503]);

export const judge: Step = (next) => async (x) => {
  let out: Outcome;
  try {
    out = await next(x);
  } catch (err) {
    if (!(err instanceof TransportFailure)) throw err;
    return unreachable(x, err);
  }
  if (x.call.stream && out.status < 400) return out; // a file to stream: nothing to decode
  const body = decodeBody(out, x.redactor);
  // Object.assign, not spreads: on Node 20 a spread followed by more fields is a slow path (send.ts)
  const bindings: Record<string, unknown> = Object.assign(
    {},
    x.call.bindings,
    x.call.withHeaders ? { headers: Object.fromEntries(out.headers) } : undefined,
    { status: out.status },
  );
  const judged = await byRules(
    x.call.rules,
    { status: out.status, headers: out.headers, body },
    bindings,
    x.redactor,
  );
  // this send's own outcome, decoded and judged in place (its shape already has these fields)
  out.body = body;
  out.bindings = bindings;
  out.verdict = transient(judged, out);
  return out;
};

/**
 * A failure or a rate limit on a transient answer is retried first, after the wait the vendor's
 * Retry-After header asks (a rule's retry_after is what the caller is told once resends run out).
 * A rate limit a rule finds in any other answer (a GraphQL error inside a 200, a 403 with a
 * remaining count of 0) is retried too when the rule reads the vendor's wait (retry_after): the vendor
 * did not run the request. Without a wait (a daily quota) it is answered at once. The act step still
 * resends only within the retry budget, the wait cap and the deadline.
 */
function transient(v: Verdict, out: Outcome): Verdict {
  if (v.action !== 'fail' && v.action !== 'rate_limited') return v;
  if (!TRANSIENT.has(out.status))
    return v.action === 'rate_limited' && v.retryAfter !== undefined
      ? { action: 'retry', error: v.error, retryAfter: v.retryAfter }
      : v;
  const after = RETRY_AFTER.has(out.status)
    ? parseRetryAfter(out.headers.get('retry-after'))
    : undefined;
  return { action: 'retry', error: v.error, ...(after !== undefined ? { retryAfter: after } : {}) };
}

function unreachable(x: Exchange, failure: TransportFailure): Outcome {
  const req = x.req!;
  return {
    req,
    url: req.url,
    status: 0,
    headers: NO_HEADERS,
    text: '',
    bindings: x.call.bindings,
    verdict: { action: 'retry', error: failure.error },
  };
}
