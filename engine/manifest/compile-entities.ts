// The entities of a kind: each action compiled (defaults merged in), then sync plans (an entity may
// be synced through another's list), their parents and the kind's check. Apart from compile.ts to
// keep it small.

import type { Compiler } from './compile.ts';
import { compileAction } from './compile-action.ts';
import { compileSteps } from './compile-steps.ts';
import { compileSync } from './compile-sync.ts';
import { merge } from './merge.ts';
import { namedActionProblems } from './named-action.ts';
import {
  ACTIONS,
  type ActionName,
  type ActionPlan,
  type EntityPlan,
  isCatalogAction,
} from './plan.ts';
import { searchableFields } from './searchable.ts';
import type { Action } from './types.gen.ts';

export function compileEntities(c: Compiler): Map<string, EntityPlan> {
  const m = c.m;
  const entities = new Map<string, EntityPlan>();
  for (const [name, e] of Object.entries(m.entities)) {
    const actions = new Map<ActionName, ActionPlan>();
    // the catalog's actions in their order, then the named ones as written
    for (const a of [...ACTIONS, ...Object.keys(e.actions).filter((n) => !isCatalogAction(n))]) {
      const own = e.actions[a];
      if (!own) continue;
      if (!isCatalogAction(a)) namedActionProblems(c, name, a, own);
      const merged = merge((isCatalogAction(a) && m.defaults?.[a]) || {}, own) as Action;
      actions.set(
        a,
        merged.steps
          ? compileSteps(c, name, a, merged, merged.steps)
          : compileAction(c, name, a, merged),
      );
    }
    entities.set(name, {
      name,
      ...(e.description ? { description: e.description } : {}),
      ...(e.record ? { record: e.record } : {}),
      searchable: searchableFields(c, name, e),
      actions,
    });
  }
  // Sync plans last: an entity may be synced through another entity's list.
  for (const [name, e] of Object.entries(m.entities)) {
    const sync = compileSync(c, name, e, entities);
    if (sync) entities.get(name)!.sync = sync;
  }
  for (const [name, e] of entities) {
    const parent = e.sync?.parents?.entity;
    if (parent && !entities.get(parent)?.sync)
      c.problem(
        ['entities', name, 'sync', 'parents', 'entity'],
        'schema-ref',
        `sync.parents.entity '${parent}' is not an entity with a context-store copy (searchable fields and a list).`,
      );
  }
  const check = m.check;
  if (check && !entities.get(check.entity)?.actions.has(check.action)) {
    c.problem(
      ['check'],
      'schema-ref',
      `check names ${check.entity} ${check.action}, which is not an action of this kind; name a cheap read (get, list) of one of: ${[...entities.keys()].join(', ')}.`,
    );
  }
  return entities;
}
