// Headers through the proxy, both ways. Caller headers: refused when hop-by-hop (they describe the
// caller's connection, not the vendor's), Host, a length the client computes, or a credential (the
// connector's credentials are the only ones sent, and a caller may not replace them). Vendor headers:
// only a safe list comes back (content type, pagination, rate limits, request ids), never cookies.
import type { HeaderReader } from '../http/headers.ts';
import type { Redactor } from '../http/redact.ts';
import type { ProxyPlan } from '../plan/proxy.ts';
import { refuse } from './refuse.ts';

const MAX_HEADERS = 50;
const MAX_VALUE = 8192;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);
const CLIENT_SET = new Set(['host', 'content-length']);
const CREDENTIALS = new Set(['authorization', 'cookie', 'cookie2']);

/** The caller's headers, lower-cased, once none is refused. */
export function checkHeaders(given: unknown, plan: ProxyPlan): Record<string, string> {
  const out: Record<string, string> = {};
  if (given === undefined) return out;
  if (!isRecord(given))
    refuse('headers', 'must be an object', 'an object of header names to strings');
  const entries = Object.entries(given);
  if (entries.length > MAX_HEADERS)
    refuse('headers', `has more than ${MAX_HEADERS} headers`, `at most ${MAX_HEADERS} headers`);
  for (const [name, value] of entries) {
    const lower = name.toLowerCase();
    const field = `headers.${name.slice(0, 100)}`;
    if (!TOKEN.test(name))
      refuse(field, 'is not a header name', 'an HTTP token such as X-Request-Id');
    const why = refusal(lower, plan);
    if (why) refuse(field, why, 'a header other than hop-by-hop, Host or credential headers');
    if (typeof value !== 'string' || value.length > MAX_VALUE || !/^[\t\x20-\x7e]*$/.test(value))
      refuse(
        field,
        'must be a string of printable ASCII',
        `printable ASCII, at most ${MAX_VALUE} characters`,
      );
    out[lower] = value;
  }
  return out;
}

function refusal(lower: string, plan: ProxyPlan): string | undefined {
  if (HOP_BY_HOP.has(lower) || lower.startsWith('proxy-'))
    return 'is a hop-by-hop header, not forwarded';
  if (CLIENT_SET.has(lower)) return 'is set by the HTTP client';
  if (CREDENTIALS.has(lower) || plan.authHeaders.has(lower))
    return "carries credentials; the connector's own are sent";
  return undefined;
}

const SAFE = new Set([
  'content-type',
  'content-language',
  'content-disposition',
  'link',
  'etag',
  'last-modified',
  'retry-after',
  'request-id',
  'x-request-id',
  'x-total-count',
  'x-next-page',
  'x-page',
  'x-per-page',
  'x-total',
  'x-total-pages',
]);
/** Rate-limit headers in their common spellings (RateLimit-*, X-RateLimit-*, X-Rate-Limit-*, x-...-RateLimit-*). */
const RATE_LIMIT = /(^|-)rate-?limit(-|$)/;

/** The vendor's headers on the safe list, values with any secret masked. */
export function answerHeaders(headers: HeaderReader, redactor: Redactor): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers)
    if (SAFE.has(name) || RATE_LIMIT.test(name) || /(^|-)request-id$/.test(name))
      out[name] = redactor.text(value);
  return out;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
