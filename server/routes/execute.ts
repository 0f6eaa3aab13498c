// POST /api/v1/integrations/connectors/{id}/execute (mounted at /api/v1/integrations/connectors): one
// entity action on a stored connector, in the hosted envelope { status, result, connector_metadata,
// execution_metadata }. Downloads stream.
import { type Context, Hono } from 'hono';
import type { Download } from '../../engine/index.ts';
import type { ConnectSessions } from '../connect-sessions.ts';
import type { ConnectorStore } from '../connectors.ts';
import type { CallGuard } from '../fairness.ts';
import { callerGone, type Env, jsonBody, org } from '../request.ts';

const EXECUTE_PATH = /^\/api\/v1\/integrations\/connectors\/([^/]+)\/execute$/;

/** The connector an execute path names: read with the token check, in the same query (require-token.ts). */
export const executedConnector = (path: string) => EXECUTE_PATH.exec(path)?.[1];

/** The row the token check read, when it read this connector's (else the store reads it). */
function readWithToken(c: Context<Env>, id: string) {
  const read = c.get('connectorRow');
  return read?.id === id ? read : undefined;
}

export function executeRoutes({
  connectors,
  calls,
  connect,
}: {
  connectors: Pick<ConnectorStore, 'runtime'>;
  calls: CallGuard;
  /** A connector waiting for re-consent answers 409 with a ready link to reconnect it. */
  connect: Pick<ConnectSessions, 'reconnectError'>;
}) {
  return new Hono<Env>().post('/:id/execute', jsonBody('execute'), async (c) => {
    const id = c.req.param('id');
    const body = c.req.valid('json');
    c.set('logFields', {
      ...c.get('logFields'),
      connector_id: id,
      entity: body.entity,
      action: body.action,
    });
    calls.rate.take(org(c));
    calls.vendorBudget().reserve(body.action, body.paginate);
    const started = performance.now();
    const out = await connectors
      .runtime(org(c), id, readWithToken(c, id))
      .then(({ connector }) =>
        connector.execute(body.entity, body.action, body.params ?? {}, {
          ...(body.paginate ? { paginate: body.paginate } : {}),
          ...(body.select_fields ? { select_fields: body.select_fields } : {}),
          ...(body.exclude_fields ? { exclude_fields: body.exclude_fields } : {}),
          signal: callerGone(c),
        }),
      )
      .catch(async (err) => {
        throw await connect.reconnectError(err, org(c), id);
      });
    const executionMs = Math.round((performance.now() - started) * 10) / 10;
    if (body.action === 'download') {
      const d = out.result as Download;
      const headers: Record<string, string> = {
        'content-type': d.content_type,
        'x-execution-time-ms': String(executionMs),
      };
      if (d.content_length !== undefined) headers['content-length'] = String(d.content_length);
      if (d.filename)
        headers['content-disposition'] =
          `attachment; filename="${d.filename.replace(/["\\\r\n]/g, '_')}"`;
      return new Response(d.stream, { status: 200, headers });
    }
    return c.json({
      status: 'success',
      result: out.result,
      connector_metadata: out.connector_metadata,
      execution_metadata: { connector_instance_id: id, execution_time_ms: executionMs },
    });
  });
}
