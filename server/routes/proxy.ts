// POST /api/v1/integrations/connectors/{id}/proxy (mounted at /api/v1/integrations/connectors): a
// request to an endpoint the catalog lacks, sent with the stored connector's credentials through the
// engine's pipeline (Connector.proxy: the kind's allowed methods and paths, auth and refresh, response
// rules, limits and size cap). The organisation's call rate and the request's vendor-call budget apply
// as for execute; a write method also needs the application's proxy_write grant here. Each call is a
// row of the execution log (its id in execution_metadata), with the method and path as param names.
import { type Context, Hono } from 'hono';
import type { ApiBodies } from '../api-types.gen.ts';
import type { ConnectSessions } from '../connect-sessions.ts';
import type { ConnectorStore } from '../connectors.ts';
import type { Db } from '../db/open.ts';
import type { ExecutionLog } from '../execution-log.ts';
import { type LoggedCall, loggedCall, logIdOf } from '../execution-log-call.ts';
import type { CallGuard } from '../fairness.ts';
import { proxyWriteGranted } from '../proxy-grants.ts';
import { callerGone, type Env, jsonBody, logAlso, org } from '../request.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface ProxyDeps {
  db: Db;
  connectors: Pick<ConnectorStore, 'runtime'>;
  calls: CallGuard;
  connect: Pick<ConnectSessions, 'reconnectError'>;
  /** Each proxy call is one row of the organisation's execution log (its id in execution_metadata). */
  executions?: Pick<ExecutionLog, 'record' | 'settings'>;
}

type ProxyBody = ApiBodies['proxy'];

export function proxyRoutes(deps: ProxyDeps) {
  return new Hono<Env>().post('/:id/proxy', jsonBody('proxy'), async (c) => {
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const method = body.method.toUpperCase();
    logAlso(c, { connector_id: id, action: 'proxy', method });
    deps.calls.rate.take(org(c));
    deps.calls.vendorBudget().reserve('proxy');
    const started = performance.now();
    const allowWrites =
      WRITES.has(method) && (await proxyWriteGranted(deps.db, c.get('applicationId'), org(c)));
    let call: LoggedCall = { id: undefined };
    const signal = callerGone(c);
    const out = await loggedCall(
      deps.executions,
      Object.assign(facts(c, id, method, body), { signal }),
      (logged) => {
        call = logged;
        if (logged.id) c.header('x-execution-log-id', logged.id); // failures too
        return run(c, deps, id, body, { allowWrites, signal }, logged);
      },
      () => null,
    );
    return c.json({
      status: 'success',
      result: out.body,
      upstream: { status: out.status, headers: out.headers },
      execution_metadata: {
        connector_instance_id: id,
        execution_time_ms: Math.round((performance.now() - started) * 10) / 10,
        ...logIdOf(call),
      },
    });
  });
}

/** The log row's facts: method, path and query are the call's params (values only when the operator asks). */
function facts(c: Context<Env>, id: string, method: string, body: ProxyBody) {
  return {
    organizationId: org(c),
    source: 'proxy' as const,
    connectorId: id,
    action: 'proxy',
    params: { method, path: body.path, ...(body.query ? { query: body.query } : {}) },
    requestId: c.get('requestId'),
    applicationId: c.get('applicationId'),
  };
}

async function run(
  c: Context<Env>,
  deps: ProxyDeps,
  id: string,
  body: ProxyBody,
  opts: { allowWrites: boolean; signal: AbortSignal },
  call: LoggedCall,
) {
  try {
    const { connector } = await deps.connectors.runtime(org(c), id);
    call.kind = connector.kind;
    call.redact = (v) => connector.redact(v);
    return await connector.proxy(body, opts);
  } catch (err) {
    throw await deps.connect.reconnectError(err, org(c), id);
  }
}
