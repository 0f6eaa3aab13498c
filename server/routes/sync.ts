// Context-store syncs of one connector (mounted at /api/v1/integrations/connectors): start one now
// (optionally for chosen entities; 409 while the connector is paused), see per entity its status
// (sync-status.ts), and read the change feed of an entity's copy. The status is read from the store
// alone, so it shows for a connector whose credentials need re-consent (its last run's error says why).
import { Hono } from 'hono';
import { pausedError } from '../connector-sync.ts';
import type { ConnectorStore } from '../connectors.ts';
import { ApiError } from '../errors.ts';
import { type Env, org } from '../request.ts';
import type { SyncScheduler } from '../sync-scheduler.ts';

export function syncRoutes({
  connectors,
  sync,
}: {
  connectors: Pick<ConnectorStore, 'runtime' | 'get'>;
  sync: Pick<SyncScheduler, 'states' | 'trigger' | 'check'>;
}) {
  return new Hono<Env>()
    .post('/:id/sync', async (c) => {
      const id = c.req.param('id');
      const { view } = await connectors.runtime(org(c), id);
      const entities = requestedEntities(await c.req.text());
      sync.check(view.connector_type, entities);
      if (view.sync.paused) throw pausedError(id);
      await sync.trigger(org(c), id, entities);
      c.set('logFields', { ...c.get('logFields'), connector_id: id });
      return c.json(
        { connector_id: id, entities: await sync.states(id, view.connector_type, view.sync) },
        202,
      );
    })
    .get('/:id/sync', async (c) => {
      const id = c.req.param('id');
      const view = await connectors.get(org(c), id);
      return c.json({
        connector_id: id,
        paused: view.sync.paused,
        entities: await sync.states(id, view.connector_type, view.sync),
      });
    })
    .get('/:id/changes', async (c) => {
      const id = c.req.param('id');
      const { connector } = await connectors.runtime(org(c), id);
      const q = c.req.query();
      return c.json(await connector.changes(changesEntity(q.entity), changesInput(q)));
    });
}

/** The entity query parameter: required. */
function changesEntity(entity: string | undefined): string {
  if (entity) return entity;
  throw new ApiError(400, 'entity is required: the entity whose changes to read.', [
    { field: 'entity', message: 'is required', error_code: 'missing_field' },
  ]);
}

/** cursor and limit from the query string; the store checks their values. */
function changesInput(q: Record<string, string>): { cursor?: string; limit?: number } {
  const limit =
    q.limit === undefined ? undefined : /^\d{1,6}$/.test(q.limit) ? Number(q.limit) : NaN;
  if (Number.isNaN(limit))
    throw new ApiError(400, 'limit must be an integer from 1 to 1000.', [
      { field: 'limit', message: 'must be an integer from 1 to 1000', error_code: 'invalid_type' },
    ]);
  return {
    ...(q.cursor !== undefined ? { cursor: q.cursor } : {}),
    ...(limit !== undefined ? { limit } : {}),
  };
}

/** The optional body's `entities`: all when absent; a 400/422 naming the problem otherwise. */
function requestedEntities(text: string): string[] | undefined {
  if (!text.trim()) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.', [
      { field: null, message: 'is not valid JSON', error_code: 'malformed_json' },
    ]);
  }
  const list = (body as { entities?: unknown })?.entities;
  if (list !== undefined && (!Array.isArray(list) || list.some((e) => typeof e !== 'string'))) {
    throw new ApiError(422, 'entities must be a list of entity names.', [
      { field: 'entities', message: 'must be a list of strings', error_code: 'invalid_type' },
    ]);
  }
  return list as string[] | undefined;
}
