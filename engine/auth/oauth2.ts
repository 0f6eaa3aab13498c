// OAuth 2.0 token upkeep for one connector: obtains an access token when there is none or it expires
// within a minute, refreshes once more after a vendor 401, shares one refresh between concurrent calls
// (single flight), and hands every new token set to the owner (to persist) before it is used. A
// refresh the provider rejects as invalid_grant means the user must consent again.
import ky, { HTTPError } from 'ky';
import { EngineError } from '../errors.ts';
import { renderTemplate, type Template } from '../request/template.ts';

export interface OAuth2Plan {
  tokenUrl: Template;
  grant: 'refresh_token' | 'client_credentials';
  clientAuth: 'body' | 'basic' | 'none';
  tokenBody: 'form' | 'json';
  clientId?: Template;
  clientSecret?: Template;
  tokenParams: [string, Template][];
  keep: string[];
}

export type Credentials = Record<string, unknown>;

export interface TokenSinks {
  /** Called with the new credentials before they are used; a rotated refresh token must be saved here. */
  onCredentials?: (next: Credentials) => Promise<void> | void;
  /** Rewrites the token URL (the upstream override of tests and sandboxes). */
  rewriteUrl: (url: string) => string;
  timeoutMs: number;
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
    if (typeof this.credentials.access_token !== 'string' || !this.credentials.access_token) return true;
    const exp = expiry(this.credentials.expires_at);
    return exp !== undefined && exp - now < EARLY_MS;
  }

  /** One refresh at a time: concurrent callers share it. */
  refresh(): Promise<Credentials> {
    this.inflight ??= this.exchange().finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  private async exchange(): Promise<Credentials> {
    const scope = { credentials: this.credentials, config: this.config };
    const p = this.plan;
    const fields: Record<string, string> = { grant_type: p.grant };
    if (p.grant === 'refresh_token') {
      const rt = this.credentials.refresh_token;
      if (typeof rt !== 'string' || !rt) throw reauth(this.kind, 'there is no refresh token');
      fields.refresh_token = rt;
    }
    for (const [k, t] of p.tokenParams) fields[k] = renderTemplate(t, scope);
    const headers: Record<string, string> = { accept: 'application/json' };
    const id = p.clientId ? optional(p.clientId, scope) : undefined;
    const secret = p.clientSecret ? optional(p.clientSecret, scope) : undefined;
    if (p.clientAuth === 'basic' && id) headers.authorization = `Basic ${Buffer.from(`${id}:${secret ?? ''}`).toString('base64')}`;
    if (p.clientAuth === 'body') {
      if (id) fields.client_id = id;
      if (secret) fields.client_secret = secret;
    }
    const url = this.sinks.rewriteUrl(renderTemplate(p.tokenUrl, scope));
    let body: Record<string, unknown>;
    try {
      body = await ky
        .post(url, {
          headers,
          ...(p.tokenBody === 'json' ? { json: fields } : { body: new URLSearchParams(fields) }),
          timeout: this.sinks.timeoutMs,
          retry: { limit: 1, methods: ['post'], statusCodes: [429, 500, 502, 503, 504] },
        })
        .json();
    } catch (err) {
      if (err instanceof HTTPError) {
        const text = await err.response.text().catch(() => '');
        const code = /"error"\s*:\s*"([a-z_]+)"/.exec(text)?.[1];
        if (code === 'invalid_grant' || code === 'unauthorized_client' || code === 'invalid_client') throw reauth(this.kind, `the provider answered ${code}`);
        throw new EngineError('upstream_unauthorized', 502, `${this.kind}: the token endpoint failed (${err.response.status}${code ? ` ${code}` : ''}).`, {
          details: { upstream_status: err.response.status, ...(code ? { upstream_error: code } : {}) },
        });
      }
      throw new EngineError('upstream_unreachable', 502, `${this.kind}: the token endpoint could not be reached.`);
    }
    if (typeof body?.access_token !== 'string') {
      throw new EngineError('upstream_invalid_response', 502, `${this.kind}: the token endpoint answered without an access_token.`);
    }
    const next: Credentials = { ...this.credentials, access_token: body.access_token };
    if (typeof body.refresh_token === 'string' && body.refresh_token) next.refresh_token = body.refresh_token;
    const expiresIn = Number(body.expires_in);
    if (Number.isFinite(expiresIn) && expiresIn > 0) next.expires_at = new Date(Date.now() + expiresIn * 1000).toISOString();
    else delete next.expires_at;
    for (const k of p.keep) if (body[k] !== undefined) next[k] = body[k];
    await this.sinks.onCredentials?.(next); // persisted before first use: a rotated refresh token is never lost
    this.credentials = next;
    return next;
  }
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

export function reauth(kind: string, why: string): EngineError {
  return new EngineError(
    'connector_reauth_required',
    409,
    `The ${kind} connector's authorisation is no longer valid (${why}): run the OAuth flow again to reconnect it.`,
  );
}
