// The OpenAPI paths of the account routes: the token exchange and the OAuth flow (consent, callback,
// OAuth apps, redirect origins). Apart from document.ts to keep it small.
import { AUTHED, body, C, errors, type Json, json, op, PUBLIC, pathParam } from './helpers.ts';
import { ref } from './schemas.ts';

export function tokenPaths(): Json {
  return {
    '/api/v1/account/applications/token': {
      post: op(
        'Authentication',
        'issueToken',
        'Exchange client credentials for a 15-minute bearer token',
        {
          ...PUBLIC,
          requestBody: body(ref('TokenRequest')),
          responses: { 200: json(ref('TokenResponse')), ...errors(400, 401, 422, 429) },
        },
      ),
    },
    '/api/v1/account/applications/{client_id}/proxy-write': {
      put: op(
        'Authentication',
        'setProxyWrite',
        "Turn another application's proxy_write grant on or off (caller must hold it)",
        {
          parameters: [pathParam('client_id', 'An application of this organisation.')],
          requestBody: body(ref('ProxyWriteGrant')),
          responses: {
            200: json(ref('ProxyWriteGrantResult')),
            ...errors(404, 422, ...AUTHED),
          },
        },
      ),
    },
  };
}

export function oauthPaths(): Json {
  return {
    [`${C}/oauth/initiate`]: {
      post: op('OAuth', 'initiateOAuth', 'Start the OAuth consent flow for a new connector', {
        requestBody: body(ref('InitiateOAuth')),
        responses: { 200: json(ref('ConsentUrl')), ...errors(400, 404, 422, ...AUTHED) },
      }),
    },
    '/api/v1/oauth/callback': {
      get: op(
        'OAuth',
        'oauthCallback',
        "The provider's redirect after consent (stores the connector, then redirects to redirect_url)",
        {
          ...PUBLIC,
          parameters: ['state', 'code', 'error', 'error_description'].map((name) => ({
            name,
            in: 'query',
            required: name === 'state',
            schema: { type: 'string' },
          })),
          responses: {
            302: {
              description: "To the flow's redirect_url, which tells the outcome in its query.",
            },
            ...errors(400),
          },
        },
      ),
    },
    '/api/v1/oauth/credentials': {
      put: op('OAuth', 'setOAuthApp', "Set the organisation's own OAuth app for a kind", {
        requestBody: body(ref('OAuthCredentials')),
        responses: { 200: json(ref('OAuthApp')), ...errors(400, 404, 422, ...AUTHED) },
      }),
    },
    '/api/v1/oauth/credentials/connector_type/{type}': {
      delete: op('OAuth', 'deleteOAuthApp', "Remove the organisation's OAuth app for a kind", {
        parameters: [pathParam('type', 'The connector kind.')],
        responses: { 204: { description: 'Removed' }, ...errors(404, ...AUTHED) },
      }),
    },
    '/api/v1/oauth/redirect-origins': {
      get: op('OAuth', 'listRedirectOrigins', 'Allowed OAuth redirect origins', {
        responses: { 200: json(ref('RedirectOrigins')), ...errors(...AUTHED) },
      }),
      put: op('OAuth', 'replaceRedirectOrigins', 'Replace the allowed OAuth redirect origins', {
        requestBody: body(ref('RedirectOriginsRequest')),
        responses: { 200: json(ref('RedirectOrigins')), ...errors(400, 422, ...AUTHED) },
      }),
    },
  };
}
