// The service's OpenAPI 3.1 description (GET /api/v1/openapi.json): every route, built from the compiled
// manifests of the engine it is given. Built on first request and cached by the docs routes.
import type { Engine } from '../../engine/index.ts';
import { addKind, type KindRefs } from './kinds.ts';
import { apiBodySchemas, errorResponses, ref, responseSchemas, searchParamsSchema, type Schema } from './schemas.ts';

type Json = Record<string, unknown>;

const json = (schema: Schema, description = 'OK') => ({ description, content: { 'application/json': { schema } } });
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [String(s), { $ref: `#/components/responses/E${s}` }]));
const body = (schema: Schema, required = true) => ({ required, content: { 'application/json': { schema } } });
const pathParam = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } });
const ID = pathParam('id', 'The connector id (conn_...).');
const ORG = { $ref: '#/components/parameters/OrganizationId' };
/** Errors every token-checked operation can answer. */
const AUTHED = [401, 403, 429];
const PUBLIC = { security: [] };

function op(tag: string, operationId: string, summary: string, rest: Json): Json {
  const open = rest.security !== undefined;
  return { tags: [tag], operationId, summary, ...rest, parameters: [...((rest.parameters as unknown[]) ?? []), ...(open ? [] : [ORG])] };
}

function paths(kinds: KindRefs[]): Json {
  const kindRef = (k: KindRefs, which: 'execute' | 'executeResponse' | 'create') => ref(k[which]);
  const createBody = {
    oneOf: kinds.map((k) => kindRef(k, 'create')),
    discriminator: { propertyName: 'connector_type', mapping: Object.fromEntries(kinds.map((k) => [k.kind, kindRef(k, 'create').$ref])) },
  };
  const C = '/api/v1/integrations/connectors';
  return {
    '/api/v1/account/applications/token': {
      post: op('Authentication', 'issueToken', 'Exchange client credentials for a 15-minute bearer token', { ...PUBLIC, requestBody: body(ref('TokenRequest')), responses: { 200: json(ref('TokenResponse')), ...errors(400, 401, 422, 429) } }),
    },
    [C]: {
      post: op('Connectors', 'createConnector', 'Create a connector (credentials are sealed, never returned)', {
        description: 'The body depends on connector_type: each kind has its credential schema per auth method, its config (environment) and its replication settings.',
        requestBody: body(createBody),
        responses: { 201: json(ref('Connector'), 'Created'), ...errors(400, 404, 413, 422, ...AUTHED) },
      }),
      get: op('Connectors', 'listConnectors', 'List connectors', {
        parameters: [{ name: 'workspace_name', in: 'query', required: false, schema: { type: 'string' } }],
        responses: { 200: json(ref('ConnectorList')), ...errors(...AUTHED) },
      }),
    },
    [`${C}/{id}`]: {
      get: op('Connectors', 'getConnector', 'Read a connector', { parameters: [ID], responses: { 200: json(ref('Connector')), ...errors(404, ...AUTHED) } }),
      patch: op('Connectors', 'patchConnector', 'Rename a connector or replace its credentials, config or replication settings', {
        parameters: [ID],
        requestBody: body(ref('PatchConnector')),
        responses: { 200: json(ref('Connector')), ...errors(400, 404, 413, 422, ...AUTHED) },
      }),
      delete: op('Connectors', 'deleteConnector', 'Delete a connector and its synced records', { parameters: [ID], responses: { 204: { description: 'Deleted' }, ...errors(404, ...AUTHED) } }),
    },
    [`${C}/{id}/execute`]: {
      post: op('Execute', 'execute', 'Run one entity action on a connector', {
        description:
          "The body is one of the connector kind's entity/action pairs (the kind is the stored connector's connector_type), as in the schemas named Execute and the kind (ExecuteStripe, ...). list and api_search answer one page unless paginate asks for more; download answers the file itself.",
        parameters: [ID],
        requestBody: body({ anyOf: kinds.map((k) => kindRef(k, 'execute')) }),
        responses: {
          200: {
            description: 'The action ran. JSON in the hosted envelope, or the file for download.',
            content: {
              'application/json': { schema: { anyOf: kinds.map((k) => kindRef(k, 'executeResponse')) } },
              'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
            },
          },
          ...errors(400, 404, 413, 422, 502, 504, ...AUTHED),
        },
      }),
    },
    [`${C}/{id}/sync`]: {
      post: op('Context store', 'startSync', "Start a sync of the connector's context-store copy now", {
        parameters: [ID],
        requestBody: body(ref('SyncRequest'), false),
        responses: { 202: json(ref('SyncStatus'), 'Started'), ...errors(400, 404, 422, ...AUTHED) },
      }),
      get: op('Context store', 'getSync', 'Sync state per entity', { parameters: [ID], responses: { 200: json(ref('SyncStatus')), ...errors(404, ...AUTHED) } }),
    },
    '/api/v1/connector-types': {
      get: op('Connectors', 'listConnectorTypes', 'The connector kinds: auth methods, config, entities, actions and params', { responses: { 200: json(ref('ConnectorTypes')), ...errors(...AUTHED) } }),
    },
    [`${C}/oauth/initiate`]: {
      post: op('OAuth', 'initiateOAuth', 'Start the OAuth consent flow for a new connector', {
        requestBody: body(ref('InitiateOAuth')),
        responses: { 200: json(ref('ConsentUrl')), ...errors(400, 404, 422, ...AUTHED) },
      }),
    },
    '/api/v1/oauth/callback': {
      get: op('OAuth', 'oauthCallback', "The provider's redirect after consent (stores the connector, then redirects to redirect_url)", {
        ...PUBLIC,
        parameters: ['state', 'code', 'error', 'error_description'].map((name) => ({ name, in: 'query', required: name === 'state', schema: { type: 'string' } })),
        responses: { 302: { description: "To the flow's redirect_url, which tells the outcome in its query." }, ...errors(400) },
      }),
    },
    '/api/v1/oauth/credentials': {
      put: op('OAuth', 'setOAuthApp', "Set the organisation's own OAuth app for a kind", { requestBody: body(ref('OAuthCredentials')), responses: { 200: json(ref('OAuthApp')), ...errors(400, 404, 422, ...AUTHED) } }),
    },
    '/api/v1/oauth/credentials/connector_type/{type}': {
      delete: op('OAuth', 'deleteOAuthApp', "Remove the organisation's OAuth app for a kind", {
        parameters: [pathParam('type', 'The connector kind.')],
        responses: { 204: { description: 'Removed' }, ...errors(404, ...AUTHED) },
      }),
    },
    '/api/v1/oauth/redirect-origins': {
      get: op('OAuth', 'listRedirectOrigins', 'Allowed OAuth redirect origins', { responses: { 200: json(ref('RedirectOrigins')), ...errors(...AUTHED) } }),
      put: op('OAuth', 'replaceRedirectOrigins', 'Replace the allowed OAuth redirect origins', {
        requestBody: body(ref('RedirectOriginsRequest')),
        responses: { 200: json(ref('RedirectOrigins')), ...errors(400, 422, ...AUTHED) },
      }),
    },
    '/healthz': { get: op('Operations', 'healthz', 'Liveness', { ...PUBLIC, responses: { 200: json(ref('Status')) } }) },
    '/readyz': { get: op('Operations', 'readyz', 'Readiness (the database answers)', { ...PUBLIC, responses: { 200: json(ref('Status')), 503: json(ref('Status'), 'Not ready') } }) },
    '/metrics': {
      get: op('Operations', 'metrics', 'Prometheus metrics (bearer CONNECTOR_ENGINE_METRICS_TOKEN when one is set)', {
        security: [{}, { metricsToken: [] }],
        responses: { 200: { description: 'Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } }, ...errors(401) },
      }),
    },
    '/mcp': {
      post: op('Agents', 'mcp', 'MCP over streamable HTTP (JSON-RPC 2.0; tools: list, describe, execute, search, dry run), acting on the organisation\'s connectors', {
        requestBody: body({ type: 'object', required: ['jsonrpc'], properties: { jsonrpc: { const: '2.0' }, id: { type: ['string', 'integer'] }, method: { type: 'string' }, params: { type: 'object' } } }),
        responses: { 200: json({ type: 'object', description: 'The JSON-RPC answer (or none for a notification: 202).' }), 202: { description: 'Notification accepted' }, ...errors(400, 413, ...AUTHED) },
      }),
      get: op('Agents', 'mcpStream', 'Not offered: the service answers each POST with JSON', { responses: { 405: { description: 'Method not allowed' } } }),
      delete: op('Agents', 'mcpSession', 'Not offered: the service keeps no MCP sessions', { responses: { 405: { description: 'Method not allowed' } } }),
    },
    '/api/v1/openapi.json': { get: op('Documentation', 'openapi', 'This document', { ...PUBLIC, responses: { 200: json({ type: 'object' }) } }) },
    '/docs': { get: op('Documentation', 'docs', 'This document as a web page', { ...PUBLIC, responses: { 200: { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } } } }) },
    '/docs/assets/{file}': {
      get: op('Documentation', 'docsAsset', "The docs page's script, served by this server", {
        ...PUBLIC,
        parameters: [pathParam('file', 'standalone.js')],
        responses: { 200: { description: 'JavaScript', content: { 'text/javascript': { schema: { type: 'string' } } } }, ...errors(404) },
      }),
    },
  };
}

/** The whole document, for the engine's kinds. */
export function openApiDocument(engine: Pick<Engine, 'kinds' | 'plan'>, version = '0.1.0'): Json {
  const schemas: Record<string, Schema> = { ...apiBodySchemas(), ...responseSchemas };
  schemas.ExecuteResponse = {
    type: 'object',
    required: ['status', 'result', 'connector_metadata', 'execution_metadata'],
    properties: { status: { const: 'success' }, result: {}, connector_metadata: { type: 'object', description: "The vendor's pagination fields, unchanged." }, execution_metadata: ref('ExecutionMetadata') },
  };
  schemas.ContextStoreSearchParams = searchParamsSchema();
  const add = (name: string, schema: Schema) => {
    let unique = name;
    for (let i = 2; unique in schemas; i++) unique = `${name}${i}`;
    schemas[unique] = schema;
    return unique;
  };
  const kinds = engine.kinds().map((k) => addKind(engine.plan(k), add));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Connector engine API',
      version,
      description:
        'Stored connectors to SaaS APIs, executed through declarative manifests. Get a bearer token from POST /api/v1/account/applications/token, then send it as Authorization: Bearer <token>. Every error answers {message, errors: [{field, message, error_code, details}]}.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: ['Authentication', 'Connectors', 'Execute', 'Context store', 'OAuth', 'Operations', 'Documentation'].map((name) => ({ name })),
    paths: paths(kinds),
    components: {
      schemas,
      responses: errorResponses,
      parameters: {
        OrganizationId: { name: 'X-Organization-Id', in: 'header', required: false, description: 'The organisation to act for, when the application was granted several.', schema: { type: 'string' } },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A token from POST /api/v1/account/applications/token (15 minutes).' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'CONNECTOR_ENGINE_METRICS_TOKEN.' },
      },
    },
  };
}
