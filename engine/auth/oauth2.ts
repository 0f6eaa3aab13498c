// OAuth 2.0 token upkeep for one connector: obtains an access token when there is none or it expires
// within a minute, and once more when a response rule says so (by default after a 401). One refresh
// at a time is shared by concurrent calls (single flight), spent under the credentials port's lease,
// and the new token set stored through the port before it is used. A refresh the provider rejects as
// invalid_grant means the user must consent again, which the port is told.
import { EngineError } from '../errors.ts';
import { report } from '../events.ts';
import type { Credentials, CredentialsPort, Lease } from './credentials.ts';
import { optional, requestToken, type TokenContext } from './token-request.ts';
import type { OAuth2Plan, OAuthApp } from './types.ts';

export type { TokenContext } from './token-request.ts';
export type { OAuth2Plan } from './types.ts';

const EARLY_MS = 60_000;

export class TokenKeeper {
  private inflight: Promise<Credentials> | undefined;
  private credentials: Credentials;

  constructor(
    private plan: OAuth2Plan,
    private kind: string,
    private port: CredentialsPort,
    private app: OAuthApp | undefined,
    private config: Record<string, unknown>,
    private ctx: TokenContext,
  ) {
    this.credentials = port.read().credentials;
  }

  /** True when the access token is missing or expires within a minute. */
  stale(now = Date.now()): boolean {
    return !tokenIsFresh(this.credentials, now);
  }

  /** One refresh at a time: concurrent callers share it. */
  refresh(): Promise<Credentials> {
    this.inflight ??= this.leased()
      .then((next) => (this.credentials = next))
      .finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  /** Under the port's lease: the tokens another holder stored, or a new set stored before use. */
  private async leased(): Promise<Credentials> {
    const started = performance.now();
    let outcome = 'error';
    try {
      const lease = await this.port.lease();
      const next = 'taken' in lease ? lease.taken : await this.spend(lease);
      outcome = 'ok';
      return next;
    } catch (err) {
      if (err instanceof EngineError) outcome = err.code;
      throw err;
    } finally {
      const o = this.ctx.http.observer;
      if (o) {
        const duration_ms = performance.now() - started;
        report(o.observe, { type: 'token_refresh', kind: o.kind, outcome, duration_ms });
      }
    }
  }

  private async spend(lease: Exclude<Lease, { taken: Credentials }>): Promise<Credentials> {
    let next: Credentials;
    try {
      next = await this.exchange(lease.from);
    } catch (err) {
      await lease.release();
      if (err instanceof EngineError && err.code === 'connector_reauth_required')
        await this.port.needsReauth(err.message);
      throw err;
    }
    await lease.keep(next);
    return next;
  }

  private async exchange(from: Credentials): Promise<Credentials> {
    this.credentials = from;
    const p = this.plan;
    // The OAuth app stands in for the method's client fields; it is never part of what is stored.
    const app = this.app
      ? { client_id: this.app.client_id, client_secret: this.app.client_secret }
      : {};
    const scope = { credentials: { ...from, ...app }, config: this.config };
    const fields: Record<string, string> = { grant_type: p.grant };
    if (p.grant === 'refresh_token') {
      const rt = from.refresh_token;
      if (typeof rt !== 'string' || !rt)
        throw EngineError.reauth(this.kind, 'there is no refresh token');
      fields.refresh_token = rt;
    }
    const client = {
      id: p.clientId ? optional(p.clientId, scope) : undefined,
      secret: p.clientSecret ? optional(p.clientSecret, scope) : undefined,
    };
    const body = await requestToken(p, this.kind, fields, client, scope, this.ctx);
    const next = tokensToCredentials(body, from, p.keep);
    // masked before the port stores it or anything can echo it
    for (const k of ['access_token', 'refresh_token'])
      if (typeof next[k] === 'string') this.ctx.redactor.add(next[k] as string);
    return next;
  }
}

/** Merges a token response into credentials: access token, rotated refresh token, expiry, kept fields. */
export function tokensToCredentials(
  body: Record<string, unknown>,
  prev: Credentials,
  keep: string[],
): Credentials {
  const next: Credentials = { ...prev, access_token: body.access_token };
  if (typeof body.refresh_token === 'string' && body.refresh_token)
    next.refresh_token = body.refresh_token;
  const expiresIn = Number(body.expires_in);
  if (Number.isFinite(expiresIn) && expiresIn > 0)
    next.expires_at = new Date(Date.now() + expiresIn * 1000).toISOString();
  else delete next.expires_at;
  for (const k of keep) if (body[k] !== undefined) next[k] = body[k];
  return next;
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
