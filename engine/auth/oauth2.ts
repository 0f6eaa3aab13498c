// OAuth 2.0 token upkeep for one connector: obtains an access token when there is none or it expires
// within a minute, refreshes once more when a response rule says so (by default after a 401), shares one refresh between concurrent calls
// (single flight), and hands every new token set to the owner (to persist) before it is used. A
// refresh the provider rejects as invalid_grant means the user must consent again.
import { EngineError } from '../errors.ts';
import { observed } from '../events.ts';
import { send, type HttpPolicy } from '../http/client.ts';
import type { Redactor } from '../http/redact.ts';
import type { Expression } from '../map/expression.ts';
import { renderTemplate, type Template } from '../request/template.ts';

export interface OAuth2Plan {
  authorizeUrl?: Template;
  scopes: string[];
  scopeSeparator: string;
  pkce: boolean;
  authorizeParams: [string, Template][];
  tokenUrl: Template;
  grant: 'refresh_token' | 'client_credentials';
  clientAuth: 'body' | 'basic' | 'none';
  tokenBody: 'form' | 'json';
  clientId?: Template;
  clientSecret?: Template;
  tokenParams: [string, Template][];
  keep: string[];
  /** After consent: a GET whose answer gives config values (JSONata over the body, $config bound). */
  discover?: { url: Template; config: Expression };
}

export type Credentials = Record<string, unknown>;

export interface TokenSinks {
  /** Called with the new credentials before they are used; a rotated refresh token must be saved here. */
  onCredentials?: (next: Credentials) => Promise<void> | void;
  /**
   * Runs a refresh for the owner, who may coordinate it across processes: call `exchange` with the
   * credentials to spend (the owner's freshest), or answer credentials another process already got.
   */
  coordinate?: (exchange: (from: Credentials) => Promise<Credentials>) => Promise<Credentials>;
  /** Rewrites the token URL (the upstream override of tests and sandboxes). */
  rewriteUrl: (url: string) => string;
  /** The connector's HTTP policy: one deadline, the size cap, no redirects. */
  http: HttpPolicy;
  redactor: Redactor;
}

const EARLY_MS = 60_000;

export class TokenKeeper {
  private inflight: Promise<Credentials> | undefined;

  constructor(
    private plan: OAuth2Plan,
    private kind: string,
    private credentials: Credentials,
    private config: Record<string, unknown>,
    private sinks: TokenSinks,
  ) {}

  current(): Credentials {
    return this.credentials;
  }

  /** True when the access token is missing or expires within a minute. */
  stale(now = Date.now()): boolean {
    return !tokenIsFresh(this.credentials, now);
  }

  /** One refresh at a time: concurrent callers share it. */
  refresh(): Promise<Credentials> {
    const run = () => (this.sinks.coordinate ? this.sinks.coordinate((from) => this.exchange(from)) : this.exchange(this.credentials));
    const o = this.sinks.http.observer;
    this.inflight ??= (o ? observed(o.observe, (outcome, ms) => ({ type: 'token_refresh', kind: o.kind, outcome, duration_ms: ms }), run) : run())
      .then((next) => (this.credentials = next))
      .finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  private async exchange(from: Credentials): Promise<Credentials> {
    this.credentials = from;
    const p = this.plan;
    const scope = { credentials: from, config: this.config };
    const fields: Record<string, string> = { grant_type: p.grant };
    if (p.grant === 'refresh_token') {
      const rt = from.refresh_token;
      if (typeof rt !== 'string' || !rt) throw reauth(this.kind, 'there is no refresh token');
      fields.refresh_token = rt;
    }
    const client = { id: p.clientId ? optional(p.clientId, scope) : undefined, secret: p.clientSecret ? optional(p.clientSecret, scope) : undefined };
    const body = await requestToken(p, this.kind, fields, client, scope, this.sinks);
    const next = tokensToCredentials(body, from, p.keep);
    await this.sinks.onCredentials?.(next); // persisted before first use: a rotated refresh token is never lost
    return next;
  }
}

export interface TokenEndpointContext {
  rewriteUrl: (url: string) => string;
  http: HttpPolicy;
  redactor: Redactor;
}

/** POSTs to the token URL with the manifest's client authentication and body encoding. */
export async function requestToken(
  p: OAuth2Plan,
  kind: string,
  grant: Record<string, string>,
  client: { id?: string | undefined; secret?: string | undefined },
  scope: Record<string, unknown>,
  ctx: TokenEndpointContext,
): Promise<Record<string, unknown>> {
  const fields = { ...grant };
  // A token param over an optional credential the connector does not have is left out, not an error.
  for (const [k, v] of p.tokenParams.map(([k, t]) => [k, optional(t, scope)] as const)) if (v !== undefined) fields[k] = v;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (p.clientAuth === 'basic' && client.id) headers.authorization = `Basic ${Buffer.from(`${client.id}:${client.secret ?? ''}`).toString('base64')}`;
  if (p.clientAuth === 'body') {
    if (client.id) fields.client_id = client.id;
    if (client.secret) fields.client_secret = client.secret;
  }
  const url = ctx.rewriteUrl(renderTemplate(p.tokenUrl, scope));
  if (client.secret) ctx.redactor.add(client.secret);
  const encoded = p.tokenBody === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  headers['content-type'] = p.tokenBody === 'json' ? 'application/json' : 'application/x-www-form-urlencoded;charset=UTF-8';
  // A refresh is retried once on 429/5xx, as the provider did not take the grant.
  const reply = await send({ method: 'POST', url, headers, body: encoded }, { ...ctx.http, retries: Math.min(ctx.http.retries, 1) }, { redactor: ctx.redactor, retryAnyMethod: true, raw: true }).catch((err: unknown) => {
    if (err instanceof EngineError && err.status === 504) throw err;
    throw new EngineError('upstream_unreachable', 502, `${kind}: the token endpoint could not be reached.`);
  });
  if (reply.status >= 400) {
    const code = /"error"\s*:\s*"([a-z_]+)"/.exec(reply.text)?.[1];
    if (code === 'invalid_grant' || code === 'unauthorized_client' || code === 'invalid_client') throw reauth(kind, `the provider answered ${code}`);
    throw new EngineError('upstream_unauthorized', 502, `${kind}: the token endpoint failed (${reply.status}${code ? ` ${code}` : ''}).`, {
      details: { upstream_status: reply.status, ...(code ? { upstream_error: code } : {}) },
    });
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new EngineError('upstream_invalid_response', 502, `${kind}: the token endpoint answered malformed JSON.`);
  }
  if (typeof body?.access_token !== 'string') {
    throw new EngineError('upstream_invalid_response', 502, `${kind}: the token endpoint answered without an access_token.`);
  }
  return body;
}

/** Merges a token response into credentials: access token, rotated refresh token, expiry, kept fields. */
export function tokensToCredentials(body: Record<string, unknown>, prev: Credentials, keep: string[]): Credentials {
  const next: Credentials = { ...prev, access_token: body.access_token };
  if (typeof body.refresh_token === 'string' && body.refresh_token) next.refresh_token = body.refresh_token;
  const expiresIn = Number(body.expires_in);
  if (Number.isFinite(expiresIn) && expiresIn > 0) next.expires_at = new Date(Date.now() + expiresIn * 1000).toISOString();
  else delete next.expires_at;
  for (const k of keep) if (body[k] !== undefined) next[k] = body[k];
  return next;
}

/** The consent URL of the authorization-code flow. */
export function authorizeUrl(
  p: OAuth2Plan,
  a: { clientId: string; redirectUri: string; state: string; codeChallenge?: string; config: Record<string, unknown> },
): string {
  if (!p.authorizeUrl) throw new Error('no authorize_url');
  const u = new URL(renderTemplate(p.authorizeUrl, { config: a.config }));
  u.searchParams.set('response_type', 'code');
  u.searchParams.set('client_id', a.clientId);
  u.searchParams.set('redirect_uri', a.redirectUri);
  u.searchParams.set('state', a.state);
  if (p.scopes.length) u.searchParams.set('scope', p.scopes.join(p.scopeSeparator));
  if (a.codeChallenge) {
    u.searchParams.set('code_challenge', a.codeChallenge);
    u.searchParams.set('code_challenge_method', 'S256');
  }
  for (const [k, t] of p.authorizeParams) u.searchParams.set(k, renderTemplate(t, { config: a.config }));
  return u.toString();
}

function optional(t: Template, scope: Record<string, unknown>): string | undefined {
  try {
    return renderTemplate(t, scope);
  } catch {
    return undefined;
  }
}

function expiry(v: unknown): number | undefined {
  if (typeof v === 'number') return v < 1e12 ? v * 1000 : v;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    return Number.isNaN(t) ? undefined : t;
  }
  return undefined;
}

/**
 * The one freshness rule, for the engine and for stores that hold tokens: an access token is fresh
 * when present and not expiring within a minute (expires_at as ISO text, Unix seconds or milliseconds).
 */
export function tokenIsFresh(credentials: Credentials, now = Date.now()): boolean {
  if (typeof credentials.access_token !== 'string' || !credentials.access_token) return false;
  const exp = expiry(credentials.expires_at);
  return exp === undefined || exp - now >= EARLY_MS;
}

/** The one re-authorisation error: the user must consent again. */
export function reauth(kind: string, why?: string): EngineError {
  return new EngineError(
    'connector_reauth_required',
    409,
    `The ${kind} connector's authorisation is no longer valid${why ? ` (${why})` : ''}: run the OAuth flow again to reconnect it.`,
  );
}

/** Runs the kind's discovery after consent: config values read from a GET made with the new token. */
export async function discoverConfig(p: OAuth2Plan, accessToken: string, config: Record<string, unknown>, ctx: TokenEndpointContext): Promise<Record<string, unknown>> {
  if (!p.discover) return {};
  const reply = await send({ method: 'GET', url: ctx.rewriteUrl(renderTemplate(p.discover.url, { config })), headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }, ctx.http, { redactor: ctx.redactor });
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new EngineError('upstream_invalid_response', 502, 'The discovery endpoint answered malformed JSON.');
  }
  const found = await p.discover.config.evaluate(body, { config });
  return found && typeof found === 'object' && !Array.isArray(found) ? (found as Record<string, unknown>) : {};
}
