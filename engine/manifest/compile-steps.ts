// An action the vendor splits over several requests (Jira: an edit, then a status change through
// another endpoint). Each step compiles as the action with its own request, the params it sends and
// its own rules in front; the action itself keeps all params, its validation and its preconditions.
// The action's own request, if any, is merged under each step's.

import type { ActionName, ActionPlan, ActionStep } from '../plan/plan.ts';
import { compileAction } from './compile-action.ts';
import type { KindScope } from './kind-scope.ts';
import type { JsonPath } from './load.ts';
import { merge } from './merge.ts';
import type { Problems } from './problems.ts';
import type { Action } from './types.gen.ts';

type Step = NonNullable<Action['steps']>[number];

/** The action's params schema narrowed to the params a step sends. */
function sentParams(schema: Action['params'], only: Set<string>): NonNullable<Action['params']> {
  const declared = schema?.properties ?? {};
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(declared).filter(([k]) => only.has(k))),
    required: (schema?.required ?? []).filter((r) => only.has(r)),
  };
}

export function compileSteps(
  c: Problems,
  scope: KindScope,
  entity: string,
  action: ActionName,
  a: Action,
  steps: Step[],
): ActionPlan {
  const at: JsonPath = ['entities', entity, 'actions', action];
  if (a.pagination && a.pagination !== 'none')
    c.problem(
      [...at, 'pagination'],
      'invalid-value',
      `${entity}.${action} has steps: an action of several requests does not page.`,
    );
  const declared = a.params?.properties ?? {};
  const { steps: _, request: base, ...rest } = a;
  // the action's request (often from defaults: Jira's update is a PUT) is the base of every step's
  const requestOf = (s: Step) => merge(base ?? {}, s.request) as Step['request'];
  const compiled: ActionStep[] = steps.map((s, i) => {
    const here = [...at, 'steps', i];
    const unknown = (s.send ?? []).filter((n) => !(n in declared));
    for (const n of unknown)
      c.problem(
        [...here, 'send'],
        'schema-ref',
        `step ${i} sends '${n}', which is not under params.properties.`,
      );
    const only = s.send ? new Set(s.send) : undefined;
    const params = only ? sentParams(a.params, only) : a.params;
    const plan = compileAction(c, scope, entity, action, {
      ...rest,
      ...(params ? { params } : {}),
      request: requestOf(s),
      preconditions: [],
      response_rules: [...(s.response_rules ?? []), ...(a.response_rules ?? [])],
    });
    // what it sends: the named params and the path params its path template names
    return {
      ...(s.when ? { when: c.expr(s.when, [...here, 'when']) } : {}),
      ...(only ? { send: plan.params.map((p) => p.name) } : {}),
      plan,
    };
  });
  // The action as callers see it: every param, validated and checked once, before any step is sent.
  const first = requestOf(steps[0]!);
  const whole = compileAction(c, scope, entity, action, {
    ...rest,
    request: { ...(first.method ? { method: first.method } : {}), path: first.path ?? '/' },
  });
  return { ...whole, steps: compiled };
}
