// POST /api/v1/account/applications/token: client credentials in, a 15-minute bearer token out.
import { Hono } from 'hono';
import { authenticateApplication } from '../accounts.ts';
import { ApiError } from '../errors.ts';
import { readBody, type Env } from '../http.ts';
import { TOKEN_TTL_SECONDS } from '../tokens.ts';

export const tokenRoutes = new Hono<Env>().post('/api/v1/account/applications/token', async (c) => {
  const s = c.get('services');
  const body = await readBody<{ client_id: string; client_secret: string }>(c, 'tokenRequest');
  const orgs = authenticateApplication(s.db, body.client_id, body.client_secret);
  if (!orgs?.length) throw new ApiError(401, 'Unknown client_id or wrong client_secret.');
  const { token } = s.signer.issue(body.client_id, orgs[0]!);
  c.set('logFields', { application_id: body.client_id, organization_id: orgs[0] });
  return c.json({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS, organization_id: orgs[0] });
});
