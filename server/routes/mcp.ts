// POST /mcp: the MCP server (streamable HTTP) for agents, with the same tools as `connector-engine mcp`
// (mcp/tools.ts) acting on the caller's organisation's stored connectors. Stateless: each POST gets
// its own server and transport, bound to the organisation of its bearer token, and answers JSON;
// there is no session to resume, so GET (a server-sent event stream) and DELETE answer 405. The SDK
// loads on the first call: the service's start and every CLI command that opens the data stay as fast.
// A caller that goes away closes the server, which aborts its tools' vendor calls; an error no tool
// expected is logged with its cause and counted (the agent sees "Internal error." only).
import { type Context, Hono } from 'hono';
import type { Engine } from '../../engine/index.ts';
import type { ConnectSessions } from '../connect-sessions.ts';
import type { ConnectorStore } from '../connectors.ts';
import { errorCause } from '../error-cause.ts';
import { ApiError } from '../errors.ts';
import type { ExecutionLog } from '../execution-log.ts';
import type { CallGuard } from '../fairness.ts';
import type { Log } from '../log.ts';
import { organisationBackend, type ToolGuard } from '../mcp/backend.ts';
import type { Metrics } from '../metrics.ts';
import { MAX_BODY_BYTES } from '../middleware/body-limit.ts';
import { callerGone, type Env, org } from '../request.ts';

export const MCP_PATH = '/mcp';

export function mcpRoutes({
  connectors,
  engine,
  calls,
  log,
  metrics,
  connect,
  executions,
}: {
  connectors: Pick<ConnectorStore, 'list' | 'runtime'>;
  /** Links that connect an account or reconnect a broken connector (connect_account, 409 errors). */
  connect: Pick<ConnectSessions, 'reconnectError' | 'create'>;
  engine: Pick<Engine, 'kinds' | 'plan'>;
  calls: CallGuard;
  log: Log;
  metrics: Pick<Metrics, 'mcpInternalError'>;
  executions?: Pick<ExecutionLog, 'record' | 'settings'>; // each execute: a row of the execution log
}) {
  return new Hono<Env>()
    .post('/', async (c) => {
      const { createMcpServer, WebStandardStreamableHTTPServerTransport } = await mcpModules();
      // each tool call of a batch is counted like a request of its own; vendor calls per POST are bounded.
      // An organisation with no call left is refused before the batch is even read.
      calls.rate.check(org(c));
      const guard = toolGuard(c, calls, executions);
      const unexpected = (err: unknown, tool: string) => {
        metrics.mcpInternalError(tool);
        log({
          level: 'error',
          event: 'mcp_internal_error',
          request_id: c.get('requestId'),
          organization_id: org(c),
          tool,
          ...errorCause(err),
        });
      };
      const server = createMcpServer(
        organisationBackend(connectors, engine, org(c), guard, unexpected, connect),
      );
      callerGone(c).addEventListener('abort', () => void server.close(), { once: true });
      const transport = new WebStandardStreamableHTTPServerTransport({
        enableJsonResponse: true,
        maxRequestBodySize: MAX_BODY_BYTES,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        await server.close();
      }
    })
    .on(['GET', 'DELETE'], '/', () => {
      throw new ApiError(
        405,
        'This MCP endpoint is stateless: send JSON-RPC messages with POST.',
        [],
        { allow: 'POST' },
      );
    });
}

/** The POST's vendor-call budget and, when logging, who calls (each tool call is a row of the log). */
function toolGuard(
  c: Context<Env>,
  calls: CallGuard,
  executions: Pick<ExecutionLog, 'record' | 'settings'> | undefined,
): ToolGuard {
  const journal = executions && {
    executions,
    requestId: c.get('requestId'),
    applicationId: c.get('applicationId'),
  };
  return { rate: calls.rate, budget: calls.vendorBudget(), ...(journal ? { journal } : {}) };
}

let loaded:
  | Promise<
      typeof import('../../mcp/tools.ts') &
        typeof import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js')
    >
  | undefined;
const mcpModules = () =>
  (loaded ??= Promise.all([
    import('../../mcp/tools.ts'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]).then(([tools, http]) => ({ ...tools, ...http })));
