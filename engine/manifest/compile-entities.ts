// The entities of a kind: each action compiled (defaults merged in), then sync plans (an entity may
// be synced through another's list), their parents and the kind's check.
import {
  ACTIONS,
  type ActionName,
  type ActionPlan,
  type EntityPlan,
  isCatalogAction,
  type SyncPlan,
} from '../plan/plan.ts';
import { compileAction } from './compile-action.ts';
import { compileSteps } from './compile-steps.ts';
import { compileSync } from './compile-sync.ts';
import type { KindScope } from './kind-scope.ts';
import { merge } from './merge.ts';
import { namedActionProblems } from './named-action.ts';
import type { Problems } from './problems.ts';
import { searchableFields } from './searchable.ts';
import type { Action, ConnectorManifest, Entity } from './types.gen.ts';

type EntitiesSlice = Pick<ConnectorManifest, 'entities' | 'defaults' | 'check'>;

export function compileEntities(
  m: EntitiesSlice,
  p: Problems,
  scope: KindScope,
): Map<string, EntityPlan> {
  const entities = new Map<string, EntityPlan>();
  for (const [name, e] of Object.entries(m.entities)) {
    const actions = compileActions(name, e, m.defaults, p, scope);
    entities.set(name, {
      name,
      ...(e.description ? { description: e.description } : {}),
      ...(e.record ? { record: e.record } : {}),
      searchable: searchableFields(p, name, e),
      actions,
    });
  }
  // Sync plans last: an entity may be synced through another entity's list.
  for (const [name, e] of Object.entries(m.entities)) {
    const sync = compileSync(p, name, e, entities, scope.replicationNames);
    if (sync) entities.get(name)!.sync = sync;
  }
  parentProblems(m.entities, entities, p);
  const check = m.check;
  if (check && !entities.get(check.entity)?.actions.has(check.action)) {
    p.problem(
      ['check'],
      'schema-ref',
      `check names ${check.entity} ${check.action}, which is not an action of this kind; name a cheap read (get, list) of one of: ${[...entities.keys()].join(', ')}.`,
    );
  }
  return entities;
}

/** A list's parent entity is an entity of the kind; the parents a sync walks have a stored copy. */
function parentProblems(
  specs: ConnectorManifest['entities'],
  entities: Map<string, EntityPlan>,
  p: Problems,
): void {
  for (const [name, e] of entities) {
    for (const [action, a] of e.actions)
      if (a.parents && !entities.has(a.parents.entity))
        p.problem(
          ['entities', name, 'actions', action, 'parents', 'entity'],
          'schema-ref',
          `parents.entity '${a.parents.entity}' is not an entity of this kind.`,
        );
    if (e.sync) syncParentProblem(name, e.sync, Boolean(specs[name]?.sync?.parents), entities, p);
  }
}

/** The parents a sync walks must have been copied first. */
function syncParentProblem(
  name: string,
  sync: SyncPlan,
  shorthand: boolean,
  entities: Map<string, EntityPlan>,
  p: Problems,
): void {
  const parent = sync.parents?.entity;
  if (!parent || entities.get(parent)?.sync) return;
  if (!shorthand && !entities.has(parent)) return; // said at the list's binding
  p.problem(
    shorthand
      ? ['entities', name, 'sync', 'parents', 'entity']
      : ['entities', sync.source, 'actions', sync.action, 'parents', 'entity'],
    'schema-ref',
    `${shorthand ? 'sync.parents' : `${sync.source}.${sync.action} parents`}.entity '${parent}' is not an entity with a context-store copy (searchable fields and a list), which ${name}'s sync walks.`,
  );
}

/** The catalog's actions in their order, then the named ones as written. */
function compileActions(
  entity: string,
  e: Entity,
  defaults: ConnectorManifest['defaults'],
  p: Problems,
  scope: KindScope,
): Map<ActionName, ActionPlan> {
  const actions = new Map<ActionName, ActionPlan>();
  for (const a of [...ACTIONS, ...Object.keys(e.actions).filter((n) => !isCatalogAction(n))]) {
    const own = e.actions[a];
    if (!own) continue;
    if (!isCatalogAction(a)) namedActionProblems(p, entity, a, own);
    const merged = merge((isCatalogAction(a) && defaults?.[a]) || {}, own) as Action;
    actions.set(
      a,
      merged.steps
        ? compileSteps(p, scope, entity, a, merged, merged.steps)
        : compileAction(p, scope, entity, a, merged),
    );
  }
  return actions;
}
