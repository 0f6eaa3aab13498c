// The HTTP layer's shapes: the policy a kind's calls run under, a request and a reply. Apart so
// client.ts and exchange.ts share them without importing each other (client.ts re-exports them).
import type { KindObserver } from '../events.ts';
import type { HttpLimits } from '../plan/http.ts';
import type { HeaderReader } from './headers.ts';

/** A kind's limits with, when watched, the engine's observer (told of every attempt of the kind). */
export interface HttpPolicy extends HttpLimits {
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
