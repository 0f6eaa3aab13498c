// A dry run: the requests an action would send, rendered but never sent. Credentials stand as shell
// variables (placeholders.ts), so no secret enters the rendering; the connector's redactor then masks
// any secret form still met (a param holding a secret). Token upkeep is not run: `tokenFirst` says an
// access token would be fetched before them.
import type { OutgoingRequest } from '../http/client.ts';
import type { Redactor } from '../http/redact.ts';
import type { ActionPlan, AuthPlan } from '../plan/plan.ts';
import { basicPair, placeholderAuth, unmark } from './placeholders.ts';
import { type RequestContext, renderRequest } from './render.ts';

export interface PreviewRequest extends OutgoingRequest {
  body?: string;
  /** Basic auth as the `user:password` pair of variables (curl -u), instead of its header. */
  user?: string;
}

export interface RequestPreview {
  requests: PreviewRequest[];
  tokenFirst: boolean;
  /** The variables the requests use, each with the credential field it stands for. */
  variables: { name: string; field: string }[];
}

export async function previewRequests(
  plan: ActionPlan,
  valid: Record<string, unknown>,
  ctx: RequestContext & { method: AuthPlan },
  redactor: Redactor,
  tokenFirst: boolean,
): Promise<RequestPreview> {
  const marked = placeholderAuth(ctx.method, ctx.config);
  const at: RequestContext = { ...ctx, auth: marked.auth };
  const used = new Set<string>();
  const clean = (s: string) => unmark(redactor.text(s), used);
  const requests: PreviewRequest[] = [];
  // an action of several requests: each step that applies to these params, with the params it sends
  for (const step of plan.steps ?? [{ plan, send: undefined, when: undefined }]) {
    if (step.when && !(await step.when.evaluate(valid, { config: ctx.config }))) continue;
    const params = step.send
      ? Object.fromEntries(step.send.filter((n) => n in valid).map((n) => [n, valid[n]]))
      : valid;
    requests.push(shown(await renderRequest(step.plan, params, at), clean));
  }
  const variables = [...used].map((name) => ({ name, field: marked.variables.get(name)! }));
  return { requests, tokenFirst, variables };
}

/** One rendered request as shown: every text cleaned, a basic-auth header as its pair of variables. */
function shown(q: OutgoingRequest, clean: (s: string) => string): PreviewRequest {
  const out: PreviewRequest = { method: q.method, url: clean(q.url), headers: {} };
  for (const [k, v] of Object.entries(q.headers)) {
    const pair = k === 'authorization' ? basicPair(v) : undefined;
    if (pair) out.user = clean(pair);
    else out.headers[k] = clean(v);
  }
  if (q.body !== undefined) out.body = clean(String(q.body));
  return out;
}
