// Maps a failed vendor response to an EngineError. The vendor's status and message are kept in
// details; 401/403 become 502 because they concern the stored credentials, not the caller's token.
// The body is decoded first and every string in it redacted, then cut: no secret, in any form the
// vendor echoes it, and no fragment of one reaches the caller.
import { EngineError } from '../errors.ts';
import type { Redactor } from './redact.ts';

const MAX_BODY = 2000;

export function upstreamError(status: number, headers: Headers, text: string, cut: boolean, redactor: Redactor): EngineError {
  let body: unknown;
  try {
    body = redactor.value(JSON.parse(text));
  } catch {
    body = redactor.text(text, cut);
  }
  const vendorMessage = redactor.truncate(findMessage(body) ?? `HTTP ${status}`, 300);
  const serialised = typeof body === 'string' ? body : JSON.stringify(body);
  const details = { upstream_status: status, upstream_message: vendorMessage, upstream_body: serialised.length > MAX_BODY ? `${serialised.slice(0, MAX_BODY)}…` : body };
  const s = status;
  if (s === 429) {
    const retryAfter = parseRetryAfter(headers.get('retry-after'));
    return new EngineError('upstream_rate_limited', 429, `The vendor API is rate limiting this connector: ${vendorMessage}`, {
      details,
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    });
  }
  if (s === 401 || s === 403) {
    return new EngineError('upstream_unauthorized', 502, `The vendor API rejected the connector's credentials (${s}): ${vendorMessage}`, { details });
  }
  if (s >= 500) return new EngineError('upstream_error', 502, `The vendor API failed (${s}): ${vendorMessage}`, { details });
  return new EngineError('upstream_error', s, `The vendor API refused the request (${s}): ${vendorMessage}`, { details });
}

/** Common places vendors put a human-readable error message. */
function findMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() ? body.trim().slice(0, 300) : undefined;
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, any>;
  const candidates = [
    b.error?.message,
    b.message,
    b.error_description,
    Array.isArray(b.errorMessages) ? b.errorMessages[0] : undefined,
    b.errors && !Array.isArray(b.errors) && typeof b.errors === 'object' ? Object.values(b.errors)[0] : undefined,
    Array.isArray(b.errors) ? (b.errors[0]?.message ?? b.errors[0]?.detail ?? b.errors[0]) : undefined,
    b.detail,
    typeof b.error === 'string' ? b.error : undefined,
  ];
  const found = candidates.find((c) => typeof c === 'string' && c.trim());
  return found as string | undefined;
}

export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
