// The HTTP layer's shapes: the policy a kind's calls run under, a request and a reply. Apart so
// client.ts and exchange.ts share them without importing each other (client.ts re-exports them).
import type { KindObserver } from '../events.ts';
import type { HeaderReader } from './headers.ts';

export interface HttpPolicy {
  /** The whole call: connect, headers, body and retries. */
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxRetryAfterMs: number;
  /** Largest response body read into memory (downloads stream and are not capped). */
  maxResponseBytes: number;
  /** Follow same-origin redirects (auth re-applied); other redirects are never followed. */
  followRedirects: boolean;
  /** Not a limit: the engine's observer, told of every attempt (carried with the policy to every call of a kind). */
  observer?: KindObserver;
}

export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | URLSearchParams;
}

export interface Reply {
  status: number;
  headers: HeaderReader;
  text: string;
  url: string;
  /** An error answer longer than the error-body cap was cut. */
  cut?: boolean;
}
