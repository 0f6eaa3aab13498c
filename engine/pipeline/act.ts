// The act step, the one owner of resends: under one deadline it reads each outcome's verdict; retry
// waits (the vendor's Retry-After within the cap, else full-jitter backoff) and sends again while
// the budget, the deadline and the method allow; any other verdict goes back out: the auth step
// refreshes on refresh_then_retry and goes through act once more, and the pipeline (compose.ts)
// answers a success or throws the verdict's error.
import { setTimeout as sleep } from 'node:timers/promises';
import { EngineError } from '../errors.ts';
import { DeadlineExceeded, isIdempotent } from '../http/exchange.ts';
import type { HttpPolicy } from '../http/types.ts';
import type { Exchange, Outcome, Step } from './types.ts';

/**
 * The act step: the request sent again while the verdict is retry and the budget, the deadline and
 * the method allow, all under one deadline; any other verdict goes back to the steps before it.
 */
export const act: Step = (next) => (outer) =>
  withDeadline(
    outer.policy,
    outer.call.signal,
    async (signal, deadline): Promise<Outcome> => {
      const { call, policy, redactor, req } = outer; // named, not spread: see send.ts
      const x: Exchange = { call, policy, redactor, signal, deadline, attempt: 0, req };
      for (;;) {
        const out = await next(x);
        const wait = out.verdict.action === 'retry' ? resendWait(x, out) : undefined;
        if (wait === undefined) return out;
        x.attempt++;
        await sleep(wait, undefined, { signal }).catch(() => undefined);
        if (signal.aborted)
          throw new EngineError('upstream_unreachable', 499, 'The call was cancelled.');
      }
    },
    outer.call.stream !== undefined,
  );

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
