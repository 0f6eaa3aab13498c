// The auth step of a connector's pipeline: the call's request made whole with the credentials every
// request carries, kept fresh (an action rendered from its params, or a vendor's next-page link
// followed only to the vendor's own origin). Token upkeep (when the method has it) fetches an access
// token when there is none or it expires soon, and once more when the verdict is refresh_then_retry
// (the call then goes through act again, under a deadline of its own, as the refresh had one too).
// The redactor learns every new secret before use.
import type { Connection } from '../connection.ts';
import { EngineError } from '../errors.ts';
import type { Redactor } from '../http/redact.ts';
import type { OutgoingRequest } from '../http/types.ts';
import type { Recipe, Step } from '../pipeline/types.ts';
import { proxyRequest } from '../proxy/build.ts';
import { type RequestContext, renderRequest } from '../request/render.ts';
import type { CredentialsPort } from './credentials.ts';
import { type TokenContext, TokenKeeper } from './oauth2.ts';
import type { AppliedAuth, OAuthApp } from './types.ts';

export class AuthSession {
  applied: AppliedAuth;
  private ready: boolean;
  private tokens: TokenKeeper | undefined;

  constructor(
    private conn: Connection,
    private headers: Record<string, string>,
    readonly redactor: Redactor,
    owner: { port: CredentialsPort; app: OAuthApp | undefined; kind: string },
    tokens: Omit<TokenContext, 'redactor' | 'rewriteUrl'>,
  ) {
    this.applied = conn.applied ?? { headers: {}, query: [] };
    this.ready = conn.applied !== undefined;
    const o = conn.auth.oauth2;
    if (!o) return;
    this.tokens = new TokenKeeper(o, owner.kind, owner.port, owner.app, conn.config, {
      ...tokens,
      rewriteUrl: conn.rewrite,
      redactor,
    });
  }

  /** Fetches an access token when there is none or it is about to expire (or when forced). */
  async fresh(force = false): Promise<AppliedAuth> {
    if (!this.tokens || (!force && this.ready && !this.tokens.stale())) return this.applied;
    const credentials = await this.tokens.refresh();
    this.applied = this.conn.auth.apply({ credentials, config: this.conn.config });
    this.redactor.update(credentials, this.applied);
    this.ready = true;
    return this.applied;
  }

  /** The step: the request made whole with fresh auth; once more after a refresh the verdict asks for. */
  readonly step: Step = (next) => async (x) => {
    x.req = await toRequest(x.call.recipe, this.authorised(await this.fresh()));
    const out = await next(x);
    if (out.verdict.action !== 'refresh_then_retry' || !this.tokens) return out;
    x.req = await toRequest(x.call.recipe, this.authorised(await this.fresh(true)));
    return next(x);
  };

  private authorised(auth: AppliedAuth): Authorised {
    return { conn: this.conn, headers: this.headers, auth };
  }
}

interface Authorised {
  conn: Connection;
  /** Kind-level headers, already rendered. */
  headers: Record<string, string>;
  auth: AppliedAuth;
}

/** The call's request made whole: rendered, a next-page link followed, a proxy request, or a finished one as it is. */
async function toRequest(recipe: Recipe, a: Authorised): Promise<OutgoingRequest> {
  if ('request' in recipe) return recipe.request;
  const ctx: RequestContext = {
    baseUrl: a.conn.baseUrl,
    headers: a.headers,
    auth: a.auth,
    config: a.conn.config,
  };
  if ('follow' in recipe) return followUrl(a.conn, recipe.follow, ctx);
  if ('proxy' in recipe) return proxyRequest(recipe.proxy, ctx);
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
    headers: Object.assign({}, ctx.headers, ctx.auth.headers, { accept: 'application/json' }), // pipeline/send.ts
  };
}
