// The OpenAPI path of the execution log (GET /api/v1/logs).
import { AUTHED, errors, type Json, json, op } from './helpers.ts';

const str = { type: 'string' };
const nullable = (type: string, description?: string) => ({
  type: [type, 'null'],
  ...(description ? { description } : {}),
});

const ExecutionLogRow = {
  type: 'object',
  required: [
    'id',
    'at',
    'source',
    'connector_id',
    'action',
    'status',
    'duration_ms',
    'vendor_calls',
    'param_names',
  ],
  properties: {
    id: {
      ...str,
      description: 'The log id an execute answer carries in execution_metadata.log_id.',
    },
    at: { ...str, format: 'date-time', description: 'When the call started.' },
    request_id: nullable(
      'string',
      'The x-request-id of the HTTP request (none for a scheduled sync).',
    ),
    source: { type: 'string', enum: ['execute', 'mcp', 'proxy', 'sync'] },
    connector_id: str,
    connector_type: nullable('string'),
    entity: nullable('string'),
    action: str,
    status: { type: 'string', enum: ['success', 'error'] },
    error_code: nullable('string'),
    upstream_status: nullable(
      'integer',
      "The vendor's last HTTP status, when the vendor answered.",
    ),
    duration_ms: { type: 'integer' },
    vendor_calls: {
      type: 'integer',
      description: 'Requests sent to the vendor (resends included).',
    },
    records: nullable('integer', 'Records returned (or synced).'),
    application_id: nullable('string', 'The calling application (client id).'),
    param_names: { type: 'array', items: str },
    param_values: {
      type: 'object',
      description:
        'Only when the operator records values (CONNECTOR_ENGINE_EXECUTION_LOG_PARAM_VALUES=true); secrets redacted.',
    },
  },
};

const ExecutionLogPage = {
  type: 'object',
  required: ['data', 'next_cursor'],
  properties: {
    data: { type: 'array', items: ExecutionLogRow },
    next_cursor: nullable('string', 'Pass as cursor (same filters) for the next page.'),
  },
};

const PARAMS: [string, Json, string][] = [
  ['connector', str, 'A connector id (conn_...).'],
  ['action', str, 'An action name (list, retrieve, sync, ...).'],
  ['status', { type: 'string', enum: ['success', 'error'] }, 'Only successes or only errors.'],
  [
    'source',
    { type: 'string', enum: ['execute', 'mcp', 'proxy', 'sync'] },
    'Where the call came from.',
  ],
  ['since', { ...str, format: 'date-time' }, 'Calls started at or after this time (UTC).'],
  ['until', { ...str, format: 'date-time' }, 'Calls started at or before this time (UTC).'],
  ['cursor', str, 'next_cursor of the previous page.'],
  ['limit', { type: 'integer', minimum: 1, maximum: 200 }, 'Rows per page (default 50).'],
];

export function logPaths(): Json {
  return {
    '/api/v1/logs': {
      get: op(
        'Logs',
        'listExecutionLogs',
        "The organisation's execution log: executes, MCP tool calls, proxy calls and sync runs, newest first",
        {
          parameters: PARAMS.map(([name, schema, description]) => ({
            name,
            in: 'query',
            required: false,
            description,
            schema,
          })),
          responses: { 200: json(ExecutionLogPage), ...errors(400, ...AUTHED) },
        },
      ),
    },
  };
}
