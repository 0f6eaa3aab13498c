// Failed sign-ins at the token endpoint, counted per client id and per client address in this
// process's memory. Over the limit, the endpoint answers 429 before looking at the secret, so a
// secret cannot be guessed faster than the limit allows. Successes are not counted.

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface ThrottleSettings {
  /** Failed attempts allowed per client id within the window (default 10). */
  perClient: number;
  /** Failed attempts allowed per client address within the window (default 50). */
  perAddress: number;
  /** The window, from a key's first failure (default 60 s). */
  windowMs: number;
  /** Most keys tracked per kind of key; the oldest are forgotten first (default 10,000). */
  maxKeys: number;
  /** Take the client address from the first X-Forwarded-For hop (only behind a trusted proxy). */
  trustProxy: boolean;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  perClient: 10,
  perAddress: 50,
  windowMs: 60_000,
  maxKeys: 10_000,
  trustProxy: false,
};

/** Fixed windows of failures per key, in a Map kept in least-recently-failed order and capped. */
class FailureWindows {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private limit: number,
    private windowMs: number,
    private maxKeys: number,
    private now: () => number,
  ) {}

  /** Seconds until this key may try again, or 0 when it may now. */
  waitSeconds(key: string): number {
    const w = this.windows.get(key);
    if (!w) return 0;
    const left = w.start + this.windowMs - this.now();
    if (left <= 0) {
      this.windows.delete(key);
      return 0;
    }
    return w.count >= this.limit ? Math.max(1, Math.ceil(left / 1000)) : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const w = this.windows.get(key);
    const current =
      w && w.start + this.windowMs > now
        ? { start: w.start, count: w.count + 1 }
        : { start: now, count: 1 };
    this.windows.delete(key); // re-inserted last: the Map's first key is the least recently failed
    this.windows.set(key, current);
    while (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
  }

  get size(): number {
    return this.windows.size;
  }
}

export class TokenThrottle {
  private byClient: FailureWindows;
  private byAddress: FailureWindows;

  constructor(
    readonly settings: ThrottleSettings = DEFAULT_THROTTLE,
    now: () => number = Date.now,
  ) {
    this.byClient = new FailureWindows(
      settings.perClient,
      settings.windowMs,
      settings.maxKeys,
      now,
    );
    this.byAddress = new FailureWindows(
      settings.perAddress,
      settings.windowMs,
      settings.maxKeys,
      now,
    );
  }

  /** Seconds to wait before this client id from this address may try again; 0 when it may now. */
  waitSeconds(clientId: string, address: string): number {
    return Math.max(this.byClient.waitSeconds(clientId), this.byAddress.waitSeconds(address));
  }

  failed(clientId: string, address: string): void {
    this.byClient.fail(clientId);
    this.byAddress.fail(address);
  }

  /** Keys tracked (for tests of the memory bound). */
  get tracked(): { clients: number; addresses: number } {
    return { clients: this.byClient.size, addresses: this.byAddress.size };
  }

  /** The socket's address, or the first X-Forwarded-For hop when the proxy in front is trusted. */
  clientAddress(c: Context): string {
    if (this.settings.trustProxy) {
      const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (first) return first.slice(0, 100);
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown'; // not served by a Node socket (app.fetch in-process)
    }
  }
}
