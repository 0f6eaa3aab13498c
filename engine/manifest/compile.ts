// Compiles one validated manifest into a KindPlan. Every semantic problem (a bad reference, an
// expression that does not parse, a param that is never sent) is collected with its JSON path, so
// that the linter reports it at file:line:col and the engine refuses to start with it. Each step
// compiles its own slice of the manifest into the problems sink.
import type { KindPlan } from '../plan/plan.ts';
import type { Template } from '../plan/request.ts';
import { compileSchema, type SchemaCompiler } from '../schema/ajv.ts';
import { compileAuth } from './compile-auth.ts';
import { compileEntities } from './compile-entities.ts';
import {
  compileDerived,
  compilePaginators,
  compileRules,
  httpPolicyOf,
  replicationSchemaOf,
} from './compile-kind.ts';
import { compileProxy } from './compile-proxy.ts';
import { compileWebhooks } from './compile-webhooks.ts';
import type { KindScope } from './kind-scope.ts';
import type { SourceProblem } from './load.ts';
import { Problems } from './problems.ts';
import { resolveRefs } from './refs.ts';
import type { ConnectorManifest, Schema } from './types.gen.ts';
import { schemaProblems } from './validate.ts';

export interface CompileResult {
  plan?: KindPlan;
  problems: SourceProblem[];
}

/** `eager` compiles every params validator now (the linter); otherwise each compiles on first use.
 *  `validated`: the text was checked against the manifest schema already (the build's clean list
 *  holds its hash), so the schema check is skipped; the schema fills no defaults, so plans are the same.
 *  `resolved`: `raw` is a document whose $refs were resolved already (the build's, engine/catalog.ts).
 *  Every independent problem comes out of one run: reference and schema problems hide only the
 *  checks of the part they are in (one entity, or the whole kind when they are in a kind-level key),
 *  and a `checks-skipped` problem says which part waits for them. */
export function compileManifest(
  raw: unknown,
  ajv: SchemaCompiler,
  opts: { eager?: boolean; validated?: boolean; resolved?: boolean } = {},
): CompileResult {
  const { data, problems: refProblems } = opts.resolved
    ? { data: raw, problems: [] }
    : resolveRefs(raw);
  // what a $ref problem leaves behind (a hole, a list beside keys) is that problem, not another
  const schema = (opts.validated ? [] : schemaProblems(data)).filter(
    (p) => !refProblems.some((r) => within(p.path, r.path) || same(p.path, r.path.slice(0, -1))),
  );
  const problems = [...refProblems, ...schema];
  const blocking = problems.filter((p) => !NOT_COMPILED.has(String(p.path[0])));
  if (blocking.some((p) => p.path[0] !== 'entities' || p.path.length < 2 || !isObject(data)))
    return { problems: [...problems, skipped([], 'the manifest')] };
  const hidden = new Set(blocking.map((p) => String(p.path[1])));
  const m = withoutEntities(data as ConnectorManifest, hidden);
  const sink = new Problems();
  const plan = compileKind(m, sink, { ajv, lazy: !opts.eager });
  // an entity left out is not missing: what names it waits for its own problems to be fixed
  problems.push(...sink.list.filter((p) => ![...hidden].some((e) => names(p, e))));
  problems.push(...[...hidden].map((e) => skipped(['entities', e], `entities.${e}`)));
  return problems.length ? { problems } : { plan, problems: [] };
}

/** Top-level keys the compiler does not read: a problem there hides no check. */
const NOT_COMPILED = new Set(['definitions', 'vendor_api', 'name', 'description', 'version']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const within = (path: SourceProblem['path'], under: SourceProblem['path']) =>
  under.every((step, i) => path[i] === step);

const same = (a: SourceProblem['path'], b: SourceProblem['path']) =>
  a.length === b.length && within(a, b);

const names = (p: SourceProblem, entity: string) =>
  p.code === 'schema-ref' &&
  (p.message.includes(`'${entity}'`) || p.message.includes(` ${entity} `));

function skipped(path: SourceProblem['path'], what: string): SourceProblem {
  return {
    path,
    atKey: path.length > 0,
    code: 'checks-skipped',
    message: `${what}: its references, templates, expressions and params are checked once the problems above in it are fixed.`,
  };
}

function withoutEntities(m: ConnectorManifest, hidden: Set<string>): ConnectorManifest {
  if (!hidden.size) return m;
  const entities = Object.fromEntries(Object.entries(m.entities).filter(([e]) => !hidden.has(e)));
  const { check, ...rest } = m;
  return { ...rest, entities, ...(check && !hidden.has(check.entity) ? { check } : {}) };
}

function compileKind(m: ConnectorManifest, p: Problems, validators: KindScope['validators']) {
  const configProps = m.config?.properties ?? {};
  const configNames = new Set([
    ...Object.keys(configProps),
    ...Object.keys(m.derived_config ?? {}),
  ]);
  const config = { config: configNames };
  const baseUrl = p.template(m.base_url, ['base_url'], config);
  const headers = Object.entries(m.headers ?? {}).map(
    ([k, v]) => [k.toLowerCase(), p.template(v, ['headers', k], config)] as [string, Template],
  );
  const paginators = compilePaginators(m.pagination, p);
  const derived = compileDerived(m.derived_config, configProps, p);
  const replicationSchema = replicationSchemaOf(m.replication);
  const kindRules = compileRules(m.response_rules, ['response_rules'], p);
  const auth = compileAuth(m.auth, configNames, p, validators);
  const entities = compileEntities(m, p, {
    kind: m.kind,
    configNames,
    replicationNames: new Set(
      Object.keys(m.replication?.properties ?? { replication_start_date: {} }),
    ),
    pathParams: m.path_params ?? {},
    arrays: m.encoding?.arrays ?? 'repeat',
    paginators,
    kindRules,
    validators,
  });
  const webhooks = compileWebhooks(m.webhooks, entities, p);
  const configSchema: Schema = {
    type: 'object',
    additionalProperties: false,
    properties: configProps,
    required: m.config?.required ?? [],
  };
  const schema = (s: Schema) => compileSchema(validators.ajv, s, validators.lazy);
  return {
    kind: m.kind,
    name: m.name,
    ...(m.description ? { description: m.description } : {}),
    version: m.version,
    manifest: m,
    baseUrl,
    configSchema,
    validateConfig: schema(configSchema),
    validateGivenConfig: schema({ ...configSchema, required: [] }),
    derived,
    replicationSchema,
    validateReplication: schema(replicationSchema),
    responseRules: kindRules,
    usesHeaders: p.sources.some((src) => src.includes('$headers')),
    auth,
    headers,
    http: httpPolicyOf(m.http),
    proxy: compileProxy(m, p),
    entities,
    ...(webhooks ? { webhooks } : {}),
  } satisfies KindPlan;
}
