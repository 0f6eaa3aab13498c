// A dry run: the requests an action would send, rendered with the credentials at hand but never sent,
// with every secret form masked (credentials, auth header values, tokens) by the connector's redactor.
// Token upkeep is not run: `tokenFirst` says an access token would be fetched before them.
import type { OutgoingRequest } from '../http/client.ts';
import type { Redactor } from '../http/redact.ts';
import type { ActionPlan } from '../plan/plan.ts';
import { type RequestContext, renderRequest } from './render.ts';

export interface RequestPreview {
  requests: OutgoingRequest[];
  tokenFirst: boolean;
}

export async function previewRequests(
  plan: ActionPlan,
  valid: Record<string, unknown>,
  ctx: RequestContext,
  redactor: Redactor,
  tokenFirst: boolean,
): Promise<RequestPreview> {
  const requests: OutgoingRequest[] = [];
  // an action of several requests: each step that applies to these params, with the params it sends
  for (const step of plan.steps ?? [{ plan, send: undefined, when: undefined }]) {
    if (step.when && !(await step.when.evaluate(valid, { config: ctx.config }))) continue;
    const params = step.send
      ? Object.fromEntries(step.send.filter((n) => n in valid).map((n) => [n, valid[n]]))
      : valid;
    const q = await renderRequest(step.plan, params, ctx);
    const headers = Object.fromEntries(
      Object.entries(q.headers).map(([k, v]) => [k, redactor.text(v)]),
    );
    requests.push({
      method: q.method,
      url: redactor.text(q.url),
      headers,
      ...(q.body !== undefined ? { body: redactor.text(String(q.body)) } : {}),
    });
  }
  return { requests, tokenFirst };
}
