// Compiles the credential methods: their fields schema, how they apply to requests, and OAuth upkeep.
import { authSchemes } from '../auth/index.ts';
import type { OAuth2Plan } from '../auth/types.ts';
import type { AuthPlan } from '../plan/plan.ts';
import type { Template } from '../plan/request.ts';
import { compileSchema } from '../schema/ajv.ts';
import type { KindScope } from './kind-scope.ts';
import type { Problems, TemplateScope } from './problems.ts';
import type { ConnectorManifest, Schema } from './types.gen.ts';

type Method = NonNullable<ConnectorManifest['auth'][keyof ConnectorManifest['auth']]>;
type OAuth2Spec = NonNullable<Method['oauth2']>;

export function compileAuth(
  auth: ConnectorManifest['auth'],
  configNames: Set<string>,
  p: Problems,
  validators: KindScope['validators'],
): Map<string, AuthPlan> {
  const plans = new Map<string, AuthPlan>();
  for (const [name, method] of Object.entries(auth))
    if (method) plans.set(name, compileMethod(name, method, configNames, p, validators));
  return plans;
}

function compileMethod(
  name: string,
  method: Method,
  configNames: Set<string>,
  p: Problems,
  validators: KindScope['validators'],
): AuthPlan {
  const fields = new Set(Object.keys(method.fields.properties ?? {}));
  for (const r of (method.fields.required ?? []).filter((r) => !fields.has(r)))
    p.problem(
      ['auth', name, 'fields', 'required'],
      'schema-ref',
      `required credential '${r}' is not under fields.properties.`,
    );
  const [schemeName, spec] = Object.entries(method.apply)[0]!;
  const compiled = authSchemes[schemeName]!.compile(spec);
  const scope = { credentials: fields, config: configNames };
  for (const ref of compiled.refs)
    p.template(`{${ref}}`, ['auth', name, 'apply', schemeName], scope);
  const o = method.oauth2;
  const extra = o ? tokenFields(o) : {};
  const fieldsSchema: Schema = {
    type: 'object',
    additionalProperties: false,
    properties: { ...(method.fields.properties ?? {}), ...extra },
    required: method.fields.required ?? [],
  };
  const oscope = { credentials: new Set([...fields, ...Object.keys(extra)]), config: configNames };
  const oauth2 = o ? oauth2Plan(o, ['auth', name, 'oauth2'], fields, oscope, p) : undefined;
  const at = ['auth', name, 'base_url'];
  return {
    name: name as AuthPlan['name'],
    fieldsSchema,
    validateFields: compileSchema(validators.ajv, fieldsSchema, validators.lazy),
    apply: compiled.apply,
    ...(method.base_url
      ? { baseUrl: p.template(method.base_url, at, { config: configNames }) }
      : {}),
    ...(oauth2 ? { oauth2 } : {}),
  };
}

/** Token upkeep adds the expiry (and any kept token fields) to what credentials may hold. */
function tokenFields(o: OAuth2Spec): Record<string, Schema> {
  return {
    expires_at: { type: ['string', 'number'] },
    ...Object.fromEntries((o.keep ?? []).map((k) => [k, {}])),
  };
}

/** OAuth upkeep: consent URL and params, the token request, discovery. `oscope` is what token
 *  templates may name (credentials with the kept token fields, config). */
function oauth2Plan(
  o: OAuth2Spec,
  at: (string | number)[],
  fields: Set<string>,
  oscope: TemplateScope & { config: Set<string> },
  p: Problems,
): OAuth2Plan {
  const config = { config: oscope.config };
  const pairs = (list: Record<string, string> | undefined, key: string, scope: TemplateScope) =>
    Object.entries(list ?? {}).map(
      ([k, v]) => [k, p.template(v, [...at, key, k], scope)] as [string, Template],
    );
  const client = (key: 'client_id' | 'client_secret', given: string | undefined) =>
    given || fields.has(key)
      ? p.template(given ?? `{credentials.${key}}`, [...at, key], oscope)
      : undefined;
  const authorizeUrl = o.authorize_url
    ? p.template(o.authorize_url, [...at, 'authorize_url'], config)
    : undefined;
  const authorizeParams = pairs(o.authorize_params, 'authorize_params', config);
  const tokenUrl = p.template(o.token_url, [...at, 'token_url'], oscope);
  const clientId = client('client_id', o.client_id);
  const clientSecret = client('client_secret', o.client_secret);
  return {
    ...(authorizeUrl ? { authorizeUrl } : {}),
    scopes: o.scopes ?? [],
    scopeSeparator: o.scope_separator ?? ' ',
    pkce: o.pkce ?? false,
    authorizeParams,
    tokenUrl,
    grant: o.grant ?? 'refresh_token',
    clientAuth: o.client_auth ?? 'body',
    tokenBody: o.token_body ?? 'form',
    ...(clientId ? { clientId } : {}),
    ...(clientSecret ? { clientSecret } : {}),
    tokenParams: pairs(o.token_params, 'token_params', oscope),
    keep: o.keep ?? [],
    ...(o.discover
      ? {
          discover: {
            ...(o.discover.url
              ? { url: p.template(o.discover.url, [...at, 'discover', 'url'], config) }
              : {}),
            config: p.expr(o.discover.config, [...at, 'discover', 'config']),
          },
        }
      : {}),
  };
}
