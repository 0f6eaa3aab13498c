// The OpenAPI paths of the webhook routes (/api/v1/webhooks): endpoints, their delivery log, resend.
// Their response bodies are described here, beside the paths, so the route group stays in one file.
import { AUTHED, body, errors, type Json, json, op, pathParam } from './helpers.ts';
import { ref } from './schemas.ts';

const W = '/api/v1/webhooks';
const ENDPOINT_ID = pathParam('id', 'The webhook endpoint id (whk_...).');
const text = { type: 'string' };
const orNull = (type: string) => ({ type: [type, 'null'] });

const endpoint = {
  type: 'object',
  required: ['id', 'url', 'description', 'events', 'created_at'],
  properties: {
    id: text,
    url: text,
    description: orNull('string'),
    events: { type: 'array', items: text, description: "The event types sent; ['*'] for all." },
    created_at: text,
  },
};

const delivery = {
  type: 'object',
  required: ['id', 'event_id', 'event_type', 'status', 'attempts', 'last_status_code'],
  properties: {
    id: { type: 'string', description: 'The delivery, named by its event id within the endpoint.' },
    event_id: text,
    event_type: text,
    status: { enum: ['pending', 'delivered', 'failed'] },
    attempts: { type: 'integer' },
    last_status_code: orNull('integer'),
    last_error: orNull('string'),
    next_attempt_at: orNull('string'),
    delivered_at: orNull('string'),
    created_at: text,
  },
};

export function webhookPaths(): Json {
  return {
    [W]: {
      post: op(
        'Webhooks',
        'createWebhook',
        'Add a webhook endpoint; its signing secret is in this answer only',
        {
          requestBody: body(ref('CreateWebhook')),
          responses: {
            201: json(
              {
                ...endpoint,
                required: [...endpoint.required, 'secret'],
                properties: {
                  ...endpoint.properties,
                  secret: { type: 'string', pattern: '^whsec_' },
                },
              },
              'Created',
            ),
            ...errors(400, 422, ...AUTHED),
          },
        },
      ),
      get: op('Webhooks', 'listWebhooks', "The organisation's webhook endpoints", {
        responses: {
          200: json({
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: endpoint } },
          }),
          ...errors(...AUTHED),
        },
      }),
    },
    ...deliveryPaths(),
    [`${W}/{id}`]: {
      delete: op('Webhooks', 'deleteWebhook', 'Remove a webhook endpoint and its delivery log', {
        parameters: [ENDPOINT_ID],
        responses: { 204: { description: 'Removed' }, ...errors(404, ...AUTHED) },
      }),
    },
  };
}

/** The delivery log of an endpoint, and resending one delivery. */
function deliveryPaths(): Json {
  return {
    [`${W}/{id}/deliveries`]: {
      get: op('Webhooks', 'listWebhookDeliveries', "The endpoint's newest 100 deliveries", {
        parameters: [ENDPOINT_ID],
        responses: {
          200: json({
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: delivery } },
          }),
          ...errors(404, ...AUTHED),
        },
      }),
    },
    [`${W}/{id}/deliveries/{delivery_id}/resend`]: {
      post: op(
        'Webhooks',
        'resendWebhookDelivery',
        'Send a delivery again, with a fresh round of attempts',
        {
          parameters: [
            ENDPOINT_ID,
            pathParam('delivery_id', 'The delivery (its event id, evt_...).'),
          ],
          responses: {
            202: json(
              {
                type: 'object',
                required: ['id', 'status'],
                properties: { id: text, status: { const: 'pending' } },
              },
              'Accepted',
            ),
            ...errors(404, ...AUTHED),
          },
        },
      ),
    },
  };
}
