// The engine: every manifest in a folder, loaded and compiled once (catalog.ts: at start-up, or on
// first use for a manifest this build already compiled clean). A manifest with any problem stops the
// start with all of them listed (file:line:col), as the linter would print them.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Consent, consentFor } from './auth/oauth2-consent.ts';
import { compileText, type ManifestProblem, manifestFiles, openCatalog } from './catalog.ts';
import { derivedConfig } from './connection.ts';
import { Connector, type TypedConnector } from './connector.ts';
import { connectorFolders, defaultConnectorsDir } from './connector-folders.ts';
import { EngineError, unknownName } from './errors.ts';
import type { EngineObserver } from './events.ts';
import { defaultHttpPolicy, type HttpPolicy } from './http/client.ts';
import { Redactor } from './http/redact.ts';
import type { ConnectorOptions } from './options.ts';
import { bare, createPipeline } from './pipeline/compose.ts';
import type { KindPlan } from './plan/plan.ts';
import { createAjv } from './schema/ajv.ts';
import type { KnownKind } from './typed.ts';
import { upstreamsFromEnv } from './upstreams-env.ts';

export type { ManifestProblem };
export interface EngineOptions {
  /**
   * Folders of <kind>.yaml manifests, in order (a later folder's kind replaces an earlier one's): a
   * list, or one string with the path delimiter between folders; `shipped` is the package's connectors/.
   * Default: CONNECTOR_ENGINE_CONNECTORS_DIR, else the shipped folder (connector-folders.ts).
   */
  connectorsDir?: string | string[];
  /**
   * Per kind, an origin that replaces the vendor's scheme, host and port (tests, sandboxes).
   * Default: the CONNECTOR_ENGINE_UPSTREAM_<KIND> variables, as the service reads them.
   */
  upstreams?: Record<string, string>;
  /** Overrides every kind's HTTP policy (tests use short backoffs). */
  http?: Partial<HttpPolicy>;
  /** Told of every upstream attempt and token refresh of every connector (metrics); see EngineEvent. */
  observe?: EngineObserver;
}

export interface Engine {
  kinds(): string[];
  plan(kind: string): KindPlan;
  /** For a kind of the generated map (KindTypes) execute is typed per entity, action and params; types only. */
  connector<K extends KnownKind>(kind: K, opts: ConnectorOptions): TypedConnector<K>;
  connector(kind: string, opts: ConnectorOptions): Connector;
  /** The kind's OAuth consent flow (authorize URL, code exchange, discovery); undefined when it has none. */
  consent(kind: string): Consent | undefined;
}

/**
 * What an engine reads from the environment, as createEngine reads it from process.env when not
 * given: the manifest folders (CONNECTOR_ENGINE_CONNECTORS_DIR, else the shipped folder) and the
 * upstream overrides (CONNECTOR_ENGINE_UPSTREAM_<KIND>).
 */
export function engineEnv(env: NodeJS.ProcessEnv = process.env): {
  connectorsDir: string[];
  upstreams: Record<string, string>;
} {
  return { connectorsDir: connectorFolders(undefined, env), upstreams: upstreamsFromEnv(env) };
}

/** Loads and compiles every manifest of the folders (as connectorsDir); problems are returned, not thrown. */
export function compileFolder(
  dirs: string | string[],
  opts: { eager?: boolean } = {},
): { plans: Map<string, KindPlan>; problems: ManifestProblem[] } {
  const ajv = createAjv();
  const plans = new Map<string, KindPlan>();
  const problems: ManifestProblem[] = [];
  const fileOf = new Map<string, string>();
  for (const file of connectorFolders(dirs).flatMap(manifestFiles)) {
    const { plan, problems: found } = compileText(readFileSync(file, 'utf8'), file, ajv, opts);
    problems.push(...found);
    if (!plan) continue;
    const earlier = fileOf.get(plan.kind);
    fileOf.set(plan.kind, file);
    if (earlier && dirname(earlier) === dirname(file))
      problems.push({
        file,
        line: 1,
        col: 1,
        code: 'duplicate-kind',
        message: `kind '${plan.kind}' is already defined by ${earlier} in the same folder.`,
      });
    plans.set(plan.kind, plan);
  }
  return { plans, problems };
}

export function formatProblem(p: ManifestProblem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.code}  ${p.message}`;
}

export function createEngine(opts: EngineOptions = {}): Engine {
  const catalog = openCatalog(connectorFolders(opts.connectorsDir));
  const upstreams = opts.upstreams ?? upstreamsFromEnv();
  if (catalog.problems.length) {
    throw new EngineError(
      'invalid_manifest',
      500,
      `Connector manifests have problems:\n${catalog.problems.map(formatProblem).join('\n')}`,
    );
  }
  const plan = (kind: string) => {
    const p = catalog.plan(kind);
    if (!p) throw unknownName('unknown_kind', 'connector kind', kind, catalog.kinds);
    return p;
  };
  // The kind's policy with the operator's caps and, when watched, the observer bound to the kind.
  const observe = opts.observe;
  const http = (kind: string): HttpPolicy => ({
    ...plan(kind).http,
    ...opts.http,
    ...(observe ? { observer: { kind, observe } } : {}),
  });
  return {
    kinds: () => [...catalog.kinds],
    plan,
    consent(kind) {
      const o = plan(kind).auth.get('oauth')?.oauth2;
      if (!o?.authorizeUrl) return undefined;
      return consentFor(o, kind, {
        rewriteUrl: (url) => rewrite(upstreams[kind], url),
        // a config variable left out counts as its declared default (the login host of a kind)
        derive: (config) => derivedConfig(plan(kind), { ...configDefaults(plan(kind)), ...config }),
        validate: (config, given) => {
          const validate = plan(kind)[given ? 'validateGivenConfig' : 'validateConfig'];
          if (validate({ ...config })) return undefined;
          const e = validate.errors?.[0];
          const name =
            e?.instancePath.split('/')[1] ??
            (e?.params as { missingProperty?: string })?.missingProperty;
          return `config${name ? `.${name}` : ''}`;
        },
        pipeline: () => {
          const redactor = new Redactor();
          return { pipeline: createPipeline([bare], http(kind), redactor), redactor };
        },
      });
    },
    connector: ((kind: string, connectorOpts: ConnectorOptions) => {
      const upstream = upstreams[kind];
      return new Connector(plan(kind), connectorOpts, {
        http: http(kind),
        ...(upstream ? { upstream } : {}),
      });
    }) as Engine['connector'], // the typed overload is the same connector, seen through the generated types
  };
}

/** A URL with the upstream override's scheme, host and port (tests, sandboxes), or as it is. */
function rewrite(upstream: string | undefined, url: string): string {
  if (!upstream) return url;
  const u = new URL(url);
  const o = new URL(upstream);
  u.protocol = o.protocol;
  u.host = o.host;
  return u.toString();
}

export { defaultConnectorsDir, defaultHttpPolicy };

/** The declared defaults of a kind's config variables. */
function configDefaults(kindPlan: KindPlan): Record<string, unknown> {
  const props = (kindPlan.configSchema.properties ?? {}) as Record<string, { default?: unknown }>;
  return Object.fromEntries(
    Object.entries(props).flatMap(([k, v]) => (v.default === undefined ? [] : [[k, v.default]])),
  );
}
