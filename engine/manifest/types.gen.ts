// Generated from schemas/manifest.schema.json by `npm run gen:types`. Do not edit.

/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "jsonType".
 */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
/**
 * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
 *
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "template".
 */
export type Template = string;
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "paginationStrategy".
 */
export type PaginationStrategy =
  | {
      type: 'cursor';
      description?: string;
      /**
       * JSONata over the response body giving the token of the next page; blank (null, '', false, absent) ends paging. A stop rule belongs in has_more or stop_when, not in a conditional here.
       */
      next: string;
      /**
       * How a walk goes on when the caller asked for the page before an object: while the request carries backward.param, the next request passes backward.next in backward.param and drops param (so the two cursors are never sent together).
       */
      backward?: {
        /**
         * The param that asks for the page before an object (declared by the actions, e.g. in defaults).
         */
        param: string;
        /**
         * JSONata over the response body giving the token of the previous page, e.g. data[0].id.
         */
        next: string;
      };
      /**
       * The param that carries the token into the next request. The strategy adds it to the params of every action that uses it (with param_schema, and a description), so actions do not declare it; callers may pass a token back themselves to resume.
       */
      param: string;
      /**
       * Where the token param goes; default as for any param: query for GET/DELETE, body for POST/PUT/PATCH (a GraphQL variable).
       */
      in?: 'query' | 'body' | 'header';
      param_schema?: Param;
      /**
       * JSONata over the response body: another page is read only while it is truthy (e.g. has_more). Sees the body as input and $params, $status, $headers, $config.
       */
      has_more?: string;
      /**
       * JSONata over the response body: no further page once it is truthy (e.g. isLast). Sees the body as input and $params, $status, $headers, $config.
       */
      stop_when?: string;
      /**
       * The last page the vendor serves, counted from the walk's first page (e.g. 300 for a list that refuses page 301). At the cap the walk ends cleanly as if no page followed; an incremental sync stores its checkpoint from the last record read, and its next run continues from there.
       */
      page_cap?: number;
    }
  | {
      type: 'page';
      description?: string;
      /**
       * The param that carries the token into the next request. The strategy adds it to the params of every action that uses it (with param_schema, and a description), so actions do not declare it; callers may pass a token back themselves to resume.
       */
      param: string;
      /**
       * First page number (default 1).
       */
      start?: number;
      /**
       * JSONata over the response body: another page is read only while it is truthy (e.g. has_more). Sees the body as input and $params, $status, $headers, $config.
       */
      has_more?: string;
      /**
       * Where the token param goes; default as for any param: query for GET/DELETE, body for POST/PUT/PATCH (a GraphQL variable).
       */
      in?: 'query' | 'body' | 'header';
      param_schema?: Param1;
      /**
       * JSONata over the response body: no further page once it is truthy (e.g. isLast). Sees the body as input and $params, $status, $headers, $config.
       */
      stop_when?: string;
      /**
       * The last page the vendor serves, counted from the walk's first page (e.g. 300 for a list that refuses page 301). At the cap the walk ends cleanly as if no page followed; an incremental sync stores its checkpoint from the last record read, and its next run continues from there.
       */
      page_cap?: number;
    }
  | {
      type: 'offset';
      description?: string;
      /**
       * The param that carries the token into the next request. The strategy adds it to the params of every action that uses it (with param_schema, and a description), so actions do not declare it; callers may pass a token back themselves to resume.
       */
      param: string;
      /**
       * JSONata over the response body: another page is read only while it is truthy (e.g. has_more). Sees the body as input and $params, $status, $headers, $config.
       */
      has_more?: string;
      /**
       * JSONata giving how far the offset moves (e.g. $params.maxResults); default the number of records received.
       */
      step?: string;
      /**
       * Where the token param goes; default as for any param: query for GET/DELETE, body for POST/PUT/PATCH (a GraphQL variable).
       */
      in?: 'query' | 'body' | 'header';
      param_schema?: Param2;
      /**
       * JSONata over the response body: no further page once it is truthy (e.g. isLast). Sees the body as input and $params, $status, $headers, $config.
       */
      stop_when?: string;
      /**
       * The last page the vendor serves, counted from the walk's first page (e.g. 300 for a list that refuses page 301). At the cap the walk ends cleanly as if no page followed; an incremental sync stores its checkpoint from the last record read, and its next run continues from there.
       */
      page_cap?: number;
    }
  | {
      type: 'link_header';
      description?: string;
      rel?: string;
      /**
       * JSONata over the response body: another page is read only while it is truthy (e.g. has_more). Sees the body as input and $params, $status, $headers, $config.
       */
      has_more?: string;
      /**
       * JSONata over the response body: no further page once it is truthy (e.g. isLast). Sees the body as input and $params, $status, $headers, $config.
       */
      stop_when?: string;
      /**
       * The last page the vendor serves, counted from the walk's first page (e.g. 300 for a list that refuses page 301). At the cap the walk ends cleanly as if no page followed; an incremental sync stores its checkpoint from the last record read, and its next run continues from there.
       */
      page_cap?: number;
    }
  | {
      type: 'next_url';
      description?: string;
      /**
       * JSONata over the response body giving the absolute URL of the next page; blank ends paging.
       */
      next: string;
      /**
       * JSONata over the response body: another page is read only while it is truthy (e.g. has_more). Sees the body as input and $params, $status, $headers, $config.
       */
      has_more?: string;
      /**
       * JSONata over the response body: no further page once it is truthy (e.g. isLast). Sees the body as input and $params, $status, $headers, $config.
       */
      stop_when?: string;
      /**
       * The last page the vendor serves, counted from the walk's first page (e.g. 300 for a list that refuses page 301). At the cap the walk ends cleanly as if no page followed; an incremental sync stores its checkpoint from the last record read, and its next run continues from there.
       */
      page_cap?: number;
    };
/**
 * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
 *
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "expression".
 */
export type Expression = string;

/**
 * One connector kind: how to reach a vendor API, authenticate, and run entity actions against it.
 */
export interface ConnectorManifest {
  $schema?: string;
  /**
   * Identifier of the connector kind (connector_type), named after the vendor.
   */
  kind: string;
  /**
   * Display name.
   */
  name: string;
  description?: string;
  /**
   * Semantic version of this manifest.
   */
  version: string;
  docs_url?: string;
  /**
   * The vendor API version this manifest targets, where its reference is, and the retirement date the vendor announced for that version if any. `connector-engine lint` reports code vendor-api-sunset: a warning within 90 days before the sunset, an error once it has passed (the engine itself never refuses to start over a date).
   */
  vendor_api: {
    /**
     * The vendor's own name for the API version the requests are written against, as the vendor spells it: a date (2024-06-20), a path version (v3) or a number (1.0). Where a kind uses several APIs of one vendor, name each (e.g. 'orders v0, reports 2021-06-30').
     */
    version: string;
    /**
     * https URL of the vendor's reference for that version.
     */
    docs: string;
    /**
     * The day (YYYY-MM-DD) the vendor announced it retires this version. Only set it when the vendor announced one; lint warns 90 days before and fails after it.
     */
    sunset?: string;
  };
  /**
   * A cheap read that proves a connector's credentials work: `connector-engine run <kind> check` and the hosted API's connector creation with `check: true` run it (a failure stores nothing). Pick the cheapest call the vendor has (the account, the current user, a list of one). `connector-engine lint` warns (check-missing) when a manifest has none.
   */
  check?: {
    /**
     * An entity of this kind.
     */
    entity: string;
    /**
     * A read action of that entity.
     */
    action: 'get' | 'list' | 'api_search';
    /**
     * The action's params for the check (e.g. a page size of 1).
     */
    params?: {};
  };
  /**
   * Template; placeholders: {config.NAME}.
   */
  base_url: string;
  config?: ObjectSchema;
  /**
   * Credential methods. A connector is created with exactly one of them.
   */
  auth: {
    token?: AuthMethod;
    oauth?: AuthMethod;
  };
  headers?: TemplateMap1;
  http?: HttpPolicy;
  encoding?: Encoding;
  /**
   * Named pagination strategies that actions refer to.
   */
  pagination?: {
    [k: string]: PaginationStrategy;
  };
  /**
   * Per action name, settings merged (deeply) under every entity action of that name.
   */
  defaults?: {
    list?: ActionDefaults;
    get?: ActionDefaults;
    create?: ActionDefaults;
    update?: ActionDefaults;
    delete?: ActionDefaults;
    api_search?: ActionDefaults;
    download?: ActionDefaults;
  };
  /**
   * Schemas of path params by name, for every action whose path template names the param and whose params do not declare it (e.g. task_gid: { $ref: "#/definitions/gid" }). A path param named nowhere is a required, non-empty string. The param stays required and goes in the path.
   */
  path_params?: {
    [k: string]: Param3;
  };
  entities: {
    [k: string]: Entity;
  };
  /**
   * Config values derived from a config variable through a table (a region code -> an endpoint group and a marketplace id); usable as {config.NAME} and $config.NAME.
   */
  derived_config?: {
    [k: string]: {
      /**
       * The config variable looked up.
       */
      from: string;
      map: {
        [k: string]: string | number | boolean;
      };
      description?: string;
    };
  };
  replication?: ObjectSchema;
  /**
   * The passthrough proxy (POST /api/v1/integrations/connectors/{id}/proxy and Connector.proxy): which vendor endpoints a caller may reach with a connector's credentials beyond the catalog's actions. Without this section: GET and HEAD on any path under the base URL's path. Requests go through the kind's auth, token refresh, response rules, HTTP limits and size caps. Write methods also need the hosted application's proxy_write grant.
   */
  proxy?: {
    /**
     * The HTTP methods allowed (default GET and HEAD). List only what the vendor documents for the allowed paths.
     *
     * @minItems 1
     */
    methods?: [
      'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      ...('GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE')[]
    ];
    /**
     * Path prefixes relative to the base URL the proxy may reach (default: any path under the base URL).
     *
     * @minItems 1
     *
     * Items: A path prefix relative to the base URL, e.g. /v1/customers: the path itself or anything under it (/v1/customers/cus_1), never /v1/customersX.
     */
    paths?: [string, ...string[]];
    /**
     * Offer the proxy as the MCP tool `proxy` for this kind too (default false).
     */
    mcp?: boolean;
  };
  /**
   * Response rules, checked in order on every response (2xx and not), the first that matches deciding; an action's own rules are checked before the kind's. After them the engine's defaults: 401 refresh_then_retry, a status below 400 succeeds, 429 rate_limited, anything else fails with the vendor's message (statuses 408, 429 and 5xx of requests that may be retried were already retried by the HTTP layer before any rule sees the answer).
   */
  response_rules?: ResponseRule[];
  /**
   * Named, reusable pieces of this manifest: param groups, single param or record schemas, field sets, GraphQL documents, preconditions, response rules, whole action templates. Use one anywhere with { $ref: "#/definitions/NAME" }; keys beside the $ref are merged over it deeply (objects key by key, the keys beside $ref winning; lists and scalars replaced). Definitions may use other definitions, but not themselves. Every definition must be used. YAML anchors, aliases and merge keys are not used in manifests (lint code yaml-anchor).
   */
  definitions?: {
    /**
     * A reusable piece; it is checked by the schema wherever it is used.
     */
    [k: string]: {
      [k: string]: unknown;
    };
  };
  webhooks?: Webhooks;
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "objectSchema".
 */
export interface ObjectSchema {
  description?: string;
  properties?: {
    [k: string]: Schema;
  };
  required?: string[];
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "schema".
 */
export interface Schema {
  type?: JsonType | [JsonType, ...JsonType[]];
  /**
   * @minItems 1
   */
  enum?: [unknown, ...unknown[]];
  const?: unknown;
  default?: unknown;
  title?: string;
  description?: string;
  examples?: unknown[];
  deprecated?: boolean;
  format?: 'date-time' | 'date' | 'time' | 'email' | 'uri' | 'uuid' | 'ipv4' | 'hostname';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: {
    [k: string]: Schema;
  };
  patternProperties?: {
    [k: string]: Schema;
  };
  additionalProperties?: boolean | Schema;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  /**
   * @minItems 1
   */
  oneOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  anyOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  allOf?: [Schema, ...Schema[]];
  not?: Schema;
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "authMethod".
 */
export interface AuthMethod {
  description?: string;
  /**
   * https URL of the vendor's page where a user finds or creates this method's credentials (an API key page). The hosted connect page links to it beside the fields (default: the kind's docs_url).
   */
  key_url?: string;
  fields: ObjectSchema;
  apply: AuthApply;
  /**
   * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
   */
  base_url?: string;
  oauth2?: Oauth2;
}
/**
 * How credentials are put on each request. Templates; placeholders: {credentials.NAME}, {config.NAME}.
 *
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "authApply".
 */
export interface AuthApply {
  bearer?: Template;
  basic?: {
    username: Template;
    password?: string;
  };
  header?: {
    name: string;
    value: Template;
  };
  query?: {
    name: string;
    value: Template;
  };
  headers?: TemplateMap;
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "templateMap".
 */
export interface TemplateMap {
  [k: string]: Template;
}
/**
 * How access tokens are obtained and refreshed.
 *
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "oauth2".
 */
export interface Oauth2 {
  /**
   * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
   */
  authorize_url?: string;
  /**
   * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
   */
  token_url: string;
  scopes?: string[];
  scope_separator?: string;
  /**
   * Use PKCE (S256) in the consent flow.
   */
  pkce?: boolean;
  authorize_params?: TemplateMap;
  /**
   * How the engine gets a new access token without a user (default refresh_token).
   */
  grant?: 'refresh_token' | 'client_credentials';
  /**
   * How the client id and secret go to the token URL (default body).
   */
  client_auth?: 'body' | 'basic' | 'none';
  /**
   * Encoding of token requests (default form).
   */
  token_body?: 'form' | 'json';
  /**
   * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
   */
  client_id?: string;
  /**
   * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
   */
  client_secret?: string;
  token_params?: TemplateMap;
  /**
   * Token response fields kept in the credentials besides access_token, refresh_token and expiry.
   */
  keep?: string[];
  /**
   * After consent, config values read from the vendor: with `url`, a GET (with the new access token) whose answer gives them, e.g. the site id an API gateway needs; without `url`, the token answer itself (its access_token, refresh_token and id_token left out), e.g. the instance host a token endpoint names. The values found are checked against the kind's config schema (a value that does not fit fails the consent), and a value holding a token is refused.
   */
  discover?: {
    /**
     * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
     */
    url?: string;
    /**
     * Config values found. JSONata. Input ($): discovery response body (the token answer without its tokens when there is no url); variables: $config.
     */
    config: string;
  };
}
/**
 * Sent on every request. Templates; placeholders: {config.NAME}.
 */
export interface TemplateMap1 {
  [k: string]: Template;
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "httpPolicy".
 */
export interface HttpPolicy {
  timeout_ms?: number;
  /**
   * Retries of idempotent requests on 429, 5xx and network errors.
   */
  retries?: number;
  /**
   * Base of the jittered exponential backoff.
   */
  backoff_ms?: number;
  /**
   * Cap on an honoured Retry-After; a vendor asking for a longer wait gets its 429 answered at once, with its Retry-After.
   */
  max_retry_after_ms?: number;
  /**
   * Largest response body read into memory (default 50 MiB); a larger answer is a 502 upstream_invalid_response. Downloads stream and are not capped.
   */
  max_response_bytes?: number;
  /**
   * Follow redirects to the same origin, credentials re-applied (default false). Redirects to another origin are never followed on requests that carry credentials.
   */
  follow_redirects?: boolean;
  /**
   * Send the W3C traceparent of the hosted call to the vendor (default false). Only when the service exports traces; turn it on for vendors that accept (and ignore or record) the header.
   */
  propagate_trace_context?: boolean;
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "encoding".
 */
export interface Encoding {
  /**
   * How arrays are written into a query or a form body (default repeat).
   */
  arrays?: 'repeat' | 'comma' | 'brackets' | 'indices';
}
/**
 * JSON Schema of the token param as callers see it (type, bounds, description); default a non-empty string for cursor, an integer from start for page, an integer from 0 for offset.
 */
export interface Param {
  type?: JsonType | [JsonType, ...JsonType[]];
  /**
   * @minItems 1
   */
  enum?: [unknown, ...unknown[]];
  const?: unknown;
  default?: unknown;
  title?: string;
  description?: string;
  examples?: unknown[];
  deprecated?: boolean;
  format?: 'date-time' | 'date' | 'time' | 'email' | 'uri' | 'uuid' | 'ipv4' | 'hostname';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: {
    [k: string]: Schema;
  };
  patternProperties?: {
    [k: string]: Schema;
  };
  additionalProperties?: boolean | Schema;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  /**
   * @minItems 1
   */
  oneOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  anyOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  allOf?: [Schema, ...Schema[]];
  not?: Schema;
  /**
   * Where the param goes. Default: path when named in the path template, else query for GET/DELETE and body otherwise; none: never sent, only read by preconditions and response expressions ($params).
   */
  in?: 'path' | 'query' | 'header' | 'body' | 'none';
  /**
   * Upstream name, when it differs from the param name.
   */
  as?: string;
  /**
   * How an array is written into a query or form body; overrides encoding.arrays. pipe is OpenAPI's pipeDelimited: an array as a|b|c, an object {gte: a, lt: b} as gte|a|lt|b in one value; a scalar param sent `as: NAME|OP` adds the pair OP|value to NAME, so several params (created_after, created_before) feed one filter (created_at=gte|a|lt|b). notation (query params only) is the Rest.li 2.0 object notation for vendors that parse the raw query: an object as (key:value,...), an array as List(a,b), the characters ( ) , : sent unencoded as structure while every key and value inside is percent-encoded strictly (everything but A-Z a-z 0-9 - . _ ~, so a value can never add structure or another param), an empty string as ''; notation_comma writes a top-level array as a,b (no List wrapper), e.g. a field projection.
   */
  style?: 'repeat' | 'comma' | 'brackets' | 'indices' | 'pipe' | 'notation' | 'notation_comma';
  /**
   * The param is JSON text (a string param): the engine parses it, checks it against contentSchema (bad JSON or a wrong shape is a 400 naming the param) and sends the parsed value in the param's style, e.g. a sort given as '[{"field":"Name"}]' goes out as sort[0][field]=Name with style indices.
   */
  contentMediaType?: 'application/json';
  contentSchema?: Schema1;
  /**
   * default_from and default_expression are not applied when the caller gives any of these params (a default that would clash with another filter).
   *
   * @minItems 1
   */
  default_unless?: [string, ...string[]];
  /**
   * JSONata computing the param when the caller leaves it out, after the default_from defaults (a bound derived from another param and the clock: $millis(), $now()), once per call: $uuid() gives a random UUID v4 (an idempotency key, kept for the call's every retry). Giving nothing leaves the param out.
   */
  default_expression?: string;
  /**
   * Hand the param's value back with every answer of the call: in connector_metadata on success and in the error body's connector_metadata on failure. For a value the engine made (default_expression: $uuid(), an idempotency key): a caller whose call timed out or failed can resend it with the same value.
   */
  returned?: boolean;
  /**
   * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
   */
  default_from?: string;
}
/**
 * JSON Schema of the parsed value of a contentMediaType: application/json param.
 */
export interface Schema1 {
  type?: JsonType | [JsonType, ...JsonType[]];
  /**
   * @minItems 1
   */
  enum?: [unknown, ...unknown[]];
  const?: unknown;
  default?: unknown;
  title?: string;
  description?: string;
  examples?: unknown[];
  deprecated?: boolean;
  format?: 'date-time' | 'date' | 'time' | 'email' | 'uri' | 'uuid' | 'ipv4' | 'hostname';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: {
    [k: string]: Schema;
  };
  patternProperties?: {
    [k: string]: Schema;
  };
  additionalProperties?: boolean | Schema;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  /**
   * @minItems 1
   */
  oneOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  anyOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  allOf?: [Schema, ...Schema[]];
  not?: Schema;
}
/**
 * JSON Schema of the token param as callers see it (type, bounds, description); default a non-empty string for cursor, an integer from start for page, an integer from 0 for offset.
 */
export interface Param1 {
  type?: JsonType | [JsonType, ...JsonType[]];
  /**
   * @minItems 1
   */
  enum?: [unknown, ...unknown[]];
  const?: unknown;
  default?: unknown;
  title?: string;
  description?: string;
  examples?: unknown[];
  deprecated?: boolean;
  format?: 'date-time' | 'date' | 'time' | 'email' | 'uri' | 'uuid' | 'ipv4' | 'hostname';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: {
    [k: string]: Schema;
  };
  patternProperties?: {
    [k: string]: Schema;
  };
  additionalProperties?: boolean | Schema;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  /**
   * @minItems 1
   */
  oneOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  anyOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  allOf?: [Schema, ...Schema[]];
  not?: Schema;
  /**
   * Where the param goes. Default: path when named in the path template, else query for GET/DELETE and body otherwise; none: never sent, only read by preconditions and response expressions ($params).
   */
  in?: 'path' | 'query' | 'header' | 'body' | 'none';
  /**
   * Upstream name, when it differs from the param name.
   */
  as?: string;
  /**
   * How an array is written into a query or form body; overrides encoding.arrays. pipe is OpenAPI's pipeDelimited: an array as a|b|c, an object {gte: a, lt: b} as gte|a|lt|b in one value; a scalar param sent `as: NAME|OP` adds the pair OP|value to NAME, so several params (created_after, created_before) feed one filter (created_at=gte|a|lt|b). notation (query params only) is the Rest.li 2.0 object notation for vendors that parse the raw query: an object as (key:value,...), an array as List(a,b), the characters ( ) , : sent unencoded as structure while every key and value inside is percent-encoded strictly (everything but A-Z a-z 0-9 - . _ ~, so a value can never add structure or another param), an empty string as ''; notation_comma writes a top-level array as a,b (no List wrapper), e.g. a field projection.
   */
  style?: 'repeat' | 'comma' | 'brackets' | 'indices' | 'pipe' | 'notation' | 'notation_comma';
  /**
   * The param is JSON text (a string param): the engine parses it, checks it against contentSchema (bad JSON or a wrong shape is a 400 naming the param) and sends the parsed value in the param's style, e.g. a sort given as '[{"field":"Name"}]' goes out as sort[0][field]=Name with style indices.
   */
  contentMediaType?: 'application/json';
  contentSchema?: Schema1;
  /**
   * default_from and default_expression are not applied when the caller gives any of these params (a default that would clash with another filter).
   *
   * @minItems 1
   */
  default_unless?: [string, ...string[]];
  /**
   * JSONata computing the param when the caller leaves it out, after the default_from defaults (a bound derived from another param and the clock: $millis(), $now()), once per call: $uuid() gives a random UUID v4 (an idempotency key, kept for the call's every retry). Giving nothing leaves the param out.
   */
  default_expression?: string;
  /**
   * Hand the param's value back with every answer of the call: in connector_metadata on success and in the error body's connector_metadata on failure. For a value the engine made (default_expression: $uuid(), an idempotency key): a caller whose call timed out or failed can resend it with the same value.
   */
  returned?: boolean;
  /**
   * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
   */
  default_from?: string;
}
/**
 * JSON Schema of the token param as callers see it (type, bounds, description); default a non-empty string for cursor, an integer from start for page, an integer from 0 for offset.
 */
export interface Param2 {
  type?: JsonType | [JsonType, ...JsonType[]];
  /**
   * @minItems 1
   */
  enum?: [unknown, ...unknown[]];
  const?: unknown;
  default?: unknown;
  title?: string;
  description?: string;
  examples?: unknown[];
  deprecated?: boolean;
  format?: 'date-time' | 'date' | 'time' | 'email' | 'uri' | 'uuid' | 'ipv4' | 'hostname';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: {
    [k: string]: Schema;
  };
  patternProperties?: {
    [k: string]: Schema;
  };
  additionalProperties?: boolean | Schema;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  /**
   * @minItems 1
   */
  oneOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  anyOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  allOf?: [Schema, ...Schema[]];
  not?: Schema;
  /**
   * Where the param goes. Default: path when named in the path template, else query for GET/DELETE and body otherwise; none: never sent, only read by preconditions and response expressions ($params).
   */
  in?: 'path' | 'query' | 'header' | 'body' | 'none';
  /**
   * Upstream name, when it differs from the param name.
   */
  as?: string;
  /**
   * How an array is written into a query or form body; overrides encoding.arrays. pipe is OpenAPI's pipeDelimited: an array as a|b|c, an object {gte: a, lt: b} as gte|a|lt|b in one value; a scalar param sent `as: NAME|OP` adds the pair OP|value to NAME, so several params (created_after, created_before) feed one filter (created_at=gte|a|lt|b). notation (query params only) is the Rest.li 2.0 object notation for vendors that parse the raw query: an object as (key:value,...), an array as List(a,b), the characters ( ) , : sent unencoded as structure while every key and value inside is percent-encoded strictly (everything but A-Z a-z 0-9 - . _ ~, so a value can never add structure or another param), an empty string as ''; notation_comma writes a top-level array as a,b (no List wrapper), e.g. a field projection.
   */
  style?: 'repeat' | 'comma' | 'brackets' | 'indices' | 'pipe' | 'notation' | 'notation_comma';
  /**
   * The param is JSON text (a string param): the engine parses it, checks it against contentSchema (bad JSON or a wrong shape is a 400 naming the param) and sends the parsed value in the param's style, e.g. a sort given as '[{"field":"Name"}]' goes out as sort[0][field]=Name with style indices.
   */
  contentMediaType?: 'application/json';
  contentSchema?: Schema1;
  /**
   * default_from and default_expression are not applied when the caller gives any of these params (a default that would clash with another filter).
   *
   * @minItems 1
   */
  default_unless?: [string, ...string[]];
  /**
   * JSONata computing the param when the caller leaves it out, after the default_from defaults (a bound derived from another param and the clock: $millis(), $now()), once per call: $uuid() gives a random UUID v4 (an idempotency key, kept for the call's every retry). Giving nothing leaves the param out.
   */
  default_expression?: string;
  /**
   * Hand the param's value back with every answer of the call: in connector_metadata on success and in the error body's connector_metadata on failure. For a value the engine made (default_expression: $uuid(), an idempotency key): a caller whose call timed out or failed can resend it with the same value.
   */
  returned?: boolean;
  /**
   * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
   */
  default_from?: string;
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "actionDefaults".
 */
export interface ActionDefaults {
  /**
   * Description of every action of this name that gives none of its own (e.g. one search description for every api_search).
   */
  description?: string;
  request?: Request;
  params?: Params;
  response?: Response;
  pagination?: string;
  preconditions?: Precondition[];
  /**
   * Response rules of this action, checked before the kind's response_rules (same form).
   */
  response_rules?: ResponseRule[];
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "request".
 */
export interface Request {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Path template; {name} takes the param of that name (a param named only here is inferred: a required, non-empty string). Placeholders: {PARAM}.
   */
  path?: string;
  /**
   * Body encoding (default json for POST/PUT/PATCH, none otherwise).
   */
  body?: 'json' | 'form' | 'none';
  /**
   * The body, when it is not the params 1:1. JSONata. Input ($): the params; variables: $params, $config.
   */
  body_template?: string;
  /**
   * Query params computed from the params, for a vendor value several params build together (a filter expression): a JSONata object whose entries are added to the query; null, absent and empty-string values are left out, arrays follow encoding.arrays. The params it reads are declared in: none. JSONata. Input ($): the params; variables: $params, $config.
   */
  query_template?: string;
  /**
   * Fixed query params. Templates; placeholders: {config.NAME}.
   */
  query?: {
    [k: string]: Template;
  };
  /**
   * Fixed headers. Templates; placeholders: {config.NAME}.
   */
  headers?: {
    [k: string]: Template;
  };
  /**
   * Allow retries of a non-idempotent method: a read-only POST search, or a write that always carries an idempotency key the vendor deduplicates on (a header param filled by default_expression: "$uuid()"), so a resend after a network error, a 429 or a 5xx is answered with the first outcome instead of doing the write twice.
   */
  retry?: boolean;
  /**
   * Send a GraphQL document; the body is {query, variables}.
   */
  graphql?: {
    /**
     * The GraphQL document.
     */
    query: string;
    /**
     * The GraphQL variables (default: the body params). JSONata. Input ($): the params; variables: $params, $config.
     */
    variables?: string;
  };
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "params".
 */
export interface Params {
  /**
   * Params by name, as JSON Schema plus placement keys. A `$ref: "#/definitions/NAME"` entry here brings in a group of params (a param group definition), the other entries adding to or overriding it.
   */
  properties?: {
    [k: string]: Param3;
  };
  required?: string[];
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "param".
 */
export interface Param3 {
  type?: JsonType | [JsonType, ...JsonType[]];
  /**
   * @minItems 1
   */
  enum?: [unknown, ...unknown[]];
  const?: unknown;
  default?: unknown;
  title?: string;
  description?: string;
  examples?: unknown[];
  deprecated?: boolean;
  format?: 'date-time' | 'date' | 'time' | 'email' | 'uri' | 'uuid' | 'ipv4' | 'hostname';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: {
    [k: string]: Schema;
  };
  patternProperties?: {
    [k: string]: Schema;
  };
  additionalProperties?: boolean | Schema;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  /**
   * @minItems 1
   */
  oneOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  anyOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  allOf?: [Schema, ...Schema[]];
  not?: Schema;
  /**
   * Where the param goes. Default: path when named in the path template, else query for GET/DELETE and body otherwise; none: never sent, only read by preconditions and response expressions ($params).
   */
  in?: 'path' | 'query' | 'header' | 'body' | 'none';
  /**
   * Upstream name, when it differs from the param name.
   */
  as?: string;
  /**
   * How an array is written into a query or form body; overrides encoding.arrays. pipe is OpenAPI's pipeDelimited: an array as a|b|c, an object {gte: a, lt: b} as gte|a|lt|b in one value; a scalar param sent `as: NAME|OP` adds the pair OP|value to NAME, so several params (created_after, created_before) feed one filter (created_at=gte|a|lt|b). notation (query params only) is the Rest.li 2.0 object notation for vendors that parse the raw query: an object as (key:value,...), an array as List(a,b), the characters ( ) , : sent unencoded as structure while every key and value inside is percent-encoded strictly (everything but A-Z a-z 0-9 - . _ ~, so a value can never add structure or another param), an empty string as ''; notation_comma writes a top-level array as a,b (no List wrapper), e.g. a field projection.
   */
  style?: 'repeat' | 'comma' | 'brackets' | 'indices' | 'pipe' | 'notation' | 'notation_comma';
  /**
   * The param is JSON text (a string param): the engine parses it, checks it against contentSchema (bad JSON or a wrong shape is a 400 naming the param) and sends the parsed value in the param's style, e.g. a sort given as '[{"field":"Name"}]' goes out as sort[0][field]=Name with style indices.
   */
  contentMediaType?: 'application/json';
  contentSchema?: Schema1;
  /**
   * default_from and default_expression are not applied when the caller gives any of these params (a default that would clash with another filter).
   *
   * @minItems 1
   */
  default_unless?: [string, ...string[]];
  /**
   * JSONata computing the param when the caller leaves it out, after the default_from defaults (a bound derived from another param and the clock: $millis(), $now()), once per call: $uuid() gives a random UUID v4 (an idempotency key, kept for the call's every retry). Giving nothing leaves the param out.
   */
  default_expression?: string;
  /**
   * Hand the param's value back with every answer of the call: in connector_metadata on success and in the error body's connector_metadata on failure. For a value the engine made (default_expression: $uuid(), an idempotency key): a caller whose call timed out or failed can resend it with the same value.
   */
  returned?: boolean;
  /**
   * Text with {ROOT.NAME} or {PARAM} placeholders (which ones: see where it is used, x-bindings); a missing value is an error, never an empty hole. Filters: {NAME|unix} gives Unix seconds, {NAME|int} a decimal integer, {NAME|year} / {NAME|month} / {NAME|day} the UTC parts of a date (each a number when the placeholder is the whole template), {NAME|date} the UTC day as YYYY-MM-DD.
   */
  default_from?: string;
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "response".
 */
export interface Response {
  /**
   * The records (list, api_search) or the object; a dotted path or JSONata. JSONata. Input ($): the response body; variables: $params, $status, $headers, $config.
   */
  result?: string;
  /**
   * connector_metadata: a JSONata object expression, or a list of body fields passed through unchanged. The expression's input ($) is the response body; variables: $params, $status, $headers, $config.
   */
  metadata?: Expression | string[];
  download?: {
    /**
     * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
     */
    url: string;
    /**
     * Send the connector credentials to the file URL when it is on the vendor's own origin (default false); they never go to another host.
     */
    auth?: boolean;
    /**
     * Hosts a file link may point to besides the vendor's own (`*.s3.amazonaws.com` matches subdomains). Without it any public host is allowed; private, loopback and link-local addresses never are.
     */
    hosts?: string[];
  };
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "precondition".
 */
export interface Precondition {
  /**
   * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
   */
  rule: string;
  message: string;
  fields?: string[];
}
/**
 * One response rule: when the response matches `when`, the engine does `action`.
 *
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "responseRule".
 */
export interface ResponseRule {
  description?: string;
  /**
   * Which responses the rule is for: all of the given tests must hold (a status in the list, and the expression truthy).
   */
  when: {
    /**
     * HTTP statuses of the vendor's answer: codes (404) or classes ("2xx", "4xx").
     *
     * @minItems 1
     */
    status?: [number | string, ...(number | string)[]];
    /**
     * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
     */
    expression?: string;
  };
  /**
   * fail: answer an error now. retry: send the request again (only requests that may be retried: idempotent methods or request.retry; at most http.retries times within the one deadline, waiting retry_after, else the backoff; a retry_after over http.max_retry_after_ms is not waited: the error is answered at once; statuses the HTTP layer retries itself are not retried twice), then answer the error. rate_limited: answer 429 upstream_rate_limited now, with retry_after (default the Retry-After header). refresh_then_retry: under OAuth token upkeep refresh the access token once and send once more; otherwise, or when it happens again, answer the error. ignore: the response is a success (mapped as usual) whatever its status.
   */
  action: 'fail' | 'retry' | 'rate_limited' | 'refresh_then_retry' | 'ignore';
  /**
   * HTTP status the engine answers when the rule ends in an error (fail, retry or refresh_then_retry giving up). Default: 502 for a 2xx, 401, 403 or 5xx answer, the vendor's own status for another 4xx; 429 means rate limited.
   */
  status?: number;
  /**
   * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
   */
  message?: string;
  /**
   * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
   */
  retry_after?: string;
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "entity".
 */
export interface Entity {
  description?: string;
  record?: Schema2;
  /**
   * Fields usable in context_store_search filters: names of record properties (searchable: [email, created]), each typed by the record schema (its type, or the first of its types besides null); a list item { name: type } overrides one type (searchable: [email, { created: integer }]); all: every property of the record, typed by it. The map form (searchable: { created: integer }) gives every type. A name the record lacks is lint code searchable-not-in-record.
   */
  searchable?:
    | 'all'
    | [
        (
          | string
          | {
              [k: string]: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
            }
        ),
        ...(
          | string
          | {
              [k: string]: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
            }
        )[]
      ]
    | {
        [k: string]: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
      };
  /**
   * The entity's actions: the catalog's (list, get, create, update, delete, api_search, download) and named actions for what else the vendor does to its objects (finalize, confirm, cancel, attach): a snake_case verb, sent as POST unless request.method says otherwise, answering one object like get. A named action needs a description (what it does; say when it moves money or cannot be undone: agents read it) and may not look like a catalog name (lint invalid-name).
   */
  actions: {
    list?: Action;
    get?: Action;
    create?: Action;
    update?: Action;
    delete?: Action;
    api_search?: Action;
    download?: Action;
    [k: string]: Action | undefined;
  };
  sync?: Sync;
}
/**
 * JSON Schema of one record as the actions answer it (list, get and api_search results; fixtures are checked against it). The source of truth for fields: describe and the connector-types API show it, and searchable fields take their types from it.
 */
export interface Schema2 {
  type?: JsonType | [JsonType, ...JsonType[]];
  /**
   * @minItems 1
   */
  enum?: [unknown, ...unknown[]];
  const?: unknown;
  default?: unknown;
  title?: string;
  description?: string;
  examples?: unknown[];
  deprecated?: boolean;
  format?: 'date-time' | 'date' | 'time' | 'email' | 'uri' | 'uuid' | 'ipv4' | 'hostname';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: {
    [k: string]: Schema;
  };
  patternProperties?: {
    [k: string]: Schema;
  };
  additionalProperties?: boolean | Schema;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  /**
   * @minItems 1
   */
  oneOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  anyOf?: [Schema, ...Schema[]];
  /**
   * @minItems 1
   */
  allOf?: [Schema, ...Schema[]];
  not?: Schema;
}
/**
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "action".
 */
export interface Action {
  description?: string;
  request?: Request;
  params?: Params;
  preconditions?: Precondition[];
  /**
   * For a list (or api_search) whose vendor route needs a parent's id (a form's responses, a board's items, a project's issues): which entity's records feed which params. A sync of the entity walks it once per stored parent record (as sync.parents did); an execute that leaves a required bound param out answers 400 naming the param and the parent entity to list first.
   */
  parents?: {
    /**
     * The entity whose records feed this list's params (forms for a form's responses); a sync walks its stored copy, so it needs one (searchable fields and a list).
     */
    entity: string;
    /**
     * Which params one parent record fills: templates over {parent.PATH}, e.g. { form_id: "{parent.id}" }. Each must be a param of this action. A sync sends them first, its own sync.params after (and over) them.
     */
    params: {
      [k: string]: unknown;
    };
    description?: string;
    /**
     * Answers that skip one parent instead of failing the entity (e.g. [403, 404] for a site or ad account the user may no longer read): its walk ends, a warning naming the parent's id and the status is kept in the sync status, and the next parent is walked.
     *
     * @minItems 1
     */
    skip_status?: [401 | 403 | 404 | 410, ...(401 | 403 | 404 | 410)[]];
  };
  response?: Response;
  /**
   * Name of a strategy under pagination, or none.
   */
  pagination?: string;
  /**
   * Why a list action has no pagination.
   */
  no_pagination_reason?: string;
  /**
   * Response rules of this action, checked before the kind's response_rules (same form).
   */
  response_rules?: ResponseRule[];
  /**
   * The vendor's published rate for this operation (a token bucket): syncs wait for a token before each request instead of failing once the burst is spent. Single calls are not held back.
   */
  rate?: {
    /**
     * Sustained requests per second (one a minute: 0.0167).
     */
    per_second: number;
    /**
     * Requests allowed at once before the sustained rate applies.
     */
    burst: number;
    /**
     * Response header stating the rate the vendor applies to this caller (requests per second); it replaces per_second once seen.
     */
    limit_header?: string;
  };
  /**
   * An action the vendor splits over several requests (an edit and a status change): each step whose `when` holds is sent in order, with the params it names in `send`; the action's response maps the last answer. A failure after an earlier step succeeded says which steps had succeeded. The action has no request of its own then.
   *
   * @minItems 2
   */
  steps?: [
    {
      description?: string;
      /**
       * JSONata over the params: the step is sent only when it is truthy (default: always).
       */
      when?: string;
      /**
       * The params this step sends (default all); the others are left out of its request.
       */
      send?: string[];
      request: Request;
      /**
       * Rules of this step, checked before the action's and the kind's.
       */
      response_rules?: ResponseRule[];
    },
    {
      description?: string;
      /**
       * JSONata over the params: the step is sent only when it is truthy (default: always).
       */
      when?: string;
      /**
       * The params this step sends (default all); the others are left out of its request.
       */
      send?: string[];
      request: Request;
      /**
       * Rules of this step, checked before the action's and the kind's.
       */
      response_rules?: ResponseRule[];
    },
    ...{
      description?: string;
      /**
       * JSONata over the params: the step is sent only when it is truthy (default: always).
       */
      when?: string;
      /**
       * The params this step sends (default all); the others are left out of its request.
       */
      send?: string[];
      request: Request;
      /**
       * Rules of this step, checked before the action's and the kind's.
       */
      response_rules?: ResponseRule[];
    }[]
  ];
}
/**
 * How the context store keeps a copy of this entity.
 *
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "sync".
 */
export interface Sync {
  /**
   * What identifies a record in the copy: the store keeps one row per key and replaces it when the record comes again with other values. A dotted path of the record id (default id); a list of dotted paths whose values together identify the record (a report row: [campaign, start.year, start.month]); { expression } for a key computed by JSONata ($ the record, $parent the parent record); or $content for records with no identity at all (keyed by their content: a changed record is stored as a new one).
   */
  key?:
    | string
    | [string, ...string[]]
    | {
        /**
         * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
         */
        expression: string;
      };
  /**
   * Action of the source entity that pages through the records (default list, else api_search).
   */
  action?: 'list' | 'api_search';
  /**
   * Params of every sync call. Strings are templates; placeholders: {parent.PATH} (the parent record), {window.start}, {window.end}, {replication.NAME}. A param whose placeholders have nothing to fill is left out. Filters: {NAME|unix} gives Unix seconds, a number when the placeholder is the whole string (Stripe's created.gte); {NAME|date} the UTC day as YYYY-MM-DD (an API that takes days: {window.start|date}).
   */
  params?: {
    [k: string]: unknown;
  };
  /**
   * JSONata applied to each record before it is stored (after the action's own mapping), for searchable fields the vendor nests (e.g. {"projectKey": fields.project.key} merged in). It must give an object; the stored record is what it gives.
   */
  transform?: string;
  /**
   * For vendors whose list answers compact records: every listed record is read again with the source entity's get action and the full answer is stored (one more call per record, paced by the get's rate; a get with steps or a download cannot read details). A record the get answers 404 (deleted since the list) is left out.
   */
  detail?: {
    /**
     * Entity whose get reads the record (default the source entity; PayPal lists products under one entity and reads them under another).
     */
    entity?: string;
    /**
     * Action of that entity that reads one record in full (default get).
     */
    action?: 'get';
    /**
     * Params of each get. Strings are templates; placeholder: {record.PATH} (the listed record), e.g. { form_id: "{record.id}" }.
     */
    params: {
      [k: string]: unknown;
    };
  };
  /**
   * Walk once per stored record of this entity (synced first); the parent record is bound as {parent.PATH} in params and $parent in transform and key. A shorthand for a sync-only walk: a list whose vendor route needs a parent's id declares parents on the list action instead (actions.list.parents), which the sync then walks and execute names in its errors; sync.parents, when given, replaces it.
   */
  parents?: {
    entity: string;
    description?: string;
    /**
     * JSONata over one parent record: only the parents it is true of are walked (e.g. "reply_count > 0": only messages with replies). Where a vendor answers per parent and most parents have nothing to list, this saves a call per parent.
     */
    where?: string;
    /**
     * Answers that skip one parent instead of failing the entity (e.g. [403, 404] for a site or ad account the user may no longer read): its walk ends, a warning naming the parent's id and the status is kept in the sync status, and the next parent is walked.
     *
     * @minItems 1
     */
    skip_status?: [401 | 403 | 404 | 410, ...(401 | 403 | 404 | 410)[]];
  };
  /**
   * Walk date windows of at most this many days, each with both ends bound as {window.start} and {window.end}, from the declared start (replication config) to now; with parents, the windows of each parent record in turn. For report endpoints that cap rows per request, choose days so that one window stays under the cap.
   */
  windows?: {
    days: number;
    /**
     * The last window ends this long before now (for vendors that refuse an end bound too close to the present).
     */
    lag_seconds?: number;
    description?: string;
    /**
     * Replication config key holding the instant or day the first window starts at (default replication_start_date).
     */
    start?: string;
    /**
     * Where the first window starts when the start key has no value: this many days before now (default one window of days).
     */
    lookback_days?: number;
  };
  /**
   * Walk once per entry: each entry's params are merged over params (templates as there), for a list the vendor only answers one slice at a time (a required channel or type filter). Combined with parents or windows, every partition walks every parent or window.
   *
   * @minItems 1
   */
  partitions?: [
    {
      [k: string]: unknown;
    },
    ...{
      [k: string]: unknown;
    }[]
  ];
  /**
   * Ask only for what changed since the last sync. A sync that sent a stored value (or resumed from a checkpoint) and is answered 410 (a response rule's status: 410 for an expired sync token or cursor) starts over once as a full walk.
   */
  incremental?: {
    /**
     * Record field holding its last change (dotted path); with from: metadata, the connector_metadata field holding the vendor's sync token.
     */
    field: string;
    /**
     * Param (or param.key, e.g. created.gte) that asks for records changed since the newest value seen.
     */
    param: string;
    /**
     * records: the newest value of field among the records synced. metadata: the last value of field in a page's connector_metadata (an opaque sync token a vendor hands out on the last page), sent back as param on the next sync.
     */
    from?: 'records' | 'metadata';
    /**
     * How the stored value is sent: instant as stored (e.g. 2024-05-01T10:15:30.123Z), date as its UTC day YYYY-MM-DD for vendors whose filter documents dates. A date filter includes the whole day again, so the day's records are read twice (stored once).
     */
    format?: 'instant' | 'date';
    /**
     * entity: one stored value for the whole copy. parent (needs sync.parents): one value per parent record, kept by the parent's key and sent in that parent's walk, for children a vendor filters per parent (a form's responses): with one value, a child changed under a parent walked early would be missed once a parent walked later moved the value past it. A parent without a value yet (a new one) is walked in full.
     */
    per?: 'entity' | 'parent';
    /**
     * Send the stored instant this many seconds earlier (sent without milliseconds), for vendors that make records visible some time after the instant they carry (a response answered only 30 minutes after its submission): those records are read on the next run instead of being skipped. What comes again is stored once by its key.
     */
    lookback_seconds?: number;
  };
  /**
   * Top-level scalar searchable fields given a database index (fast eq, range and sort).
   */
  indexes?: string[];
  /**
   * String searchable fields in the full-text index (fast keyword and fuzzy).
   */
  text?: string[];
  /**
   * Another entity whose list gives this entity's records (e.g. teams through workspace_teams); default this entity.
   */
  source?: string;
  /**
   * Whether a full walk lists every record the vendor has, so that a stored record it did not list was deleted at the vendor and is marked deleted (kept with deleted_at until the retention passes). Default true, except for walks limited by sync.windows. Set false for lists that leave records out by design (a default status filter, a capped history). Only a walk that finished, was not resumed from a checkpoint, skipped no parent and sent no incremental value marks anything.
   */
  complete?: boolean;
  /**
   * For an incremental entity: walk in full (without the changed-since value) when the last full walk is older than this, so that records deleted at the vendor, which an incremental walk never lists, are marked deleted. A connector's sync.reconcile_every_seconds overrides it.
   */
  reconcile_every_days?: number;
  /**
   * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
   */
  deleted_when?: string;
}
/**
 * Events the vendor pushes to the service (inbound webhooks): how a delivery is verified, which handshakes it answers, and how each event changes the context store. Verification is generic: a header holding one or more signatures, an HMAC over a payload built from a template, compared in constant time.
 *
 * This interface was referenced by `ConnectorManifest`'s JSON-Schema
 * via the `definition` "webhooks".
 */
export interface Webhooks {
  /**
   * The vendor's webhook reference (signature scheme, event shapes, retries).
   */
  docs_url: string;
  /**
   * Where the signing secret of an inbound endpoint comes from.
   */
  secret: {
    /**
     * user: the vendor shows a signing secret and the user enters it when creating the endpoint; generated: the service generates one and the user gives it to the vendor; handshake: the vendor sends it in the first request (a handshake with secret:).
     */
    source: 'user' | 'generated' | 'handshake';
    /**
     * Where the user finds or puts the secret in the vendor's settings.
     */
    description?: string;
    /**
     * How the secret becomes the HMAC key: its UTF-8 bytes (default) or base64-decoded (after key_prefix).
     */
    key_encoding?: 'utf8' | 'base64';
    /**
     * Text stripped from the front of the secret before decoding (Standard Webhooks: whsec_).
     */
    key_prefix?: string;
  };
  /**
   * How a delivery's signature is found and checked.
   */
  signature: {
    /**
     * The header that carries the signature(s).
     */
    header: string;
    /**
     * The header holds several parts split by this (Stripe ',', Standard Webhooks ' '); every part that starts with prefix is a candidate signature.
     */
    separator?: string;
    /**
     * Text before each signature (sha256=, v1=, 'v1,'); a part without it is not a signature of this scheme.
     */
    prefix?: string;
    /**
     * With separator: the part starting with this carries the signed timestamp (Stripe t=).
     */
    timestamp_prefix?: string;
    /**
     * What is signed, as a template of {body} (the raw body), {timestamp}, {method}, {url} (the URL the vendor called) and {header.NAME}. Default {body}.
     */
    payload?: string;
    algorithm: 'hmac-sha256' | 'hmac-sha1' | 'hmac-sha512';
    /**
     * How the digest is written in the header.
     */
    encoding: 'hex' | 'base64';
  };
  /**
   * The signed timestamp: where it is (a header, or the signature header's timestamp_prefix part) and how far from now it may be (a replayed old delivery is refused).
   */
  timestamp?: {
    /**
     * The header carrying it (absent: signature.timestamp_prefix).
     */
    header?: string;
    format: 'unix_seconds' | 'unix_ms' | 'iso8601';
    tolerance_seconds: number;
  };
  /**
   * Requests that are not events: a subscription's confirmation. The first whose when is truthy is answered 200 and stores nothing.
   *
   * @maxItems 4
   */
  handshakes?:
    | []
    | [
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        }
      ]
    | [
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        },
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        }
      ]
    | [
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        },
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        },
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        }
      ]
    | [
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        },
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        },
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        },
        {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          when: string;
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          secret?: string;
          /**
           * Headers of the answer.
           */
          response_headers?: {
            /**
             * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
             */
            [k: string]: string;
          };
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          response_body?: string;
          /**
           * The handshake request is itself signed with the endpoint's secret (default false).
           */
          signed?: boolean;
          /**
           * The vendor asks the user to copy the handshake's secret back into its settings (Notion's verification_token): the endpoint's owner can read it until the first verified event arrives (default false).
           */
          reveal?: boolean;
        }
      ];
  /**
   * How a verified delivery becomes store work.
   */
  events: {
    /**
     * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
     */
    list?: string;
    /**
     * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
     */
    id?: string;
    /**
     * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
     */
    type: string;
    /**
     * @minItems 1
     */
    routes: [
      {
        /**
         * Event types this route handles; a trailing * matches a prefix (customer.*).
         *
         * @minItems 1
         */
        types: [string, ...string[]];
        /**
         * The entity whose stored copy the event changes (one with a context-store copy).
         */
        entity: string;
        /**
         * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
         */
        record?: string;
        /**
         * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
         */
        record_id?: string;
        /**
         * Params of the targeted read (default { id: $id }).
         */
        params?: {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          [k: string]: string;
        };
        /**
         * The event says the record was deleted: it is marked deleted in the store.
         */
        delete?: boolean;
        /**
         * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
         */
        when?: string;
      },
      ...{
        /**
         * Event types this route handles; a trailing * matches a prefix (customer.*).
         *
         * @minItems 1
         */
        types: [string, ...string[]];
        /**
         * The entity whose stored copy the event changes (one with a context-store copy).
         */
        entity: string;
        /**
         * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
         */
        record?: string;
        /**
         * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
         */
        record_id?: string;
        /**
         * Params of the targeted read (default { id: $id }).
         */
        params?: {
          /**
           * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
           */
          [k: string]: string;
        };
        /**
         * The event says the record was deleted: it is marked deleted in the store.
         */
        delete?: boolean;
        /**
         * A JSONata expression (a plain dotted path is read directly). Which input and variables it sees is said where it is used (x-bindings).
         */
        when?: string;
      }[]
    ];
  };
}
