// The OpenAPI paths of the audit trail, of connect sessions (the API under /api/v1/connect) and of the hosted connect page
// (/connect, HTML for the end user's browser).
import { AUTHED, body, errors, type Json, json, op, PUBLIC, pathParam } from './helpers.ts';
import { ref } from './schemas.ts';

const ConnectSession = {
  type: 'object',
  required: ['token', 'url', 'expires_at'],
  properties: {
    token: { type: 'string', description: 'The session token (cs_...), part of url.' },
    url: { type: 'string', format: 'uri', description: "Send the end user's browser here." },
    expires_at: { type: 'string', format: 'date-time', description: '30 minutes after creation.' },
  },
};
const Branding = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string' },
    logo: { type: 'string', description: 'A data: URL.' },
    color: { type: 'string', description: '#rrggbb' },
  },
};
const AuditPage = {
  type: 'object',
  required: ['data', 'next_cursor'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'at', 'actor', 'action'],
        properties: {
          id: { type: 'string' },
          at: { type: 'string', format: 'date-time' },
          actor: {
            type: 'string',
            description: 'application:<client id>, cli:<user>, connect_page or oauth_consent',
          },
          action: { type: 'string', description: 'connector.created, application.rotated, ...' },
          target: { type: ['string', 'null'] },
          changes: { type: ['object', 'null'], description: '{before, after}, secrets left out' },
          request_id: { type: ['string', 'null'] },
        },
      },
    },
    next_cursor: { type: ['string', 'null'] },
  },
};
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
const TOKEN = pathParam('token', 'The session token from the connect URL (cs_...).');
const FORM = {
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        required: ['csrf', 'kind'],
        properties: { csrf: { type: 'string' }, kind: { type: 'string' } },
        additionalProperties: {
          type: 'string',
          description: 'config.NAME and credentials.NAME fields',
        },
      },
    },
  },
};
const GONE = { 404: html('Unknown link'), 410: html('Expired or already used link') };

export function connectPaths(): Json {
  return { ...sessionPaths(), ...pagePaths() };
}

function sessionPaths(): Json {
  return {
    '/api/v1/audit': {
      get: op('Audit', 'listAudit', "The organisation's audit trail, newest first (read only)", {
        parameters: ['action', 'target', 'since', 'until', 'cursor', 'limit'].map((name) => ({
          name,
          in: 'query',
          required: false,
          schema:
            name === 'limit' ? { type: 'integer', minimum: 1, maximum: 200 } : { type: 'string' },
        })),
        responses: { 200: json(AuditPage), ...errors(400, ...AUTHED) },
      }),
    },
    '/api/v1/connect/sessions': {
      post: op(
        'Connect',
        'createConnectSession',
        'A link for an end user to connect (or reconnect) an account on the hosted page',
        {
          requestBody: body(ref('CreateConnectSession')),
          responses: { 201: json(ConnectSession), ...errors(400, 404, 422, ...AUTHED) },
        },
      ),
    },
    '/api/v1/connect/branding': {
      get: op('Connect', 'getConnectBranding', "The connect page's name, logo and colour", {
        responses: { 200: json(Branding), ...errors(...AUTHED) },
      }),
      put: op(
        'Connect',
        'setConnectBranding',
        "Set the connect page's name, logo and colour (null resets one)",
        {
          requestBody: body(ref('ConnectBranding')),
          responses: { 200: json(Branding), ...errors(400, 422, ...AUTHED) },
        },
      ),
    },
  };
}

function pagePaths(): Json {
  return {
    '/connect/{token}': {
      get: op(
        'Connect',
        'connectPage',
        "The hosted connect page (HTML): the session's kinds, or one kind's form (?kind=)",
        {
          ...PUBLIC,
          parameters: [
            TOKEN,
            { name: 'kind', in: 'query', required: false, schema: { type: 'string' } },
          ],
          responses: { 200: html('The page'), ...GONE },
        },
      ),
      post: op(
        'Connect',
        'submitConnectForm',
        "The page's API-key form: checked with the vendor, then stored; 303 to the redirect URL with connector_id",
        {
          ...PUBLIC,
          parameters: [TOKEN],
          requestBody: FORM,
          responses: {
            303: { description: 'To the redirect URL' },
            400: html('A kind the link does not offer'),
            403: html('CSRF check failed'),
            422: html('The form again, with what to fix'),
            ...GONE,
          },
        },
      ),
    },
    '/connect/{token}/oauth': {
      post: op(
        'Connect',
        'startConnectConsent',
        "The page's OAuth button: 303 to the vendor's consent; the callback ends at the redirect URL",
        {
          ...PUBLIC,
          parameters: [TOKEN],
          requestBody: FORM,
          responses: {
            303: { description: "To the vendor's consent page" },
            403: html('CSRF check failed'),
            422: html('The form again, with what to fix'),
            ...GONE,
          },
        },
      ),
    },
    '/connect/done': {
      get: op('Connect', 'connectDone', 'The page a session without a redirect URL ends on', {
        ...PUBLIC,
        responses: { 200: html('Account connected') },
      }),
    },
  };
}
