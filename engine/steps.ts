// An action of several requests (manifest `steps`): each step whose `when` holds, in order, with the
// params it sends; the last answer is the action's. A failure after an earlier step says which steps
// had succeeded: the vendor applied them, and they are not undone.
import { EngineError } from './errors.ts';
import type { ActionPlan } from './plan/plan.ts';

export async function runSteps<P>(
  plan: ActionPlan,
  valid: Record<string, unknown>,
  config: Record<string, unknown>,
  send: (step: ActionPlan, params: Record<string, unknown>) => Promise<P>,
): Promise<P> {
  let last: P | undefined;
  const done: string[] = [];
  for (const step of plan.steps!) {
    if (step.when && !(await step.when.evaluate(valid, { config }))) continue;
    const params = step.send
      ? Object.fromEntries(step.send.filter((n) => n in valid).map((n) => [n, valid[n]]))
      : valid;
    try {
      last = await send(step.plan, params);
    } catch (err) {
      throw done.length && err instanceof EngineError ? afterSteps(err, done) : err;
    }
    done.push(`${step.plan.method} ${step.plan.path.source}`);
  }
  if (last === undefined)
    throw new EngineError(
      'precondition_failed',
      400,
      `${plan.where}: none of its requests applies to these params.`,
    );
  return last;
}

/** The step's error, saying which earlier steps the vendor applied. */
function afterSteps(err: EngineError, done: string[]): EngineError {
  const message = `${err.message} (after ${done.join(' and ')} had succeeded: those changes stay)`;
  return new EngineError(err.code, err.status, message, {
    ...(err.details ? { details: err.details } : {}),
    ...(err.retryAfter !== undefined ? { retryAfter: err.retryAfter } : {}),
    field: err.field,
  });
}
