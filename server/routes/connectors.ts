// Stored connectors: create, list (optionally by workspace), read, patch, delete; and the catalog of
// connector kinds for clients and agents.
import { Hono } from 'hono';
import { describeKind } from '../../engine/index.ts';
import type { ConnectorInput } from '../connectors.ts';
import { org, readBody, type Env } from '../http.ts';

export const connectorRoutes = new Hono<Env>()
  .post('/api/v1/integrations/connectors', async (c) => {
    const input = await readBody<ConnectorInput>(c, 'createConnector');
    const created = c.get('services').connectors.create(org(c), input);
    c.set('logFields', { ...c.get('logFields'), connector_id: created.id, connector_type: created.connector_type });
    return c.json(created, 201);
  })
  .get('/api/v1/integrations/connectors', (c) => {
    const data = c.get('services').connectors.list(org(c), c.req.query('workspace_name'));
    return c.json({ data });
  })
  .get('/api/v1/integrations/connectors/:id', (c) => c.json(c.get('services').connectors.get(org(c), c.req.param('id'))))
  .patch('/api/v1/integrations/connectors/:id', async (c) => {
    const change = await readBody<Partial<ConnectorInput>>(c, 'patchConnector');
    c.set('logFields', { ...c.get('logFields'), connector_id: c.req.param('id') });
    return c.json(c.get('services').connectors.patch(org(c), c.req.param('id'), change));
  })
  .delete('/api/v1/integrations/connectors/:id', (c) => {
    c.get('services').connectors.delete(org(c), c.req.param('id'));
    c.set('logFields', { ...c.get('logFields'), connector_id: c.req.param('id') });
    return c.body(null, 204);
  })
  .get('/api/v1/connector-types', (c) => {
    const engine = c.get('services').engine;
    return c.json({ data: engine.kinds().map((k) => describeKind(engine.plan(k))) });
  });
