// The MCP tools, the same over stdio and the hosted /mcp: five tools an agent can use without reading
// docs (list, describe, execute, search, dry run), each acting through an McpBackend. Errors the
// engine or the service raise come back as tool errors (isError) carrying their {message, errors}:
// the field, what is wrong and the valid names; anything unexpected is "Internal error." only.
import { existsSync, readFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { type Connector, describeKind, EngineError } from '../engine/index.ts';
import {
  isShowable,
  MCP_SCOPES,
  type McpBackend,
  READ_SCOPE,
  ToolError,
  WRITE_SCOPE,
} from './backend.ts';
import { dryRunShape, executeShape, proxyShape, searchShape } from './contract.ts';
import { OUTPUT_SCHEMAS } from './output-schemas.ts';

/** Largest tool answer in characters: past it the agent is told to ask for less. */
export const MAX_ANSWER_CHARS = 200_000;

const INSTRUCTIONS = `Connectors call SaaS APIs (CRM, payments, issue trackers, ...) with stored credentials.
Start with list_connectors; describe_connector shows a connector's entities and actions, and with an entity the params (JSON Schema) of each action.
Then execute_action runs one action (params are checked before anything is sent; errors name the field to fix).
dry_run_action shows the request an action would send, secrets masked, without sending it.
search_records searches the synced copy of an entity (fast, no vendor call) where describe_connector says context_store: true.`;

const id = z.string().min(1).describe('A connector id from list_connectors.');
// package.json sits one folder up from the sources and two from the build (dist/mcp/tools.js)
const manifestUrl = [
  new URL('../package.json', import.meta.url),
  new URL('../../package.json', import.meta.url),
].find((u) => existsSync(u))!;
const { version } = JSON.parse(readFileSync(manifestUrl, 'utf8')) as { version: string };

/** The arguments as the generated schemas checked them (zod's fromJSONSchema types them unknown). */
type ExecuteArgs = {
  connector_id: string;
  entity: string;
  action: string;
  params?: Record<string, unknown>;
  paginate?: { max_pages?: number; max_records?: number };
  select_fields?: string[];
  exclude_fields?: string[];
};
type SearchArgs = { connector_id: string; entity: string; query?: object } & Record<
  string,
  unknown
>;

/** The catalog actions that only read; any other (create, update, delete, a named action) writes. */
const READ_ACTIONS = new Set(['list', 'get', 'api_search', 'context_store_search', 'download']);

/** The scope a tools/call needs: its tool's, and for execute_action its action's. */
export function scopeNeeded(tool: string, args: unknown): string {
  const def = TOOLS.find((t) => t.name === tool);
  if (!def || def.scope === WRITE_SCOPE) return WRITE_SCOPE;
  if (tool !== 'execute_action') return READ_SCOPE;
  const action = (args as { action?: unknown } | null)?.action;
  return typeof action === 'string' && READ_ACTIONS.has(action) ? READ_SCOPE : WRITE_SCOPE;
}

type ChangesArgs = { connector_id: string; entity: string; cursor?: string; limit?: number };
type ProxyArgs = { connector_id: string } & Parameters<Connector['proxy']>[0];

type Extra = { signal: AbortSignal };
interface ToolDef {
  name: string;
  /** The scope that lists the tool; execute_action's writes also need WRITE_SCOPE (scopeNeeded). */
  scope: string;
  description: string;
  inputSchema: z.ZodType | Record<string, z.ZodType>;
  annotations: ToolAnnotations;
  /** Only where the backend links to a connect page (the hosted service). */
  hostedOnly?: boolean;
  /** Listed only when this says so (a tool some kinds offer). */
  offered?(backend: McpBackend): boolean;
  /** A description that names what the backend offers. */
  describeFor?(backend: McpBackend): string;
  handler(backend: McpBackend, args: Record<string, unknown>, extra: Extra): Promise<unknown>;
}

// The tools in the order tools/list shows them; new tools are added as rows here.
const TOOLS: ToolDef[] = [
  {
    name: 'list_connectors',
    scope: READ_SCOPE,
    description:
      'Lists the connectors you can use (id, name, connector_type, workspace) and every connector_type describe_connector knows.',
    inputSchema: {},
    annotations: { readOnlyHint: true, openWorldHint: false },
    handler: async (backend) => ({
      connectors: await backend.list(),
      connector_types: backend.kinds(),
    }),
  },
  {
    name: 'describe_connector',
    scope: READ_SCOPE,
    description:
      "Describes a connector's kind. Without entity: its entities, their actions, searchable fields and whether they have a synced copy (context_store). With entity: each action's params as JSON Schema, the record schema and the searchable fields with their types. Give connector_id, or connector_type for any kind.",
    inputSchema: {
      connector_id: id.optional(),
      connector_type: z
        .string()
        .min(1)
        .optional()
        .describe('A kind from list_connectors (connector_types), when you have no connector id.'),
      entity: z
        .string()
        .min(1)
        .optional()
        .describe(
          'An entity of the connector, e.g. "customers"; without it, the kind\'s overview.',
        ),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
    handler: (backend, args) => describe(backend, args),
  },
  {
    name: 'execute_action',
    scope: READ_SCOPE,
    description:
      "Runs one action of a connector against its vendor and answers {result, connector_metadata}. list and api_search answer one page (connector_metadata has the vendor's cursor to pass back as a param), unless paginate asks for more. Params are validated first; an error names the field and how to fix it. Writes act on the vendor for real: read the action's description in describe_connector first (it says when an action moves money or cannot be undone, and how its idempotency_key makes a retry safe). Actions other than list, get and api_search need the connectors:write scope.",
    inputSchema: z.strictObject({ connector_id: id, ...executeShape }),
    annotations: {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
    },
    handler: (backend, args, extra) => execute(backend, args as ExecuteArgs, extra),
  },
  {
    name: 'search_records',
    scope: READ_SCOPE,
    description:
      'Searches the synced copy of an entity (context_store_search; no vendor call). filter: {"eq": {"field": value}}, also neq, gt, gte, lt, lte, in, like (% wildcards), keyword (any word), fuzzy (one typo per word), contains, any, combined with {"and": [...]}, {"or": [...]}, {"not": {...}}; fields are the searchable fields describe_connector lists. Answers {data, meta: {has_more, cursor}}; pass meta.cursor back with the same query for the next page.',
    inputSchema: z.strictObject({ connector_id: id, entity: executeShape.entity!, ...searchShape }),
    annotations: { readOnlyHint: true, openWorldHint: false },
    handler: async (backend, args) => {
      const { connector_id, entity: name, query, ...rest } = args as SearchArgs;
      const { connector } = await backend.open(connector_id);
      return (
        await connector.execute(name, 'context_store_search', { query: query ?? {}, ...rest })
      ).result;
    },
  },
  {
    name: 'context_store_changes',
    scope: READ_SCOPE,
    description:
      'What changed in the synced copy of an entity since a cursor: {changes: [{op: added|updated|deleted, id, record?, changed_at}], next_cursor, has_more}, in commit order. cursor: "start" (default), "now", or next_cursor of the previous answer (kept for 30 days).',
    inputSchema: z.strictObject({
      connector_id: id,
      entity: executeShape.entity!,
      cursor: z.string().min(1).max(2000).optional(),
      limit: z.number().int().min(1).max(1000).optional(),
    }),
    annotations: { readOnlyHint: true, openWorldHint: false },
    handler: async (backend, args) => {
      const { connector_id, entity, ...input } = args as ChangesArgs;
      return (await backend.open(connector_id)).connector.changes(entity, input);
    },
  },
  {
    name: 'dry_run_action',
    scope: READ_SCOPE,
    description:
      'Shows the request execute_action would send for these params (method, url, headers, body) with secrets masked, without sending it. Params are validated the same way.',
    inputSchema: z.strictObject({ connector_id: id, ...dryRunShape }),
    annotations: { readOnlyHint: true, openWorldHint: false },
    handler: async (backend, args) => {
      const { connector_id, entity, action, params } = args as ExecuteArgs;
      return (await backend.open(connector_id)).connector.dryRun(entity, action, params ?? {});
    },
  },
  {
    name: 'connect_account',
    scope: WRITE_SCOPE,
    hostedOnly: true,
    description:
      'Gives a link (connect_url) where the user connects an account of a connector_type, for when list_connectors has no connector of that kind. Show the link to the user and wait until they say they are done; then list_connectors shows the new connector. A connector that needs reconnecting gets its own link in the error of the call that failed.',
    inputSchema: z.strictObject({
      connector_type: z.string().min(1).describe('A kind from list_connectors (connector_types).'),
      workspace_name: z
        .string()
        .min(1)
        .max(100)
        .optional()
        .describe('The workspace the connector goes into (default: "default").'),
    }),
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    handler: (backend, args) =>
      connectAccount(backend, args as { connector_type: string; workspace_name?: string }),
  },
  {
    // only where a kind's manifest says proxy.mcp: a read of a vendor endpoint the catalog lacks
    name: 'proxy',
    scope: READ_SCOPE,
    description:
      "Sends a GET or HEAD to a connector's vendor API, for endpoints execute_action lacks.",
    describeFor: (backend) =>
      `Sends a GET or HEAD to a connector's vendor API, for endpoints execute_action lacks, with the connector's credentials; path is relative to the vendor's base URL (e.g. /v1/items/123), query an object. Only connectors of these kinds: ${proxyKinds(backend).join(', ')}. Answers {status, headers, body}.`,
    offered: (backend) => proxyKinds(backend).length > 0,
    inputSchema: z.strictObject({ connector_id: id, ...proxyShape }),
    annotations: { readOnlyHint: true, openWorldHint: true },
    handler: (backend, args, extra) => proxy(backend, args as unknown as ProxyArgs, extra),
  },
];

const proxyKinds = (backend: McpBackend) =>
  backend.kinds().filter((k) => backend.plan(k).proxy.mcp);

async function proxy(backend: McpBackend, args: ProxyArgs, extra: Extra) {
  const { connector_id, ...req } = args;
  const kinds = proxyKinds(backend);
  const { connector, info } = await backend.open(connector_id);
  if (!kinds.includes(info.connector_type))
    throw new ToolError(
      `The proxy is not offered for ${info.connector_type} connectors; use execute_action. Kinds with the proxy: ${kinds.join(', ')}.`,
      'connector_id',
      'proxy_not_offered',
    );
  // agents hold no write grant: reads only, whatever the manifest allows over HTTP
  return connector.proxy(req, { allowWrites: false, signal: extra.signal });
}

/** The tools as tools/list shows them to a caller with these scopes (every tool without scopes). */
export function createMcpServer(
  backend: McpBackend,
  scopes: readonly string[] = MCP_SCOPES,
): McpServer {
  const server = new McpServer(
    { name: 'connector-engine', version },
    { instructions: INSTRUCTIONS },
  );
  for (const def of TOOLS) {
    if (!scopes.includes(def.scope) || (def.hostedOnly && !backend.connectUrl)) continue;
    if (def.offered && !def.offered(backend)) continue;
    const report = (err: unknown) => backend.unexpected?.(err, def.name);
    server.registerTool(
      def.name,
      {
        description: def.describeFor?.(backend) ?? def.description,
        inputSchema: def.inputSchema as z.ZodObject,
        outputSchema: outputSchema(def.name),
        annotations: def.annotations,
      },
      (args: Record<string, unknown>, extra: Extra) =>
        run(async () => {
          const needed = scopeNeeded(def.name, args);
          if (!scopes.includes(needed)) throw insufficientScope(needed, args);
          return def.handler(backend, args, extra);
        }, report),
    );
  }
  return server;
}

const outputSchema = (name: string) =>
  z.fromJSONSchema(OUTPUT_SCHEMAS[name] as Parameters<typeof z.fromJSONSchema>[0]) as z.ZodObject;

function insufficientScope(needed: string, args: Record<string, unknown>): ToolError {
  return new ToolError(
    `The action '${String(args.action)}' writes and needs the ${needed} scope, which this token was not granted.`,
    'action',
    'insufficient_scope',
    { scope: needed },
  );
}

async function execute(backend: McpBackend, args: ExecuteArgs, extra: Extra) {
  if (args.action === 'download')
    throw new EngineError(
      'unknown_action',
      400,
      "download streams a file and is not available here; use the hosted API's execute endpoint.",
      { field: 'action' },
    );
  const { connector_id, entity, action, params } = args;
  const { connector } = await backend.open(connector_id);
  // aborted when the client cancels the call or goes away (the hosted route closes the server);
  // named fields, not a spread followed by more: a slow path on Node 20 (docs/development.md)
  return connector.execute(entity, action, params ?? {}, {
    paginate: args.paginate,
    select_fields: args.select_fields,
    exclude_fields: args.exclude_fields,
    signal: extra.signal,
  });
}

/** connect_account (hosted only): a link the user opens to connect an account the agent then uses. */
async function connectAccount(
  backend: McpBackend,
  args: { connector_type: string; workspace_name?: string },
) {
  const { connector_type: kind, workspace_name } = args;
  const valid = backend.kinds();
  if (!valid.includes(kind))
    throw new ToolError(
      `Unknown connector_type '${kind}'. Valid: ${valid.join(', ')}.`,
      'connector_type',
      'unknown_connector_type',
      { valid },
    );
  const link = await backend.connectUrl!(kind, workspace_name ?? 'default');
  return {
    connect_url: link.url,
    expires_at: link.expires_at,
    next: `Ask the user to open connect_url and connect their ${backend.plan(kind).name} account; when they are done, list_connectors shows the new connector.`,
  };
}

async function describe(
  backend: McpBackend,
  args: {
    connector_id?: string | undefined;
    connector_type?: string | undefined;
    entity?: string | undefined;
  },
) {
  const kind = args.connector_id
    ? (await backend.open(args.connector_id)).info.connector_type
    : args.connector_type;
  if (!kind) {
    throw new ToolError(
      `Give connector_id (from list_connectors) or connector_type (one of: ${backend.kinds().join(', ')}).`,
      'connector_id',
      'required',
    );
  }
  const d = describeKind(backend.plan(kind));
  if (args.entity) {
    const e = d.entities.find((x) => x.name === args.entity);
    const valid = d.entities.map((x) => x.name);
    if (!e)
      throw new ToolError(
        `Unknown entity '${args.entity}' of ${kind}. Valid: ${valid.join(', ')}.`,
        'entity',
        'unknown_entity',
        { valid },
      );
    return { connector_type: kind, ...e };
  }
  return {
    connector_type: d.connector_type,
    name: d.name,
    ...(args.connector_id ? {} : await connectHint(backend, kind, d.name)),
    ...(d.description ? { description: d.description } : {}),
    vendor_api: d.vendor_api,
    entities: d.entities.map((e) => ({
      name: e.name,
      ...(e.description ? { description: e.description } : {}),
      actions: e.actions.map((a) => a.action),
      searchable_fields: Object.keys(e.searchable_fields),
      context_store: e.context_store,
    })),
    next: 'describe_connector with an entity gives the params of its actions.',
  };
}

/** For a kind the caller has no connector of (hosted only): a ready link to connect one. */
async function connectHint(backend: McpBackend, kind: string, name: string) {
  if (!backend.connectUrl) return {};
  if ((await backend.list()).some((c) => c.connector_type === kind)) return {};
  const link = await backend.connectUrl(kind, 'default');
  return {
    connect_url: link.url,
    connect: `You have no ${name} connector yet: ask the user to open connect_url (valid until ${link.expires_at}) to connect an account, then call list_connectors.`,
  };
}

/** Runs a tool: its answer as JSON text, or a tool error an agent can act on. */
async function run(
  work: () => Promise<unknown>,
  report?: (err: unknown) => void,
): Promise<CallToolResult> {
  try {
    const text = JSON.stringify(await work());
    if (text.length > MAX_ANSWER_CHARS) {
      return fail({
        message: `The answer is ${text.length} characters, over ${MAX_ANSWER_CHARS}: ask for fewer records (a smaller limit) or fewer fields (select_fields, fields).`,
        errors: [{ field: null, message: 'answer too large', error_code: 'answer_too_large' }],
      });
    }
    // the same JSON twice: structured for hosts that read outputSchema, text for those that do not;
    // parsed back from the text, so both are the answer's plain JSON (no undefined, no array extras)
    return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) };
  } catch (err) {
    if (isShowable(err)) return fail(err.toBody());
    report?.(err);
    return fail({
      message: 'Internal error.',
      errors: [{ field: null, message: 'Internal error.', error_code: 'internal' }],
    });
  }
}

function fail(body: { message: string; errors: unknown[] }): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}
