// The service's OAuth identity for /mcp: the canonical resource URL (RFC 8707/9728) and the
// authorization server's metadata (RFC 8414), both built from the configured public URL, so that a
// token is bound to exactly the address agents add.
import { MCP_SCOPES } from '../../mcp/backend.ts';

export const SCOPES: readonly string[] = MCP_SCOPES;

export const PATHS = {
  resourceMetadata: '/.well-known/oauth-protected-resource',
  serverMetadata: '/.well-known/oauth-authorization-server',
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  revoke: '/oauth/revoke',
  register: '/oauth/register',
} as const;

export class McpOAuthUrls {
  constructor(private publicUrl: () => string) {}

  /** The issuer: the public base URL without a trailing slash. */
  get issuer(): string {
    return this.publicUrl().replace(/\/+$/, '');
  }

  /** The canonical URL of the protected resource: tokens are bound to it and only to it. */
  get resource(): string {
    return `${this.issuer}/mcp`;
  }

  /** Where the resource's metadata is: the path-suffixed form of RFC 9728 section 3.1. */
  get resourceMetadataUrl(): string {
    return `${this.issuer}${PATHS.resourceMetadata}/mcp`;
  }

  resourceMetadata() {
    return {
      resource: this.resource,
      authorization_servers: [this.issuer],
      scopes_supported: SCOPES,
      bearer_methods_supported: ['header'],
      resource_name: 'connector-engine MCP',
      resource_documentation: `${this.issuer}/docs`,
    };
  }

  serverMetadata() {
    const at = (path: string) => `${this.issuer}${path}`;
    return {
      issuer: this.issuer,
      authorization_endpoint: at(PATHS.authorize),
      token_endpoint: at(PATHS.token),
      revocation_endpoint: at(PATHS.revoke),
      registration_endpoint: at(PATHS.register),
      scopes_supported: SCOPES,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      revocation_endpoint_auth_methods_supported: ['none'],
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
    };
  }

  /** The WWW-Authenticate challenge of /mcp (RFC 6750 + RFC 9728 section 5.1). */
  challenge(extra: { error?: string; scope?: string; description?: string } = {}): string {
    const parts = [`resource_metadata="${this.resourceMetadataUrl}"`];
    if (extra.error) parts.push(`error="${extra.error}"`);
    parts.push(`scope="${extra.scope ?? SCOPES.join(' ')}"`);
    if (extra.description) parts.push(`error_description="${extra.description}"`);
    return `Bearer ${parts.join(', ')}`;
  }
}
