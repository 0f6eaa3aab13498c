// The authorization-code flow of one kind, the one entry a consent flow needs (Engine.consent): the
// consent URL, then the code exchanged for tokens and the kind's discovery of config values, each
// vendor call through the kind's bare pipeline. The caller keeps the state, the PKCE verifier and
// the OAuth app; the engine keeps nothing between the two steps.
import { EngineError } from '../errors.ts';
import type { Redactor } from '../http/redact.ts';
import type { Pipeline } from '../pipeline/types.ts';
import { renderTemplate } from '../request/template.ts';
import { tokensToCredentials } from './oauth2.ts';
import { requestToken } from './token-request.ts';
import type { OAuth2Plan, OAuthApp } from './types.ts';

export interface Consent {
  /** The kind asks for PKCE: send a code challenge and keep its verifier for the exchange. */
  readonly pkce: boolean;
  /** The provider's consent URL (with the upstream override of tests and sandboxes). */
  authorizeUrl(a: {
    app: OAuthApp;
    redirectUri: string;
    state: string;
    codeChallenge?: string;
    config: Record<string, unknown>;
  }): string;
  /** The code exchanged for credentials, and the config values the kind discovers with them. */
  exchangeCode(a: {
    app: OAuthApp;
    code: string;
    redirectUri: string;
    codeVerifier?: string;
    config: Record<string, unknown>;
  }): Promise<{ credentials: Record<string, unknown>; discovered: Record<string, unknown> }>;
}

export interface ConsentContext {
  rewriteUrl: (url: string) => string;
  /** The caller's config with the kind's derived values (a region's hosts), for the URL templates. */
  derive: (config: Record<string, unknown>) => Record<string, unknown>;
  /** The kind's config schema over a config: undefined when it fits, else the first field that does not.
   *  `given`: only the values present are checked (consent may discover the others). */
  validate: (config: Record<string, unknown>, given?: boolean) => string | undefined;
  /** A bare pipeline per exchange, with its own redactor (the client secret and new tokens). */
  pipeline: () => { pipeline: Pipeline; redactor: Redactor };
}

export function consentFor(p: OAuth2Plan, kind: string, ctx: ConsentContext): Consent {
  return {
    pkce: p.pkce,
    authorizeUrl: (a) => {
      checkGiven(kind, ctx.validate(a.config, true));
      return ctx.rewriteUrl(authorizeUrl(p, { ...a, config: ctx.derive(a.config) }));
    },
    async exchangeCode(a) {
      checkGiven(kind, ctx.validate(a.config, true));
      const config = ctx.derive(a.config);
      const grant: Record<string, string> = {
        grant_type: 'authorization_code',
        code: a.code,
        redirect_uri: a.redirectUri,
        ...(a.codeVerifier ? { code_verifier: a.codeVerifier } : {}),
      };
      const call = { ...ctx.pipeline(), rewriteUrl: ctx.rewriteUrl };
      const client = { id: a.app.client_id, secret: a.app.client_secret };
      const scope = { credentials: {}, config };
      const body = await requestToken(p, kind, grant, client, scope, call);
      const credentials = tokensToCredentials(body, {}, p.keep);
      call.redactor.add(String(credentials.access_token));
      const token = String(credentials.access_token);
      const discovered = await discoverConfig(p, token, body, config, call);
      checkDiscovered(kind, discovered, credentials, () =>
        ctx.validate({ ...a.config, ...discovered }),
      );
      return { credentials, discovered };
    },
  };
}

/** A consent renders its URLs from the caller's config: a value outside the kind's config schema (a
 *  host carrying a path, another scheme) must never become the place a user is sent or a code goes. */
function checkGiven(kind: string, field: string | undefined): void {
  if (!field) return;
  throw new EngineError(
    'invalid_config',
    400,
    `${field} is not a valid value for ${kind}: see the kind's config schema.`,
    {
      errors: [
        { field, message: 'does not match the config schema', error_code: 'invalid_config' },
      ],
    },
  );
}

function authorizeUrl(
  p: OAuth2Plan,
  a: {
    app: OAuthApp;
    redirectUri: string;
    state: string;
    codeChallenge?: string;
    config: Record<string, unknown>;
  },
): string {
  if (!p.authorizeUrl) throw new Error('no authorize_url');
  const u = new URL(renderTemplate(p.authorizeUrl, { config: a.config }));
  u.searchParams.set('response_type', 'code');
  u.searchParams.set('client_id', a.app.client_id);
  u.searchParams.set('redirect_uri', a.redirectUri);
  u.searchParams.set('state', a.state);
  if (p.scopes.length) u.searchParams.set('scope', p.scopes.join(p.scopeSeparator));
  if (a.codeChallenge) {
    u.searchParams.set('code_challenge', a.codeChallenge);
    u.searchParams.set('code_challenge_method', 'S256');
  }
  for (const [k, t] of p.authorizeParams)
    u.searchParams.set(k, renderTemplate(t, { config: a.config }));
  return u.toString();
}

/** Token fields a discovery from the token answer never sees. */
const TOKEN_FIELDS = new Set(['access_token', 'refresh_token', 'id_token']);

/**
 * The kind's discovery after consent: config values read from a GET made with the new token, or
 * (no url) from the token answer itself, without its tokens.
 */
async function discoverConfig(
  p: OAuth2Plan,
  accessToken: string,
  tokenAnswer: unknown,
  config: Record<string, unknown>,
  ctx: { rewriteUrl: (url: string) => string; pipeline: Pipeline },
): Promise<Record<string, unknown>> {
  if (!p.discover) return {};
  if (!p.discover.url) {
    const answer =
      tokenAnswer && typeof tokenAnswer === 'object' && !Array.isArray(tokenAnswer)
        ? Object.fromEntries(Object.entries(tokenAnswer).filter(([k]) => !TOKEN_FIELDS.has(k)))
        : {};
    return asConfig(await p.discover.config.evaluate(answer, { config }));
  }
  const reply = await ctx.pipeline.run({
    recipe: {
      request: {
        method: 'GET',
        url: ctx.rewriteUrl(renderTemplate(p.discover.url, { config })),
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      },
    },
    rules: [],
    bindings: {},
  });
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new EngineError(
      'upstream_invalid_response',
      502,
      'The discovery endpoint answered malformed JSON.',
    );
  }
  return asConfig(await p.discover.config.evaluate(body, { config }));
}

function asConfig(found: unknown): Record<string, unknown> {
  if (!found || typeof found !== 'object' || Array.isArray(found)) return {};
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
}

/**
 * Discovered values are config like any other: they must fit the kind's config schema (a hostile answer
 * cannot name another host where a pattern forbids it), and never carry a token.
 */
function checkDiscovered(
  kind: string,
  discovered: Record<string, unknown>,
  credentials: Record<string, unknown>,
  validate: () => string | undefined,
): void {
  const secrets = ['access_token', 'refresh_token']
    .map((k) => credentials[k])
    .filter((v): v is string => typeof v === 'string' && v.length > 0);
  const holdsSecret = Object.values(discovered).some((v) => {
    const text = typeof v === 'string' ? v : JSON.stringify(v ?? null);
    return secrets.some((s) => text.includes(s));
  });
  if (holdsSecret)
    throw new EngineError(
      'upstream_invalid_response',
      502,
      `${kind}: the discovered config would hold a token; it is not stored.`,
    );
  const misfit = validate();
  if (misfit)
    throw new EngineError(
      'upstream_invalid_response',
      502,
      `${kind}: the vendor named a config value that does not fit the kind (${misfit}).`,
      { field: misfit },
    );
}
