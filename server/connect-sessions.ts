// Connect sessions: a short-lived, single-use link an application hands its end user, who connects an
// account on the hosted connect page (connect-page.ts) without the application building a credential
// form. A session is bound to its organisation, offers some kinds (or one connector to reconnect), and
// ends by sending the browser to the application's redirect URL with connector_id. Only the hash of the
// token is stored; the link is the capability, so it expires (30 minutes) and works once.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { type Engine, EngineError } from '../engine/index.ts';
import type { ApiBodies } from './api-types.gen.ts';
import { type Actor, AuditTrail } from './audit.ts';
import type { ConnectorStore } from './connectors.ts';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';
import { sha256 } from './oauth-callback.ts';
import { RedirectOrigins } from './redirect-origins.ts';

export const CONNECT_TTL_MS = 30 * 60_000;
export const CONNECT_PAGE = '/connect';

export type Session = Db['t']['connectSessions']['$inferSelect'] & { token: string };
export type Branding = { name: string; logo?: string; color?: string };

export interface ConnectDeps {
  db: Db;
  engine: Pick<Engine, 'kinds' | 'plan'>;
  connectors: Pick<ConnectorStore, 'get'>;
  origins: Pick<RedirectOrigins, 'allows'>;
  publicUrl: () => string;
}

export class ConnectSessions {
  constructor(private s: ConnectDeps) {}

  /** The service's own page that ends a session made without a redirect URL. */
  get donePage(): string {
    return `${this.s.publicUrl().replace(/\/$/, '')}${CONNECT_PAGE}/done`;
  }

  async create(
    org: string,
    body: ApiBodies['createConnectSession'],
  ): Promise<{ token: string; url: string; expires_at: string }> {
    const redirectUrl = body.redirect_url ?? this.donePage;
    if (!(await this.s.origins.allows(org, redirectUrl)))
      throw RedirectOrigins.refused(redirectUrl);
    const target = await this.target(org, body);
    const token = `cs_${randomBytes(32).toString('base64url')}`;
    const expiresAt = new Date(Date.now() + CONNECT_TTL_MS).toISOString();
    const { connectSessions: t } = this.s.db.t;
    // the organisation's dead links go as new ones come: the table holds live sessions, not history
    await this.s.db.orm
      .delete(t)
      .where(and(eq(t.organizationId, org), lt(t.expiresAt, new Date().toISOString())));
    await this.s.db.orm.insert(t).values({
      tokenHash: sha256(token),
      organizationId: org,
      redirectUrl,
      expiresAt,
      ...target,
    });
    const url = `${this.s.publicUrl().replace(/\/$/, '')}${CONNECT_PAGE}/${token}`;
    return { token, url, expires_at: expiresAt };
  }

  /**
   * A connector that waits for re-consent, as an error that carries a ready link to reconnect it (the
   * same call works once the user has used it); any other error as it is.
   */
  async reconnectError(err: unknown, org: string, id: string): Promise<unknown> {
    if (!(err instanceof EngineError) || err.code !== 'connector_reauth_required') return err;
    const { url, expires_at } = await this.create(org, { connector_id: id });
    return new EngineError(
      err.code,
      err.status,
      `${err.message} Ask the user to open connect_url (valid until ${expires_at}) and reconnect the account there; then retry the same call.`,
      { details: { ...err.details, connect_url: url, expires_at } },
    );
  }

  /** The session of a link, or why it cannot be used: 404 unknown, 410 expired or already used. */
  async open(token: string): Promise<Session> {
    const { connectSessions: t } = this.s.db.t;
    const row = /^cs_[\w-]{43}$/.test(token)
      ? (
          await this.s.db.orm
            .select()
            .from(t)
            .where(eq(t.tokenHash, sha256(token)))
        )[0]
      : undefined;
    if (!row) throw new ApiError(404, 'This connect link is not known.');
    if (row.usedAt) throw new ApiError(410, 'This connect link was already used.');
    if (Date.parse(row.expiresAt) < Date.now())
      throw new ApiError(410, 'This connect link has expired.');
    return { ...row, token };
  }

  /** Marks the session used; false when another request used it first (single use). */
  async use(tokenHash: string): Promise<boolean> {
    const { connectSessions: t } = this.s.db.t;
    const used = await this.s.db.orm
      .update(t)
      .set({ usedAt: new Date().toISOString() })
      .where(and(eq(t.tokenHash, tokenHash), isNull(t.usedAt)))
      .returning({ hash: t.tokenHash });
    return used.length === 1;
  }

  /** The kinds a session offers, in the catalog's order. */
  kinds(session: Session): string[] {
    const known = this.s.engine.kinds();
    return session.allowedKinds ? known.filter((k) => session.allowedKinds!.includes(k)) : known;
  }

  async branding(org: string): Promise<Branding> {
    const { connectBranding: b, organizations: o } = this.s.db.t;
    const [orgRow] = await this.s.db.orm.select().from(o).where(eq(o.id, org));
    const [row] = await this.s.db.orm.select().from(b).where(eq(b.organizationId, org));
    return {
      name: row?.displayName ?? orgRow?.name ?? '',
      ...(row?.logo ? { logo: row.logo } : {}),
      ...(row?.color ? { color: row.color } : {}),
    };
  }

  async setBranding(
    org: string,
    body: ApiBodies['connectBranding'],
    by?: Actor,
  ): Promise<Branding> {
    const { connectBranding: b } = this.s.db.t;
    const before = await this.branding(org);
    const set = {
      ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
      ...(body.logo !== undefined ? { logo: body.logo } : {}),
      ...(body.color !== undefined ? { color: body.color } : {}),
    };
    await this.s.db.orm
      .insert(b)
      .values({ organizationId: org, ...set })
      .onConflictDoUpdate({ target: b.organizationId, set: { organizationId: org, ...set } });
    const after = await this.branding(org);
    await new AuditTrail(this.s.db).record({
      organizationId: org,
      action: 'connect_branding.changed',
      before,
      after,
      by,
    });
    return after;
  }

  /** What a session connects: a workspace and kinds, or one existing connector (a reconnect). */
  private async target(org: string, body: ApiBodies['createConnectSession']) {
    if (body.connector_id) {
      const connector = await this.s.connectors.get(org, body.connector_id); // 404 for another org's
      return {
        workspaceName: connector.workspace_name,
        allowedKinds: [connector.connector_type],
        connectorId: connector.id,
      };
    }
    const known = new Set(this.s.engine.kinds());
    const unknown = (body.allowed_kinds ?? []).findIndex((k) => !known.has(k));
    if (unknown >= 0)
      throw new ApiError(422, `Unknown connector kind '${body.allowed_kinds![unknown]}'.`, [
        {
          field: `allowed_kinds.${unknown}`,
          message: 'is not a connector kind of this service (GET /api/v1/connector-types)',
          error_code: 'unknown_kind',
        },
      ]);
    return {
      workspaceName: body.workspace_name!,
      allowedKinds: body.allowed_kinds ?? null,
      connectorId: null,
    };
  }
}
