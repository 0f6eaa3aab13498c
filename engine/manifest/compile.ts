// Compiles one validated manifest into a KindPlan. Every semantic problem (a bad reference, an
// expression that does not parse, a param that is never sent) is collected with its JSON path, so
// that the linter reports it at file:line:col and the engine refuses to start with it.
import type { Ajv } from 'ajv';
import { authSchemes } from '../auth/index.ts';
import type { OAuth2Plan } from '../auth/oauth2.ts';
import { defaultHttpPolicy } from '../http/client.ts';
import { compileExpression, ExpressionSyntaxError, type Expression } from '../map/expression.ts';
import { strategies, type Paginator } from '../paginate/index.ts';
import { compileParamsValidator, compileSchema } from '../params/validate.ts';
import type { ArrayStyle } from '../request/serialize.ts';
import { FILTERS, parseTemplate, type Template } from '../request/template.ts';
import type { JsonPath, SourceProblem } from './load.ts';
import { ACTIONS, LIST_ACTIONS, type ActionName, type ActionPlan, type AuthPlan, type EntityPlan, type KindPlan, type ParamLocation, type ParamPlacement, type SyncPlan } from './plan.ts';
import type { Action, ConnectorManifest, Entity, Param, Schema } from './types.gen.ts';
import { schemaProblems } from './validate.ts';

const DEFAULT_METHOD: Record<ActionName, string> = {
  list: 'GET', get: 'GET', api_search: 'GET', download: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE',
};
const PLACEMENT_KEYS = new Set(['in', 'as', 'style', 'default_from']);

export interface CompileResult {
  plan?: KindPlan;
  problems: SourceProblem[];
}

/** `eager` compiles every params validator now (the linter); otherwise each compiles on first use. */
export function compileManifest(data: unknown, ajv: Ajv, opts: { eager?: boolean } = {}): CompileResult {
  const problems = schemaProblems(data);
  if (problems.length) return { problems };
  const m = data as ConnectorManifest;
  const c = new Compiler(m, ajv, !opts.eager);
  const plan = c.run();
  return c.problems.length ? { problems: c.problems } : { plan, problems: [] };
}

class Compiler {
  problems: SourceProblem[] = [];
  private configNames: Set<string>;
  private paginators = new Map<string, Paginator>();
  /** Every expression's text, to know which bindings the kind needs. */
  private sources: string[] = [];

  constructor(private m: ConnectorManifest, private ajv: Ajv, private lazy: boolean) {
    this.configNames = new Set([...Object.keys(m.config?.properties ?? {}), ...Object.keys(m.derived_config ?? {})]);
  }

  private problem(path: JsonPath, code: string, message: string, atKey = false) {
    this.problems.push({ path, code, message, ...(atKey ? { atKey } : {}) });
  }

  private expr(source: string, path: JsonPath): Expression {
    this.sources.push(source);
    try {
      return compileExpression(source);
    } catch (err) {
      const e = err as ExpressionSyntaxError;
      this.problem(path, 'jsonata-syntax', `expression does not parse at character ${e.position}: ${e.message}. Fix the JSONata (try it at try.jsonata.org).`);
      return { source, evaluate: async () => undefined };
    }
  }

  /** A template whose references must all be under the allowed roots (`config`, `credentials`, ...). */
  private template(source: string, path: JsonPath, allowed: Record<string, Set<string> | null>): Template {
    const t = parseTemplate(source);
    for (const part of t.parts) {
      if (typeof part === 'object' && part.filter && !(part.filter in FILTERS)) this.problem(path, 'template-unknown-var', `{${part.ref}|${part.filter}}: unknown filter '${part.filter}'; filters: ${Object.keys(FILTERS).join(', ')}.`);
    }
    for (const ref of t.refs) {
      const [root, name] = ref.split('.', 2) as [string, string | undefined];
      const names = allowed[root];
      const known = root in allowed && (names === null || (name !== undefined && names !== undefined && names.has(name)));
      if (!known) {
        const roots = Object.keys(allowed).map((r) => (allowed[r] ? `{${r}.NAME}` : `{${r}}`)).join(', ');
        this.problem(path, 'template-unknown-var', `{${ref}} is not a declared variable here. Use ${roots} with a declared name (config variables go under config.properties).`);
      }
    }
    return t;
  }

  run(): KindPlan {
    const m = this.m;
    const configSchema: Schema = { type: 'object', additionalProperties: false, properties: m.config?.properties ?? {}, required: m.config?.required ?? [] };
    const config = { config: this.configNames };
    const baseUrl = this.template(m.base_url, ['base_url'], config);
    const headers = Object.entries(m.headers ?? {}).map(([k, v]) => [k.toLowerCase(), this.template(v, ['headers', k], config)] as [string, Template]);
    for (const [name, spec] of Object.entries(m.pagination ?? {})) {
      const { type, description: _d, ...rest } = spec as { type: string; description?: string };
      const strategy = strategies[type]!;
      this.paginators.set(name, strategy.compile(rest, (src) => this.expr(src, ['pagination', name, 'next' in rest ? 'next' : 'has_more'])));
    }
    const derived = Object.entries(m.derived_config ?? {}).map(([name, d]) => {
      if (!(d.from in (m.config?.properties ?? {}))) this.problem(['derived_config', name, 'from'], 'schema-ref', `derived_config.${name} reads config variable '${d.from}', which config.properties does not declare.`);
      return { name, from: d.from, map: d.map };
    });
    const replicationSchema: Schema = {
      type: 'object',
      additionalProperties: false,
      properties: m.replication?.properties ?? { replication_start_date: { type: 'string', format: 'date-time', pattern: 'Z$', description: 'UTC instant (YYYY-MM-DDThh:mm:ssZ); data before it is not replicated.' } },
      required: m.replication?.required ?? [],
    };
    const errorRules = (m.errors ?? []).map((r, i) => ({
      when: this.expr(r.when, ['errors', i, 'when']),
      message: this.expr(r.message, ['errors', i, 'message']),
      status: r.status ?? 502,
      ...(r.retry_after ? { retryAfter: this.expr(r.retry_after, ['errors', i, 'retry_after']) } : {}),
    }));
    const auth = new Map<string, AuthPlan>();
    for (const [name, method] of Object.entries(m.auth)) {
      if (!method) continue;
      const fields = new Set(Object.keys(method.fields.properties ?? {}));
      for (const r of method.fields.required ?? []) if (!fields.has(r)) this.problem(['auth', name, 'fields', 'required'], 'schema-ref', `required credential '${r}' is not under fields.properties.`);
      const [schemeName, spec] = Object.entries(method.apply)[0]!;
      const compiled = authSchemes[schemeName]!.compile(spec);
      const scope = { credentials: fields, config: this.configNames };
      for (const ref of compiled.refs) this.template(`{${ref}}`, ['auth', name, 'apply', schemeName], scope);
      const o = method.oauth2;
      // Token upkeep adds the expiry (and any kept token fields) to what credentials may hold.
      const extra: Record<string, Schema> = o ? { expires_at: { type: ['string', 'number'] }, ...Object.fromEntries((o.keep ?? []).map((k) => [k, {}])) } : {};
      const fieldsSchema: Schema = { type: 'object', additionalProperties: false, properties: { ...(method.fields.properties ?? {}), ...extra }, required: method.fields.required ?? [] };
      const oscope = { credentials: new Set([...fields, ...Object.keys(extra)]), config: this.configNames };
      const oauth2 = o
        ? {
            ...(o.authorize_url ? { authorizeUrl: this.template(o.authorize_url, ['auth', name, 'oauth2', 'authorize_url'], { config: this.configNames }) } : {}),
            scopes: o.scopes ?? [],
            scopeSeparator: o.scope_separator ?? ' ',
            pkce: o.pkce ?? false,
            authorizeParams: Object.entries(o.authorize_params ?? {}).map(([k, v]) => [k, this.template(v, ['auth', name, 'oauth2', 'authorize_params', k], { config: this.configNames })] as [string, Template]),
            tokenUrl: this.template(o.token_url, ['auth', name, 'oauth2', 'token_url'], oscope),
            grant: o.grant ?? 'refresh_token',
            clientAuth: o.client_auth ?? 'body',
            tokenBody: o.token_body ?? 'form',
            ...(o.client_id || fields.has('client_id') ? { clientId: this.template(o.client_id ?? '{credentials.client_id}', ['auth', name, 'oauth2', 'client_id'], oscope) } : {}),
            ...(o.client_secret || fields.has('client_secret') ? { clientSecret: this.template(o.client_secret ?? '{credentials.client_secret}', ['auth', name, 'oauth2', 'client_secret'], oscope) } : {}),
            tokenParams: Object.entries(o.token_params ?? {}).map(([k, v]) => [k, this.template(v, ['auth', name, 'oauth2', 'token_params', k], oscope)] as [string, Template]),
            keep: o.keep ?? [],
            refreshOn: o.refresh_on ?? [401],
            ...(o.discover
              ? { discover: { url: this.template(o.discover.url, ['auth', name, 'oauth2', 'discover', 'url'], { config: this.configNames }), config: this.expr(o.discover.config, ['auth', name, 'oauth2', 'discover', 'config']) } }
              : {}),
          } satisfies OAuth2Plan
        : undefined;
      auth.set(name, {
        name: name as AuthPlan['name'],
        fieldsSchema,
        validateFields: compileSchema(this.ajv, fieldsSchema, this.lazy),
        apply: compiled.apply,
        ...(method.base_url ? { baseUrl: this.template(method.base_url, ['auth', name, 'base_url'], config) } : {}),
        ...(oauth2 ? { oauth2 } : {}),
      });
    }
    const entities = new Map<string, EntityPlan>();
    for (const [name, e] of Object.entries(m.entities)) {
      const actions = new Map<ActionName, ActionPlan>();
      for (const a of ACTIONS) {
        const own = e.actions[a];
        if (own) actions.set(a, this.action(name, a, merge(m.defaults?.[a] ?? {}, own) as Action));
      }
      entities.set(name, {
        name,
        ...(e.description ? { description: e.description } : {}),
        ...(e.record ? { record: e.record } : {}),
        searchable: e.searchable ?? {},
        actions,
      });
    }
    // Sync plans last: an entity may be synced through another entity's list.
    for (const [name, e] of Object.entries(m.entities)) {
      const sync = this.sync(name, e, entities);
      if (sync) entities.get(name)!.sync = sync;
    }
    for (const [name, e] of entities) {
      const parent = e.sync?.parents?.entity;
      if (parent && !entities.get(parent)?.sync) this.problem(['entities', name, 'sync', 'parents', 'entity'], 'schema-ref', `sync.parents.entity '${parent}' is not an entity with a context-store copy (searchable fields and a list).`);
    }
    return {
      kind: m.kind,
      name: m.name,
      ...(m.description ? { description: m.description } : {}),
      version: m.version,
      manifest: m,
      baseUrl,
      configSchema,
      validateConfig: compileSchema(this.ajv, configSchema, this.lazy),
      derived,
      replicationSchema,
      validateReplication: compileSchema(this.ajv, replicationSchema, this.lazy),
      errorRules,
      usesHeaders: this.sources.some((src) => src.includes('$headers')),
      auth,
      headers,
      http: {
        timeoutMs: m.http?.timeout_ms ?? defaultHttpPolicy.timeoutMs,
        retries: m.http?.retries ?? defaultHttpPolicy.retries,
        backoffMs: m.http?.backoff_ms ?? defaultHttpPolicy.backoffMs,
        maxRetryAfterMs: m.http?.max_retry_after_ms ?? defaultHttpPolicy.maxRetryAfterMs,
        maxResponseBytes: m.http?.max_response_bytes ?? defaultHttpPolicy.maxResponseBytes,
        followRedirects: m.http?.follow_redirects ?? defaultHttpPolicy.followRedirects,
      },
      entities,
    };
  }

  /** The context-store copy of an entity: only entities with searchable fields and a list to page. */
  private sync(name: string, e: Entity, entities: Map<string, EntityPlan>): SyncPlan | undefined {
    const at: JsonPath = ['entities', name, 'sync'];
    const searchable = e.searchable ?? {};
    const s = e.sync;
    if (!Object.keys(searchable).length) {
      if (s) this.problem(at, 'schema-ref', `${name} has sync settings but no searchable fields to search.`);
      return undefined;
    }
    const source = s?.source ?? name;
    const actions = entities.get(source)?.actions;
    if (!actions) {
      this.problem([...at, 'source'], 'schema-ref', `sync.source '${source}' is not an entity of this kind.`);
      return undefined;
    }
    const action = s?.action ?? (actions.has('list') ? 'list' : actions.has('api_search') ? 'api_search' : undefined);
    if (!action || !actions.has(action)) {
      if (s) this.problem([...at, 'action'], 'schema-ref', `${source} has no ${s.action ?? 'list'} action to sync with.`);
      return undefined;
    }
    const scalar = (f: string) => ['string', 'integer', 'number', 'boolean'].includes(searchable[f] ?? '');
    for (const f of s?.indexes ?? []) if (!scalar(f)) this.problem([...at, 'indexes'], 'schema-ref', `index field '${f}' must be a top-level searchable field of type string, integer, number or boolean.`);
    for (const f of s?.text ?? []) if (searchable[f] !== 'string') this.problem([...at, 'text'], 'schema-ref', `text field '${f}' must be a searchable field of type string.`);
    const declared = actions.get(action)!.params.map((p) => p.name);
    if (s?.incremental && !declared.includes(s.incremental.param.split('.')[0]!)) this.problem([...at, 'incremental', 'param'], 'schema-ref', `incremental param '${s.incremental.param}' is not a param of ${source}.${action}.`);
    for (const p of Object.keys(s?.params ?? {})) if (!declared.includes(p)) this.problem([...at, 'params', p], 'schema-ref', `sync param '${p}' is not a param of ${source}.${action}.`);
    return {
      key: (s?.key ?? 'id').split('.'),
      source,
      action,
      params: s?.params ?? {},
      ...(s?.parents ? { parents: { entity: s.parents.entity } } : {}),
      ...(s?.windows ? { windows: { days: s.windows.days } } : {}),
      ...(s?.incremental ? { incremental: s.incremental } : {}),
      indexes: s?.indexes ?? [],
      text: s?.text ?? [],
    };
  }

  private action(entity: string, action: ActionName, a: Action): ActionPlan {
    const at: JsonPath = ['entities', entity, 'actions', action];
    const where = `${entity}.${action}`;
    const method = a.request?.method ?? DEFAULT_METHOD[action];
    if (!a.request?.path) this.problem([...at], 'missing-key', `${where} needs request.path (the vendor path, e.g. /v1/${entity}).`);
    const declared = a.params?.properties ?? {};
    const path = this.template(a.request?.path ?? '/', [...at, 'request', 'path'], Object.fromEntries(Object.keys(declared).map((p) => [p, null])));
    const pathNames = new Set(path.refs);
    const body = a.request?.body ?? (method === 'GET' || method === 'DELETE' ? 'none' : 'json');
    const bodyTemplate = a.request?.body_template ? this.expr(a.request.body_template, [...at, 'request', 'body_template']) : undefined;
    const gql = a.request?.graphql;
    const graphql = gql ? { query: gql.query, ...(gql.variables ? { variables: this.expr(gql.variables, [...at, 'request', 'graphql', 'variables']) } : {}) } : undefined;
    if (graphql && body !== 'json') this.problem([...at, 'request', 'graphql'], 'invalid-value', `${where} sends GraphQL, which needs a JSON body: use method POST and body json.`);
    const arrays: ArrayStyle = this.m.encoding?.arrays ?? 'repeat';

    const params: ParamPlacement[] = [];
    const defaultsFrom: [string, Template][] = [];
    const replicationProps = this.m.replication?.properties ?? { replication_start_date: {} };
    const schemaProps: Record<string, Schema> = {};
    for (const [name, p] of Object.entries(declared) as [string, Param][]) {
      const loc: ParamLocation = p.in ?? (pathNames.has(name) ? 'path' : body === 'none' ? 'query' : 'body');
      const ppath = [...at, 'params', 'properties', name];
      if (loc === 'path' && !pathNames.has(name)) this.problem(ppath, 'param-unused', `param '${name}' is declared in: path but request.path has no {${name}}.`);
      if (loc === 'body' && body === 'none') this.problem(ppath, 'param-unused', `param '${name}' goes in the body but ${method} ${where} sends none; set in: query or request.body.`);
      if (loc === 'body' && (bodyTemplate || graphql?.variables) && !new RegExp(`\\b${escapeRe(name)}\\b`).test((bodyTemplate ?? graphql!.variables!).source)) {
        this.problem(ppath, 'param-unused', `param '${name}' is declared but request.body_template never uses it; use it there or remove it.`);
      }
      if (p.default_from) defaultsFrom.push([name, this.template(p.default_from, [...ppath, 'default_from'], { config: this.configNames, replication: new Set(Object.keys(replicationProps)) })]);
      params.push({ name, as: p.as ?? name, in: loc, style: p.style ?? arrays });
      schemaProps[name] = Object.fromEntries(Object.entries(p).filter(([k]) => !PLACEMENT_KEYS.has(k))) as Schema;
    }
    const required = [...new Set([...(a.params?.required ?? []), ...pathNames])];
    for (const r of a.params?.required ?? []) if (!(r in declared)) this.problem([...at, 'params', 'required'], 'schema-ref', `required param '${r}' is not under params.properties.`);
    const paramsSchema = { type: 'object' as const, additionalProperties: false, properties: schemaProps, required };
    let validate: ActionPlan['validate'] = () => ({});
    try {
      validate = compileParamsValidator(this.ajv, paramsSchema, where, this.lazy);
    } catch (err) {
      this.problem([...at, 'params'], 'params-schema', `params schema does not compile: ${(err as Error).message}`);
    }

    let paginator: Paginator | undefined;
    const pname = a.pagination;
    if (pname && pname !== 'none') {
      paginator = this.paginators.get(pname);
      if (!paginator) this.problem([...at, 'pagination'], 'pagination-unknown', `pagination '${pname}' is not defined under pagination; defined: ${[...this.paginators.keys()].join(', ') || 'none'}.`);
      else if (paginator.param && !(paginator.param in declared)) {
        this.problem([...at, 'pagination'], 'pagination-param-undeclared', `pagination '${pname}' sends its token in param '${paginator.param}', which ${where} does not declare.`);
      }
    } else if (LIST_ACTIONS.has(action) && !a.no_pagination_reason) {
      this.problem(at, 'list-no-pagination', `${where} has no pagination; name a strategy (pagination: NAME) or say why in no_pagination_reason.`, true);
    }

    const meta = a.response?.metadata;
    const configScope = { config: this.configNames };
    return {
      kind: this.m.kind,
      entity,
      action,
      where,
      ...(a.description ? { description: a.description } : {}),
      method,
      path,
      body,
      ...(bodyTemplate ? { bodyTemplate } : {}),
      ...(graphql ? { graphql } : {}),
      defaultsFrom,
      fixedQuery: Object.entries(a.request?.query ?? {}).map(([k, v]) => [k, this.template(v, [...at, 'request', 'query', k], configScope)]),
      headers: Object.entries(a.request?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), this.template(v, [...at, 'request', 'headers', k], configScope)]),
      params,
      paramsSchema,
      validate,
      preconditions: (a.preconditions ?? []).map((p, i) => ({ rule: this.expr(p.rule, [...at, 'preconditions', i, 'rule']), message: p.message, fields: p.fields ?? [] })),
      ...(a.response?.result ? { result: this.expr(a.response.result, [...at, 'response', 'result']) } : {}),
      ...(meta ? { metadata: typeof meta === 'string' ? this.expr(meta, [...at, 'response', 'metadata']) : meta } : {}),
      ...(a.response?.download
        ? { download: { url: this.expr(a.response.download.url, [...at, 'response', 'download', 'url']), auth: a.response.download.auth ?? false, hosts: a.response.download.hosts ?? [] } }
        : {}),
      ...(paginator ? { paginator, paginationName: pname! } : {}),
      retryAnyMethod: a.request?.retry ?? false,
      isList: LIST_ACTIONS.has(action),
    };
  }
}

/** Deep merge of plain objects; `over` wins and arrays are replaced, not concatenated. */
export function merge(under: unknown, over: unknown): unknown {
  if (!isPlain(under) || !isPlain(over)) return over === undefined ? under : over;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(over)) out[k] = merge(under[k], v); // own keys first: describe lists them first
  for (const [k, v] of Object.entries(under)) if (!(k in out)) out[k] = v;
  return out;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
