// Every /api/v1 route but the open ones (the token endpoint, the OAuth callback) needs a valid bearer
// token. An application acts for its home organisation (the token's) unless X-Organization-Id names
// another one it was granted.
import { createMiddleware } from 'hono/factory';
import { tokenGrants } from '../accounts.ts';
import type { Db } from '../db/open.ts';
import { ApiError } from '../errors.ts';
import type { Env } from '../request.ts';
import type { TokenSigner } from '../tokens.ts';

export function requireToken(s: {
  db: Db;
  signer: Pick<TokenSigner, 'verify'>;
  openPaths: ReadonlySet<string>;
}) {
  return createMiddleware<Env>(async (c, next) => {
    if (s.openPaths.has(c.req.path)) return next();
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const claims = token ? s.signer.verify(token) : undefined;
    if (!claims) {
      throw new ApiError(
        401,
        token
          ? 'The bearer token is invalid or expired; request a new one.'
          : 'Authorization: Bearer <token> is required.',
        [],
        { 'www-authenticate': 'Bearer' },
      );
    }
    // Read per request (one query): a revoked application, a rotated secret or a revoked grant takes effect at once.
    const grants = await tokenGrants(s.db, claims.sub, claims.sv);
    if (!grants) {
      throw new ApiError(
        401,
        "The bearer token's application was revoked or its secret rotated; request a new token.",
        [],
        { 'www-authenticate': 'Bearer' },
      );
    }
    const asked = c.req.header('x-organization-id');
    let organizationId: string;
    if (asked) {
      if (!grants.includes(asked))
        throw new ApiError(403, `This application may not act for organisation '${asked}'.`, [
          {
            field: 'X-Organization-Id',
            message: 'is not granted to this application',
            error_code: 'forbidden',
          },
        ]);
      organizationId = asked;
    } else if (grants.includes(claims.org)) {
      organizationId = claims.org; // the home organisation stays the default after more are granted
    } else if (grants.length === 1) {
      organizationId = grants[0]!;
    } else if (grants.length === 0) {
      throw new ApiError(403, 'This application has no organisation.');
    } else {
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
    c.set('applicationId', claims.sub);
    c.set('organizationId', organizationId);
    c.set('logFields', { ...c.get('logFields'), organization_id: organizationId });
    await next();
  });
}
