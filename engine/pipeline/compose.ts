// A pipeline: the given steps (auth, or `bare` for a finished request), then act (act.ts), then decode
// and judge (judge.ts), then send (send.ts). Apart from the steps so that a call runs through each
// module once: this module starts it, the steps only call the next one.
import type { Redactor } from '../http/redact.ts';
import type { HttpPolicy } from '../http/types.ts';
import { undici } from '../http/undici.ts';
import { act } from './act.ts';
import { judge } from './judge.ts';
import { send } from './send.ts';
import type { Handler, Pipeline, Step } from './types.ts';

const NEVER = new AbortController().signal;

/**
 * A pipeline: the given steps (auth, or `bare` for a finished request), then act, then decode and
 * judge, then send; each wraps the next, as undici's interceptors wrap a dispatch. `run` answers a
 * successful outcome or throws the error of the verdict the steps left standing.
 */
export function createPipeline(steps: Step[], policy: HttpPolicy, redactor: Redactor): Pipeline {
  // undici starts loading with the first connector, not inside its first call's deadline
  undici();
  const handler = [...steps, act, judge].reduceRight<Handler>((next, step) => step(next), send);
  return {
    async run(call) {
      // no deadline before the act step starts one: the auth step may refresh a token first
      const signal = call.signal ?? NEVER;
      const x = { call, policy, redactor, signal, deadline: Infinity, attempt: 0, req: undefined };
      const out = await handler(x);
      if (out.verdict.action !== 'succeed') throw out.verdict.error;
      return out;
    },
  };
}

/** The step for a finished request (token endpoints, discovery, files): sent as it is. */
export const bare: Step = (next) => (x) => {
  const recipe = x.call.recipe;
  if (!('request' in recipe)) throw new Error('a bare pipeline sends finished requests only');
  x.req = recipe.request;
  return next(x);
};
