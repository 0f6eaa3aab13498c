// The credentials every request of one connector carries, kept fresh, and what the response rules
// decide about each answer: token upkeep (when the method has it) fetches an access token when there
// is none or it expires soon, and once more when a rule says refresh_then_retry; a rule's retry sends
// again within the HTTP policy's retries and deadline. The redactor learns every new secret before use.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection, ConnectorEnvironment } from '../connection.ts';
import { EngineError } from '../errors.ts';
import {
  isIdempotent,
  type OutgoingRequest,
  RETRY_STATUS,
  type Reply,
  send,
} from '../http/client.ts';
import type { Redactor } from '../http/redact.ts';
import type { Verdict } from '../map/rules.ts';
import type { AppliedAuth } from './index.ts';
import { type Credentials, TokenKeeper, type TokenSinks } from './oauth2.ts';

export class AuthSession {
  applied: AppliedAuth;
  private ready: boolean;
  private tokens: TokenKeeper | undefined;

  constructor(
    private conn: Connection,
    credentials: Credentials,
    private env: ConnectorEnvironment,
    readonly redactor: Redactor,
    sinks: Pick<TokenSinks, 'coordinate'> & {
      onCredentials?: (next: Credentials) => Promise<void> | void;
    },
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

  /**
   * Sends with fresh auth and lets `read` decode and judge each answer: refresh_then_retry refreshes
   * once under token upkeep and sends once more; retry sends again while the policy allows; any
   * other verdict but success answers its error.
   */
  async send<T extends { verdict: Verdict; status: number }>(
    build: (auth: AppliedAuth) => Promise<OutgoingRequest> | OutgoingRequest,
    opts: { retryAnyMethod: boolean; signal?: AbortSignal | undefined },
    read: (reply: Reply) => Promise<T>,
  ): Promise<T> {
    const http = this.env.http;
    const options = {
      retryAnyMethod: opts.retryAnyMethod,
      redactor: this.redactor,
      raw: true,
      ...(opts.signal ? { signal: opts.signal } : {}),
    };
    const deadline = Date.now() + http.timeoutMs;
    let [refreshed, retries] = [false, 0];
    for (let force = false; ; ) {
      const req = await build(await this.fresh(force));
      force = false;
      // a resend after a rule's wait gets what is left of the one deadline
      const policy = retries ? { ...http, timeoutMs: Math.max(1, deadline - Date.now()) } : http;
      const out = await read(await send(req, policy, options));
      const v = out.verdict;
      if (v.action === 'succeed') return out;
      if (v.action === 'refresh_then_retry' && this.tokens && !refreshed) {
        refreshed = force = true;
        continue;
      }
      const mayResend = isIdempotent(req.method) || opts.retryAnyMethod;
      const wait =
        v.action === 'retry' && mayResend
          ? this.resendWait(out.status, v.retryAfter, retries, deadline)
          : undefined;
      if (wait === undefined) throw v.error;
      retries++;
      await sleep(wait, undefined, opts.signal ? { signal: opts.signal } : {}).catch(
        () => undefined,
      );
      if (opts.signal?.aborted)
        throw new EngineError('upstream_unreachable', 499, 'The call was cancelled.');
    }
  }

  /** How long to wait before a rule's retry, or undefined when the policy allows no more. */
  private resendWait(
    status: number,
    retryAfter: number | undefined,
    retries: number,
    deadline: number,
  ): number | undefined {
    const http = this.env.http;
    // The statuses the HTTP layer retries were already retried there: not twice.
    if (RETRY_STATUS.has(status) || retries >= http.retries) return undefined;
    const wait =
      retryAfter !== undefined ? retryAfter * 1000 : Math.random() * http.backoffMs * 2 ** retries;
    if (retryAfter !== undefined && wait > http.maxRetryAfterMs) return undefined;
    return Date.now() + wait < deadline ? wait : undefined;
  }
}
