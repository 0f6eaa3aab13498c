// Cross-field rules that a JSON Schema says badly (one of several params, a date range at most 31
// days, a bounded search query). Each rule is JSONata over the params and must hold before any
// upstream call; a broken rule answers 400 with the manifest's message and the fields it names.
import { EngineError } from '../errors.ts';
import type { Precondition } from '../plan/params.ts';

export type { Precondition };

export async function checkPreconditions(
  list: Precondition[],
  params: Record<string, unknown>,
  where: string,
  bindings: Record<string, unknown> = {},
): Promise<void> {
  const failed: Precondition[] = [];
  for (const p of list) {
    let ok: unknown;
    try {
      ok = await p.rule.evaluate(params, Object.assign({}, bindings, { params })); // pipeline/send.ts
    } catch {
      ok = false; // a rule that cannot be evaluated on these params (e.g. a malformed date) does not hold
    }
    if (ok !== true) failed.push(p);
  }
  if (!failed.length) return;
  const errors = failed.flatMap((p) =>
    (p.fields.length ? p.fields : [null]).map((field) => ({
      field,
      message: p.message,
      error_code: 'precondition_failed',
    })),
  );
  throw new EngineError(
    'precondition_failed',
    400,
    `${where}: ${failed.map((p) => p.message).join(' ')}`,
    { errors },
  );
}
