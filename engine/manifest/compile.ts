// Compiles one validated manifest into a KindPlan. Every semantic problem (a bad reference, an
// expression that does not parse, a param that is never sent) is collected with its JSON path, so
// that the linter reports it at file:line:col and the engine refuses to start with it.
import type { Ajv } from 'ajv';
import { defaultHttpPolicy } from '../http/client.ts';
import { compileExpression, ExpressionSyntaxError, type Expression } from '../map/expression.ts';
import { statusMatcher, type ResponseRule } from '../map/rules.ts';
import { compileStrategy, nextHidesStopRule, type Paginator } from '../paginate/index.ts';
import { compileSchema } from '../params/validate.ts';
import { FILTERS, parseTemplate, type Template } from '../request/template.ts';
import { compileAction } from './compile-action.ts';
import { compileSteps } from './compile-steps.ts';
import { compileAuth } from './compile-auth.ts';
import { compileSync } from './compile-sync.ts';
import type { JsonPath, SourceProblem } from './load.ts';
import { merge } from './merge.ts';
import { resolveRefs } from './refs.ts';
import { searchableFields } from './searchable.ts';
import { ACTIONS, isCatalogAction, type ActionName, type ActionPlan, type EntityPlan, type KindPlan } from './plan.ts';
import { namedActionProblems } from './named-action.ts';
import type { Action, ConnectorManifest, ResponseRule as ResponseRuleSpec, Schema } from './types.gen.ts';
import { schemaProblems } from './validate.ts';

export interface CompileResult {
  plan?: KindPlan;
  problems: SourceProblem[];
}

/** `eager` compiles every params validator now (the linter); otherwise each compiles on first use. */
export function compileManifest(raw: unknown, ajv: Ajv, opts: { eager?: boolean } = {}): CompileResult {
  const { data, problems: refProblems } = resolveRefs(raw);
  if (refProblems.length) return { problems: refProblems };
  const problems = schemaProblems(data);
  if (problems.length) return { problems };
  const c = new Compiler(data as ConnectorManifest, ajv, !opts.eager);
  const plan = c.run();
  return c.problems.length ? { problems: c.problems } : { plan, problems: [] };
}

/** Which variables a template may name: per root, the allowed names (null: any name). `params`
 *  allows plain `{name}` placeholders (a path template names its params). */
type TemplateScope = Record<string, Set<string> | null>;

export class Compiler {
  problems: SourceProblem[] = [];
  readonly configNames: Set<string>;
  readonly paginators = new Map<string, Paginator>();
  /** The kind's response rules, checked after each action's own. */
  kindRules: ResponseRule[] = [];
  /** Every expression's text, to know which bindings the kind needs. */
  private sources: string[] = [];

  constructor(readonly m: ConnectorManifest, readonly ajv: Ajv, readonly lazy: boolean) {
    this.configNames = new Set([...Object.keys(m.config?.properties ?? {}), ...Object.keys(m.derived_config ?? {})]);
  }

  problem(path: JsonPath, code: string, message: string, atKey = false) {
    this.problems.push({ path, code, message, ...(atKey ? { atKey } : {}) });
  }

  expr(source: string, path: JsonPath): Expression {
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
  template(source: string, path: JsonPath, allowed: TemplateScope, opts: { params?: boolean } = {}): Template {
    const t = parseTemplate(source);
    for (const part of t.parts) {
      if (typeof part === 'object' && part.filter && !(part.filter in FILTERS)) this.problem(path, 'template-unknown-var', `{${part.ref}|${part.filter}}: unknown filter '${part.filter}'; filters: ${Object.keys(FILTERS).join(', ')}.`);
    }
    for (const ref of t.refs) {
      if (opts.params && !ref.includes('.')) continue;
      const [root, name] = ref.split('.', 2) as [string, string | undefined];
      const names = allowed[root];
      const known = root in allowed && (names === null || (name !== undefined && names !== undefined && names.has(name)));
      if (!known) {
        const roots = [...(opts.params ? ['{PARAM}'] : []), ...Object.keys(allowed).map((r) => (allowed[r] ? `{${r}.NAME}` : `{${r}}`))].join(', ');
        this.problem(path, 'template-unknown-var', `{${ref}} is not a declared variable here. Use ${roots} with a declared name (config variables go under config.properties).`);
      }
    }
    return t;
  }

  /** Compiles a list of response rules written at `at`. */
  rules(list: ResponseRuleSpec[] | undefined, at: JsonPath): ResponseRule[] {
    return (list ?? []).map((r, i) => {
      const here = [...at, i];
      if (r.status !== undefined && (r.action === 'rate_limited' || r.action === 'ignore')) {
        this.problem([...here, 'status'], 'invalid-value', `${here.join('.')}: status is the status of an error answer; ${r.action === 'ignore' ? 'ignore answers no error' : 'rate_limited always answers 429'}. Remove status.`);
      }
      return {
        where: here.join('.'),
        action: r.action,
        ...(r.when.status ? { status: statusMatcher(r.when.status) } : {}),
        ...(r.when.expression ? { expression: this.expr(r.when.expression, [...here, 'when', 'expression']) } : {}),
        ...(r.status !== undefined ? { answer: r.status } : {}),
        ...(r.message ? { message: this.expr(r.message, [...here, 'message']) } : {}),
        ...(r.retry_after ? { retryAfter: this.expr(r.retry_after, [...here, 'retry_after']) } : {}),
      };
    });
  }

  run(): KindPlan {
    const m = this.m;
    const configSchema: Schema = { type: 'object', additionalProperties: false, properties: m.config?.properties ?? {}, required: m.config?.required ?? [] };
    const config = { config: this.configNames };
    const baseUrl = this.template(m.base_url, ['base_url'], config);
    const headers = Object.entries(m.headers ?? {}).map(([k, v]) => [k.toLowerCase(), this.template(v, ['headers', k], config)] as [string, Template]);
    for (const [name, spec] of Object.entries(m.pagination ?? {})) {
      const { type, description: _d, ...rest } = spec as { type: string; description?: string };
      this.paginators.set(name, compileStrategy(type, rest, (src, key) => this.expr(src, ['pagination', name, key])));
      const next = (rest as { next?: string }).next;
      if (next && nextHidesStopRule(next)) {
        this.problem(['pagination', name, 'next'], 'pagination-stop-in-next', `pagination.${name}.next decides the stop inside a conditional; give next the token alone and the stop rule to has_more (continue while true) or stop_when (stop once true), e.g. next: data[-1].id with has_more: has_more.`);
      }
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
    this.kindRules = this.rules(m.response_rules, ['response_rules']);
    const auth = compileAuth(this);
    const entities = new Map<string, EntityPlan>();
    for (const [name, e] of Object.entries(m.entities)) {
      const actions = new Map<ActionName, ActionPlan>();
      // the catalog's actions in their order, then the named ones as written
      for (const a of [...ACTIONS, ...Object.keys(e.actions).filter((n) => !isCatalogAction(n))]) {
        const own = e.actions[a];
        if (!own) continue;
        if (!isCatalogAction(a)) namedActionProblems(this, name, a, own);
        const merged = merge((isCatalogAction(a) && m.defaults?.[a]) || {}, own) as Action;
        actions.set(a, merged.steps ? compileSteps(this, name, a, merged, merged.steps) : compileAction(this, name, a, merged));
      }
      entities.set(name, {
        name,
        ...(e.description ? { description: e.description } : {}),
        ...(e.record ? { record: e.record } : {}),
        searchable: searchableFields(this, name, e),
        actions,
      });
    }
    // Sync plans last: an entity may be synced through another entity's list.
    for (const [name, e] of Object.entries(m.entities)) {
      const sync = compileSync(this, name, e, entities);
      if (sync) entities.get(name)!.sync = sync;
    }
    for (const [name, e] of entities) {
      const parent = e.sync?.parents?.entity;
      if (parent && !entities.get(parent)?.sync) this.problem(['entities', name, 'sync', 'parents', 'entity'], 'schema-ref', `sync.parents.entity '${parent}' is not an entity with a context-store copy (searchable fields and a list).`);
    }
    const check = m.check;
    if (check && !entities.get(check.entity)?.actions.has(check.action)) {
      this.problem(['check'], 'schema-ref', `check names ${check.entity} ${check.action}, which is not an action of this kind; name a cheap read (get, list) of one of: ${[...entities.keys()].join(', ')}.`);
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
      responseRules: this.kindRules,
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
}
