// OAuth 2.0 token upkeep for one connector: obtains an access token when there is none or it expires
// within a minute, refreshes once more when a response rule says so (by default after a 401), shares one refresh between concurrent calls
// (single flight), and hands every new token set to the owner (to persist) before it is used. A
// refresh the provider rejects as invalid_grant means the user must consent again.
import { observed } from '../events.ts';
import type { HttpPolicy } from '../http/client.ts';
import type { Redactor } from '../http/redact.ts';
import { optional, reauth, requestToken } from './token-request.ts';
import type { OAuth2Plan } from './types.ts';

export type { OAuth2Plan } from './types.ts';

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
    const run = () =>
      this.sinks.coordinate
        ? this.sinks.coordinate((from) => this.exchange(from))
        : this.exchange(this.credentials);
    const o = this.sinks.http.observer;
    this.inflight ??= (
      o
        ? observed(
            o.observe,
            (outcome, ms) => ({ type: 'token_refresh', kind: o.kind, outcome, duration_ms: ms }),
            run,
          )
        : run()
    )
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
    const client = {
      id: p.clientId ? optional(p.clientId, scope) : undefined,
      secret: p.clientSecret ? optional(p.clientSecret, scope) : undefined,
    };
    const body = await requestToken(p, this.kind, fields, client, scope, this.sinks);
    const next = tokensToCredentials(body, from, p.keep);
    await this.sinks.onCredentials?.(next); // persisted before first use: a rotated refresh token is never lost
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
