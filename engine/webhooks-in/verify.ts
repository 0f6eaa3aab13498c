// Verifies a delivery against the kind's declared scheme: the signature header parsed into
// candidates, the signed payload built from its template, an HMAC under the endpoint's secret,
// compared in constant time with every candidate; the signed timestamp within its tolerance.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PayloadPart, WebhookPlan } from '../plan/webhooks.ts';
import type { InboundRequest } from './request.ts';

export type Verdict = { ok: true } | { ok: false; reason: string };

const MAX_CANDIDATES = 16;

export function verifyDelivery(
  plan: WebhookPlan,
  req: InboundRequest,
  secret: string,
  now = Date.now(),
): Verdict {
  const sig = plan.signature;
  const header = req.headers[sig.header];
  if (!header) return { ok: false, reason: `the ${sig.header} header is missing` };
  const parts = (sig.separator ? header.split(sig.separator) : [header]).map((s) => s.trim());
  const candidates = parts
    .filter((s) => s.startsWith(sig.prefix))
    .map((s) => s.slice(sig.prefix.length).trim())
    .slice(0, MAX_CANDIDATES);
  if (!candidates.length) return { ok: false, reason: `${sig.header} holds no signature` };
  const stamp = timestampOf(plan, req, parts);
  if (plan.timestamp) {
    const late = stampProblem(plan.timestamp, stamp, now);
    if (late) return { ok: false, reason: late };
  }
  const digest = createHmac(sig.algorithm, signingKey(plan, secret))
    .update(signedPayload(sig.payload, req, stamp ?? ''))
    .digest();
  const match = candidates.some((c) => sameDigest(digest, c, sig.encoding));
  return match ? { ok: true } : { ok: false, reason: 'the signature does not match' };
}

/** The HMAC key: the secret's bytes, or (Standard Webhooks) the base64 after its prefix. */
export function signingKey(plan: WebhookPlan, secret: string): Buffer {
  const { keyPrefix, keyEncoding } = plan.secret;
  const s = keyPrefix && secret.startsWith(keyPrefix) ? secret.slice(keyPrefix.length) : secret;
  return keyEncoding === 'base64' ? Buffer.from(s, 'base64') : Buffer.from(s, 'utf8');
}

export function signedPayload(parts: PayloadPart[], req: InboundRequest, stamp: string): Buffer {
  return Buffer.concat(
    parts.map((p) => {
      if ('text' in p) return Buffer.from(p.text, 'utf8');
      if ('header' in p) return Buffer.from(req.headers[p.header] ?? '', 'utf8');
      if (p.from === 'body') return req.body;
      if (p.from === 'timestamp') return Buffer.from(stamp, 'utf8');
      return Buffer.from(p.from === 'method' ? req.method.toUpperCase() : req.url, 'utf8');
    }),
  );
}

function timestampOf(plan: WebhookPlan, req: InboundRequest, parts: string[]): string | undefined {
  const t = plan.timestamp;
  if (t?.header) return req.headers[t.header];
  const prefix = plan.signature.timestampPrefix;
  const part = prefix ? parts.find((s) => s.startsWith(prefix)) : undefined;
  return part?.slice(prefix!.length);
}

function stampProblem(
  t: NonNullable<WebhookPlan['timestamp']>,
  stamp: string | undefined,
  now: number,
): string | undefined {
  if (!stamp) return 'the signed timestamp is missing';
  const ms =
    t.format === 'iso8601'
      ? Date.parse(stamp)
      : /^\d{1,16}$/.test(stamp)
        ? Number(stamp) * (t.format === 'unix_ms' ? 1 : 1000)
        : Number.NaN;
  if (!Number.isFinite(ms)) return 'the signed timestamp is not readable';
  if (Math.abs(now - ms) > t.toleranceSeconds * 1000)
    return `the signed timestamp is more than ${t.toleranceSeconds} s from now`;
  return undefined;
}

function sameDigest(digest: Buffer, candidate: string, encoding: 'hex' | 'base64'): boolean {
  const valid = encoding === 'hex' ? /^[0-9a-fA-F]+$/ : /^[A-Za-z0-9+/_-]+={0,2}$/;
  if (!valid.test(candidate)) return false;
  const given = Buffer.from(candidate, encoding);
  return given.length === digest.length && timingSafeEqual(given, digest);
}
