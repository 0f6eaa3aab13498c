// Finds an action's plan by entity and action name (unknown names answer 404 with the valid ones), and
// runs context_store_search against the connector's store. Apart from connector.ts to keep it small.

import type { SearchResult } from './context-store/context-store.ts';
import { EngineError, unknownName } from './errors.ts';
import type { ConnectorParts } from './fetch-page.ts';
import type { ActionName, ActionPlan } from './plan/plan.ts';

export async function searchStore(
  parts: ConnectorParts,
  entity: string,
  params: unknown,
): Promise<SearchResult> {
  const e = parts.plan.entities.get(entity);
  if (!e)
    throw unknownName('unknown_entity', `entity of ${parts.kind}`, entity, [
      ...parts.plan.entities.keys(),
    ]);
  if (!e.sync) {
    const valid = [...parts.plan.entities.values()].filter((x) => x.sync).map((x) => x.name);
    throw new EngineError(
      'unknown_action',
      404,
      `${parts.kind} ${entity} has no context-store copy; context_store_search works on: ${valid.join(', ')}.`,
      { field: 'action' },
    );
  }
  if (!parts.contextStore)
    throw new EngineError(
      'unknown_action',
      404,
      `context_store_search on ${parts.kind} ${entity} needs a context store (the hosted service, or ConnectorOptions.contextStore).`,
      { field: 'action' },
    );
  return parts.contextStore.store.search(
    parts.plan,
    entity,
    parts.contextStore.connectorId,
    params,
    parts.contextStore.tenant,
  );
}

/** The plan of an entity action; unknown names answer with the valid ones (a search-like name, with the search action). */
export function findAction(parts: ConnectorParts, entity: string, action: string): ActionPlan {
  const e = parts.plan.entities.get(entity);
  if (!e)
    throw unknownName('unknown_entity', `entity of ${parts.kind}`, entity, [
      ...parts.plan.entities.keys(),
    ]);
  const a = e.actions.get(action as ActionName);
  if (!a) {
    // context_store_search is listed wherever the entity has a copy; a bare 'search' most likely means it
    const valid: string[] = [...e.actions.keys(), ...(e.sync ? ['context_store_search'] : [])];
    const searchLike = /search/i.test(action)
      ? (valid.find((v) => v === 'context_store_search') ?? valid.find((v) => v === 'api_search'))
      : undefined;
    throw unknownName(
      'unknown_action',
      `action of ${parts.kind} ${entity}`,
      action,
      valid,
      searchLike,
    );
  }
  return a;
}
