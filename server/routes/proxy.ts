// POST /api/v1/integrations/connectors/{id}/proxy (mounted at /api/v1/integrations/connectors): a
// request to an endpoint the catalog lacks, sent with the stored connector's credentials through the
// engine's pipeline (Connector.proxy: the kind's allowed methods and paths, auth and refresh, response
// rules, limits and size cap). The organisation's call rate and the request's vendor-call budget apply
// as for execute; a write method also needs the application's proxy_write grant here.
import { Hono } from 'hono';
import type { ConnectSessions } from '../connect-sessions.ts';
import type { ConnectorStore } from '../connectors.ts';
import type { Db } from '../db/open.ts';
import type { CallGuard } from '../fairness.ts';
import { proxyWriteGranted } from '../proxy-grants.ts';
import { callerGone, type Env, jsonBody, org } from '../request.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function proxyRoutes({
  db,
  connectors,
  calls,
  connect,
}: {
  db: Db;
  connectors: Pick<ConnectorStore, 'runtime'>;
  calls: CallGuard;
  connect: Pick<ConnectSessions, 'reconnectError'>;
}) {
  return new Hono<Env>().post('/:id/proxy', jsonBody('proxy'), async (c) => {
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const method = body.method.toUpperCase();
    c.set('logFields', { ...c.get('logFields'), connector_id: id, action: 'proxy', method });
    calls.rate.take(org(c));
    calls.vendorBudget().reserve('proxy');
    const started = performance.now();
    const allowWrites =
      WRITES.has(method) && (await proxyWriteGranted(db, c.get('applicationId'), org(c)));
    const out = await connectors
      .runtime(org(c), id)
      .then(({ connector }) => connector.proxy(body, { allowWrites, signal: callerGone(c) }))
      .catch(async (err) => {
        throw await connect.reconnectError(err, org(c), id);
      });
    return c.json({
      status: 'success',
      result: out.body,
      upstream: { status: out.status, headers: out.headers },
      execution_metadata: {
        connector_instance_id: id,
        execution_time_ms: Math.round((performance.now() - started) * 10) / 10,
      },
    });
  });
}
