// One page of one action: the call handed to the connector's pipeline (which renders or follows,
// authorises, sends, decodes, judges and resends), then the answer mapped. One call in, one outcome
// out: nothing is handed back to this module while the pipeline runs. ConnectorParts is the
// connector state these helpers (fetch-page, download-action, action-lookup) share.
import type { AuthSession } from './auth/session.ts';
import type { Connection, ConnectorEnvironment } from './connection.ts';
import type { ContextStore } from './context-store/context-store.ts';
import { mapResponse } from './map/response.ts';
import type { NextPage } from './paginate/index.ts';
import type { Pipeline } from './pipeline/types.ts';
import type { ActionPlan, KindPlan } from './plan/plan.ts';

/** The connector's state, built once in its constructor, that the helpers outside the class read. */
export interface ConnectorParts {
  kind: string;
  plan: KindPlan;
  conn: Connection;
  session: AuthSession;
  /** Every API call of the connector: auth -> send -> decode -> judge -> act. */
  pipeline: Pipeline;
  /** Calls with a finished request (files): send -> decode -> judge -> act. */
  bare: Pipeline;
  env: ConnectorEnvironment;
  contextStore?: { store: ContextStore; connectorId: string; tenant?: string };
}

export async function fetchPage(
  parts: ConnectorParts,
  plan: ActionPlan,
  at: { params: Record<string, unknown> } | NextPage,
  signal?: AbortSignal,
) {
  const params = 'params' in at ? at.params : {};
  const out = await parts.pipeline.run({
    recipe: 'url' in at ? { follow: at.url } : { render: plan, params },
    rules: plan.responseRules,
    bindings: { params, config: parts.conn.config },
    withHeaders: parts.plan.usesHeaders,
    retryAnyMethod: plan.retryAnyMethod,
    signal,
  });
  const { body, bindings } = out;
  const { result, records, metadata } = await mapResponse(plan, body, bindings);
  // named fields, not spreads: on Node 20 a spread followed by fields is a slow path (pipeline/send.ts)
  return {
    result,
    records,
    metadata,
    token: 'token' in at ? at.token : undefined,
    state: { params, url: out.req.url, body, headers: out.headers, bindings },
  };
}
