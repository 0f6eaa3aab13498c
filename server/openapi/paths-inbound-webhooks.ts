// The OpenAPI paths of inbound vendor webhooks: a connector's endpoints (token required) and the
// public delivery address a vendor posts its signed events to.
import { AUTHED, body, C, errors, ID, type Json, json, op, PUBLIC, pathParam } from './helpers.ts';

const HOOK = pathParam('hook', 'The inbound endpoint id (inh_...).');
const text = { type: 'string' };
const orNull = { type: ['string', 'null'] };

const endpoint = {
  type: 'object',
  required: ['id', 'connector_id', 'path', 'secret_source', 'has_secret', 'created_at'],
  properties: {
    id: text,
    connector_id: text,
    path: {
      type: 'string',
      description: "Where the vendor posts its events, under the service's URL.",
    },
    secret_source: { enum: ['user', 'generated', 'handshake'] },
    has_secret: { type: 'boolean' },
    confirmed_at: orNull,
    last_event_at: orNull,
    created_at: text,
    verification_token: {
      type: 'string',
      description:
        "A handshake's token to paste into the vendor's settings (Notion), until the first verified event.",
    },
  },
};

export function inboundWebhookPaths(): Json {
  return { ...endpointPaths(), ...deliveryPath() };
}

function endpointPaths(): Json {
  return {
    [`${C}/{id}/webhooks`]: {
      post: op(
        'Webhooks',
        'createInboundWebhook',
        "Add an inbound endpoint for the vendor's events",
        {
          parameters: [ID],
          requestBody: body(
            {
              type: 'object',
              additionalProperties: false,
              properties: { secret: { type: 'string', minLength: 8, maxLength: 1024 } },
            },
            false,
          ),
          responses: {
            201: json(
              {
                ...endpoint,
                properties: {
                  ...endpoint.properties,
                  secret: {
                    type: 'string',
                    description: 'A generated secret, in this answer only.',
                  },
                },
              },
              'Created',
            ),
            ...errors(400, 404, 422, ...AUTHED),
          },
        },
      ),
      get: op('Webhooks', 'listInboundWebhooks', "The connector's inbound endpoints", {
        parameters: [ID],
        responses: {
          200: json({
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: endpoint } },
          }),
          ...errors(404, ...AUTHED),
        },
      }),
    },
    [`${C}/{id}/webhooks/{hook}`]: {
      get: op('Webhooks', 'getInboundWebhook', 'One inbound endpoint', {
        parameters: [ID, HOOK],
        responses: { 200: json(endpoint), ...errors(404, ...AUTHED) },
      }),
      delete: op('Webhooks', 'deleteInboundWebhook', 'Remove an inbound endpoint', {
        parameters: [ID, HOOK],
        responses: { 204: { description: 'Removed' }, ...errors(404, ...AUTHED) },
      }),
    },
  };
}

function deliveryPath(): Json {
  return {
    '/api/inbound/{hook}': {
      post: op('Webhooks', 'receiveInboundWebhook', "A vendor's signed delivery (no token)", {
        ...PUBLIC,
        parameters: [HOOK],
        requestBody: body({}, false),
        responses: {
          200: json({
            description:
              'Events applied, duplicates and ignored types counted; or a handshake answered.',
          }),
          ...errors(400, 401, 404, 413),
          409: { description: 'A handshake for an endpoint whose secret is already set.' },
          503: { description: 'An event could not be applied now; the vendor delivers it again.' },
        },
      }),
    },
  };
}
