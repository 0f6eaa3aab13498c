// The OpenAPI paths of the connector routes: create, list, read, patch, delete, execute, sync and the
// connector types. Apart from document.ts to keep it small.

import { AUTHED, body, C, errors, ID, type Json, json, op } from './helpers.ts';
import type { KindRefs } from './kinds.ts';
import { ref } from './schemas.ts';

export function connectorPaths(kinds: KindRefs[]): Json {
  const kindRef = (k: KindRefs, which: 'execute' | 'executeResponse' | 'create') => ref(k[which]);
  const createBody = {
    oneOf: kinds.map((k) => kindRef(k, 'create')),
    discriminator: {
      propertyName: 'connector_type',
      mapping: Object.fromEntries(kinds.map((k) => [k.kind, kindRef(k, 'create').$ref])),
    },
  };
  return {
    [C]: {
      post: op(
        'Connectors',
        'createConnector',
        'Create a connector (credentials are sealed, never returned)',
        {
          description:
            'The body depends on connector_type: each kind has its credential schema per auth method, its config (environment) and its replication settings.',
          requestBody: body(createBody),
          responses: {
            201: json(ref('Connector'), 'Created'),
            ...errors(400, 404, 413, 422, ...AUTHED),
          },
        },
      ),
      get: op('Connectors', 'listConnectors', 'List connectors', {
        parameters: [
          { name: 'workspace_name', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: { 200: json(ref('ConnectorList')), ...errors(...AUTHED) },
      }),
    },
    [`${C}/{id}`]: {
      get: op('Connectors', 'getConnector', 'Read a connector', {
        parameters: [ID],
        responses: { 200: json(ref('Connector')), ...errors(404, ...AUTHED) },
      }),
      patch: op(
        'Connectors',
        'patchConnector',
        'Rename a connector or replace its credentials, config or replication settings',
        {
          parameters: [ID],
          requestBody: body(ref('PatchConnector')),
          responses: { 200: json(ref('Connector')), ...errors(400, 404, 413, 422, ...AUTHED) },
        },
      ),
      delete: op('Connectors', 'deleteConnector', 'Delete a connector and its synced records', {
        parameters: [ID],
        responses: { 204: { description: 'Deleted' }, ...errors(404, ...AUTHED) },
      }),
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
              'application/json': {
                schema: { anyOf: kinds.map((k) => kindRef(k, 'executeResponse')) },
              },
              'application/octet-stream': {
                schema: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          },
          ...errors(400, 404, 413, 422, 502, 504, ...AUTHED),
        },
      }),
    },
    [`${C}/{id}/proxy`]: {
      post: op('Execute', 'proxy', "Send a request to the connector's vendor API (passthrough)", {
        description:
          "For endpoints the catalog lacks: the path goes under the kind's base URL with the connector's credentials, token refresh, response rules and limits. GET and HEAD by default; the kind's manifest may allow other methods and limits paths; write methods also need the application's proxy_write grant. docs/proxy.md.",
        parameters: [ID],
        requestBody: body(ref('ProxyRequest')),
        responses: {
          200: json(ref('ProxyResponse')),
          ...errors(400, 404, 413, 422, 502, 504, ...AUTHED),
        },
      }),
    },
    [`${C}/{id}/sync`]: {
      post: op(
        'Context store',
        'startSync',
        "Start a sync of the connector's context-store copy now",
        {
          parameters: [ID],
          requestBody: body(ref('SyncRequest'), false),
          responses: {
            202: json(ref('SyncStatus'), 'Started'),
            ...errors(400, 404, 422, ...AUTHED),
          },
        },
      ),
      get: op('Context store', 'getSync', 'Sync state per entity', {
        parameters: [ID],
        responses: { 200: json(ref('SyncStatus')), ...errors(404, ...AUTHED) },
      }),
    },
    '/api/v1/connector-types': {
      get: op(
        'Connectors',
        'listConnectorTypes',
        'The connector kinds: auth methods, config, entities, actions and params',
        { responses: { 200: json(ref('ConnectorTypes')), ...errors(...AUTHED) } },
      ),
    },
  };
}
