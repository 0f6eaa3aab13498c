// The act step, the pipeline's first and the one owner of resends: it runs a call under one deadline
// and reads each outcome's verdict. succeed answers; a refresh the auth step made sends again at
// once; retry waits (the verdict's Retry-After within the cap, else full-jitter backoff) and sends
// again while the budget, the deadline and the method allow; anything else throws the verdict's error.
import { setTimeout as sleep } from 'node:timers/promises';
import { EngineError } from '../errors.ts';
import { DeadlineExceeded, isIdempotent } from '../http/exchange.ts';
import type { Redactor } from '../http/redact.ts';
import type { HttpPolicy } from '../http/types.ts';
import { judge } from './judge.ts';
import { send } from './send.ts';
import type { Call, Exchange, Handler, Outcome, Pipeline, Step } from './types.ts';

/**
 * A pipeline: act, then the given steps (auth, or `bare` for a finished request), then decode and
 * judge, then send. Each step wraps the next, as undici's interceptors wrap a dispatch.
 */
export function createPipeline(steps: Step[], policy: HttpPolicy, redactor: Redactor): Pipeline {
  const handler = [...steps, judge].reduceRight<Handler>((next, step) => step(next), send);
  return { run: (call) => act(handler, call, policy, redactor) };
}

/** The step for a finished request (token endpoints, discovery, files): sent as it is. */
export const bare: Step = (next) => (x) => {
  const recipe = x.call.recipe;
  if (!('request' in recipe)) throw new Error('a bare pipeline sends finished requests only');
  x.req = recipe.request;
  return next(x);
};

function act(handler: Handler, call: Call, policy: HttpPolicy, redactor: Redactor) {
  return withDeadline(
    policy,
    call.signal,
    async (signal, deadline): Promise<Outcome> => {
      const x: Exchange = {
        call,
        policy,
        redactor,
        signal,
        deadline,
        attempt: 0,
        refreshed: false,
      };
      for (;;) {
        const out = await handler(x);
        const v = out.verdict;
        if (v.action === 'succeed') return out;
        if (out.resend) continue;
        const wait = resendWait(x, out);
        if (wait === undefined) throw v.error;
        x.attempt++;
        await sleep(wait, undefined, { signal }).catch(() => undefined);
        if (signal.aborted)
          throw new EngineError('upstream_unreachable', 499, 'The call was cancelled.');
      }
    },
    call.stream !== undefined,
  );
}

/** How long to wait before resending, or undefined when the verdict, budget or deadline allows none. */
function resendWait(x: Exchange, out: Outcome): number | undefined {
  const v = out.verdict;
  if (v.action !== 'retry') return undefined;
  if (!isIdempotent(out.req.method) && !x.call.retryAnyMethod) return undefined;
  if (x.attempt >= (x.call.retries ?? x.policy.retries)) return undefined;
  const after = v.retryAfter;
  // A wait longer than the cap or the time left is not waited: the vendor's answer is given now.
  if (after !== undefined && after * 1000 > x.policy.maxRetryAfterMs) return undefined;
  const wait =
    after !== undefined ? after * 1000 : Math.random() * x.policy.backoffMs * 2 ** x.attempt;
  return Date.now() + wait < x.deadline ? wait : undefined;
}

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
