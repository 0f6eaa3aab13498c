// The engine: every manifest in a folder, loaded and compiled once (catalog.ts: at start-up, or on
// first use for a manifest this build already compiled clean). A manifest with any problem stops the
// start with all of them listed (file:line:col), as the linter would print them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TokenEndpointContext } from './auth/token-request.ts';
import { compileText, type ManifestProblem, manifestFiles, openCatalog } from './catalog.ts';
import { Connector } from './connector.ts';
import type { ConnectorOptions } from './connector-types.ts';
import { EngineError, unknownName } from './errors.ts';
import type { EngineObserver } from './events.ts';
import { defaultHttpPolicy, type HttpPolicy } from './http/client.ts';
import { Redactor } from './http/redact.ts';
import type { KindPlan } from './manifest/plan.ts';
import { createAjv } from './params/validate.ts';
import type { KnownKind, TypedConnector } from './typed.ts';

export type { ManifestProblem };
// The package's connectors/: beside engine/ in the sources, one level further up from the build's dist/engine/.
export const defaultConnectorsDir = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? '../connectors/' : '../../connectors/',
    import.meta.url,
  ),
);

export interface EngineOptions {
  /** Folder of <kind>.yaml manifests (default: the package's connectors/). */
  connectorsDir?: string;
  /** Per kind, an origin that replaces the vendor's scheme, host and port (tests, sandboxes). */
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
  /** A URL of the kind with the upstream override applied (the OAuth endpoints of tests and sandboxes). */
  rewriteUrl(kind: string, url: string): string;
  /** How the consent flow reaches a kind's token and discovery endpoints: its HTTP policy and override. */
  tokenContext(kind: string): TokenEndpointContext;
}

/** Loads and compiles every manifest of a folder; problems are returned, not thrown. */
export function compileFolder(
  dir: string,
  opts: { eager?: boolean } = {},
): { plans: Map<string, KindPlan>; problems: ManifestProblem[] } {
  const ajv = createAjv();
  const plans = new Map<string, KindPlan>();
  const problems: ManifestProblem[] = [];
  for (const file of manifestFiles(dir)) {
    const { plan, problems: found } = compileText(readFileSync(file, 'utf8'), file, ajv, opts);
    problems.push(...found);
    if (!plan) continue;
    if (plans.has(plan.kind))
      problems.push({
        file,
        line: 1,
        col: 1,
        code: 'duplicate-kind',
        message: `kind '${plan.kind}' is already defined by another manifest.`,
      });
    plans.set(plan.kind, plan);
  }
  return { plans, problems };
}

export function formatProblem(p: ManifestProblem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.code}  ${p.message}`;
}

export function createEngine(opts: EngineOptions = {}): Engine {
  const catalog = openCatalog(opts.connectorsDir ?? defaultConnectorsDir);
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
    rewriteUrl(kind, url) {
      const upstream = opts.upstreams?.[kind];
      if (!upstream) return url;
      const u = new URL(url);
      const o = new URL(upstream);
      u.protocol = o.protocol;
      u.host = o.host;
      return u.toString();
    },
    tokenContext(kind) {
      return {
        rewriteUrl: (url) => this.rewriteUrl(kind, url),
        http: http(kind),
        redactor: new Redactor(),
      };
    },
    connector: ((kind: string, connectorOpts: ConnectorOptions) => {
      const upstream = opts.upstreams?.[kind];
      return new Connector(plan(kind), connectorOpts, {
        http: http(kind),
        ...(upstream ? { upstream } : {}),
      });
    }) as Engine['connector'], // the typed overload is the same connector, seen through the generated types
  };
}

export { defaultHttpPolicy };
