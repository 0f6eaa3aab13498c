// Maps a vendor response to { result, connector_metadata }: records (list, api_search) or one object,
// and the vendor's own pagination fields unchanged.
import type { ActionPlan } from '../plan/plan.ts';

export interface Mapped {
  result: unknown;
  records: unknown[];
  metadata: Record<string, unknown>;
}

export async function mapResponse(
  plan: ActionPlan,
  body: unknown,
  bindings: Record<string, unknown>,
): Promise<Mapped> {
  const raw = plan.result ? await plan.result.evaluate(body, bindings) : body;
  let result = raw;
  let records: unknown[] = [];
  if (plan.isList) {
    records = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
    result = records;
  } else if (result === undefined) result = null;
  return { result, records, metadata: await metadata(plan, body, bindings) };
}

async function metadata(
  plan: ActionPlan,
  body: unknown,
  bindings: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const spec = plan.metadata;
  if (!spec) return {};
  if (Array.isArray(spec)) {
    const out: Record<string, unknown> = {};
    if (body && typeof body === 'object')
      for (const f of spec) if (f in body) out[f] = (body as Record<string, unknown>)[f];
    return out;
  }
  const value = await spec.evaluate(body, bindings);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? stripUndefined(value as Record<string, unknown>)
    : {};
}

function stripUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
