// The OpenAPI paths of /mcp's OAuth authorization server (docs/mcp.md): metadata, the authorization
// page, token, revocation, registration, and the approval codes an application creates.
import { AUTHED, body, errors, type Json, json, op, PUBLIC } from './helpers.ts';

const form = (properties: Record<string, Json>, required: string[]) => ({
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: { type: 'object', required, properties },
    },
  },
});
const text = { type: 'string' };
const oauthError = json(
  {
    type: 'object',
    required: ['error'],
    properties: { error: text, error_description: text },
  },
  'OAuth error',
);
const page = { description: 'HTML page', content: { 'text/html': { schema: text } } };
const redirect = { description: "Back to the client's redirect_uri (code or error, state, iss)" };
const authorizeParams = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'code_challenge',
  'code_challenge_method',
  'resource',
].map((name) => ({
  name,
  in: 'query',
  required: !['state', 'scope'].includes(name),
  schema: text,
}));
const SCOPES = { type: 'array', items: { enum: ['connectors:read', 'connectors:write'] } };

const metadata = (id: string, summary: string) => ({
  get: op('MCP authorization', id, summary, {
    ...PUBLIC,
    responses: { 200: json({ type: 'object' }) },
  }),
});

export function mcpOAuthPaths(): Json {
  return { ...metadataPaths(), ...serverPaths(), ...approvalPaths() };
}

function metadataPaths(): Json {
  return {
    '/.well-known/oauth-protected-resource': metadata(
      'mcpResourceMetadata',
      "/mcp's protected resource metadata (RFC 9728)",
    ),
    '/.well-known/oauth-protected-resource/mcp': metadata(
      'mcpResourceMetadataSuffixed',
      'The same, at the path-suffixed address',
    ),
    '/.well-known/oauth-authorization-server': metadata(
      'mcpAuthorizationServerMetadata',
      'Authorization server metadata (RFC 8414)',
    ),
  };
}

function serverPaths(): Json {
  return {
    '/oauth/authorize': {
      get: op('MCP authorization', 'mcpAuthorize', 'The approval page (code + PKCE S256)', {
        ...PUBLIC,
        parameters: authorizeParams,
        responses: { 200: page, 303: redirect, 400: page },
      }),
      post: op('MCP authorization', 'mcpAuthorizeForm', "The approval page's forms", {
        ...PUBLIC,
        requestBody: form({ approval_code: text, csrf: text, step: text, decision: text }, []),
        responses: { 200: page, 303: redirect, 400: page, 403: page, 422: page },
      }),
    },
    '/oauth/token': {
      post: op('MCP authorization', 'mcpToken', 'Tokens: authorization_code or refresh_token', {
        ...PUBLIC,
        requestBody: form(
          {
            grant_type: { enum: ['authorization_code', 'refresh_token'] },
            client_id: text,
            code: text,
            redirect_uri: text,
            code_verifier: text,
            refresh_token: text,
            resource: text,
            scope: text,
          },
          ['grant_type', 'client_id'],
        ),
        responses: { 200: json({ type: 'object' }), 400: oauthError },
      }),
    },
    '/oauth/revoke': {
      post: op('MCP authorization', 'mcpRevoke', 'Revokes a token and its grant (RFC 7009)', {
        ...PUBLIC,
        requestBody: form({ token: text, client_id: text }, ['token', 'client_id']),
        responses: { 200: { description: 'Revoked (or not known)' }, 400: oauthError },
      }),
    },
    '/oauth/register': {
      post: op('MCP authorization', 'mcpRegister', 'Dynamic client registration (RFC 7591)', {
        ...PUBLIC,
        requestBody: body({
          type: 'object',
          required: ['redirect_uris'],
          properties: { redirect_uris: { type: 'array', items: text }, client_name: text },
        }),
        responses: { 201: json({ type: 'object' }), 400: oauthError },
      }),
    },
  };
}

function approvalPaths(): Json {
  return {
    '/api/v1/mcp/approvals': {
      post: op(
        'MCP authorization',
        'createMcpApproval',
        'A one-time code that lets a person grant an agent access to this organisation',
        {
          requestBody: body({ type: 'object', properties: { scopes: SCOPES } }, false),
          responses: {
            201: json({
              type: 'object',
              required: ['code', 'expires_at', 'scopes', 'organization_id'],
              properties: {
                code: text,
                expires_at: text,
                scopes: SCOPES,
                organization_id: text,
              },
            }),
            ...errors(400, 422, ...AUTHED),
          },
        },
      ),
    },
  };
}
