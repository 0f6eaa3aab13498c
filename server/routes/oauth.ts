// The OAuth consent flow (initiate, under /api/v1/integrations/connectors/oauth; the provider's
// callback), organisations' own OAuth apps, and the organisation's allowed redirect origins (all under
// /api/v1/oauth).
import { Hono } from 'hono';
import { inputErrors } from '../../engine/index.ts';
import { ApiError, fieldList } from '../errors.ts';
import type { OAuthService } from '../oauth.ts';
import { originsOfBody, type RedirectOrigins } from '../redirect-origins.ts';
import { actedBy, type Env, jsonBody, logAlso, org } from '../request.ts';

export const CALLBACK_PATH = '/api/v1/oauth/callback';

/** Mounted at /api/v1/integrations/connectors/oauth. */
export function consentRoutes({ oauth }: { oauth: Pick<OAuthService, 'initiate'> }) {
  return new Hono<Env>().post('/initiate', jsonBody('initiateOAuth'), async (c) => {
    const body = c.req.valid('json');
    logAlso(c, { connector_type: body.connector_type });
    return c.json(await oauth.initiate(org(c), body));
  });
}

/** Mounted at /api/v1/oauth. */
export function oauthRoutes({
  oauth,
  origins,
}: {
  oauth: Pick<OAuthService, 'callback' | 'setApp' | 'deleteApp'>;
  origins: Pick<RedirectOrigins, 'list' | 'replace'>;
}) {
  return new Hono<Env>()
    .get('/callback', async (c) => {
      // Public: the user's browser arrives here from the provider; the single-use state is the proof.
      const q = c.req.query();
      return c.redirect(await oauth.callback(q, actedBy(c)), 302);
    })
    .put('/credentials', jsonBody('oauthCredentials'), async (c) => {
      const body = c.req.valid('json');
      const unsafe = inputErrors(body.configuration, {
        field: 'configuration',
        controlCharacters: 'invalid_credentials',
      });
      if (unsafe.length) throw new ApiError(422, `${fieldList(unsafe)}.`, unsafe);
      const { client_id: id, client_secret: secret } = body.configuration;
      return c.json(await oauth.setApp(org(c), body.connector_type, { id, secret }, actedBy(c)));
    })
    .delete('/credentials/connector_type/:type', async (c) => {
      await oauth.deleteApp(org(c), c.req.param('type'), actedBy(c));
      return c.body(null, 204);
    })
    .get('/redirect-origins', async (c) => c.json({ data: await origins.list(org(c)) }))
    .put('/redirect-origins', jsonBody('redirectOrigins'), async (c) => {
      const body = c.req.valid('json');
      return c.json({
        data: await origins.replace(org(c), originsOfBody(body.origins), actedBy(c)),
      });
    });
}
