// Handshakes: requests that confirm a subscription rather than carry events (Asana's X-Hook-Secret
// echo, Notion's verification_token, challenge echoes). The first whose `when` holds is answered.
import type { WebhookHandshake, WebhookPlan } from '../plan/webhooks.ts';

export interface HandshakeAnswer {
  /** The value the endpoint keeps as its signing secret (a handshake with secret:). */
  secret?: string;
  /** The vendor shows it nowhere else: the endpoint's owner copies it to the vendor (Notion). */
  reveal: boolean;
  signed: boolean;
  headers: Record<string, string>;
  body?: unknown;
}

const HEADER_VALUE = /^[\x21-\x7e][\x20-\x7e]{0,1023}$/;

export async function matchHandshake(
  plan: WebhookPlan,
  body: unknown,
  headers: Record<string, string>,
): Promise<HandshakeAnswer | undefined> {
  const input = body ?? {};
  for (const h of plan.handshakes) {
    if (!(await h.when.evaluate(input, { headers }))) continue;
    return answerOf(h, input, headers);
  }
  return undefined;
}

async function answerOf(
  h: WebhookHandshake,
  input: unknown,
  headers: Record<string, string>,
): Promise<HandshakeAnswer> {
  const secret = h.secret ? await h.secret.evaluate(input, { headers }) : undefined;
  const out: Record<string, string> = {};
  for (const [name, e] of h.responseHeaders) {
    const v = await e.evaluate(input, { headers });
    // echoed from the request: only a plain header value goes back (no CR/LF, bounded)
    if (typeof v === 'string' && HEADER_VALUE.test(v)) out[name] = v;
  }
  const body = h.responseBody ? await h.responseBody.evaluate(input, { headers }) : undefined;
  return {
    ...(typeof secret === 'string' && secret.length > 0 && secret.length <= 1024 ? { secret } : {}),
    reveal: h.reveal,
    signed: h.signed,
    headers: out,
    ...(body !== undefined ? { body } : {}),
  };
}
