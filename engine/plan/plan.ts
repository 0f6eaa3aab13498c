// What a manifest compiles into: everything an execute call needs, parsed and compiled once. The
// plan types are a leaf: this folder imports nothing that imports it (tests/import-boundaries.test.ts).
import type { ValidateFunction } from 'ajv';
import type { ConnectorManifest, Schema } from '../manifest/types.gen.ts';
import type { AppliedAuth, AuthScope, OAuth2Plan } from './auth.ts';
import type { Expression } from './expression.ts';
import type { HttpLimits, RatePlan } from './http.ts';
import type { Paginator } from './paginate.ts';
import type { ParamsValidator, Precondition } from './params.ts';
import type { ProxyPlan } from './proxy.ts';
import type { ArrayStyle, Template } from './request.ts';
import type { ResponseRule } from './rules.ts';
import type { WebhookPlan } from './webhooks.ts';

/** The catalog's actions; an entity may also have named actions (finalize, confirm: a snake_case verb). */
export const ACTIONS = [
  'list',
  'get',
  'create',
  'update',
  'delete',
  'api_search',
  'download',
] as const;
export type CatalogAction = (typeof ACTIONS)[number];
/** A catalog action or a named one. */
export type ActionName = string;
export const isCatalogAction = (name: string): name is CatalogAction =>
  (ACTIONS as readonly string[]).includes(name);
export const LIST_ACTIONS: ReadonlySet<string> = new Set(['list', 'api_search']);

export type ParamLocation = 'path' | 'query' | 'header' | 'body' | 'none';

export interface ParamPlacement {
  name: string;
  /** Name on the wire. */
  as: string;
  in: ParamLocation;
  style: ArrayStyle;
  /** JSON text (contentMediaType: application/json): the parsed value is sent. */
  json?: boolean;
}

export interface ActionPlan {
  kind: string;
  entity: string;
  action: ActionName;
  where: string;
  description?: string;
  method: string;
  path: Template;
  body: 'json' | 'form' | 'none';
  bodyTemplate?: Expression;
  /** Query params computed from the params (JSONata giving an object), with the kind's array style. */
  queryTemplate?: { expression: Expression; style: ArrayStyle };
  graphql?: { query: string; variables?: Expression };
  /** Params filled from config or replication settings when the caller leaves them out. */
  /** Params filled from a template when absent, unless one of the listed params is given. */
  defaultsFrom: [string, Template, string[]][];
  /** Params computed when absent (after defaultsFrom), unless one of the listed params is given. */
  defaultExpressions: [string, Expression, string[]][];
  /** Params handed back with the call's answer, success or error (connector_metadata): an idempotency key. */
  returned: string[];
  fixedQuery: [string, Template][];
  headers: [string, Template][];
  params: ParamPlacement[];
  /** The params' JSON Schema as callers see it (for describe and the connector-types listing). */
  paramsSchema: Schema & { type: 'object' };
  validate: ParamsValidator;
  preconditions: Precondition[];
  result?: Expression;
  metadata?: Expression | string[];
  download?: { url: Expression; auth: boolean; hosts: string[] };
  paginator?: Paginator;
  paginationName?: string;
  retryAnyMethod: boolean;
  isList: boolean;
  /** The action's own response rules, then the kind's; the engine's defaults follow. */
  responseRules: ResponseRule[];
  /** The vendor's published rate: syncs pace their requests by it. */
  rate?: RatePlan;
  /** Requests sent in order for one call (the vendor splits the action); the plan's own request is the first step's. */
  steps?: ActionStep[];
  /** A list whose route needs a parent's id: the entity whose records fill these params (templates over
   *  {parent.PATH}); a sync walks its stored records, and execute names it when a bound param is missing. */
  parents?: ParentBinding;
}

/** Which entity's records feed which params of a list; a parent answering a skipStatus is skipped. */
export interface ParentBinding {
  entity: string;
  params: Record<string, unknown>;
  skipStatus?: number[];
}

export interface ActionStep {
  /** Sent only when truthy over the params. */
  when?: Expression;
  /** The params it sends (default all). */
  send?: string[];
  plan: ActionPlan;
}

export interface SyncPlan {
  /** Path of the record id (['$content']: keyed by content). */
  key: string[];
  /** Paths whose values together identify a record (report rows with no id of their own). */
  keyFields?: string[][];
  /** JSONata giving a record's key ($parent bound under sync.parents). */
  keyExpression?: Expression;
  /** The entity whose action pages through the records (this one, or e.g. workspace_teams for teams). */
  source: string;
  action: 'list' | 'api_search';
  params: Record<string, unknown>;
  /** Walk once per stored record of entity (those `where` is true of); a parent answering a skipStatus is skipped with a warning. */
  parents?: { entity: string; skipStatus?: number[]; where?: Expression };
  /** Windows from the replication config key `start` (or lookbackDays before now) to now. */
  windows?: { days: number; lagSeconds?: number; start: string; lookbackDays?: number };
  /** One walk per entry, its params merged over params. */
  partitions?: Record<string, unknown>[];
  incremental?: {
    field: string;
    param: string;
    from?: 'records' | 'metadata';
    /** date: the value goes out as its UTC day (YYYY-MM-DD). */
    format?: 'instant' | 'date';
    /** parent: one value per parent record (by the parent's key), sent in that parent's walks. */
    per?: 'entity' | 'parent';
    /** The stored instant goes out this much earlier (records that become visible late). */
    lookback_seconds?: number;
  };
  /** Applied to each record before it is stored ($parent bound under sync.parents). */
  transform?: Expression;
  /** Each listed record read again in full with this entity's action (lists that answer compact records). */
  detail?: { entity: string; action: 'get'; params: Record<string, unknown> };
  indexes: string[];
  text: string[];
  /** A full walk lists every record: records it did not list are marked deleted (default: no windows). */
  complete: boolean;
  /** An incremental entity walks in full when its last full walk is older than this. */
  reconcileEveryDays?: number;
  /** True for a record the vendor marks deleted or archived: stored as deleted. */
  deletedWhen?: Expression;
}

export interface EntityPlan {
  name: string;
  description?: string;
  record?: Schema;
  searchable: Record<string, string>;
  /** How the context store copies the entity (entities with searchable fields and a list). */
  sync?: SyncPlan;
  actions: Map<ActionName, ActionPlan>;
}

export interface AuthPlan {
  name: 'token' | 'oauth';
  fieldsSchema: Schema;
  validateFields: ValidateFunction;
  apply(scope: AuthScope): AppliedAuth;
  baseUrl?: Template;
  oauth2?: OAuth2Plan;
}

export interface KindPlan {
  kind: string;
  name: string;
  description?: string;
  version: string;
  manifest: ConnectorManifest;
  baseUrl: Template;
  configSchema: Schema;
  validateConfig: ValidateFunction;
  /** The same without `required`: the values a caller gave, before consent discovers the rest. */
  validateGivenConfig: ValidateFunction;
  /** Config values looked up from a config variable (region -> endpoint group). */
  derived: { name: string; from: string; map: Record<string, unknown> }[];
  replicationSchema: Schema;
  validateReplication: ValidateFunction;
  /** The kind's response rules (each action's plan carries its own followed by these). */
  responseRules: ResponseRule[];
  /** Whether any expression of the kind reads $headers (else the binding is not built). */
  usesHeaders: boolean;
  auth: Map<string, AuthPlan>;
  headers: [string, Template][];
  http: HttpLimits;
  /** What the passthrough proxy may reach (the manifest's proxy section, or read-only defaults). */
  proxy: ProxyPlan;
  entities: Map<string, EntityPlan>;
  /** Inbound vendor webhooks (the manifest's webhooks section), when the kind has them. */
  webhooks?: WebhookPlan;
}
