// Params a manifest marks `returned` go back with the call's answer, success or error: a caller whose
// write timed out or failed holds the idempotency key the engine made, and can resend the call with it
// instead of doing the write twice. The connector hands its answer (or error) here; nothing calls back.

import { EngineError } from './errors.ts';
import type { ExecuteResult } from './options.ts';
import type { ActionPlan } from './plan/plan.ts';

/** The answer with the returned params added to its connector_metadata. */
export function withReturned(
  plan: ActionPlan,
  params: Record<string, unknown>,
  out: ExecuteResult,
): ExecuteResult {
  if (!plan.returned.length) return out;
  return { ...out, connector_metadata: { ...out.connector_metadata, ...handed(plan, params) } };
}

/** The error with the returned params added to its connector metadata (other errors as they are). */
export function errorWithReturned(
  plan: ActionPlan,
  params: Record<string, unknown>,
  err: unknown,
): unknown {
  if (plan.returned.length && err instanceof EngineError)
    err.connectorMetadata = { ...err.connectorMetadata, ...handed(plan, params) };
  return err;
}

function handed(plan: ActionPlan, params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    plan.returned.filter((n) => params[n] !== undefined).map((n) => [n, params[n]]),
  );
}
