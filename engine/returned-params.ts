// Params a manifest marks `returned` go back with the call's answer, success or error: a caller whose
// write timed out or failed holds the idempotency key the engine made, and can resend the call with it
// instead of doing the write twice.

import type { ExecuteResult } from './connector-types.ts';
import { EngineError } from './errors.ts';
import type { ActionPlan } from './manifest/plan.ts';

export async function handingBack(
  plan: ActionPlan,
  params: Record<string, unknown>,
  run: () => Promise<ExecuteResult>,
): Promise<ExecuteResult> {
  if (!plan.returned.length) return run();
  const handed = Object.fromEntries(
    plan.returned.filter((n) => params[n] !== undefined).map((n) => [n, params[n]]),
  );
  try {
    const out = await run();
    return { ...out, connector_metadata: { ...out.connector_metadata, ...handed } };
  } catch (err) {
    if (err instanceof EngineError) err.connectorMetadata = { ...err.connectorMetadata, ...handed };
    throw err;
  }
}
