// Context-store syncs of one connector (mounted at /api/v1/integrations/connectors): start one now
// (optionally for chosen entities), and see per entity its state, records stored, last start and
// finish, last error and warnings. The status is read from the store alone, so it shows for a
// connector whose credentials need re-consent (its last run's error says why it stopped).
import { Hono } from 'hono';
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
      await sync.trigger(org(c), id, entities);
      c.set('logFields', { ...c.get('logFields'), connector_id: id });
      return c.json(
        { connector_id: id, entities: await sync.states(id, view.connector_type) },
        202,
      );
    })
    .get('/:id/sync', async (c) => {
      const id = c.req.param('id');
      const view = await connectors.get(org(c), id);
      return c.json({ connector_id: id, entities: await sync.states(id, view.connector_type) });
    });
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
