// The parts of the OpenAPI document that do not depend on the manifests: the request bodies of
// schemas/api.schema.json (as components), the response bodies, the error body and the error responses.
import { readFileSync } from 'node:fs';

type Json = Record<string, unknown>;
export type Schema = Json | boolean;

/** 'paypal-transaction' -> 'PaypalTransaction', 'ad_accounts' -> 'AdAccounts' (component names). */
export const pascal = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A JSON Schema of this project (draft-07) as an OpenAPI 3.1 schema: a deep copy without `$schema` and
 * `$id` (a base URI of their own would change what the refs point at), and `#/definitions/x` refs
 * pointing at the component that `rename` gives `x`.
 */
export function toOas(schema: unknown, rename: (def: string) => string = pascal): Schema {
  return copyForOas(schema, rename) as Schema;
}

function copyForOas(v: unknown, rename: (def: string) => string): unknown {
  if (Array.isArray(v)) return v.map((x) => copyForOas(x, rename));
  if (!v || typeof v !== 'object') return v;
  const out: Json = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === '$schema' || k === '$id') continue;
    out[k] = k === '$ref' ? oasRef(x, rename) : copyForOas(x, rename);
  }
  return out;
}

/** A `#/definitions/x` ref as the component's; any other ref unchanged. */
function oasRef(x: unknown, rename: (def: string) => string): unknown {
  if (typeof x !== 'string' || !x.startsWith('#/definitions/')) return copyForOas(x, rename);
  return ref(rename(x.slice('#/definitions/'.length))).$ref;
}

const readSchema = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8'));

/** schemas/api.schema.json's definitions under their component names (`execute` is ExecuteRequest). */
export const API_BODY: Record<string, string> = {
  name: 'Name',
  tokenRequest: 'TokenRequest',
  createConnector: 'CreateConnector',
  patchConnector: 'PatchConnector',
  execute: 'ExecuteRequest',
  proxy: 'ProxyRequest',
  initiateOAuth: 'InitiateOAuth',
  oauthCredentials: 'OAuthCredentials',
  redirectOrigins: 'RedirectOriginsRequest',
  createConnectSession: 'CreateConnectSession',
  connectBranding: 'ConnectBranding',
};

export function apiBodySchemas(): Record<string, Schema> {
  const defs: Record<string, unknown> = readSchema('api.schema.json').definitions;
  const rename = (d: string) => API_BODY[d] ?? pascal(d);
  return Object.fromEntries(Object.entries(defs).map(([d, s]) => [rename(d), toOas(s, rename)]));
}

export const searchParamsSchema = (): Schema => toOas(readSchema('search.schema.json'));

const str = { type: 'string' };
const obj = (properties: Json, required = Object.keys(properties), extra: Json = {}) => ({
  type: 'object',
  required,
  properties,
  ...extra,
});
const nullable = (type: string) => ({ type: [type, 'null'] });

/** Response bodies and shared pieces, by component name. */
export const responseSchemas: Record<string, Schema> = {
  Error: obj(
    {
      message: { ...str, description: 'What went wrong, for a person.' },
      errors: {
        type: 'array',
        items: obj(
          {
            field: {
              ...nullable('string'),
              description: 'Dotted path of the field at fault (null when none is).',
            },
            message: str,
            error_code: {
              ...str,
              description:
                'Stable code, e.g. invalid_params, unknown_entity, upstream_error, rate_limited.',
            },
            details: {
              description:
                'More facts: valid names, limits, or the upstream status and message (secrets removed).',
            },
          },
          ['field', 'message', 'error_code'],
        ),
      },
      connector_metadata: {
        type: 'object',
        description:
          'On an execute error, values of the call the caller may need to resend it, e.g. the idempotency key the engine made (params the manifest marks returned).',
      },
    },
    ['message', 'errors'],
    { description: 'The body of every error response.' },
  ),
  TokenResponse: obj({
    access_token: str,
    token_type: { const: 'Bearer' },
    expires_in: { type: 'integer', description: 'Seconds (900).' },
    organization_id: str,
  }),
  Connector: obj(
    {
      id: { ...str, examples: ['conn_01J0000000000000000000000'] },
      name: str,
      connector_type: str,
      workspace_name: str,
      auth_method: { enum: ['token', 'oauth'] },
      environment: { type: 'object', description: 'Config variables of the kind.' },
      replication_config: nullable('object'),
      sync: ref('ConnectorSyncSettings'),
      status: {
        ...str,
        description:
          'active, or needs_reauth once the vendor refused to refresh the stored credentials.',
      },
      created_at: { ...str, format: 'date-time' },
      updated_at: { ...str, format: 'date-time' },
    },
    undefined,
    { description: 'A stored connector; its credentials are never returned.' },
  ),
  ConnectorList: obj({ data: { type: 'array', items: ref('Connector') } }),
  ExecutionMetadata: obj(
    {
      connector_instance_id: str,
      execution_time_ms: { type: 'number' },
      log_id: {
        ...str,
        description:
          "This call's row in GET /api/v1/logs (exe_...); absent when the operator turned the execution log off.",
      },
    },
    ['connector_instance_id', 'execution_time_ms'],
  ),
  ProxyResponse: obj({
    status: { const: 'success' },
    result: {
      description: "The vendor's body: JSON, else its text (null for none); secrets masked.",
    },
    upstream: obj({
      status: { type: 'integer' },
      headers: {
        type: 'object',
        additionalProperties: str,
        description: 'Content type, pagination, rate-limit and request-id headers only.',
      },
    }),
    execution_metadata: ref('ExecutionMetadata'),
  }),
  ProxyWriteGrantResult: obj({
    client_id: str,
    organization_id: str,
    proxy_write: { type: 'boolean' },
  }),
  SearchMeta: obj({
    has_more: { type: 'boolean' },
    cursor: { ...nullable('string'), description: 'Pass as params.cursor for the next page.' },
    took_ms: { type: 'number' },
  }),
  SyncRequest: {
    type: 'object',
    properties: {
      entities: {
        type: 'array',
        items: str,
        description: 'Entities to sync (default: all that have a context-store copy).',
      },
    },
  },
  ConnectorSyncSettings: obj(
    {
      interval_seconds: { ...nullable('integer'), description: "null: the service's interval." },
      paused: { type: 'boolean' },
      entities: { type: ['array', 'null'], items: str, description: 'null: every entity.' },
      reconcile_every_seconds: {
        ...nullable('integer'),
        description: "null: the kind's sync.reconcile_every_days.",
      },
    },
    undefined,
    { description: "The connector's own sync settings (PATCH with sync to change them)." },
  ),
  SyncStatus: obj(
    {
      connector_id: str,
      paused: { type: 'boolean' },
      entities: { type: 'array', items: ref('EntitySyncStatus') },
    },
    ['connector_id', 'entities'],
  ),
  EntitySyncStatus: obj({
    entity: str,
    state: { enum: ['idle', 'running', 'done', 'failed'] },
    records: { type: 'integer', description: 'Records stored now, deleted ones left out.' },
    last_started: nullable('string'),
    last_finished: nullable('string'),
    last_error: {
      ...nullable('string'),
      description: "The last run's error; null after a success.",
    },
    warnings: {
      type: 'array',
      description:
        'What the last run skipped without failing: a parent (site, ad account) the vendor refused, by its id.',
      items: obj({ parent: str, status: { type: 'integer' }, message: str }),
    },
    last_success: nullable('string'),
    last_failure: nullable('string'),
    last_failure_error: {
      ...nullable('string'),
      description: 'Why the last failure failed (kept after later successes).',
    },
    last_run: obj(
      { added: { type: 'integer' }, updated: { type: 'integer' }, deleted: { type: 'integer' } },
      undefined,
      { description: 'Records the last run added, updated and marked deleted.' },
    ),
    high_water_mark: {
      description:
        "An incremental entity's newest change seen (sent as its changed-since filter; per parent, an object); null otherwise.",
    },
    last_full_walk: {
      ...nullable('string'),
      description: 'When a complete walk last marked records the vendor no longer lists deleted.',
    },
    scheduled: {
      type: 'boolean',
      description: "Whether it syncs on the interval (the connector's sync.entities).",
    },
    paused: { type: 'boolean' },
    next_run: {
      ...nullable('string'),
      description:
        'The earliest time the scheduler asks for the next run; null when paused, not scheduled or without an interval.',
    },
    running: { type: 'boolean' },
  }),
  ChangeFeed: obj({
    changes: {
      type: 'array',
      items: obj(
        {
          op: { enum: ['added', 'updated', 'deleted'] },
          id: str,
          record: { type: 'object', description: 'The record as stored (absent for a deletion).' },
          changed_at: nullable('string'),
        },
        ['op', 'id', 'changed_at'],
      ),
    },
    next_cursor: { ...str, description: 'Pass as cursor for the changes after these.' },
    has_more: { type: 'boolean' },
  }),
  ConsentUrl: obj({
    consent_url: { ...str, format: 'uri', description: "Send the user's browser here." },
  }),
  OAuthApp: obj({
    id: str,
    scope_type: { const: 'organization' },
    connector_type: str,
    created_at: str,
    updated_at: str,
  }),
  RedirectOrigins: obj({
    data: { type: 'array', items: { ...str, examples: ['https://app.example.com'] } },
  }),
  ConnectorTypes: obj({
    data: {
      type: 'array',
      description:
        'Each kind with its auth methods (credential schemas), config schema and entities (actions, params schemas, record schema).',
      items: obj(
        {
          connector_type: str,
          name: str,
          version: str,
          vendor_api: { type: 'object' },
          config: {},
          auth_methods: { type: 'array' },
          entities: { type: 'array' },
        },
        ['connector_type', 'name', 'entities'],
      ),
    },
  }),
  Status: obj({ status: str, reason: str }, ['status']),
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: malformed JSON, bad params or a failed precondition.',
  401: 'No token, or an invalid or expired one.',
  403: 'This application may not act for the organisation.',
  404: 'Unknown connector (or one of another organisation), connector kind, entity or action.',
  409: 'The connector is paused (sync_paused), or it changed while it was being updated.',
  410: 'The change-feed cursor is older than the feed keeps deletions (cursor_expired).',
  413: 'The body is larger than 1 MiB.',
  422: 'The body does not match its schema.',
  429: 'Too many requests; wait for Retry-After seconds.',
  502: 'The vendor failed; its status and message are in errors[].details.',
  504: 'The vendor did not answer in time.',
};

/** components.responses: one per error status, all with the Error body. */
export const errorResponses = Object.fromEntries(
  Object.entries(STATUS_TEXT).map(([status, description]) => [
    `E${status}`,
    {
      description,
      content: { 'application/json': { schema: ref('Error') } },
      ...(status === '429'
        ? {
            headers: {
              'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
            },
          }
        : {}),
    },
  ]),
);
