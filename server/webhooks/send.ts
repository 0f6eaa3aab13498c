// One delivery attempt over undici: POST, 10 s for the whole exchange, no redirect followed (a 3xx is
// a failed attempt), at most a small part of the answer read and the rest discarded.
import type { WebhookTargets } from './targets.ts';

const DEADLINE_MS = 10_000;
const BODY_CAP = 1024;

export async function send(
  targets: WebhookTargets,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status?: number; error?: string }> {
  if (targets.literalRefused(new URL(url).hostname))
    return { error: 'the endpoint is a private address the operator does not allow' };
  const { request } = await import('undici');
  try {
    const res = await request(url, {
      method: 'POST',
      body,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'user-agent': 'connector-engine-webhooks',
      },
      dispatcher: await targets.dispatcher(),
      signal: AbortSignal.timeout(DEADLINE_MS),
      headersTimeout: DEADLINE_MS,
      bodyTimeout: DEADLINE_MS,
    });
    await res.body.dump({ limit: BODY_CAP }).catch(() => {});
    return { status: res.statusCode };
  } catch (err) {
    const e = err as Error & { code?: string; cause?: { code?: string; message?: string } };
    const why =
      e.name === 'TimeoutError'
        ? `no answer within ${DEADLINE_MS / 1000} s`
        : (e.cause?.message ?? e.message);
    return { error: why.slice(0, 300) };
  }
}
