// The passthrough proxy's shapes: what a caller asks for, the request once checked (what the auth
// step turns into the wire request), and what comes back.

/** A caller's request to the vendor, relative to the connector's base URL. */
export interface ProxyRequest {
  method: string;
  /** Path under the base URL, starting with '/'; its query goes in `query`. */
  path: string;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  /** JSON (sent as application/json), or a string sent as it is with the caller's content-type. */
  body?: unknown;
}

/** A request the checks passed: safe to put under the base URL with the connector's credentials. */
export interface ProxyCall {
  method: string;
  path: string;
  query: [string, string][];
  /** Lower-case names; no hop-by-hop, Host or credential header. */
  headers: Record<string, string>;
  body?: string;
}

export interface ProxyAnswer {
  /** The vendor's status (a success, or an error a response rule answered as one). */
  status: number;
  /** The vendor's headers on the safe list (content type, pagination, rate limits, request ids). */
  headers: Record<string, string>;
  /** JSON when the vendor answered JSON, else its text; secrets masked as in execute answers. */
  body: unknown;
}

export interface ProxyOptions {
  /** Write methods (POST, PUT, PATCH, DELETE) are allowed to this caller (the hosted grant). Default true. */
  allowWrites?: boolean;
  signal?: AbortSignal;
}
