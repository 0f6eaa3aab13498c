// What the engine reports to whoever watches it (the hosted service turns these into metrics):
// each upstream attempt, each token refresh, each context-store search and write. Only kinds, entities,
// methods, hosts, statuses, codes and durations: never URLs, bodies, headers or credentials. With no
// observer set nothing is built or timed, so the hot path stays as it was.
import { EngineError } from './errors.ts';

export type EngineEvent =
  /** One HTTP attempt to a vendor; duration is the time to the answer's headers (or to the failure). */
  | {
      type: 'upstream';
      kind: string;
      method: string;
      /** The vendor's host (never the path or query). */
      host: string;
      status: number | undefined;
      error_code: string | undefined;
      retry: boolean;
      duration_ms: number;
      /** The caller's signal (ExecuteOptions.signal, a sync's): which call the attempt belongs to. */
      signal?: AbortSignal | undefined;
    }
  /** One token refresh (shared by concurrent callers); outcome is 'ok' or the error code. */
  | { type: 'token_refresh'; kind: string; outcome: string; duration_ms: number }
  /** One context_store_search; outcome is 'ok' or the error code (search_timeout, invalid_params, ...). */
  | { type: 'search'; kind: string; entity: string; outcome: string; duration_ms: number }
  /** One context-store write (a page of records, or deletions), in one transaction. */
  | {
      type: 'store_write';
      /** The entity's table. */
      table: string;
      operation: 'store' | 'delete';
      records: number;
      outcome: string;
      duration_ms: number;
    };

export type EngineObserver = ((event: EngineEvent) => void) & {
  /**
   * The W3C trace headers (traceparent, tracestate) of the call under way, asked for just before a
   * vendor request of a kind whose manifest allows them (http.propagate_trace_context); none: none sent.
   */
  traceHeaders?: () => Record<string, string> | undefined;
};

/** The observer bound to one kind, carried with the kind's HTTP policy to every call of the kind. */
export interface KindObserver {
  kind: string;
  observe: EngineObserver;
}

/** Hands an event to the observer; an observer that throws never breaks the call it watches. */
export function report(observe: EngineObserver, event: EngineEvent): void {
  try {
    observe(event);
  } catch {
    /* the observer's failure is its own */
  }
}

/** Runs `work`, then reports its duration and outcome ('ok' or the error's code). */
export async function observed<T>(
  observe: EngineObserver,
  event: (outcome: string, durationMs: number) => EngineEvent,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  let outcome = 'error';
  try {
    const result = await work();
    outcome = 'ok';
    return result;
  } catch (err) {
    if (err instanceof EngineError) outcome = err.code;
    throw err;
  } finally {
    report(observe, event(outcome, performance.now() - started));
  }
}
