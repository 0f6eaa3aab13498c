// The authorization-code flow's two steps outside token upkeep: the consent URL, and the discovery
// of config values after consent. Apart from oauth2.ts to keep it small; the server's OAuth flow
// calls them.
import { EngineError } from '../errors.ts';
import { send } from '../http/client.ts';
import { renderTemplate } from '../request/template.ts';
import type { TokenEndpointContext } from './token-request.ts';
import type { OAuth2Plan } from './types.ts';

/** The consent URL of the authorization-code flow. */
export function authorizeUrl(
  p: OAuth2Plan,
  a: {
    clientId: string;
    redirectUri: string;
    state: string;
    codeChallenge?: string;
    config: Record<string, unknown>;
  },
): string {
  if (!p.authorizeUrl) throw new Error('no authorize_url');
  const u = new URL(renderTemplate(p.authorizeUrl, { config: a.config }));
  u.searchParams.set('response_type', 'code');
  u.searchParams.set('client_id', a.clientId);
  u.searchParams.set('redirect_uri', a.redirectUri);
  u.searchParams.set('state', a.state);
  if (p.scopes.length) u.searchParams.set('scope', p.scopes.join(p.scopeSeparator));
  if (a.codeChallenge) {
    u.searchParams.set('code_challenge', a.codeChallenge);
    u.searchParams.set('code_challenge_method', 'S256');
  }
  for (const [k, t] of p.authorizeParams)
    u.searchParams.set(k, renderTemplate(t, { config: a.config }));
  return u.toString();
}

/** Runs the kind's discovery after consent: config values read from a GET made with the new token. */
export async function discoverConfig(
  p: OAuth2Plan,
  accessToken: string,
  config: Record<string, unknown>,
  ctx: TokenEndpointContext,
): Promise<Record<string, unknown>> {
  if (!p.discover) return {};
  const reply = await send(
    {
      method: 'GET',
      url: ctx.rewriteUrl(renderTemplate(p.discover.url, { config })),
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    },
    ctx.http,
    { redactor: ctx.redactor },
  );
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new EngineError(
      'upstream_invalid_response',
      502,
      'The discovery endpoint answered malformed JSON.',
    );
  }
  const found = await p.discover.config.evaluate(body, { config });
  return found && typeof found === 'object' && !Array.isArray(found)
    ? (found as Record<string, unknown>)
    : {};
}
