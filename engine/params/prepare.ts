// Params of one call: defaults filled from config or replication settings, then the shape bound,
// the action's schema and its cross-field preconditions, all before anything is sent.
import type { ActionPlan } from '../manifest/plan.ts';
import { renderTemplateValue } from '../request/template.ts';
import { checkPreconditions } from './preconditions.ts';
import { assertShape } from './shape.ts';

export async function prepareParams(plan: ActionPlan, params: unknown, scope: { config: Record<string, unknown>; replication: Record<string, unknown> }): Promise<Record<string, unknown>> {
  let input = params ?? {};
  assertShape(input, 'params');
  if (plan.defaultsFrom.length && typeof input === 'object' && !Array.isArray(input)) {
    const filled: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const [name, t, unless] of plan.defaultsFrom) {
      if (filled[name] !== undefined || unless.some((u) => filled[u] !== undefined)) continue;
      try {
        filled[name] = renderTemplateValue(t, scope);
      } catch {
        /* nothing configured to default from: the param stays absent */
      }
    }
    input = filled;
  }
  const valid = plan.validate(input);
  await checkPreconditions(plan.preconditions, valid, `${plan.kind} ${plan.where}`, scope);
  return valid;
}
