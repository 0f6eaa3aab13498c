// POST /mcp: the MCP server (streamable HTTP) for agents, with the same tools as `connector-engine mcp`
// (mcp/tools.ts) acting on the caller's organisation's stored connectors. Stateless: each POST gets
// its own server and transport, bound to the organisation and scopes of its bearer token, and answers JSON;
// there is no session to resume, so GET (a server-sent event stream) and DELETE answer 405. The SDK
// loads on the first call: the service's start and every CLI command that opens the data stay as fast.
// A caller that goes away closes the server, which aborts its tools' vendor calls; an error no tool
// expected is logged with its cause and counted (the agent sees "Internal error." only).
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { Engine } from '../../engine/index.ts';
import { MCP_SCOPES } from '../../mcp/backend.ts';
import type { ConnectSessions } from '../connect-sessions.ts';
import type { ConnectorStore } from '../connectors.ts';
import { errorCause } from '../error-cause.ts';
import { ApiError } from '../errors.ts';
import type { ExecutionLog } from '../execution-log.ts';
import type { CallGuard } from '../fairness.ts';
import type { Log } from '../log.ts';
import { organisationBackend, type ToolGuard } from '../mcp/backend.ts';
import type { McpEnv } from '../mcp-oauth/bearer.ts';
import type { McpOAuth } from '../mcp-oauth/service.ts';
import type { Metrics } from '../metrics.ts';
import { MAX_BODY_BYTES } from '../middleware/body-limit.ts';
import { callerGone, org } from '../request.ts';

export const MCP_PATH = '/mcp';

export function mcpRoutes({
  connectors,
  engine,
  calls,
  log,
  metrics,
  connect,
  auth,
  mcpOAuth,
  executions,
}: {
  /** Who calls: an MCP OAuth access token or an application token (server/mcp-oauth/bearer.ts). */
  auth: MiddlewareHandler<McpEnv>;
  mcpOAuth: Pick<McpOAuth, 'urls'>;
  connectors: Pick<ConnectorStore, 'list' | 'runtime'>;
  /** Links that connect an account or reconnect a broken connector (connect_account, 409 errors). */
  connect: Pick<ConnectSessions, 'reconnectError' | 'create'>;
  engine: Pick<Engine, 'kinds' | 'plan'>;
  calls: CallGuard;
  log: Log;
  metrics: Pick<Metrics, 'mcpInternalError'>;
  executions?: Pick<ExecutionLog, 'record' | 'settings'>; // each execute: a row of the execution log
}) {
  return new Hono<McpEnv>()
    .use('/', auth)
    .post('/', async (c) => {
      const { createMcpServer, scopeNeeded, WebStandardStreamableHTTPServerTransport } =
        await mcpModules();
      const scopes = c.get('mcpScopes') ?? []; // set by auth; none when it is not
      // each tool call of a batch is counted like a request of its own; vendor calls per POST are bounded.
      // An organisation with no call left is refused before the batch is even read.
      calls.rate.check(org(c));
      // a token short of a scope: the batch is read here, and a call it may not make is refused
      // with 403 insufficient_scope naming the scopes to ask for (MCP step-up authorization)
      const parsedBody = scopes.length < MCP_SCOPES.length ? await readBatch(c) : undefined;
      if (parsedBody !== undefined) refuseBeyond(parsedBody, scopes, scopeNeeded, mcpOAuth.urls);
      const guard = toolGuard(c, calls, executions);
      const unexpected = reportUnexpected(c, log, metrics);
      const server = createMcpServer(
        organisationBackend(connectors, engine, org(c), guard, unexpected, connect),
        scopes,
      );
      callerGone(c).addEventListener('abort', () => void server.close(), { once: true });
      return answer(server, new WebStandardStreamableHTTPServerTransport(TRANSPORT), c, parsedBody);
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

const TRANSPORT = { enableJsonResponse: true, maxRequestBodySize: MAX_BODY_BYTES };

/** The POST answered by its own server and transport, the server closed after. */
async function answer(
  server: import('@modelcontextprotocol/sdk/server/mcp.js').McpServer,
  transport: import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js').WebStandardStreamableHTTPServerTransport,
  c: Context<McpEnv>,
  parsedBody: unknown,
): Promise<Response> {
  await server.connect(transport);
  try {
    return await transport.handleRequest(
      c.req.raw,
      parsedBody === undefined ? undefined : { parsedBody },
    );
  } finally {
    await server.close();
  }
}

/** An error no tool expected: logged with its cause and counted (the agent sees "Internal error." only). */
function reportUnexpected(
  c: Context<McpEnv>,
  log: Log,
  metrics: Pick<Metrics, 'mcpInternalError'>,
) {
  return (err: unknown, tool: string) => {
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
}

/** The JSON-RPC message or batch of the POST (a body that is not JSON: the JSON-RPC parse error). */
async function readBatch(c: Context<McpEnv>): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'Parse error: the body is not JSON.', [
      { field: null, message: 'is not valid JSON', error_code: 'malformed_json' },
    ]);
  }
}

function refuseBeyond(
  batch: unknown,
  scopes: readonly string[],
  scopeNeeded: (tool: string, args: unknown) => string,
  urls: McpOAuth['urls'],
): void {
  const missing = (Array.isArray(batch) ? batch : [batch])
    .filter((m) => m?.method === 'tools/call')
    .map((m) => scopeNeeded(String(m.params?.name), m.params?.arguments))
    .find((needed) => !scopes.includes(needed));
  if (!missing) return;
  const scope = [...new Set([...scopes, missing])].join(' ');
  throw new ApiError(
    403,
    `This call needs the ${missing} scope, which this token was not granted; authorize again with scope "${scope}".`,
    [{ field: null, message: `needs ${missing}`, error_code: 'insufficient_scope' }],
    {
      'www-authenticate': urls.challenge({
        error: 'insufficient_scope',
        scope,
        description: `needs ${missing}`,
      }),
    },
  );
}

/** The POST's vendor-call budget and, when logging, who calls (each tool call is a row of the log). */
function toolGuard(
  c: Context<McpEnv>,
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
