// Who calls /mcp: an MCP OAuth access token (bound to an organisation, a client, this resource and its
// scopes; looked up on every request, so a revocation ends access at once) or an application's bearer
// token as on /api/v1 (full access, checked by the same token check). Anything else is answered 401
// with the challenge that lets an MCP client discover the authorization server (RFC 9728 section 5.1).
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MCP_SCOPES } from '../../mcp/backend.ts';
import { ApiError } from '../errors.ts';
import { type Env, logAlso } from '../request.ts';
import type { TokenSigner } from '../tokens.ts';
import type { McpOAuth } from './service.ts';

export type McpEnv = {
  Variables: Env['Variables'] & {
    /** The scopes of the caller's token (every scope for an application token). */
    mcpScopes?: readonly string[];
  };
};

export function mcpBearer(s: {
  mcpOAuth: McpOAuth;
  signer: Pick<TokenSigner, 'verify'>;
  /** The /api/v1 token check, for application tokens. */
  tokenCheck: MiddlewareHandler<Env>;
}) {
  const refuse = (description: string, error?: string) =>
    new ApiError(401, description, [], {
      'www-authenticate': s.mcpOAuth.urls.challenge({
        ...(error ? { error, description } : {}),
      }),
    });
  return createMiddleware<McpEnv>(async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) throw refuse('Authorization: Bearer <token> is required.');
    if (!token.startsWith('mcp_')) {
      if (!s.signer.verify(token))
        throw refuse('The bearer token is invalid or expired; request a new one.', 'invalid_token');
      c.set('mcpScopes', MCP_SCOPES);
      return s.tokenCheck(c as never, async () => {
        c.set('actor', `application:${c.get('applicationId')}`);
        await next();
      });
    }
    const grant = await s.mcpOAuth.grants.access(token);
    if (!grant) throw refuse('The access token is invalid, expired or revoked.', 'invalid_token');
    if (grant.resource !== s.mcpOAuth.urls.resource)
      throw refuse('The access token was issued for another resource.', 'invalid_token');
    const asked = c.req.header('x-organization-id');
    if (asked !== undefined && asked !== grant.organizationId)
      throw new ApiError(403, `This token may not act for organisation '${asked}'.`, [
        {
          field: 'X-Organization-Id',
          message: 'is not the organisation of this token',
          error_code: 'forbidden',
        },
      ]);
    c.set('organizationId', grant.organizationId);
    c.set('applicationId', `mcp-client:${grant.clientId}`);
    c.set('mcpScopes', grant.scopes);
    logAlso(c, { organization_id: grant.organizationId });
    c.set('actor', `mcp_client:${grant.clientId}`);
    await next();
  });
}
