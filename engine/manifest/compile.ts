// Compiles one validated manifest into a KindPlan. Every semantic problem (a bad reference, an
// expression that does not parse, a param that is never sent) is collected with its JSON path, so
// that the linter reports it at file:line:col and the engine refuses to start with it.
import type { Ajv } from 'ajv';
import { defaultHttpPolicy } from '../http/client.ts';
import {
  compileExpression,
  type Expression,
  type ExpressionSyntaxError,
} from '../map/expression.ts';
import { type ResponseRule, statusMatcher } from '../map/rules.ts';
import type { Paginator } from '../paginate/index.ts';
import { compileSchema } from '../params/validate.ts';
import { FILTERS, parseTemplate, type Template } from '../request/template.ts';
import { compileAuth } from './compile-auth.ts';
import { compileEntities } from './compile-entities.ts';
import { compileDerived, compilePaginators, replicationSchemaOf } from './compile-kind.ts';
import type { JsonPath, SourceProblem } from './load.ts';
import type { KindPlan } from './plan.ts';
import { resolveRefs } from './refs.ts';
import type { ConnectorManifest, ResponseRule as ResponseRuleSpec, Schema } from './types.gen.ts';
import { schemaProblems } from './validate.ts';

export interface CompileResult {
  plan?: KindPlan;
  problems: SourceProblem[];
}

/** `eager` compiles every params validator now (the linter); otherwise each compiles on first use. */
export function compileManifest(
  raw: unknown,
  ajv: Ajv,
  opts: { eager?: boolean } = {},
): CompileResult {
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

  constructor(
    readonly m: ConnectorManifest,
    readonly ajv: Ajv,
    readonly lazy: boolean,
  ) {
    this.configNames = new Set([
      ...Object.keys(m.config?.properties ?? {}),
      ...Object.keys(m.derived_config ?? {}),
    ]);
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
      this.problem(
        path,
        'jsonata-syntax',
        `expression does not parse at character ${e.position}: ${e.message}. Fix the JSONata (try it at try.jsonata.org).`,
      );
      return { source, evaluate: async () => undefined };
    }
  }

  /** A template whose references must all be under the allowed roots (`config`, `credentials`, ...). */
  template(
    source: string,
    path: JsonPath,
    allowed: TemplateScope,
    opts: { params?: boolean } = {},
  ): Template {
    const t = parseTemplate(source);
    for (const part of t.parts) {
      if (typeof part === 'object' && part.filter && !(part.filter in FILTERS))
        this.problem(
          path,
          'template-unknown-var',
          `{${part.ref}|${part.filter}}: unknown filter '${part.filter}'; filters: ${Object.keys(FILTERS).join(', ')}.`,
        );
    }
    for (const ref of t.refs) {
      if (opts.params && !ref.includes('.')) continue;
      const [root, name] = ref.split('.', 2) as [string, string | undefined];
      const names = allowed[root];
      const known =
        root in allowed && (names === null || (name !== undefined && names?.has(name) === true));
      if (!known) {
        const roots = [
          ...(opts.params ? ['{PARAM}'] : []),
          ...Object.keys(allowed).map((r) => (allowed[r] ? `{${r}.NAME}` : `{${r}}`)),
        ].join(', ');
        this.problem(
          path,
          'template-unknown-var',
          `{${ref}} is not a declared variable here. Use ${roots} with a declared name (config variables go under config.properties).`,
        );
      }
    }
    return t;
  }

  /** Compiles a list of response rules written at `at`. */
  rules(list: ResponseRuleSpec[] | undefined, at: JsonPath): ResponseRule[] {
    return (list ?? []).map((r, i) => {
      const here = [...at, i];
      if (r.status !== undefined && (r.action === 'rate_limited' || r.action === 'ignore')) {
        this.problem(
          [...here, 'status'],
          'invalid-value',
          `${here.join('.')}: status is the status of an error answer; ${r.action === 'ignore' ? 'ignore answers no error' : 'rate_limited always answers 429'}. Remove status.`,
        );
      }
      return {
        where: here.join('.'),
        action: r.action,
        ...(r.when.status ? { status: statusMatcher(r.when.status) } : {}),
        ...(r.when.expression
          ? { expression: this.expr(r.when.expression, [...here, 'when', 'expression']) }
          : {}),
        ...(r.status !== undefined ? { answer: r.status } : {}),
        ...(r.message ? { message: this.expr(r.message, [...here, 'message']) } : {}),
        ...(r.retry_after
          ? { retryAfter: this.expr(r.retry_after, [...here, 'retry_after']) }
          : {}),
      };
    });
  }

  run(): KindPlan {
    const m = this.m;
    const configSchema: Schema = {
      type: 'object',
      additionalProperties: false,
      properties: m.config?.properties ?? {},
      required: m.config?.required ?? [],
    };
    const config = { config: this.configNames };
    const baseUrl = this.template(m.base_url, ['base_url'], config);
    const headers = Object.entries(m.headers ?? {}).map(
      ([k, v]) => [k.toLowerCase(), this.template(v, ['headers', k], config)] as [string, Template],
    );
    compilePaginators(this);
    const derived = compileDerived(this);
    const replicationSchema = replicationSchemaOf(m);
    this.kindRules = this.rules(m.response_rules, ['response_rules']);
    const auth = compileAuth(this);
    const entities = compileEntities(this);
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
