// The OpenAPI paths of the connector routes (create, list, read, patch, delete, execute, sync and the
// connector types), as a route table; create and execute take their bodies from the kinds.
import { AUTHED, body, C, errors, ID, type Json, json, pathsOf, type Route } from './helpers.ts';
import type { KindRefs } from './kinds.ts';
import { ref } from './schemas.ts';

const kindRefs = (kinds: KindRefs[], which: 'execute' | 'executeResponse' | 'create') =>
  kinds.map((k) => ref(k[which]));

function createConnector(kinds: KindRefs[]): Json {
  const createBody = {
    oneOf: kindRefs(kinds, 'create'),
    discriminator: {
      propertyName: 'connector_type',
      mapping: Object.fromEntries(kinds.map((k) => [k.kind, ref(k.create).$ref])),
    },
  };
  return {
    description:
      'The body depends on connector_type: each kind has its credential schema per auth method, its config (environment) and its replication settings.',
    requestBody: body(createBody),
    responses: { 201: json(ref('Connector'), 'Created'), ...errors(400, 404, 413, 422, ...AUTHED) },
  };
}

function execute(kinds: KindRefs[]): Json {
  const answer = {
    description: 'The action ran. JSON in the hosted envelope, or the file for download.',
    content: {
      'application/json': { schema: { anyOf: kindRefs(kinds, 'executeResponse') } },
      'application/octet-stream': {
        schema: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
    },
  };
  return {
    description:
      "The body is one of the connector kind's entity/action pairs (the kind is the stored connector's connector_type), as in the schemas named Execute and the kind (ExecuteStripe, ...). list and api_search answer one page unless paginate asks for more; download answers the file itself.",
    parameters: [ID],
    requestBody: body({ anyOf: kindRefs(kinds, 'execute') }),
    responses: { 200: answer, ...errors(400, 404, 413, 422, 502, 504, ...AUTHED) },
  };
}

const CONNECTOR_ROUTES: Route<KindRefs[]>[] = [
  [
    C,
    'post',
    'Connectors',
    'createConnector',
    'Create a connector (credentials are sealed, never returned)',
    createConnector,
  ],
  [
    C,
    'get',
    'Connectors',
    'listConnectors',
    'List connectors',
    {
      parameters: [
        { name: 'workspace_name', in: 'query', required: false, schema: { type: 'string' } },
      ],
      responses: { 200: json(ref('ConnectorList')), ...errors(...AUTHED) },
    },
  ],
  [
    `${C}/{id}`,
    'get',
    'Connectors',
    'getConnector',
    'Read a connector',
    { parameters: [ID], responses: { 200: json(ref('Connector')), ...errors(404, ...AUTHED) } },
  ],
  [
    `${C}/{id}`,
    'patch',
    'Connectors',
    'patchConnector',
    'Rename a connector or replace its credentials, config or replication settings',
    {
      parameters: [ID],
      requestBody: body(ref('PatchConnector')),
      responses: { 200: json(ref('Connector')), ...errors(400, 404, 413, 422, ...AUTHED) },
    },
  ],
  [
    `${C}/{id}`,
    'delete',
    'Connectors',
    'deleteConnector',
    'Delete a connector and its synced records',
    { parameters: [ID], responses: { 204: { description: 'Deleted' }, ...errors(404, ...AUTHED) } },
  ],
  [
    `${C}/{id}/execute`,
    'post',
    'Execute',
    'execute',
    'Run one entity action on a connector',
    execute,
  ],
  [
    `${C}/{id}/proxy`,
    'post',
    'Execute',
    'proxy',
    "Send a request to the connector's vendor API (passthrough)",
    {
      description:
        "For endpoints the catalog lacks: the path goes under the kind's base URL with the connector's credentials, token refresh, response rules and limits. GET and HEAD by default; the kind's manifest may allow other methods and limits paths; write methods also need the application's proxy_write grant. docs/proxy.md.",
      parameters: [ID],
      requestBody: body(ref('ProxyRequest')),
      responses: {
        200: json(ref('ProxyResponse')),
        ...errors(400, 404, 413, 422, 502, 504, ...AUTHED),
      },
    },
  ],
  [
    `${C}/{id}/sync`,
    'post',
    'Context store',
    'startSync',
    "Start a sync of the connector's context-store copy now",
    {
      parameters: [ID],
      requestBody: body(ref('SyncRequest'), false),
      responses: {
        202: json(ref('SyncStatus'), 'Started'),
        ...errors(400, 404, 409, 422, ...AUTHED),
      },
    },
  ],
  [
    `${C}/{id}/sync`,
    'get',
    'Context store',
    'getSync',
    'Sync status per entity',
    { parameters: [ID], responses: { 200: json(ref('SyncStatus')), ...errors(404, ...AUTHED) } },
  ],
  [
    `${C}/{id}/changes`,
    'get',
    'Context store',
    'getChanges',
    "Records added, updated and deleted in an entity's copy since a cursor",
    {
      description:
        'In commit order, each record once as its latest version. cursor: start (default), now, or next_cursor of the previous answer; bound to the connector and the entity; valid as long as deleted records are kept (30 days), then 410 cursor_expired.',
      parameters: [
        ID,
        { name: 'entity', in: 'query', required: true, schema: { type: 'string' } },
        {
          name: 'cursor',
          in: 'query',
          required: false,
          schema: { type: 'string', maxLength: 2000 },
        },
        {
          name: 'limit',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
        },
      ],
      responses: { 200: json(ref('ChangeFeed')), ...errors(400, 404, 410, ...AUTHED) },
    },
  ],
  [
    '/api/v1/connector-types',
    'get',
    'Connectors',
    'listConnectorTypes',
    'The connector kinds: auth methods, config, entities, actions and params',
    { responses: { 200: json(ref('ConnectorTypes')), ...errors(...AUTHED) } },
  ],
];

export const connectorPaths = (kinds: KindRefs[]) => pathsOf(CONNECTOR_ROUTES, kinds);
