// The token endpoint call (refresh, client credentials, the authorization-code exchange): client
// authentication, body encoding, error answers mapped to reauth or 502. Apart from oauth2.ts (token
// upkeep) to keep it small; the server's OAuth flow calls it too.
import { EngineError } from '../errors.ts';
import { type HttpPolicy, send } from '../http/client.ts';
import type { Redactor } from '../http/redact.ts';
import { renderTemplate, type Template } from '../request/template.ts';
import type { OAuth2Plan } from './types.ts';

export interface TokenEndpointContext {
  rewriteUrl: (url: string) => string;
  http: HttpPolicy;
  redactor: Redactor;
}

/** POSTs to the token URL with the manifest's client authentication and body encoding. */
export async function requestToken(
  p: OAuth2Plan,
  kind: string,
  grant: Record<string, string>,
  client: { id?: string | undefined; secret?: string | undefined },
  scope: Record<string, unknown>,
  ctx: TokenEndpointContext,
): Promise<Record<string, unknown>> {
  const fields = { ...grant };
  // A token param over an optional credential the connector does not have is left out, not an error.
  for (const [k, v] of p.tokenParams.map(([k, t]) => [k, optional(t, scope)] as const))
    if (v !== undefined) fields[k] = v;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (p.clientAuth === 'basic' && client.id)
    headers.authorization = `Basic ${Buffer.from(`${client.id}:${client.secret ?? ''}`).toString('base64')}`;
  if (p.clientAuth === 'body') {
    if (client.id) fields.client_id = client.id;
    if (client.secret) fields.client_secret = client.secret;
  }
  const url = ctx.rewriteUrl(renderTemplate(p.tokenUrl, scope));
  if (client.secret) ctx.redactor.add(client.secret);
  const encoded =
    p.tokenBody === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  headers['content-type'] =
    p.tokenBody === 'json' ? 'application/json' : 'application/x-www-form-urlencoded;charset=UTF-8';
  // A refresh is retried once on 429/5xx, as the provider did not take the grant.
  const reply = await send(
    { method: 'POST', url, headers, body: encoded },
    { ...ctx.http, retries: Math.min(ctx.http.retries, 1) },
    { redactor: ctx.redactor, retryAnyMethod: true, raw: true },
  ).catch((err: unknown) => {
    if (err instanceof EngineError && err.status === 504) throw err;
    throw new EngineError(
      'upstream_unreachable',
      502,
      `${kind}: the token endpoint could not be reached.`,
    );
  });
  if (reply.status >= 400) {
    const code = /"error"\s*:\s*"([a-z_]+)"/.exec(reply.text)?.[1];
    if (code === 'invalid_grant' || code === 'unauthorized_client' || code === 'invalid_client')
      throw reauth(kind, `the provider answered ${code}`);
    throw new EngineError(
      'upstream_unauthorized',
      502,
      `${kind}: the token endpoint failed (${reply.status}${code ? ` ${code}` : ''}).`,
      {
        details: { upstream_status: reply.status, ...(code ? { upstream_error: code } : {}) },
      },
    );
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new EngineError(
      'upstream_invalid_response',
      502,
      `${kind}: the token endpoint answered malformed JSON.`,
    );
  }
  if (typeof body?.access_token !== 'string') {
    throw new EngineError(
      'upstream_invalid_response',
      502,
      `${kind}: the token endpoint answered without an access_token.`,
    );
  }
  return body;
}

export function optional(t: Template, scope: Record<string, unknown>): string | undefined {
  try {
    return renderTemplate(t, scope);
  } catch {
    return undefined;
  }
}

/** The one re-authorisation error: the user must consent again. */
export function reauth(kind: string, why?: string): EngineError {
  return new EngineError(
    'connector_reauth_required',
    409,
    `The ${kind} connector's authorisation is no longer valid${why ? ` (${why})` : ''}: run the OAuth flow again to reconnect it.`,
  );
}
