// A call's request made whole by the auth step: an action rendered from its params with the
// connector's headers and auth, or a vendor's next-page link followed (only ever to the vendor's own
// origin, with the auth query added), or a finished request as it is.
import type { AppliedAuth } from '../auth/types.ts';
import type { Connection } from '../connection.ts';
import { EngineError } from '../errors.ts';
import type { OutgoingRequest } from '../http/types.ts';
import { type RequestContext, renderRequest } from '../request/render.ts';
import type { Recipe } from './types.ts';

export interface Authorised {
  conn: Connection;
  /** Kind-level headers, already rendered. */
  headers: Record<string, string>;
  auth: AppliedAuth;
}

export async function toRequest(recipe: Recipe, a: Authorised): Promise<OutgoingRequest> {
  if ('request' in recipe) return recipe.request;
  const ctx: RequestContext = {
    baseUrl: a.conn.baseUrl,
    headers: a.headers,
    auth: a.auth,
    config: a.conn.config,
  };
  if ('follow' in recipe) return followUrl(a.conn, recipe.follow, ctx);
  return renderRequest(recipe.render, recipe.params, ctx);
}

/** A next-page URL handed out by the vendor: only ever sent to the vendor's own origin. */
function followUrl(conn: Connection, url: string, ctx: RequestContext): OutgoingRequest {
  const u = new URL(url, ctx.baseUrl);
  const target = u.origin === conn.vendorOrigin ? new URL(conn.rewrite(u.toString())) : u;
  if (target.origin !== conn.origin) {
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
