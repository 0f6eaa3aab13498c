// The authorization server's machine endpoints: metadata (RFC 8414, RFC 9728), token (authorization
// code with PKCE, refresh with rotation), revocation (RFC 7009) and dynamic registration (RFC 7591).
// They answer OAuth's own error shape and allow any origin (no cookie is involved: browser-based MCP
// clients call them directly).
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { type Env, logAlso } from '../request.ts';
import type { TokenThrottle } from '../throttle.ts';
import { OAuthProblem } from './errors.ts';
import { formFields } from './form.ts';
import { PATHS } from './metadata.ts';
import type { McpOAuth } from './service.ts';

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };
const MAX_REGISTRATION_BYTES = 16 * 1024;

export function oauthEndpoints({
  mcpOAuth: o,
  throttle,
}: {
  mcpOAuth: McpOAuth;
  throttle: Pick<TokenThrottle, 'clientAddress'>;
}) {
  const app = new Hono<Env>();
  app.use('/.well-known/*', cors());
  app.use('/oauth/token', cors());
  app.use('/oauth/revoke', cors());
  app.use('/oauth/register', cors());
  const resource = (c: Context) => c.json(o.urls.resourceMetadata());
  return app
    .get(PATHS.resourceMetadata, resource)
    .get(`${PATHS.resourceMetadata}/mcp`, resource)
    .get(PATHS.serverMetadata, (c) => c.json(o.urls.serverMetadata()))
    .post(PATHS.token, (c) => answer(c, () => token(c, o)))
    .post(PATHS.revoke, (c) =>
      answer(c, async () => {
        const f = await formFields(c);
        if (!f.token || !f.client_id)
          throw new OAuthProblem('invalid_request', 'token and client_id are required.');
        await o.grants.revoke(f.token, f.client_id);
        return c.body(null, 200, NO_STORE);
      }),
    )
    .post(PATHS.register, (c) =>
      answer(c, async () => {
        const text = await c.req.text();
        if (text.length > MAX_REGISTRATION_BYTES)
          throw new OAuthProblem('invalid_client_metadata', 'The registration is over 16 KiB.');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new OAuthProblem('invalid_client_metadata', 'The registration is not valid JSON.');
        }
        return c.json(await o.clients.register(body, throttle.clientAddress(c)), 201, NO_STORE);
      }),
    );
}

async function token(c: Context, o: McpOAuth): Promise<Response> {
  const f = await formFields(c);
  if (!f.client_id) throw new OAuthProblem('invalid_request', 'client_id is required.');
  if (f.resource !== undefined && f.resource !== o.urls.resource)
    throw new OAuthProblem('invalid_target', `resource must be ${o.urls.resource}.`);
  const grant =
    f.grant_type === 'authorization_code'
      ? codeGrant
      : f.grant_type === 'refresh_token'
        ? refreshGrant
        : undefined;
  if (!grant)
    throw new OAuthProblem(
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token.',
    );
  return c.json(await grant(f, o), 200, NO_STORE);
}

type Fields = Record<string, string>;

function codeGrant(f: Fields, o: McpOAuth) {
  if (!f.code || !f.redirect_uri || !f.code_verifier)
    throw new OAuthProblem('invalid_request', 'code, redirect_uri and code_verifier are required.');
  return o.grants.exchange(f.code, {
    clientId: f.client_id!,
    redirectUri: f.redirect_uri,
    verifier: f.code_verifier,
    ...(f.resource ? { resource: f.resource } : {}),
  });
}

function refreshGrant(f: Fields, o: McpOAuth) {
  if (!f.refresh_token) throw new OAuthProblem('invalid_request', 'refresh_token is required.');
  return o.grants.refresh(f.refresh_token, {
    clientId: f.client_id!,
    ...(f.resource ? { resource: f.resource } : {}),
    ...(f.scope !== undefined ? { scope: f.scope } : {}),
  });
}

/** Runs an endpoint; its OAuth problems answer {error, error_description}. */
async function answer(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof OAuthProblem)) throw err;
    logAlso(c, { error_code: err.error });
    const headers: Record<string, string> = { ...NO_STORE };
    if (err.retryAfter) headers['retry-after'] = String(err.retryAfter);
    return c.json(err.toBody(), err.status as 400, headers);
  }
}
