// Maps a failed vendor response to an EngineError. The vendor's status and message are kept in
// details; 401/403 become 502 because they concern the stored credentials, not the caller's token.
// The body is decoded first and every string in it redacted, then cut: no secret, in any form the
// vendor echoes it, and no fragment of one reaches the caller. A 401 or 403 answer is about the
// credentials just sent, the likeliest thing for a vendor to echo in a form no redaction foresees:
// nothing read from its body is returned, only the status and the error code of a standard
// WWW-Authenticate header (RFC 6750: invalid_token, insufficient_scope), which says what to fix.
// A response rule may state the vendor's message (else the common message fields are guessed) and
// the status to answer.
import { EngineError } from '../errors.ts';
import type { HeaderReader } from './headers.ts';
import type { Redactor } from './redact.ts';

const MAX_BODY = 2000;

export function upstreamError(
  status: number,
  headers: HeaderReader,
  text: string,
  cut: boolean,
  redactor: Redactor,
): EngineError {
  return vendorError(status, headers, errorBody(text, cut, redactor), redactor);
}

/** An error answer's body: JSON when it parses, else its text; redacted either way. */
export function errorBody(text: string, cut: boolean, redactor: Redactor): unknown {
  try {
    return redactor.value(JSON.parse(text));
  } catch {
    return redactor.text(text, cut);
  }
}

export interface ErrorOverrides {
  /** The vendor's message as a rule reads it (replaces the guess). */
  message?: unknown;
  /** The status to answer instead of the one derived from the vendor's. */
  status?: number;
  /** Seconds to wait, for a 429 (default: the Retry-After header). */
  retryAfter?: number;
}

/** The error for a vendor answer of 400 or more, from its already redacted body. */
export function vendorError(
  status: number,
  headers: HeaderReader,
  body: unknown,
  redactor: Redactor,
  over: ErrorOverrides = {},
): EngineError {
  const s = status;
  // A rule that answers another status (a 403 that means a quota) says the body is not about credentials.
  const withheld = (s === 401 || s === 403) && over.status === undefined;
  const vendorMessage = withheld
    ? authChallenge(headers)
    : redactor.truncate(statedMessage(over) ?? findMessage(body) ?? `HTTP ${status}`, 300);
  const details = {
    upstream_status: status,
    upstream_message: vendorMessage,
    ...(withheld ? {} : { upstream_body: cutBody(body) }),
  };
  const answer = over.status ?? answerStatus(s);
  if (answer === 429) {
    const retryAfter = over.retryAfter ?? parseRetryAfter(headers.get('retry-after'));
    return new EngineError(
      'upstream_rate_limited',
      429,
      `The vendor API is rate limiting this connector: ${vendorMessage}`,
      { details, ...(retryAfter !== undefined ? { retryAfter } : {}) },
    );
  }
  if ((s === 401 || s === 403) && answer === 502)
    return new EngineError(
      'upstream_unauthorized',
      502,
      `The vendor API rejected the connector's credentials (${s}): ${vendorMessage}`,
      { details },
    );
  const what = s >= 500 ? 'failed' : 'refused the request';
  return new EngineError(
    'upstream_error',
    answer,
    `The vendor API ${what} (${s}): ${vendorMessage}`,
    {
      details,
    },
  );
}

const statedMessage = (over: ErrorOverrides) =>
  over.message === undefined || over.message === null ? undefined : String(over.message);

/** The status answered for the vendor's: 429 stays, credentials (401, 403) and failures (5xx) are 502. */
const answerStatus = (s: number) =>
  s === 429 ? 429 : s === 401 || s === 403 || s >= 500 ? 502 : s;

/** The body as details carry it: whole, or its serialised start when long. */
function cutBody(body: unknown): unknown {
  const serialised = typeof body === 'string' ? body : (JSON.stringify(body) ?? '');
  return serialised.length > MAX_BODY ? `${serialised.slice(0, MAX_BODY)}…` : body;
}

/** What a 401/403 may say: its status and a WWW-Authenticate error code, never the body. */
function authChallenge(headers: HeaderReader): string {
  const header = headers.get('www-authenticate') ?? '';
  const code = /\berror="?([a-z0-9_.-]{1,64})"?/i.exec(header)?.[1];
  return code ? `${code} (the vendor's body is withheld)` : "the vendor's body is withheld";
}

/** The error for a successful (below 400) answer that a rule says is an error (GraphQL errors in a 200). */
export function reportedError(
  status: number,
  headers: HeaderReader,
  redactor: Redactor,
  over: ErrorOverrides & { status: number },
): EngineError {
  const message = redactor.truncate(String(over.message ?? 'the vendor reported an error'), 300);
  const details = { upstream_status: status, upstream_message: message };
  if (over.status === 429) {
    const retryAfter = over.retryAfter ?? parseRetryAfter(headers.get('retry-after'));
    return new EngineError(
      'upstream_rate_limited',
      429,
      `The vendor API is rate limiting this connector: ${message}`,
      {
        details,
        ...(retryAfter !== undefined ? { retryAfter } : {}),
      },
    );
  }
  return new EngineError(
    'upstream_error',
    over.status,
    `The vendor API reported an error: ${message}`,
    { details },
  );
}

/** Common places vendors put a human-readable error message (used where no rule states one). */
function findMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() ? body.trim().slice(0, 300) : undefined;
  if (!body || typeof body !== 'object') return undefined;
  // biome-ignore lint/suspicious/noExplicitAny: a vendor body of unknown shape, probed field by field
  const b = body as Record<string, any>;
  const candidates = [
    b.error?.message,
    b.message,
    b.error_description,
    Array.isArray(b.errorMessages) ? b.errorMessages[0] : undefined,
    b.errors && !Array.isArray(b.errors) && typeof b.errors === 'object'
      ? Object.values(b.errors)[0]
      : undefined,
    Array.isArray(b.errors)
      ? (b.errors[0]?.message ?? b.errors[0]?.detail ?? b.errors[0])
      : undefined,
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
