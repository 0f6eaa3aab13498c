// One page of one action through the connector's HTTP door: render (or follow the vendor's next link),
// send with fresh auth, decode, judge, map. Apart from connector.ts to keep it small; ConnectorParts is
// the connector state these helpers (fetch-page, download-action, action-lookup) share.
import type { AuthSession } from './auth/session.ts';
import type { Connection, ConnectorEnvironment } from './connection.ts';
import { EngineError } from './errors.ts';
import type { OutgoingRequest } from './http/client.ts';
import type { ActionPlan, KindPlan } from './manifest/plan.ts';
import { decodeBody } from './map/decode.ts';
import { mapResponse } from './map/response.ts';
import { judge } from './map/rules.ts';
import type { NextPage } from './paginate/index.ts';
import { type RequestContext, renderRequest } from './request/render.ts';
import type { ContextStore } from './store/context-store.ts';

/** The connector's state, built once in its constructor, that the helpers outside the class read. */
export interface ConnectorParts {
  kind: string;
  plan: KindPlan;
  conn: Connection;
  session: AuthSession;
  headers: Record<string, string>;
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
  let url = '';
  const redactor = parts.session.redactor;
  const { res, body, bindings } = await parts.session.send(
    async (auth) => {
      const ctx: RequestContext = {
        baseUrl: parts.conn.baseUrl,
        headers: parts.headers,
        auth,
        config: parts.conn.config,
      };
      const req =
        'url' in at ? followUrl(parts, at.url, ctx) : await renderRequest(plan, params, ctx);
      url = req.url;
      return req;
    },
    { retryAnyMethod: plan.retryAnyMethod, signal },
    async (res) => {
      const body = decodeBody(res, redactor);
      // $headers is built only for kinds whose expressions read it: it is not free on every page
      const bindings = {
        params,
        ...(parts.plan.usesHeaders ? { headers: Object.fromEntries(res.headers) } : {}),
        status: res.status,
        config: parts.conn.config,
      };
      return {
        res,
        status: res.status,
        body,
        bindings,
        verdict: await judge(
          plan.responseRules,
          { status: res.status, headers: res.headers, body },
          bindings,
          redactor,
        ),
      };
    },
  );
  const mapped = await mapResponse(plan, body, bindings);
  return {
    ...mapped,
    ...('token' in at ? { token: at.token } : {}),
    state: { params, url, body, headers: res.headers, bindings },
  };
}

/** A next-page URL handed out by the vendor: only ever sent to the vendor's own origin. */
function followUrl(parts: ConnectorParts, url: string, ctx: RequestContext): OutgoingRequest {
  const u = new URL(url, ctx.baseUrl);
  const target =
    u.origin === parts.conn.vendorOrigin ? new URL(parts.conn.rewrite(u.toString())) : u;
  if (target.origin !== parts.conn.origin) {
    throw new EngineError(
      'upstream_invalid_response',
      502,
      `The vendor's next-page link points to another host (${u.host}); not following it with this connector's credentials.`,
    );
  }
  for (const [k, v] of ctx.auth.query)
    if (!target.searchParams.has(k)) target.searchParams.append(k, v);
  return {
    method: 'GET',
    url: target.toString(),
    headers: { ...ctx.headers, ...ctx.auth.headers, accept: 'application/json' },
  };
}
