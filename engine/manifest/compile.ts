// Compiles one validated manifest into a KindPlan. Every semantic problem (a bad reference, an
// expression that does not parse, a param that is never sent) is collected with its JSON path, so
// that the linter reports it at file:line:col and the engine refuses to start with it. Each step
// compiles its own slice of the manifest into the problems sink.
import type { Ajv } from 'ajv';
import { compileSchema } from '../params/validate.ts';
import type { KindPlan } from '../plan/plan.ts';
import type { Template } from '../plan/request.ts';
import { compileAuth } from './compile-auth.ts';
import { compileEntities } from './compile-entities.ts';
import {
  compileDerived,
  compilePaginators,
  compileRules,
  httpPolicyOf,
  replicationSchemaOf,
} from './compile-kind.ts';
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

/** Temporary name of the problems sink for compile-sync.ts (owned by another branch): delete once it imports Problems. */
export type Compiler = Problems;

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
  const sink = new Problems();
  const plan = compileKind(data as ConnectorManifest, sink, { ajv, lazy: !opts.eager });
  return sink.list.length ? { problems: sink.list } : { plan, problems: [] };
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
    derived,
    replicationSchema,
    validateReplication: schema(replicationSchema),
    responseRules: kindRules,
    usesHeaders: p.sources.some((src) => src.includes('$headers')),
    auth,
    headers,
    http: httpPolicyOf(m.http),
    entities,
  } satisfies KindPlan;
}
