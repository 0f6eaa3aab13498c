// Connection set-up: a kind's plan bound to one connector's config, replication settings and
// credentials. Config is validated and its derived values looked up, the credential method chosen,
// the base URL rendered, and the upstream override (tests, sandboxes) applied to every origin.
import type { AppliedAuth } from './auth/index.ts';
import { chooseAuth, schemaError } from './auth/select.ts';
import { EngineError } from './errors.ts';
import type { HttpPolicy } from './http/client.ts';
import type { ConnectorOptions } from './options.ts';
import type { AuthPlan, KindPlan } from './plan/plan.ts';
import { MissingVariableError, renderTemplate } from './request/template.ts';

export interface ConnectorEnvironment {
  http: HttpPolicy;
  /** Replaces scheme, host and port of every upstream URL of this kind (tests, sandboxes). */
  upstream?: string;
}

export interface Connection {
  config: Record<string, unknown>;
  replication: Record<string, unknown>;
  auth: AuthPlan;
  /** The credentials applied, or undefined when token upkeep must fetch an access token first. */
  applied: AppliedAuth | undefined;
  /** Where requests go: the vendor's base URL with the override's origin. */
  baseUrl: string;
  vendorOrigin: string;
  origin: string;
  /** Replaces the origin with the upstream override, for every URL of this kind. */
  rewrite(url: string): string;
}

export function openConnection(
  plan: KindPlan,
  opts: ConnectorOptions & { credentials: Record<string, unknown> },
  env: ConnectorEnvironment,
): Connection {
  const config = withDerived(plan, { ...(opts.config ?? {}) });
  const replication = { ...(opts.replication ?? {}) };
  if (!plan.validateReplication(replication)) {
    throw schemaError(
      'invalid_config',
      `Invalid replication_config for ${plan.kind}`,
      'replication_config',
      plan.validateReplication.errors,
      'is not a replication setting of this kind',
    );
  }
  const auth = chooseAuth(plan, opts);
  const scope = { credentials: opts.credentials, config };
  const base = () =>
    renderTemplate(auth.baseUrl ?? plan.baseUrl, scope, encodeURIComponent).replace(/\/$/, '');
  let vendorBase: string;
  let applied: AppliedAuth | undefined;
  try {
    vendorBase = base();
    applied = auth.apply(scope);
  } catch (err) {
    if (!(err instanceof MissingVariableError)) throw err;
    const [root, name] = err.ref.split('.');
    // With token upkeep a missing access token is fetched before the first call.
    if (!(auth.oauth2 && root === 'credentials' && name === 'access_token')) {
      const code = root === 'credentials' ? 'invalid_credentials' : 'invalid_config';
      throw new EngineError(
        code,
        400,
        `${plan.kind} (${auth.name}) needs ${root} field '${name}'.`,
        { field: err.ref },
      );
    }
    vendorBase ??= base();
  }
  const rewrite = (url: string) => {
    if (!env.upstream) return url;
    const u = new URL(url);
    const o = new URL(env.upstream);
    u.protocol = o.protocol;
    u.host = o.host;
    return u.toString();
  };
  const baseUrl = env.upstream ? rewrite(vendorBase).replace(/\/$/, '') : vendorBase;
  return {
    config,
    replication,
    auth,
    applied,
    baseUrl,
    vendorOrigin: new URL(vendorBase).origin,
    origin: new URL(baseUrl).origin,
    rewrite,
  };
}

/** Validates config and adds the values derived from it (a region -> an endpoint group). */
function withDerived(plan: KindPlan, config: Record<string, unknown>): Record<string, unknown> {
  if (!plan.validateConfig(config))
    throw schemaError(
      'invalid_config',
      `Invalid config for ${plan.kind}`,
      'config',
      plan.validateConfig.errors,
      'is not a config variable of this kind',
    );
  return derivedConfig(plan, config);
}

/**
 * The config with the values derived from it, a variable left out counting as its declared default.
 * Consent uses it alone: before consent, the config may still lack what discovery fills in.
 */
export function derivedConfig(
  plan: KindPlan,
  config: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...config };
  for (const d of plan.derived) {
    const given =
      config[d.from] ??
      (plan.configSchema.properties?.[d.from] as { default?: unknown } | undefined)?.default;
    if (given === undefined) continue;
    const name = ['string', 'number', 'boolean'].includes(typeof given) ? String(given) : '';
    const value = Object.hasOwn(d.map, name) ? d.map[name] : undefined;
    if (value === undefined) {
      const shown = name ? `'${name.slice(0, 100)}'` : `of type ${typeof given}`;
      throw new EngineError(
        'invalid_config',
        400,
        `${plan.kind}: config ${d.from} ${shown} is not one of ${Object.keys(d.map).join(', ')}.`,
        { field: `config.${d.from}` },
      );
    }
    out[d.name] = value;
  }
  return out;
}
