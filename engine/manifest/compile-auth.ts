// Compiles the credential methods: their fields schema, how they apply to requests, and OAuth upkeep.
import { authSchemes } from '../auth/index.ts';
import type { OAuth2Plan } from '../auth/oauth2.ts';
import { compileSchema } from '../params/validate.ts';
import type { Template } from '../request/template.ts';
import type { Compiler } from './compile.ts';
import type { AuthPlan } from './plan.ts';
import type { Schema } from './types.gen.ts';

export function compileAuth(c: Compiler): Map<string, AuthPlan> {
  const m = c.m;
  const config = { config: c.configNames };
  const auth = new Map<string, AuthPlan>();
  for (const [name, method] of Object.entries(m.auth)) {
    if (!method) continue;
    const fields = new Set(Object.keys(method.fields.properties ?? {}));
    for (const r of method.fields.required ?? [])
      if (!fields.has(r))
        c.problem(
          ['auth', name, 'fields', 'required'],
          'schema-ref',
          `required credential '${r}' is not under fields.properties.`,
        );
    const [schemeName, spec] = Object.entries(method.apply)[0]!;
    const compiled = authSchemes[schemeName]!.compile(spec);
    const scope = { credentials: fields, config: c.configNames };
    for (const ref of compiled.refs)
      c.template(`{${ref}}`, ['auth', name, 'apply', schemeName], scope);
    const o = method.oauth2;
    // Token upkeep adds the expiry (and any kept token fields) to what credentials may hold.
    const extra: Record<string, Schema> = o
      ? {
          expires_at: { type: ['string', 'number'] },
          ...Object.fromEntries((o.keep ?? []).map((k) => [k, {}])),
        }
      : {};
    const fieldsSchema: Schema = {
      type: 'object',
      additionalProperties: false,
      properties: { ...(method.fields.properties ?? {}), ...extra },
      required: method.fields.required ?? [],
    };
    const oscope = {
      credentials: new Set([...fields, ...Object.keys(extra)]),
      config: c.configNames,
    };
    const at = ['auth', name, 'oauth2'];
    const oauth2 = o
      ? ({
          ...(o.authorize_url
            ? { authorizeUrl: c.template(o.authorize_url, [...at, 'authorize_url'], config) }
            : {}),
          scopes: o.scopes ?? [],
          scopeSeparator: o.scope_separator ?? ' ',
          pkce: o.pkce ?? false,
          authorizeParams: Object.entries(o.authorize_params ?? {}).map(
            ([k, v]) =>
              [k, c.template(v, [...at, 'authorize_params', k], config)] as [string, Template],
          ),
          tokenUrl: c.template(o.token_url, [...at, 'token_url'], oscope),
          grant: o.grant ?? 'refresh_token',
          clientAuth: o.client_auth ?? 'body',
          tokenBody: o.token_body ?? 'form',
          ...(o.client_id || fields.has('client_id')
            ? {
                clientId: c.template(
                  o.client_id ?? '{credentials.client_id}',
                  [...at, 'client_id'],
                  oscope,
                ),
              }
            : {}),
          ...(o.client_secret || fields.has('client_secret')
            ? {
                clientSecret: c.template(
                  o.client_secret ?? '{credentials.client_secret}',
                  [...at, 'client_secret'],
                  oscope,
                ),
              }
            : {}),
          tokenParams: Object.entries(o.token_params ?? {}).map(
            ([k, v]) =>
              [k, c.template(v, [...at, 'token_params', k], oscope)] as [string, Template],
          ),
          keep: o.keep ?? [],
          ...(o.discover
            ? {
                discover: {
                  url: c.template(o.discover.url, [...at, 'discover', 'url'], config),
                  config: c.expr(o.discover.config, [...at, 'discover', 'config']),
                },
              }
            : {}),
        } satisfies OAuth2Plan)
      : undefined;
    auth.set(name, {
      name: name as AuthPlan['name'],
      fieldsSchema,
      validateFields: compileSchema(c.ajv, fieldsSchema, c.lazy),
      apply: compiled.apply,
      ...(method.base_url
        ? { baseUrl: c.template(method.base_url, ['auth', name, 'base_url'], config) }
        : {}),
      ...(oauth2 ? { oauth2 } : {}),
    });
  }
  return auth;
}
