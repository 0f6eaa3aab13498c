// The shapes of the request pipeline: a call (what to send and how to judge the answer), the exchange
// one call becomes while it runs, and the outcome each step hands back to the one before it.
import type { Dispatcher } from 'undici';
import type { HeaderReader } from '../http/headers.ts';
import type { Redactor } from '../http/redact.ts';
import type { HttpPolicy, OutgoingRequest } from '../http/types.ts';
import type { ResponseRule, Verdict } from '../map/rules.ts';
import type { ActionPlan } from '../plan/plan.ts';
import type { ProxyCall } from '../proxy/types.ts';

/** What to send: an action rendered from params, a vendor's next-page link, a checked proxy request, or a finished request. */
export type Recipe =
  | { render: ActionPlan; params: Record<string, unknown> }
  | { follow: string }
  | { proxy: ProxyCall }
  | { request: OutgoingRequest };

export interface Call {
  recipe: Recipe;
  /** Judge the answer: the action's and kind's rules (the engine's defaults follow them). */
  rules: ResponseRule[];
  /** What the rules' expressions read besides the body ($params, $config); the judge adds $status and $headers. */
  bindings: Record<string, unknown>;
  /** Bind $headers too (only kinds whose expressions read them: it is not free on every page). */
  withHeaders?: boolean;
  /** Resend a non-idempotent request too (reads made as POST). */
  retryAnyMethod?: boolean;
  /** At most this many resends (default: the policy's retries). */
  retries?: number;
  /** The caller's cancel (a stopped sync, a closed request). */
  signal?: AbortSignal | undefined;
  /** Answer the body unread (a download streams it) and hand redirects back instead of refusing them. */
  stream?: { dispatcher: Dispatcher | undefined };
}

/** One call while it runs: the signal and deadline are the act step's (none before it). */
export interface Exchange {
  call: Call;
  policy: HttpPolicy;
  /** The connector's redactor: every secret it learnt is masked in what the call reports. */
  redactor: Redactor;
  signal: AbortSignal;
  deadline: number;
  /** 0 for the first send, then one more per resend. */
  attempt: number;
  /** The request as sent, set by the auth step (or the bare step) before the send step. */
  req?: OutgoingRequest;
}

export interface Outcome {
  req: OutgoingRequest;
  /** The URL answered (after same-origin redirects). */
  url: string;
  status: number;
  headers: HeaderReader;
  /** The body as text (empty for a streamed answer), decoded by the judge step into `body`. */
  text: string;
  cut?: boolean;
  body?: unknown;
  /** The streamed body of a download (stream calls that succeed). */
  stream?: Dispatcher.ResponseData['body'];
  bindings: Record<string, unknown>;
  verdict: Verdict;
}

/** One step of the pipeline, undici-interceptor style: it gets the next handler and answers a handler. */
export type Handler = (x: Exchange) => Promise<Outcome>;
export type Step = (next: Handler) => Handler;

/** A composed pipeline: runs a call, answers its successful outcome or throws the verdict's error. */
export interface Pipeline {
  run(call: Call): Promise<Outcome>;
}
