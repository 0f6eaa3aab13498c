// The credentials every request of one connector carries, kept fresh: token upkeep (when the method
// has it) fetches an access token when there is none or it expires soon, and once more after a
// vendor status that means an expired token; the redactor learns every new secret before use.
import type { Connection, ConnectorEnvironment } from '../connection.ts';
import { EngineError } from '../errors.ts';
import { send, type OutgoingRequest, type Reply } from '../http/client.ts';
import type { Redactor } from '../http/redact.ts';
import type { AppliedAuth } from './index.ts';
import { TokenKeeper, type Credentials, type TokenSinks } from './oauth2.ts';

export class AuthSession {
  applied: AppliedAuth;
  private ready: boolean;
  private tokens: TokenKeeper | undefined;

  constructor(
    private conn: Connection,
    credentials: Credentials,
    private env: ConnectorEnvironment,
    readonly redactor: Redactor,
    sinks: Pick<TokenSinks, 'coordinate'> & { onCredentials?: (next: Credentials) => Promise<void> | void },
    kind: string,
  ) {
    this.applied = conn.applied ?? { headers: {}, query: [] };
    this.ready = conn.applied !== undefined;
    redactor.update(credentials, conn.applied);
    const o = conn.auth.oauth2;
    if (!o) return;
    this.tokens = new TokenKeeper(o, kind, credentials, conn.config, {
      onCredentials: async (next) => {
        redactor.update(next, this.applied); // masked before anything can echo it
        await sinks.onCredentials?.(next);
      },
      ...(sinks.coordinate ? { coordinate: sinks.coordinate } : {}),
      rewriteUrl: conn.rewrite,
      http: env.http,
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

  /** Sends with fresh auth; an expired-token status under token upkeep refreshes once and retries once. */
  async send(build: (auth: AppliedAuth) => Promise<OutgoingRequest> | OutgoingRequest, opts: { retryAnyMethod: boolean; signal?: AbortSignal | undefined }): Promise<Reply> {
    const options = { retryAnyMethod: opts.retryAnyMethod, redactor: this.redactor, ...(opts.signal ? { signal: opts.signal } : {}) };
    try {
      return await send(await build(await this.fresh()), this.env.http, options);
    } catch (err) {
      if (!this.tokens || !(err instanceof EngineError) || !this.conn.auth.oauth2!.refreshOn.includes(err.details?.upstream_status as number)) throw err;
      return send(await build(await this.fresh(true)), this.env.http, options);
    }
  }
}
