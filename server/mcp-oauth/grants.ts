// The MCP grants an organisation gives agents: one-time approval codes (created by one of its
// applications), authorization codes (PKCE S256) and token families (an access and a refresh token,
// rotated on every refresh). Only SHA-256 hashes of codes and tokens are stored. A replayed
// authorization code or a rotated refresh token presented again revokes its whole family (RFC 9700
// section 4.14), and revoking any token of a family ends it at once: /mcp reads the token's row on
// every request, joined with the approving application, so revoking that application or taking the
// organisation from it ends its grants at the next request too.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { invalidGrant, OAuthProblem } from './errors.ts';

export const APPROVAL_TTL_MS = 10 * 60_000;
export const CODE_TTL_MS = 2 * 60_000;
export const ACCESS_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_MS = 30 * 24 * 3600_000;

const hash = (s: string) => createHash('sha256').update(s).digest('base64url');
const token = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;
const iso = (ms: number) => new Date(ms).toISOString();
/** Crockford's base32 without look-alikes: codes a person types. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An approval code as typed: upper case, dashes and spaces dropped (undefined when it cannot be one). */
export function normaliseApproval(typed: string): string | undefined {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(bare) ? bare : undefined;
}

export interface Grant {
  organizationId: string;
  clientId: string;
  resource: string;
  scopes: string[];
  /** The application whose approval code granted it. */
  applicationId: string | null;
}
export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export class McpGrants {
  constructor(
    private db: Db,
    private now: () => number = () => Date.now(),
  ) {}

  /** A one-time code (80 bits, 10 minutes) that lets a person grant the organisation's MCP access. */
  async createApproval(org: string, application: string, scopes: string[]) {
    const bare = Array.from({ length: 16 }, () => ALPHABET[randomInt(32)]).join('');
    const code = bare.match(/.{4}/g)!.join('-');
    const expiresAt = iso(this.now() + APPROVAL_TTL_MS);
    const { mcpOauthApprovals: t } = this.db.t;
    await this.db.orm
      .delete(t)
      .where(and(eq(t.organizationId, org), lt(t.expiresAt, iso(this.now()))));
    await this.db.orm.insert(t).values({
      codeHash: hash(bare),
      organizationId: org,
      applicationId: application,
      scopes,
      expiresAt,
    });
    return { code, expires_at: expiresAt, scopes };
  }

  /** The approval behind a typed code, if it is live (unknown, used and expired are all "not valid"). */
  async approval(typed: string) {
    const bare = normaliseApproval(typed);
    if (!bare) return undefined;
    const { mcpOauthApprovals: t } = this.db.t;
    const [row] = await this.db.orm
      .select()
      .from(t)
      .where(eq(t.codeHash, hash(bare)));
    if (!row || row.usedAt || Date.parse(row.expiresAt) <= this.now()) return undefined;
    return row;
  }

  /** Marks the approval used; false when another request used it first. */
  async useApproval(codeHash: string): Promise<boolean> {
    const { mcpOauthApprovals: t } = this.db.t;
    const used = await this.db.orm
      .update(t)
      .set({ usedAt: iso(this.now()) })
      .where(and(eq(t.codeHash, codeHash), isNull(t.usedAt)))
      .returning({ h: t.codeHash });
    return used.length === 1;
  }

  async createCode(grant: Grant, redirectUri: string, codeChallenge: string): Promise<string> {
    const code = token('mcp_ac_');
    const { mcpOauthCodes: t } = this.db.t;
    await this.db.orm
      .delete(t)
      .where(and(eq(t.organizationId, grant.organizationId), lt(t.expiresAt, iso(this.now()))));
    await this.db.orm.insert(t).values({
      codeHash: hash(code),
      ...grant,
      redirectUri,
      codeChallenge,
      expiresAt: iso(this.now() + CODE_TTL_MS),
    });
    return code;
  }

  /** authorization_code: the code's grant as a new token family, once. */
  async exchange(
    code: string,
    given: { clientId: string; redirectUri: string; verifier: string; resource?: string },
  ): Promise<IssuedTokens> {
    const { mcpOauthCodes: t } = this.db.t;
    const [row] = await this.db.orm
      .select()
      .from(t)
      .where(eq(t.codeHash, hash(code)));
    if (!row) throw invalidGrant('The authorization code is not known.');
    if (row.usedAt) {
      if (row.familyId) await this.revokeFamily(row.organizationId, row.familyId);
      throw invalidGrant('The authorization code was already used; its tokens are revoked.');
    }
    if (Date.parse(row.expiresAt) <= this.now())
      throw invalidGrant('The authorization code has expired.');
    if (row.clientId !== given.clientId || row.redirectUri !== given.redirectUri)
      throw invalidGrant('The code was issued to another client_id or redirect_uri.');
    if (!pkceMatches(given.verifier, row.codeChallenge))
      throw invalidGrant('code_verifier does not match the code_challenge.');
    checkResource(given.resource, row.resource);
    const familyId = randomBytes(12).toString('base64url');
    const used = await this.db.orm
      .update(t)
      .set({ usedAt: iso(this.now()), familyId })
      .where(and(eq(t.codeHash, row.codeHash), isNull(t.usedAt)))
      .returning({ h: t.codeHash });
    if (used.length !== 1) throw invalidGrant('The authorization code was already used.');
    return this.issue(row, familyId);
  }

  /** refresh_token: a new pair in the same family; the one presented can never be used again. */
  async refresh(
    refreshToken: string,
    given: { clientId: string; resource?: string; scope?: string },
  ): Promise<IssuedTokens> {
    const row = await this.tokenRow(refreshToken, 'refresh');
    if (!row || row.revokedAt || !row.approverLive || Date.parse(row.expiresAt) <= this.now())
      throw invalidGrant('The refresh token is not valid.');
    if (row.clientId !== given.clientId)
      throw invalidGrant('The refresh token was issued to another client.');
    if (row.usedAt) {
      await this.revokeFamily(row.organizationId, row.familyId);
      throw invalidGrant(
        'The refresh token was already used; every token of this grant is revoked.',
      );
    }
    checkResource(given.resource, row.resource);
    const scopes = narrowed(row.scopes, given.scope);
    const { mcpOauthTokens: t } = this.db.t;
    const used = await this.db.orm
      .update(t)
      .set({ usedAt: iso(this.now()) })
      .where(and(eq(t.tokenHash, row.tokenHash), isNull(t.usedAt)))
      .returning({ h: t.tokenHash });
    if (used.length !== 1) {
      await this.revokeFamily(row.organizationId, row.familyId);
      throw invalidGrant(
        'The refresh token was already used; every token of this grant is revoked.',
      );
    }
    return this.issue({ ...row, scopes }, row.familyId);
  }

  /** RFC 7009: ends the token's whole grant; an unknown token or another client's is ignored. */
  async revoke(tokenValue: string, clientId: string): Promise<void> {
    const row = await this.tokenRow(tokenValue);
    if (row && row.clientId === clientId) await this.revokeFamily(row.organizationId, row.familyId);
  }

  /** The grant of a live access token, else undefined. */
  async access(tokenValue: string): Promise<Grant | undefined> {
    const row = await this.tokenRow(tokenValue, 'access');
    if (!row || row.revokedAt || !row.approverLive || Date.parse(row.expiresAt) <= this.now())
      return undefined;
    const { organizationId, clientId, resource, scopes, applicationId } = row;
    return { organizationId, clientId, resource, scopes, applicationId };
  }

  /** The token's row, and whether the application that approved it still acts for its organisation. */
  private async tokenRow(value: string, kind?: 'access' | 'refresh') {
    if (!/^mcp_(at|rt)_[\w-]{43}$/.test(value)) return undefined;
    const { mcpOauthTokens: t, applications: a, applicationGrants: g } = this.db.t;
    const [found] = await this.db.orm
      .select({ row: t, appRevokedAt: a.revokedAt, grantedOrg: g.organizationId })
      .from(t)
      .leftJoin(a, eq(a.id, t.applicationId))
      .leftJoin(
        g,
        and(eq(g.applicationId, t.applicationId), eq(g.organizationId, t.organizationId)),
      )
      .where(eq(t.tokenHash, hash(value)));
    if (!found || (kind && found.row.kind !== kind)) return undefined;
    const approverLive =
      found.row.applicationId === null || (!found.appRevokedAt && found.grantedOrg !== null);
    return { ...found.row, approverLive };
  }

  private async issue(grant: Grant, familyId: string): Promise<IssuedTokens> {
    const access = token('mcp_at_');
    const refresh = token('mcp_rt_');
    const { mcpOauthTokens: t } = this.db.t;
    const { organizationId, clientId, resource, scopes, applicationId } = grant;
    const base = { familyId, organizationId, clientId, resource, scopes, applicationId };
    await this.db.orm
      .delete(t)
      .where(and(eq(t.organizationId, organizationId), lt(t.expiresAt, iso(this.now()))));
    await this.db.orm.insert(t).values([
      {
        ...base,
        tokenHash: hash(access),
        kind: 'access',
        expiresAt: iso(this.now() + ACCESS_TTL_SECONDS * 1000),
      },
      {
        ...base,
        tokenHash: hash(refresh),
        kind: 'refresh',
        expiresAt: iso(this.now() + REFRESH_TTL_MS),
      },
    ]);
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: ACCESS_TTL_SECONDS,
      refresh_token: refresh,
      scope: scopes.join(' '),
    };
  }

  private async revokeFamily(org: string, familyId: string): Promise<void> {
    const { mcpOauthTokens: t } = this.db.t;
    await this.db.orm
      .update(t)
      .set({ revokedAt: iso(this.now()) })
      .where(and(eq(t.organizationId, org), eq(t.familyId, familyId), isNull(t.revokedAt)));
  }
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) equals the challenge; the verifier 43-128 unreserved characters. */
function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const [a, b] = [Buffer.from(hash(verifier)), Buffer.from(challenge)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function checkResource(given: string | undefined, bound: string): void {
  if (given !== undefined && given !== bound)
    throw new OAuthProblem(
      'invalid_target',
      `resource must be ${bound}, the resource of this grant.`,
    );
}

/** A refresh may ask for fewer scopes than granted, never more. */
function narrowed(granted: string[], asked: string | undefined): string[] {
  if (asked === undefined) return granted;
  const wanted = asked.split(' ').filter(Boolean);
  if (!wanted.length || wanted.some((s) => !granted.includes(s)))
    throw new OAuthProblem(
      'invalid_scope',
      `scope may only name granted scopes: ${granted.join(' ')}.`,
    );
  return wanted;
}
