// POST /api/v1/account/applications/token (mounted there): client credentials in, a 15-minute bearer
// token out. Failed attempts are throttled per client id and per address (429 before the secret is
// checked).
import { Hono } from 'hono';
import { authenticateApplication } from '../accounts.ts';
import type { Db } from '../db/open.ts';
import { ApiError } from '../errors.ts';
import { type Env, jsonBody } from '../http.ts';
import type { TokenThrottle } from '../throttle.ts';
import { TOKEN_TTL_SECONDS, type TokenSigner } from '../tokens.ts';

export const TOKEN_PATH = '/api/v1/account/applications/token';

export function tokenRoutes(s: {
  db: Db;
  signer: Pick<TokenSigner, 'issue'>;
  throttle: Pick<TokenThrottle, 'clientAddress' | 'waitSeconds' | 'failed'>;
}) {
  return new Hono<Env>().post('/', jsonBody('tokenRequest'), async (c) => {
    const body = c.req.valid('json');
    const address = s.throttle.clientAddress(c);
    const wait = s.throttle.waitSeconds(body.client_id, address);
    if (wait) {
      c.set('logFields', { throttled: true });
      throw new ApiError(
        429,
        `Too many failed sign-ins for this client or from this address; retry in ${wait} s.`,
        [],
        { 'retry-after': String(wait) },
      );
    }
    const app = await authenticateApplication(s.db, body.client_id, body.client_secret);
    const orgs = app?.organizations;
    if (!app || !orgs?.length) {
      s.throttle.failed(body.client_id, address);
      throw new ApiError(401, 'Unknown client_id or wrong client_secret.');
    }
    const { token } = s.signer.issue(body.client_id, orgs[0]!, app.secretVersion);
    c.set('logFields', { application_id: body.client_id, organization_id: orgs[0] });
    return c.json({
      access_token: token,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      organization_id: orgs[0],
    });
  });
}
