// Where a consent flow may send the browser back to: the service-wide origins
// (CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS) plus the organisation's own list. Without this the
// callback would be an open redirect from the service's own domain.
import { and, asc, eq } from 'drizzle-orm';
import { type Actor, AuditTrail } from './audit.ts';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';

export const MAX_ORIGINS_PER_ORGANIZATION = 100;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `scheme://host[:port]` normalised by URL.origin, or why the value is not one. Paths, queries,
 * fragments, userinfo and wildcards are refused; http only for loopback hosts.
 */
export function parseOrigin(value: unknown): { origin: string } | { problem: string } {
  if (typeof value !== 'string' || !value) return { problem: 'must be a non-empty string' };
  if (value.length > 300) return { problem: 'must be at most 300 characters' };
  if (value.includes('*')) return { problem: 'must not contain wildcards: list each origin' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'must be an origin such as https://app.example.com' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { problem: 'must use https (http only for localhost, 127.0.0.1 or [::1])' };
  if (
    url.username ||
    url.password ||
    value
      .slice(url.protocol.length + 2)
      .split('/')[0]!
      .includes('@')
  )
    return { problem: 'must not contain a user name or password' };
  if (value.includes('?') || value.includes('#'))
    return { problem: 'must not contain a query or fragment: only scheme://host[:port]' };
  if (url.pathname !== '/' || /^[a-z]+:\/\/[^/]+\/./i.test(value))
    return { problem: 'must not contain a path: only scheme://host[:port]' };
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
    return { problem: 'must use https (http only for localhost, 127.0.0.1 or [::1])' };
  return { origin: url.origin };
}

/** The service-wide list from the environment; a bad entry stops the start with its position. */
export function parseOriginList(raw: string | undefined, variable: string): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.map((item, i) => {
    const parsed = parseOrigin(item);
    if ('problem' in parsed) throw new Error(`${variable}: entry ${i + 1} ${parsed.problem}.`);
    return parsed.origin;
  });
}

/** Normalised origins of a request body, or a 422 naming each bad entry by index. */
export function originsOfBody(values: unknown[], field = 'origins'): string[] {
  const errors = values.flatMap((v, i) => {
    const parsed = parseOrigin(v);
    return 'problem' in parsed
      ? [{ field: `${field}.${i}`, message: parsed.problem, error_code: 'invalid_origin' }]
      : [];
  });
  if (errors.length)
    throw new ApiError(
      422,
      `Invalid origins: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}.`,
      errors,
    );
  return [...new Set(values.map((v) => (parseOrigin(v) as { origin: string }).origin))];
}

export class RedirectOrigins {
  constructor(
    private db: Db,
    private serviceWide: readonly string[],
    /** This service's own origin (its pages, such as the connect page's end): always allowed. */
    private own: () => string = () => '',
  ) {}

  /** The organisation's own origins, sorted. */
  async list(org: string): Promise<string[]> {
    const { oauthRedirectOrigins } = this.db.t;
    const rows = await this.db.orm
      .select({ origin: oauthRedirectOrigins.origin })
      .from(oauthRedirectOrigins)
      .where(eq(oauthRedirectOrigins.organizationId, org))
      .orderBy(asc(oauthRedirectOrigins.origin));
    return rows.map((r) => r.origin);
  }

  /** Replaces the organisation's list (already normalised origins). */
  async replace(org: string, origins: string[], by?: Actor): Promise<string[]> {
    const { oauthRedirectOrigins } = this.db.t;
    if (origins.length > MAX_ORIGINS_PER_ORGANIZATION) {
      throw new ApiError(422, `At most ${MAX_ORIGINS_PER_ORGANIZATION} origins per organisation.`, [
        {
          field: 'origins',
          message: `must hold at most ${MAX_ORIGINS_PER_ORGANIZATION} origins`,
          error_code: 'invalid_maxitems',
        },
      ]);
    }
    const before = await this.list(org);
    await this.db.atomic((tx) => [
      tx.delete(oauthRedirectOrigins).where(eq(oauthRedirectOrigins.organizationId, org)),
      ...origins.map((origin) =>
        tx
          .insert(oauthRedirectOrigins)
          .values({ organizationId: org, origin })
          .onConflictDoNothing(),
      ),
    ]);
    return this.changed(org, before, by);
  }

  async add(org: string, origin: string): Promise<string[]> {
    const before = await this.list(org);
    await this.db.orm
      .insert(this.db.t.oauthRedirectOrigins)
      .values({ organizationId: org, origin })
      .onConflictDoNothing();
    return this.changed(org, before);
  }

  /** The list after a change, which the audit trail records with the list before. */
  private async changed(org: string, before: string[], by?: Actor): Promise<string[]> {
    const after = await this.list(org);
    await new AuditTrail(this.db).record({
      organizationId: org,
      action: 'redirect_origins.changed',
      before,
      after,
      by,
    });
    return after;
  }

  /** False when the origin was not in the organisation's list. */
  async remove(org: string, origin: string): Promise<boolean> {
    const { oauthRedirectOrigins: o } = this.db.t;
    const before = await this.list(org);
    const removed = await this.db.orm
      .delete(o)
      .where(and(eq(o.organizationId, org), eq(o.origin, origin)))
      .returning({ origin: o.origin });
    if (removed.length > 0) await this.changed(org, before);
    return removed.length > 0;
  }

  /** Whether a consent flow of this organisation may redirect the browser to this URL. */
  async allows(org: string, redirectUrl: string): Promise<boolean> {
    let origin: string;
    try {
      origin = new URL(redirectUrl).origin;
    } catch {
      return false;
    }
    if (this.serviceWide.includes(origin) || origin === this.own()) return true;
    const { oauthRedirectOrigins: o } = this.db.t;
    return (
      (
        await this.db.orm
          .select({ origin: o.origin })
          .from(o)
          .where(and(eq(o.organizationId, org), eq(o.origin, origin)))
      ).length > 0
    );
  }

  /** At the callback, for a flow whose origin was removed meanwhile: a plain 400, no redirect. */
  static noLongerAllowed(): ApiError {
    return new ApiError(
      400,
      "This consent's redirect_url is no longer an allowed redirect origin, so the browser is not sent there; allow the origin and start the flow again.",
    );
  }

  /** The 422 of initiate for a redirect_url whose origin is not allowed, saying how to allow it. */
  static refused(redirectUrl: string): ApiError {
    let origin = 'its origin';
    try {
      origin = new URL(redirectUrl).origin;
    } catch {
      /* the body schema already requires a URL */
    }
    return new ApiError(
      422,
      `redirect_url's origin ${origin} is not allowed: add it to the organisation's list (PUT /api/v1/oauth/redirect-origins, or \`connector-engine oauth origins add --org NAME ${origin}\`), or to CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS on the server.`,
      [
        {
          field: 'redirect_url',
          message: `origin ${origin} is not an allowed redirect origin`,
          error_code: 'redirect_origin_not_allowed',
          details: { origin },
        },
      ],
    );
  }
}
