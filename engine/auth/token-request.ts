// The token endpoint call (refresh, client credentials, the authorization-code exchange): client
// authentication, body encoding, error answers mapped to reauth or 502. Apart from oauth2.ts (token
// upkeep) to keep it small; the consent entry (oauth2-consent.ts) calls it too. It goes through the
// connector's bare pipeline: a 4xx is the provider's answer to read here; 429 and 5xx are retried once.
import { EngineError } from '../errors.ts';
import type { Redactor } from '../http/redact.ts';
import type { HttpPolicy, OutgoingRequest } from '../http/types.ts';
import type { ResponseRule } from '../map/rules.ts';
import type { Pipeline } from '../pipeline/types.ts';
import { renderTemplate, type Template } from '../request/template.ts';
import type { OAuth2Plan } from './types.ts';

export interface TokenContext {
  /** Rewrites the token URL (the upstream override of tests and sandboxes). */
  rewriteUrl: (url: string) => string;
  /** The connector's bare pipeline: one deadline, the size cap, no redirects, the default rules. */
  pipeline: Pipeline;
  http: HttpPolicy;
  redactor: Redactor;
}

/** The provider's own refusals (invalid_grant ...) are read here, not judged; transient ones are retried. */
const PROVIDER_ANSWERS: ResponseRule = {
  where: 'the token endpoint',
  status: (s) => s >= 400 && s < 500 && s !== 408 && s !== 429,
  action: 'ignore',
};

/** POSTs to the token URL with the manifest's client authentication and body encoding. */
export async function requestToken(
  p: OAuth2Plan,
  kind: string,
  grant: Record<string, string>,
  client: { id?: string | undefined; secret?: string | undefined },
  scope: Record<string, unknown>,
  ctx: Omit<TokenContext, 'http'>,
): Promise<Record<string, unknown>> {
  if (client.secret) ctx.redactor.add(client.secret);
  const request = tokenRequest(p, grant, client, scope);
  request.url = ctx.rewriteUrl(request.url);
  // A refresh is retried once on 429/5xx, as the provider did not take the grant.
  const reply = await ctx.pipeline
    .run({
      recipe: { request },
      rules: [PROVIDER_ANSWERS],
      bindings: {},
      retryAnyMethod: true,
      retries: 1,
    })
    .catch((err: unknown) => {
      if (err instanceof EngineError && err.status === 504) throw err;
      const status = err instanceof EngineError ? err.details?.upstream_status : undefined;
      if (typeof status === 'number') throw endpointFailed(kind, status, err as EngineError);
      throw new EngineError(
        'upstream_unreachable',
        502,
        `${kind}: the token endpoint could not be reached.`,
      );
    });
  if (reply.status >= 400) {
    const code = /"error"\s*:\s*"([a-z_]+)"/.exec(reply.text)?.[1];
    if (code === 'invalid_grant' || code === 'unauthorized_client' || code === 'invalid_client')
      throw EngineError.reauth(kind, `the provider answered ${code}`);
    throw endpointFailed(kind, reply.status, code);
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

/** The token request: the grant, the token params, the client's authentication, the body encoded. */
function tokenRequest(
  p: OAuth2Plan,
  grant: Record<string, string>,
  client: { id?: string | undefined; secret?: string | undefined },
  scope: Record<string, unknown>,
): OutgoingRequest {
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
  const json = p.tokenBody === 'json';
  headers['content-type'] = json
    ? 'application/json'
    : 'application/x-www-form-urlencoded;charset=UTF-8';
  return {
    method: 'POST',
    url: renderTemplate(p.tokenUrl, scope),
    headers,
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  };
}

export function optional(t: Template, scope: Record<string, unknown>): string | undefined {
  try {
    return renderTemplate(t, scope);
  } catch {
    return undefined;
  }
}

/** The one re-authorisation error: the user must consent again. */
/** A token endpoint answer that is neither tokens nor a refused grant (retries spent on a 5xx too). */
function endpointFailed(kind: string, status: number, from: EngineError | string | undefined) {
  const body = from instanceof EngineError ? from.details?.upstream_body : undefined;
  const code =
    typeof from === 'string' ? from : /^[a-z_]+$/.exec(stringAt(body, 'error') ?? '')?.[0];
  return new EngineError(
    'upstream_unauthorized',
    502,
    `${kind}: the token endpoint failed (${status}${code ? ` ${code}` : ''}).`,
    { details: { upstream_status: status, ...(code ? { upstream_error: code } : {}) } },
  );
}

function stringAt(v: unknown, key: string): string | undefined {
  const x = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return typeof x === 'string' ? x : undefined;
}
