// POST /api/v1/integrations/connectors/{id}/execute (mounted at /api/v1/integrations/connectors): one
// entity action on a stored connector, in the hosted envelope { status, result, connector_metadata,
// execution_metadata }. Downloads stream.
import { type Context, Hono } from 'hono';
import type { Download } from '../../engine/index.ts';
import type { ApiBodies } from '../api-types.gen.ts';
import type { ConnectSessions } from '../connect-sessions.ts';
import type { ConnectorStore } from '../connectors.ts';
import type { ExecutionLog } from '../execution-log.ts';
import { type LoggedCall, loggedCall, logIdOf } from '../execution-log-call.ts';
import type { CallGuard } from '../fairness.ts';
import { callerGone, type Env, jsonBody, logAlso, org } from '../request.ts';
import { type Tracing, traced } from '../telemetry.ts';

const EXECUTE_PATH = /^\/api\/v1\/integrations\/connectors\/([^/]+)\/execute$/;

/** The connector an execute path names: read with the token check, in the same query (require-token.ts). */
export const executedConnector = (path: string) => EXECUTE_PATH.exec(path)?.[1];

/** The row the token check read, when it read this connector's (else the store reads it). */
function readWithToken(c: Context<Env>, id: string) {
  const read = c.get('connectorRow');
  return read?.id === id ? read : undefined;
}

interface ExecuteDeps {
  connectors: Pick<ConnectorStore, 'runtime'>;
  calls: CallGuard;
  /** A connector waiting for re-consent answers 409 with a ready link to reconnect it. */
  connect: Pick<ConnectSessions, 'reconnectError'>;
  /** Each execute is one row of the organisation's execution log (its id in execution_metadata). */
  executions?: Pick<ExecutionLog, 'record' | 'settings'>;
  tracing?: Pick<Tracing, 'span'>;
}

export function executeRoutes(deps: ExecuteDeps) {
  return new Hono<Env>().post('/:id/execute', jsonBody('execute'), async (c) => {
    const id = c.req.param('id');
    const body = c.req.valid('json');
    logAlso(c, { connector_id: id, entity: body.entity, action: body.action });
    deps.calls.rate.take(org(c));
    deps.calls.vendorBudget().reserve(body.action, body.paginate);
    const started = performance.now();
    let call: LoggedCall = { id: undefined };
    const signal = callerGone(c);
    const out = await loggedCall(deps.executions, facts(c, id, body, signal), (logged) => {
      call = logged;
      if (logged.id) c.header('x-execution-log-id', logged.id); // failures too: the error body is the route's
      return run(c, deps, id, body, logged, signal);
    });
    const executionMs = Math.round((performance.now() - started) * 10) / 10;
    if (body.action === 'download') return downloaded(out.result as Download, executionMs, call);
    return c.json({
      status: 'success',
      result: out.result,
      connector_metadata: out.connector_metadata,
      execution_metadata: {
        connector_instance_id: id,
        execution_time_ms: executionMs,
        ...logIdOf(call),
      },
    });
  });
}

type ExecuteBody = ApiBodies['execute'];

function facts(c: Context<Env>, id: string, body: ExecuteBody, signal: AbortSignal) {
  return {
    signal,
    organizationId: org(c),
    source: 'execute' as const,
    connectorId: id,
    entity: body.entity,
    action: body.action,
    params: body.params,
    requestId: c.get('requestId'),
    applicationId: c.get('applicationId'),
  };
}

/** The stored connector loaded (in a span of its own), then the action run on it. */
async function run(
  c: Context<Env>,
  deps: ExecuteDeps,
  id: string,
  body: ExecuteBody,
  call: LoggedCall,
  signal: AbortSignal,
) {
  try {
    const { connector } = await traced(deps.tracing, 'connector load', {}, () =>
      deps.connectors.runtime(org(c), id, readWithToken(c, id)),
    );
    call.kind = connector.kind;
    call.redact = (v) => connector.redact(v);
    // named fields (undefined when not asked), not spreads followed by more: request.ts's logAlso
    return await connector.execute(body.entity, body.action, body.params ?? {}, {
      paginate: body.paginate,
      select_fields: body.select_fields,
      exclude_fields: body.exclude_fields,
      signal,
    });
  } catch (err) {
    throw await deps.connect.reconnectError(err, org(c), id);
  }
}

function downloaded(d: Download, executionMs: number, call: LoggedCall): Response {
  const headers: Record<string, string> = {
    'content-type': d.content_type,
    'x-execution-time-ms': String(executionMs),
  };
  if (call.id) headers['x-execution-log-id'] = call.id;
  if (d.content_length !== undefined) headers['content-length'] = String(d.content_length);
  if (d.filename)
    headers['content-disposition'] =
      `attachment; filename="${d.filename.replace(/["\\\r\n]/g, '_')}"`;
  return new Response(d.stream, { status: 200, headers });
}
