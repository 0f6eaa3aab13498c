// A dry run: the request an execute call would send first, rendered exactly as execute renders it
// (params validated, defaults filled, preconditions checked) with every secret masked. Nothing is
// sent and no token is fetched: a connector under token upkeep that holds no access token yet shows
// no auth. Used by the MCP dry_run tool and the CLI.
import { EngineError } from './errors.ts';
import type { Redactor } from './http/redact.ts';
import type { ActionPlan } from './plan/plan.ts';
import { type RequestContext, renderRequest } from './request/render.ts';

export interface DryRun {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON body as its value, a form body as its encoded text; absent when none is sent. */
  body?: unknown;
}

const MASK = '[redacted]';

export async function dryRunRequest(
  plan: ActionPlan,
  params: Record<string, unknown>,
  ctx: RequestContext,
  redactor: Redactor,
): Promise<DryRun> {
  // an action of several requests: the first step that applies to these params
  let [target, sent] = [plan, params];
  for (const step of plan.steps ?? []) {
    if (step.when && !(await step.when.evaluate(params, { config: ctx.config }))) continue;
    [target, sent] = [
      step.plan,
      step.send
        ? Object.fromEntries(step.send.filter((n) => n in params).map((n) => [n, params[n]]))
        : params,
    ];
    break;
  }
  const req = await renderRequest(target, sent, ctx);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    headers[k] = k in ctx.auth.headers ? MASK : redactor.text(v);
  const out: DryRun = { method: req.method, url: redactor.text(req.url), headers };
  if (req.body !== undefined) {
    const text = redactor.text(req.body.toString());
    out.body = typeof req.body === 'string' ? parseOr(text) : text;
  }
  return out;
}

/** context_store_search reads the stored copy: there is no vendor request to show. */
export function noVendorRequest(where: string): never {
  throw new EngineError(
    'unknown_action',
    400,
    `${where} context_store_search reads the context store and sends no vendor request: there is nothing to dry-run. Run the search itself.`,
    { field: 'action' },
  );
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
