// An authorization request (RFC 6749 section 4.1.1 with OAuth 2.1's rules), checked in the order the
// RFC asks: a client or redirect URI that is not known is shown on the page and never redirected to;
// any other problem goes back to the client's redirect URI as error, with state and iss (RFC 9207).
import type { McpClient, McpClients } from './clients.ts';
import type { McpOAuthUrls } from './metadata.ts';
import { SCOPES } from './metadata.ts';
import { redirectUriAllowed } from './redirect-uris.ts';

export const AUTHORIZE_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'code_challenge',
  'code_challenge_method',
  'resource',
] as const;
export type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>;

export interface AuthorizeRequest {
  client: McpClient;
  redirectUri: string;
  state?: string;
  scopes: string[];
  codeChallenge: string;
  resource: string;
  params: AuthorizeParams;
}

export type Checked =
  | { ok: AuthorizeRequest }
  /** Shown on the page: the client or its redirect URI cannot be trusted with a redirect. */
  | { refuse: string }
  /** Sent back to the client. */
  | { redirect: string };

export async function checkAuthorize(
  params: AuthorizeParams,
  clients: McpClients,
  urls: McpOAuthUrls,
): Promise<Checked> {
  const client = params.client_id ? await clients.find(params.client_id) : undefined;
  if (!client)
    return {
      refuse: 'The application that sent you here is not registered with this service (client_id).',
    };
  const redirectUri = params.redirect_uri;
  if (!redirectUri || !redirectUriAllowed(client.redirectUris, redirectUri))
    return {
      refuse: 'The application asked to return to an address it did not register (redirect_uri).',
    };
  const fail = (error: string, description: string) => ({
    redirect: withParams(redirectUri, {
      error,
      error_description: description,
      state: params.state,
      iss: urls.issuer,
    }),
  });
  if (params.response_type !== 'code')
    return fail('unsupported_response_type', 'response_type must be code.');
  if (!params.code_challenge || !/^[\w-]{43}$/.test(params.code_challenge))
    return fail('invalid_request', 'code_challenge (PKCE, S256) is required.');
  if (params.code_challenge_method !== 'S256')
    return fail('invalid_request', 'code_challenge_method must be S256.');
  if (params.resource !== urls.resource)
    return fail('invalid_target', `resource must be ${urls.resource}.`);
  const scopes = params.scope ? [...new Set(params.scope.split(' ').filter(Boolean))] : [...SCOPES];
  if (!scopes.length || scopes.some((s) => !SCOPES.includes(s)))
    return fail('invalid_scope', `scope may name ${SCOPES.join(' and ')}.`);
  return {
    ok: {
      client,
      redirectUri,
      ...(params.state !== undefined ? { state: params.state } : {}),
      scopes,
      codeChallenge: params.code_challenge,
      resource: params.resource,
      params,
    },
  };
}

/** A URL with these query parameters added (undefined ones left out). */
export function withParams(base: string, add: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(add)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}
