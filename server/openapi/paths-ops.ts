// The OpenAPI paths of the operations and documentation routes (health, readiness, metrics, MCP, this
// document and its page), as a route table.
import { AUTHED, body, errors, json, PUBLIC, pathParam, pathsOf, type Route } from './helpers.ts';
import { ref } from './schemas.ts';

const notOffered = { responses: { 405: { description: 'Method not allowed' } } };

const mcpRequest = body({
  type: 'object',
  required: ['jsonrpc'],
  properties: {
    jsonrpc: { const: '2.0' },
    id: { type: ['string', 'integer'] },
    method: { type: 'string' },
    params: { type: 'object' },
  },
});

const mcpResponses = {
  200: json({
    type: 'object',
    description: 'The JSON-RPC answer (or none for a notification: 202).',
  }),
  202: { description: 'Notification accepted' },
  ...errors(400, 413, ...AUTHED),
};

const text = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: { type: 'string' } } },
});

const OPS_ROUTES: Route[] = [
  [
    '/healthz',
    'get',
    'Operations',
    'healthz',
    'Liveness',
    { ...PUBLIC, responses: { 200: json(ref('Status')) } },
  ],
  [
    '/readyz',
    'get',
    'Operations',
    'readyz',
    'Readiness (the database answers)',
    { ...PUBLIC, responses: { 200: json(ref('Status')), 503: json(ref('Status'), 'Not ready') } },
  ],
  [
    '/metrics',
    'get',
    'Operations',
    'metrics',
    'Prometheus metrics (bearer CONNECTOR_ENGINE_METRICS_TOKEN when one is set)',
    {
      security: [{}, { metricsToken: [] }],
      responses: { 200: text('Prometheus text format', 'text/plain'), ...errors(401) },
    },
  ],
  [
    '/mcp',
    'post',
    'Agents',
    'mcp',
    "MCP over streamable HTTP (JSON-RPC 2.0; tools: list, describe, execute, search, dry run), acting on the organisation's connectors",
    { requestBody: mcpRequest, responses: mcpResponses },
  ],
  [
    '/mcp',
    'get',
    'Agents',
    'mcpStream',
    'Not offered: the service answers each POST with JSON',
    notOffered,
  ],
  [
    '/mcp',
    'delete',
    'Agents',
    'mcpSession',
    'Not offered: the service keeps no MCP sessions',
    notOffered,
  ],
  [
    '/api/v1/openapi.json',
    'get',
    'Documentation',
    'openapi',
    'This document',
    { ...PUBLIC, responses: { 200: json({ type: 'object' }) } },
  ],
  [
    '/docs',
    'get',
    'Documentation',
    'docs',
    'This document as a web page',
    { ...PUBLIC, responses: { 200: text('HTML', 'text/html') } },
  ],
  [
    '/docs/assets/{file}',
    'get',
    'Documentation',
    'docsAsset',
    "The docs page's script, served by this server",
    {
      ...PUBLIC,
      parameters: [pathParam('file', 'standalone.js')],
      responses: { 200: text('JavaScript', 'text/javascript'), ...errors(404) },
    },
  ],
];

export const opsPaths = () => pathsOf(OPS_ROUTES, undefined);
