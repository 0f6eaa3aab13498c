// The tools' output schemas (JSON Schema 2020-12), listed in tools/list as each tool's outputSchema;
// every successful call answers structuredContent that conforms, plus the same JSON as text. One
// execute_action serves every kind and action, so its schema is the engine's envelope
// ({result, connector_metadata}); the record schema of an entity is in describe_connector's answer.
type JsonSchema = Record<string, unknown>;

const str = { type: 'string' } as const;
const obj = { type: 'object' } as const;
const strings = { type: 'array', items: str } as const;

const connectorInfo = {
  type: 'object',
  required: ['id', 'name', 'connector_type'],
  properties: {
    id: str,
    name: str,
    connector_type: str,
    workspace_name: str,
    status: str,
  },
};

export const OUTPUT_SCHEMAS: Record<string, JsonSchema> = {
  list_connectors: {
    type: 'object',
    required: ['connectors', 'connector_types'],
    properties: {
      connectors: { type: 'array', items: connectorInfo },
      connector_types: strings,
    },
  },
  // Without entity: the kind's overview (entities, vendor_api); with one: that entity's actions,
  // record schema and searchable fields.
  describe_connector: {
    type: 'object',
    required: ['connector_type'],
    properties: {
      connector_type: str,
      name: str,
      description: str,
      vendor_api: obj,
      entities: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'actions'],
          properties: { name: str, description: str, actions: strings, searchable_fields: strings },
        },
      },
      actions: { type: 'array', items: obj },
      record: { description: 'JSON Schema of one record as list, get and api_search answer it.' },
      searchable_fields: obj,
      context_store: { type: 'boolean' },
      connect_url: str,
      connect: str,
      next: str,
    },
  },
  execute_action: {
    type: 'object',
    required: ['result', 'connector_metadata'],
    properties: {
      result: { description: "The action's answer: records (list, api_search) or one object." },
      connector_metadata: {
        type: 'object',
        description: "The vendor's paging cursor and what else the call reports.",
      },
    },
  },
  search_records: {
    type: 'object',
    required: ['data', 'meta'],
    properties: {
      data: { type: 'array', items: obj },
      meta: {
        type: 'object',
        required: ['has_more'],
        properties: { has_more: { type: 'boolean' }, cursor: { type: ['string', 'null'] } },
      },
    },
  },
  dry_run_action: {
    type: 'object',
    required: ['method', 'url', 'headers'],
    properties: {
      method: str,
      url: str,
      headers: { type: 'object', additionalProperties: str },
      body: { description: 'A JSON body as its value, a form body as its encoded text.' },
    },
  },
  connect_account: {
    type: 'object',
    required: ['connect_url', 'expires_at', 'next'],
    properties: { connect_url: str, expires_at: str, next: str },
  },
  context_store_changes: {
    type: 'object',
    required: ['changes', 'next_cursor', 'has_more'],
    properties: {
      changes: {
        type: 'array',
        items: {
          type: 'object',
          required: ['op', 'id', 'changed_at'],
          properties: {
            op: { enum: ['added', 'updated', 'deleted'] },
            id: str,
            record: { description: 'The record as stored; absent for a deletion.' },
            changed_at: { type: ['string', 'null'] },
          },
        },
      },
      next_cursor: str,
      has_more: { type: 'boolean' },
    },
  },
  proxy: {
    type: 'object',
    required: ['status', 'headers'],
    properties: {
      status: { type: 'integer' },
      headers: { type: 'object', additionalProperties: str },
      body: { description: 'JSON when the vendor answered JSON, else its text; secrets masked.' },
    },
  },
};
