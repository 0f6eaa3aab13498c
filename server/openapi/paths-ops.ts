// The OpenAPI paths of the operations and documentation routes (health, readiness, metrics, MCP, this
// document and its page). Apart from document.ts to keep it small.
import { AUTHED, body, errors, type Json, json, op, PUBLIC, pathParam } from './helpers.ts';
import { ref } from './schemas.ts';

export function opsPaths(): Json {
  return {
    '/healthz': {
      get: op('Operations', 'healthz', 'Liveness', {
        ...PUBLIC,
        responses: { 200: json(ref('Status')) },
      }),
    },
    '/readyz': {
      get: op('Operations', 'readyz', 'Readiness (the database answers)', {
        ...PUBLIC,
        responses: { 200: json(ref('Status')), 503: json(ref('Status'), 'Not ready') },
      }),
    },
    '/metrics': {
      get: op(
        'Operations',
        'metrics',
        'Prometheus metrics (bearer CONNECTOR_ENGINE_METRICS_TOKEN when one is set)',
        {
          security: [{}, { metricsToken: [] }],
          responses: {
            200: {
              description: 'Prometheus text format',
              content: { 'text/plain': { schema: { type: 'string' } } },
            },
            ...errors(401),
          },
        },
      ),
    },
    '/mcp': {
      post: op(
        'Agents',
        'mcp',
        "MCP over streamable HTTP (JSON-RPC 2.0; tools: list, describe, execute, search, dry run), acting on the organisation's connectors",
        {
          requestBody: body({
            type: 'object',
            required: ['jsonrpc'],
            properties: {
              jsonrpc: { const: '2.0' },
              id: { type: ['string', 'integer'] },
              method: { type: 'string' },
              params: { type: 'object' },
            },
          }),
          responses: {
            200: json({
              type: 'object',
              description: 'The JSON-RPC answer (or none for a notification: 202).',
            }),
            202: { description: 'Notification accepted' },
            ...errors(400, 413, ...AUTHED),
          },
        },
      ),
      get: op('Agents', 'mcpStream', 'Not offered: the service answers each POST with JSON', {
        responses: { 405: { description: 'Method not allowed' } },
      }),
      delete: op('Agents', 'mcpSession', 'Not offered: the service keeps no MCP sessions', {
        responses: { 405: { description: 'Method not allowed' } },
      }),
    },
    '/api/v1/openapi.json': {
      get: op('Documentation', 'openapi', 'This document', {
        ...PUBLIC,
        responses: { 200: json({ type: 'object' }) },
      }),
    },
    '/docs': {
      get: op('Documentation', 'docs', 'This document as a web page', {
        ...PUBLIC,
        responses: {
          200: { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } },
        },
      }),
    },
    '/docs/assets/{file}': {
      get: op('Documentation', 'docsAsset', "The docs page's script, served by this server", {
        ...PUBLIC,
        parameters: [pathParam('file', 'standalone.js')],
        responses: {
          200: {
            description: 'JavaScript',
            content: { 'text/javascript': { schema: { type: 'string' } } },
          },
          ...errors(404),
        },
      }),
    },
  };
}
