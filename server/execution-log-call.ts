// Records one call in the execution log: the wrapper every surface (execute, MCP, proxy, sync) runs its
// call through. It times the call, counts the vendor requests the engine reports for it (each attempt
// names the caller's signal, which finds the call's tally), keeps the last vendor status, and queues
// the row once the call ended, whatever its outcome. The call's answer and error pass through unchanged.
// No AsyncLocalStorage: on Node 20 and 22 one costs every promise of the process a hook (about a tenth
// of the hosted path's throughput at concurrency 50).
import type { EngineError, EngineEvent } from '../engine/index.ts';
import { errorResponse } from './errors.ts';
import type { ExecutionEntry, ExecutionLog, ExecutionSource } from './execution-log.ts';
import { paramNames, paramValues } from './execution-log-params.ts';
import { timeOrderedId } from './ids.ts';
import { isoNow } from './iso-now.ts';

interface Tally {
  vendorCalls: number;
  upstreamStatus: number | undefined;
}

/** The tally of each logged call under way, by the signal its engine calls run under. */
const tallies = new WeakMap<AbortSignal, Tally>();

/** The engine's observer side of the log: each vendor request counted against its call. */
export function countVendorCall(e: EngineEvent): void {
  if (e.type !== 'upstream' || !e.signal) return;
  const tally = tallies.get(e.signal);
  if (!tally) return;
  tally.vendorCalls++;
  if (e.status !== undefined) tally.upstreamStatus = e.status;
}

/** What the caller knows of the call before it runs. */
export interface CallFacts {
  organizationId: string;
  source: ExecutionSource;
  connectorId: string;
  action: string;
  /** The signal the call's engine calls run under (its vendor requests are counted by it): one per call. */
  signal: AbortSignal;
  entity?: string | undefined;
  params?: unknown;
  requestId?: string | undefined;
  applicationId?: string | undefined;
  /** The kind, when known before the call (else `call.kind` is set once the connector is loaded). */
  kind?: string | undefined;
  /** Masks the connector's secrets in parameter values (Connector.redact), set once it is loaded. */
  redact?: ((value: unknown) => unknown) | undefined;
}

/** The call's row in the making: its id (returned to the caller; none with the log off), and what the call learns as it runs. */
export interface LoggedCall {
  readonly id: string | undefined;
  kind?: string | undefined;
  redact?: ((value: unknown) => unknown) | undefined;
  /** Records returned, when the caller counts them otherwise than from the answer. */
  records?: number | undefined;
  /** Set by a call that answered without succeeding (a sync run whose entities failed): the row is
   *  an error with this code. */
  failedWith?: string | undefined;
}

/**
 * Runs `work` as one logged call. Without a log (or with it off) the call runs as it is. `records`
 * counts what the answer returned (default: an array's length, a `data` list's, one object).
 */
export async function loggedCall<T>(
  log: Pick<ExecutionLog, 'record' | 'settings'> | undefined,
  facts: CallFacts,
  work: (call: LoggedCall) => Promise<T>,
  records: (answer: T) => number | null = countRecords,
): Promise<T> {
  if (!log?.settings.enabled) return work({ id: undefined });
  const now = Date.now();
  const id = timeOrderedId('exe', now);
  const call: LoggedCall = { id, kind: facts.kind, redact: facts.redact };
  const tally: Tally = { vendorCalls: 0, upstreamStatus: undefined };
  const at = isoNow(now);
  const started = performance.now();
  // One object of one shape per row, built once the call ended (this runs on every call).
  const entry = (
    status: ExecutionEntry['status'],
    counted: number | null,
    errorCode: string | null,
    upstreamStatus: number | null,
  ) =>
    log.record({
      id,
      organizationId: facts.organizationId,
      at,
      source: facts.source,
      connectorId: facts.connectorId,
      action: facts.action,
      status,
      durationMs: performance.now() - started,
      vendorCalls: tally.vendorCalls,
      paramNames: namesOf(facts.params, call.redact),
      requestId: facts.requestId ?? null,
      kind: call.kind ?? null,
      entity: facts.entity ?? null,
      errorCode,
      upstreamStatus,
      records: counted,
      applicationId: facts.applicationId ?? null,
      paramValues: log.settings.paramValues ? paramValues(facts.params, call.redact) : null,
    });
  tallies.set(facts.signal, tally);
  try {
    const answer = await work(call);
    const counted = call.records ?? records(answer);
    const upstream = tally.upstreamStatus ?? null;
    if (call.failedWith) entry('error', counted, call.failedWith, upstream);
    else entry('success', counted, null, upstream);
    return answer;
  } catch (err) {
    const { errorCode, upstreamStatus } = failure(err, tally);
    entry('error', null, errorCode, upstreamStatus);
    throw err;
  } finally {
    tallies.delete(facts.signal);
  }
}

/** The parameter names, masked by the connector's redactor in one pass (a name could carry a secret). */
function namesOf(params: unknown, redact: ((value: unknown) => unknown) | undefined): string[] {
  const names = paramNames(params);
  return redact && names.length ? (redact(names) as unknown[]).map(String) : names;
}

/** The error's code as the caller sees it, and the vendor's status when the vendor answered one. */
function failure(err: unknown, tally: Tally): { errorCode: string; upstreamStatus: number | null } {
  const { body } = errorResponse(err);
  const first = (body as { errors?: EngineError['errors'] }).errors?.[0];
  const said = (first?.details as { upstream_status?: unknown } | undefined)?.upstream_status;
  return {
    errorCode: first?.error_code ?? 'error',
    upstreamStatus: typeof said === 'number' ? said : (tally.upstreamStatus ?? null),
  };
}

/** Records in an answer: a list's length, a page's `data` or `result` list, else one object. */
export function countRecords(answer: unknown): number | null {
  if (Array.isArray(answer)) return answer.length;
  if (answer === null || typeof answer !== 'object') return null;
  const o = answer as Record<string, unknown>;
  if ('result' in o) return countRecords(o.result);
  if (Array.isArray(o.data)) return o.data.length;
  return 1;
}

/** The log id for an answer's execution_metadata (nothing with the log off). */
export const logIdOf = (call: LoggedCall) => (call.id ? { log_id: call.id } : {});
