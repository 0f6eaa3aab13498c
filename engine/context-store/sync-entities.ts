// Which entities of a kind sync, and in what order: the one place that checks the names a caller asks
// for (the library's sync, the service's sync route and the command line all go through it).
import { EngineError } from '../errors.ts';
import type { EntityPlan, KindPlan } from '../plan/plan.ts';

/** The entities that sync, or a 400 naming the ones asked for that do not (the one check of names). */
export function checkSyncEntities(plan: KindPlan, entities?: string[]): void {
  const unknown = entities?.filter((e) => !plan.entities.get(e)?.sync) ?? [];
  if (!unknown.length) return;
  const valid = [...plan.entities.values()].filter((e) => e.sync).map((e) => e.name);
  throw new EngineError(
    'unknown_entity',
    400,
    `No context-store copy for ${unknown.join(', ')}; entities that sync: ${valid.join(', ')}.`,
    { field: 'entities', details: { valid } },
  );
}

/** Entities in an order where parents come before the entities walked per parent. */
export function syncOrder(plan: KindPlan, only?: string[]): EntityPlan[] {
  const chosen = [...plan.entities.values()].filter(
    (e) => e.sync && (!only || only.includes(e.name)),
  );
  const ordered: EntityPlan[] = [];
  const visit = (e: EntityPlan, trail: Set<string>) => {
    if (ordered.includes(e) || trail.has(e.name)) return;
    const parent = e.sync?.parents?.entity;
    if (parent) visit(plan.entities.get(parent)!, new Set([...trail, e.name]));
    ordered.push(e);
  };
  for (const e of chosen) visit(e, new Set());
  return ordered;
}
