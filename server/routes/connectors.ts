// Stored connectors (mounted at /api/v1/integrations/connectors): create, list (optionally by
// workspace), read, patch, delete; and the catalog of connector kinds for clients and agents
// (mounted at /api/v1/connector-types).
import { Hono } from 'hono';
import { describeKind, type Engine } from '../../engine/index.ts';
import type { ConnectorStore } from '../connectors.ts';
import { actedBy, type Env, jsonBody, logAlso, org } from '../request.ts';

export function connectorRoutes({
  connectors,
}: {
  connectors: Pick<ConnectorStore, 'create' | 'check' | 'list' | 'get' | 'patch' | 'delete'>;
}) {
  return new Hono<Env>()
    .post('/', jsonBody('createConnector'), async (c) => {
      const { check, ...input } = c.req.valid('json');
      // with check: true the kind's cheap read runs first; a failure stores nothing
      const created = await connectors.create(
        org(c),
        check ? { ...input, credentials: await connectors.check(input) } : input,
        undefined,
        actedBy(c),
      );
      logAlso(c, { connector_id: created.id, connector_type: created.connector_type });
      return c.json(created, 201);
    })
    .get('/', async (c) =>
      c.json({ data: await connectors.list(org(c), c.req.query('workspace_name')) }),
    )
    .get('/:id', async (c) => c.json(await connectors.get(org(c), c.req.param('id'))))
    .patch('/:id', jsonBody('patchConnector'), async (c) => {
      const change = c.req.valid('json');
      logAlso(c, { connector_id: c.req.param('id') });
      return c.json(
        await connectors.patch(org(c), c.req.param('id'), change, undefined, actedBy(c)),
      );
    })
    .delete('/:id', async (c) => {
      await connectors.delete(org(c), c.req.param('id'), actedBy(c));
      logAlso(c, { connector_id: c.req.param('id') });
      return c.body(null, 204);
    });
}

export function connectorTypeRoutes({ engine }: { engine: Pick<Engine, 'kinds' | 'plan'> }) {
  return new Hono<Env>().get('/', (c) =>
    c.json({ data: engine.kinds().map((k) => describeKind(engine.plan(k))) }),
  );
}
