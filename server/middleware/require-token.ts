// Every /api/v1 route but the open ones (the token endpoint, the OAuth callback) needs a valid bearer
// token. An application acts for its home organisation (the token's) unless X-Organization-Id names
// another one it was granted. The application and its grants are read on every request (one query,
// never cached): a revoked application, a rotated secret or a revoked grant takes effect at once. On a
// route of one connector (`connectorOf`) the same query reads that connector's row too.
import { createMiddleware } from 'hono/factory';
import { tokenGrants } from '../accounts.ts';
import { type Access, tokenAccess } from '../connector-rows.ts';
import { unstorable } from '../db/db.ts';
import type { Db } from '../db/open.ts';
import { ApiError } from '../errors.ts';
import { type Env, logAlso } from '../request.ts';
import type { TokenClaims, TokenSigner } from '../tokens.ts';

export function requireToken(s: {
  db: Db;
  signer: Pick<TokenSigner, 'verify'>;
  openPaths: ReadonlySet<string>;
  /** The connector a path is about, read with the token check (then c.get('connectorRow')). */
  connectorOf?: (path: string) => string | undefined;
}) {
  return createMiddleware<Env>(async (c, next) => {
    if (s.openPaths.has(c.req.path)) return next();
    const claims = bearerClaims(c.req.header('authorization'), s.signer);
    const connectorId = s.connectorOf?.(c.req.path);
    const access = await accessOf(s.db, claims, connectorId);
    if (!access)
      throw new ApiError(
        401,
        "The bearer token's application was revoked or its secret rotated; request a new token.",
        [],
        { 'www-authenticate': 'Bearer' },
      );
    const organizationId = actingOrganization(
      access.grants,
      claims.org,
      c.req.header('x-organization-id'),
    );
    c.set('applicationId', claims.sub);
    c.set('organizationId', organizationId);
    if (connectorId !== undefined) c.set('connectorRow', { id: connectorId, row: access.row });
    logAlso(c, { organization_id: organizationId });
    await next();
  });
}

function bearerClaims(
  header: string | undefined,
  signer: Pick<TokenSigner, 'verify'>,
): TokenClaims {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const claims = token ? signer.verify(token) : undefined;
  if (claims) return claims;
  throw new ApiError(
    401,
    token
      ? 'The bearer token is invalid or expired; request a new one.'
      : 'Authorization: Bearer <token> is required.',
    [],
    { 'www-authenticate': 'Bearer' },
  );
}

async function accessOf(
  db: Db,
  claims: TokenClaims,
  connectorId: string | undefined,
): Promise<Access | undefined> {
  if (connectorId !== undefined && !unstorable(connectorId))
    return tokenAccess(db, claims.sub, claims.sv, connectorId);
  const grants = await tokenGrants(db, claims.sub, claims.sv);
  return grants && { grants, row: undefined };
}

/** The organisation a request acts for: the one asked for if granted, else the home one, else the only one. */
function actingOrganization(grants: string[], home: string, asked: string | undefined): string {
  if (asked) {
    if (grants.includes(asked)) return asked;
    throw new ApiError(403, `This application may not act for organisation '${asked}'.`, [
      {
        field: 'X-Organization-Id',
        message: 'is not granted to this application',
        error_code: 'forbidden',
      },
    ]);
  }
  if (grants.includes(home)) return home; // the home organisation stays the default after more are granted
  if (grants.length === 1) return grants[0]!;
  if (grants.length === 0) throw new ApiError(403, 'This application has no organisation.');
  throw new ApiError(
    400,
    'X-Organization-Id is required: this application can act for several organisations.',
    [
      {
        field: 'X-Organization-Id',
        message: 'is required',
        error_code: 'required',
        details: { organizations: grants },
      },
    ],
  );
}
