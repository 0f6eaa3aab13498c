// The HTTP limits and the request rate a plan declares (http/ applies them).

/** A kind's HTTP limits; at run time the engine adds its observer (http/types.ts HttpPolicy). */
export interface HttpLimits {
  /** The whole call: connect, headers, body and retries. */
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxRetryAfterMs: number;
  /** Largest response body read into memory (downloads stream and are not capped). */
  maxResponseBytes: number;
  /** Follow same-origin redirects (auth re-applied); other redirects are never followed. */
  followRedirects: boolean;
  /** Send the caller's W3C trace context to the vendor (manifest http.propagate_trace_context). */
  propagateTraceContext?: boolean;
}

export interface RatePlan {
  perSecond: number;
  burst: number;
  /** Response header whose number is the rate (requests per second) the vendor applies. */
  limitHeader?: string;
}
