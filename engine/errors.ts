// The error model shared by the engine, the CLI and the server: a stable code, the HTTP status it maps
// to, a message for people, and per-field entries in the hosted API's error-body shape.

export interface FieldError {
  field: string | null;
  message: string;
  error_code: string;
  details?: unknown;
}

export type ErrorCode =
  | 'unknown_kind'
  | 'unknown_entity'
  | 'unknown_action'
  | 'invalid_params'
  | 'precondition_failed'
  | 'invalid_config'
  | 'invalid_credentials'
  | 'invalid_manifest'
  | 'upstream_error'
  | 'upstream_unauthorized'
  | 'upstream_rate_limited'
  | 'upstream_timeout'
  | 'upstream_unreachable'
  | 'upstream_invalid_response'
  | 'connector_reauth_required'
  | 'file_not_found'
  | 'search_timeout'
  | 'cursor_expired'
  | 'invalid_proxy_request'
  | 'proxy_write_not_granted'
  | 'rate_limited';

export class EngineError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | null;
  readonly errors: FieldError[];
  readonly details: Record<string, unknown> | undefined;
  /** Seconds the caller should wait, when the vendor said so (429). */
  readonly retryAfter: number | undefined;
  /** Values of the failed call handed back to the caller (params marked returned: an idempotency key). */
  connectorMetadata: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    status: number,
    message: string,
    opts: {
      field?: string | null;
      errors?: FieldError[];
      details?: Record<string, unknown>;
      retryAfter?: number;
    } = {},
  ) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.status = status;
    this.field = opts.field ?? opts.errors?.[0]?.field ?? null;
    this.errors = opts.errors ?? [
      {
        field: this.field,
        message,
        error_code: code,
        ...(opts.details ? { details: opts.details } : {}),
      },
    ];
    this.details = opts.details;
    this.retryAfter = opts.retryAfter;
  }

  /** The re-consent error: the connector's authorisation is gone (a credentials port raises it too). */
  static reauth(kind: string, why?: string): EngineError {
    return new EngineError(
      'connector_reauth_required',
      409,
      `The ${kind} connector's authorisation is no longer valid${why ? ` (${why})` : ''}: run the OAuth flow again to reconnect it.`,
    );
  }

  /** The hosted API's error body: { message, errors: [{ field, message, error_code, details }] }. */
  toBody(): {
    message: string;
    errors: FieldError[];
    connector_metadata?: Record<string, unknown>;
  } {
    return {
      message: this.message,
      errors: this.errors,
      ...(this.connectorMetadata ? { connector_metadata: this.connectorMetadata } : {}),
    };
  }
}

/** Levenshtein distance, for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(
        row[j]! + 1,
        row[j - 1]! + 1,
        prev + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
      prev = cur;
    }
  }
  return row[b.length]!;
}

export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(name, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 3))
    ? best
    : undefined;
}

/** `fallback` is the suggestion when no valid name is close (e.g. context_store_search for 'search'). */
export function unknownName(
  code: 'unknown_kind' | 'unknown_entity' | 'unknown_action',
  what: string,
  name: string,
  valid: string[],
  fallback?: string,
): EngineError {
  const hint = closest(name, valid) ?? fallback;
  const field =
    code === 'unknown_kind' ? 'connector_type' : code === 'unknown_entity' ? 'entity' : 'action';
  return new EngineError(
    code,
    404,
    `Unknown ${what} '${name}'.${hint ? ` Did you mean '${hint}'?` : ''} Valid: ${valid.join(', ')}.`,
    { field, details: { valid } },
  );
}
