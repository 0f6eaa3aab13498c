// Context-store syncs of one connector: start one now (optionally for chosen entities), and see
// per entity its state, records stored, last start and finish, and last error.
import { Hono } from 'hono';
import { ApiError } from '../errors.ts';
import { org, type Env } from '../http.ts';

export const syncRoutes = new Hono<Env>()
  .post('/api/v1/integrations/connectors/:id/sync', async (c) => {
    const s = c.get('services');
    const id = c.req.param('id');
    const { view } = s.connectors.runtime(org(c), id);
    const text = await c.req.text();
    let entities: string[] | undefined;
    if (text.trim()) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ApiError(400, 'The request body is not valid JSON.', [{ field: null, message: 'is not valid JSON', error_code: 'malformed_json' }]);
      }
      const list = (body as { entities?: unknown })?.entities;
      if (list !== undefined && (!Array.isArray(list) || list.some((e) => typeof e !== 'string'))) {
        throw new ApiError(422, 'entities must be a list of entity names.', [{ field: 'entities', message: 'must be a list of strings', error_code: 'invalid_type' }]);
      }
      entities = list as string[] | undefined;
      const valid = s.sync.states(id, view.connector_type).map((st) => st.entity);
      const unknown = entities?.filter((e) => !valid.includes(e)) ?? [];
      if (unknown.length) {
        throw new ApiError(400, `No context-store copy for ${unknown.join(', ')}; entities that sync: ${valid.join(', ')}.`, [
          { field: 'entities', message: `unknown: ${unknown.join(', ')}`, error_code: 'unknown_entity', details: { valid } },
        ]);
      }
    }
    s.sync.trigger(org(c), id, entities);
    c.set('logFields', { ...c.get('logFields'), connector_id: id });
    return c.json({ connector_id: id, entities: s.sync.states(id, view.connector_type) }, 202);
  })
  .get('/api/v1/integrations/connectors/:id/sync', (c) => {
    const s = c.get('services');
    const id = c.req.param('id');
    const { view } = s.connectors.runtime(org(c), id);
    return c.json({ connector_id: id, entities: s.sync.states(id, view.connector_type) });
  });
