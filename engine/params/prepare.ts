// Params of one call: defaults filled from config or replication settings (or computed), then the shape bound,
// the action's schema and its cross-field preconditions, all before anything is sent. Preconditions read
// the params as sent (filled ones included) and, as $given, only those the caller gave: a param the
// engine fills is the caller's to leave out, so "at least one field to change" counts $keys($given).
import type { ActionPlan } from '../plan/plan.ts';
import { renderTemplateValue } from '../request/template.ts';
import { checkPreconditions } from './preconditions.ts';
import { assertShape } from './shape.ts';

export async function prepareParams(
  plan: ActionPlan,
  params: unknown,
  scope: { config: Record<string, unknown>; replication: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const given = params ?? {};
  assertShape(given, 'params');
  const fills =
    (plan.defaultsFrom.length || plan.defaultExpressions.length) &&
    typeof given === 'object' &&
    !Array.isArray(given);
  const input = fills ? await withDefaults(plan, given as Record<string, unknown>, scope) : given;
  const valid = plan.validate(input);
  await checkPreconditions(
    plan.preconditions,
    valid,
    `${plan.kind} ${plan.where}`,
    Object.assign({}, scope, { given }), // not a spread with a field after it: pipeline/send.ts
  );
  return valid;
}

/** The params with each absent default filled: from config or replication first, then computed. */
async function withDefaults(
  plan: ActionPlan,
  given: Record<string, unknown>,
  scope: { config: Record<string, unknown>; replication: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const filled: Record<string, unknown> = { ...given };
  const absent = (name: string, unless: string[]) =>
    filled[name] === undefined && !unless.some((u) => filled[u] !== undefined);
  for (const [name, t, unless] of plan.defaultsFrom) {
    if (!absent(name, unless)) continue;
    try {
      filled[name] = renderTemplateValue(t, scope);
    } catch {
      /* nothing configured to default from: the param stays absent */
    }
  }
  for (const [name, e, unless] of plan.defaultExpressions) {
    if (!absent(name, unless)) continue;
    // over unvalidated params: a wrong type makes it give nothing (or a value the schema then refuses)
    const value = await e.evaluate(filled, scope).catch(() => undefined);
    if (value !== undefined) filled[name] = value;
  }
  return filled;
}
