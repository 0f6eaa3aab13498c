// Inbound vendor webhooks. Under a connector (token required): create an endpoint (a generated secret
// is in this answer only), list, read and delete them. At INBOUND_PATH/{id} (no token: vendors cannot
// send one; the unguessable id finds the endpoint, the signature proves the sender): the deliveries.
import { Hono } from 'hono';
import { inboundWebhooks as hooks } from '../../engine/index.ts';
import { ApiError } from '../errors.ts';
import type { InboundWebhooks } from '../inbound-webhooks.ts';
import type { InboundReceiver } from '../inbound-webhooks-receive.ts';
import { actedBy, type Env, logAlso, org } from '../request.ts';

export { INBOUND_PATH } from '../inbound-webhooks.ts';

export function inboundWebhookRoutes({ inbound }: { inbound: InboundWebhooks }) {
  return new Hono<Env>()
    .post('/:id/webhooks', async (c) => {
      const created = await inbound.create(
        org(c),
        c.req.param('id'),
        await optionalJson(c.req.raw),
        actedBy(c),
      );
      logAlso(c, { inbound_webhook_id: created.id });
      return c.json(created, 201);
    })
    .get('/:id/webhooks', async (c) =>
      c.json({ data: await inbound.list(org(c), c.req.param('id')) }),
    )
    .get('/:id/webhooks/:hook', async (c) =>
      c.json(await inbound.get(org(c), c.req.param('id'), c.req.param('hook'))),
    )
    .delete('/:id/webhooks/:hook', async (c) => {
      await inbound.delete(org(c), c.req.param('id'), c.req.param('hook'), actedBy(c));
      return c.body(null, 204);
    });
}

export function inboundDeliveryRoutes({
  receiver,
  publicUrl,
}: {
  receiver: InboundReceiver;
  /** The service's public URL, when set: the URL a vendor signs (HubSpot) is the one it called. */
  publicUrl?: string | undefined;
}) {
  return new Hono<Env>().post('/:hook', async (c) => {
    const body = await boundedBody(c.req.raw);
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => {
      headers[k] = v;
    });
    const called = new URL(c.req.url);
    const url = publicUrl
      ? new URL(called.pathname + called.search, publicUrl).toString()
      : c.req.url;
    const answer = await receiver.receive(c.req.param('hook'), {
      method: c.req.method,
      url,
      headers,
      body,
    });
    logAlso(c, { inbound_webhook_id: c.req.param('hook') });
    for (const [k, v] of Object.entries(answer.headers)) c.header(k, v);
    return answer.body === null ? c.body(null, answer.status) : c.json(answer.body, answer.status);
  });
}

async function boundedBody(req: Request): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > hooks.MAX_INBOUND_BODY_BYTES) throw tooLarge();
  const body = Buffer.from(await req.arrayBuffer());
  if (body.length > hooks.MAX_INBOUND_BODY_BYTES) throw tooLarge();
  return body;
}

const tooLarge = () =>
  new ApiError(413, `A delivery is at most ${hooks.MAX_INBOUND_BODY_BYTES} bytes.`, [
    { field: null, message: 'body too large', error_code: 'payload_too_large' },
  ]);

async function optionalJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.', [
      { field: null, message: 'is not valid JSON', error_code: 'malformed_json' },
    ]);
  }
}
