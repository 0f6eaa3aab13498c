// Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` and base64
// bytes; the signature is `v1,` and the base64 HMAC-SHA256 of "id.timestamp.body" under those bytes.
import { createHmac, randomBytes } from 'node:crypto';

export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export function signatureHeaders(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
