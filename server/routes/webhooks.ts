// The organisation's webhook endpoints (mounted at /api/v1/webhooks): create (the signing secret is in
// this answer only), list, delete, the delivery log of one, and resending a delivery.
import { Hono } from 'hono';
import { actedBy, type Env, jsonBody, org } from '../request.ts';
import type { WebhookEndpoints } from '../webhooks/endpoints.ts';

export const WEBHOOKS_PATH = '/api/v1/webhooks';

export function webhookRoutes({ webhooks }: { webhooks: WebhookEndpoints }) {
  return new Hono<Env>()
    .post('/', jsonBody('createWebhook'), async (c) => {
      const created = await webhooks.create(org(c), c.req.valid('json'), actedBy(c));
      c.set('logFields', { ...c.get('logFields'), webhook_id: created.id });
      return c.json(created, 201);
    })
    .get('/', async (c) => c.json({ data: await webhooks.list(org(c)) }))
    .delete('/:id', async (c) => {
      await webhooks.delete(org(c), c.req.param('id'), actedBy(c));
      return c.body(null, 204);
    })
    .get('/:id/deliveries', async (c) =>
      c.json({ data: await webhooks.deliveries(org(c), c.req.param('id')) }),
    )
    .post('/:id/deliveries/:delivery_id/resend', async (c) => {
      const resent = await webhooks.resend(org(c), c.req.param('id'), c.req.param('delivery_id'));
      return c.json(resent, 202);
    });
}
