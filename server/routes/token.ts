// POST /api/v1/account/applications/token (mounted there): client credentials in, a 15-minute bearer
// token out. The secret is checked first: a correct one always gets its token; a wrong one past the
// failure limits of its (client id, address) or of its address is answered 429 (server/throttle.ts).
import { Hono } from 'hono';
import { authenticateApplication } from '../accounts.ts';
import type { Db } from '../db/open.ts';
import { ApiError } from '../errors.ts';
import { type Env, jsonBody } from '../request.ts';
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
    const app = await authenticateApplication(s.db, body.client_id, body.client_secret);
    const orgs = app?.organizations;
    if (!app || !orgs?.length) {
      const wait = s.throttle.waitSeconds(body.client_id, address);
      s.throttle.failed(body.client_id, address);
      if (wait) {
        c.set('logFields', { throttled: true });
        throw new ApiError(
          429,
          `Too many failed sign-ins for this client from this address, or from this address; retry in ${wait} s.`,
          [],
          { 'retry-after': String(wait) },
        );
      }
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
