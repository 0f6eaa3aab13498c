// The OAuth consent flow (initiate, the provider's callback), organisations' own OAuth apps, and
// the organisation's allowed redirect origins.
import { Hono } from 'hono';
import { controlCharacterError } from '../../engine/index.ts';
import { ApiError } from '../errors.ts';
import { org, readBody, type Env } from '../http.ts';
import { originsOfBody } from '../redirect-origins.ts';

export const CALLBACK_PATH = '/api/v1/oauth/callback';

export const oauthRoutes = new Hono<Env>()
  .post('/api/v1/integrations/connectors/oauth/initiate', async (c) => {
    const body = await readBody<{ workspace_name: string; connector_type: string; redirect_url: string; name?: string; environment?: Record<string, unknown> }>(c, 'initiateOAuth');
    c.set('logFields', { ...c.get('logFields'), connector_type: body.connector_type });
    return c.json(c.get('services').oauth.initiate(org(c), body));
  })
  .get(CALLBACK_PATH, async (c) => {
    // Public: the user's browser arrives here from the provider; the single-use state is the proof.
    const q = c.req.query();
    return c.redirect(await c.get('services').oauth.callback(q), 302);
  })
  .put('/api/v1/oauth/credentials', async (c) => {
    const body = await readBody<{ connector_type: string; configuration: { client_id: string; client_secret: string } }>(c, 'oauthCredentials');
    const unsafe = controlCharacterError(body.configuration, 'configuration', 'invalid_credentials');
    if (unsafe) throw new ApiError(422, unsafe.message, unsafe.errors);
    const { client_id: id, client_secret: secret } = body.configuration;
    return c.json(c.get('services').oauth.setApp(org(c), body.connector_type, { id, secret }));
  })
  .delete('/api/v1/oauth/credentials/connector_type/:type', (c) => {
    c.get('services').oauth.deleteApp(org(c), c.req.param('type'));
    return c.body(null, 204);
  })
  .get('/api/v1/oauth/redirect-origins', (c) => c.json({ data: c.get('services').oauth.settings.origins.list(org(c)) }))
  .put('/api/v1/oauth/redirect-origins', async (c) => {
    const body = await readBody<{ origins: unknown[] }>(c, 'redirectOrigins');
    return c.json({ data: c.get('services').oauth.settings.origins.replace(org(c), originsOfBody(body.origins)) });
  });
