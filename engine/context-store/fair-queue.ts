// A fair queue of a few shared slots (search workers, search connections) across tenants: waiting
// tenants are served in turn (round robin), one tenant may hold at most `share` slots so a newcomer
// finds one free, and a tenant's searches in flight (running or waiting) are bounded. Past the bound,
// or after waiting `maxWaitMs`, a search is refused with 429 and Retry-After instead of piling up.
// The tenant is an opaque key given by the caller (the service passes the organisation).
import { EngineError } from '../errors.ts';

export interface FairLimits {
  /** Searches one tenant may have running or waiting at once (default: no bound). */
  perTenant?: number;
  /** Slots one tenant may hold at once (default: all of them). */
  share?: number;
  /** Longest wait for a slot, in ms (default: no bound). */
  maxWaitMs?: number;
  /** The Retry-After of a refusal, in ms (about one search's budget). */
  retryAfterMs?: number;
}

interface Waiter {
  grant(): void;
  timer?: NodeJS.Timeout;
}

interface Tenant {
  running: number;
  waiting: Waiter[];
}

export class FairQueue {
  private tenants = new Map<string, Tenant>();
  private free: number;
  /** Tenants with waiters in the order they are served next. */
  private turn: string[] = [];
  private readonly share: number;

  constructor(
    readonly slots: number,
    private limits: FairLimits = {},
  ) {
    this.free = slots;
    this.share = Math.max(1, Math.min(slots, limits.share ?? slots));
  }

  /** Waits for the tenant's turn and a free slot; the function returned gives the slot back. */
  async acquire(tenant: string): Promise<() => void> {
    const t = this.tenants.get(tenant) ?? { running: 0, waiting: [] };
    this.tenants.set(tenant, t);
    if (t.running + t.waiting.length >= (this.limits.perTenant ?? Infinity))
      throw this.refusal(`you have ${t.running + t.waiting.length} searches in flight already`);
    if (this.free > 0 && t.running < this.share && !this.turn.length) {
      this.take(t);
      return this.releaser(tenant);
    }
    await new Promise<void>((resolve, reject) => {
      const w: Waiter = { grant: resolve };
      t.waiting.push(w);
      if (!this.turn.includes(tenant)) this.turn.push(tenant);
      const max = this.limits.maxWaitMs;
      if (max !== undefined && Number.isFinite(max))
        w.timer = setTimeout(() => {
          t.waiting.splice(t.waiting.indexOf(w), 1);
          if (!t.waiting.length) this.turn.splice(this.turn.indexOf(tenant), 1);
          this.forget(tenant, t);
          reject(this.refusal(`this search waited ${max} ms for a free search slot`));
        }, max);
      this.dispatch();
    });
    return this.releaser(tenant);
  }

  private take(t: Tenant): void {
    t.running++;
    this.free--;
  }

  private releaser(tenant: string): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const t = this.tenants.get(tenant)!;
      t.running--;
      this.free++;
      this.forget(tenant, t);
      this.dispatch();
    };
  }

  private forget(tenant: string, t: Tenant): void {
    if (!t.running && !t.waiting.length) this.tenants.delete(tenant);
  }

  /** Gives free slots to waiting tenants in turn, skipping those at their share. */
  private dispatch(): void {
    for (let i = 0; this.free > 0 && i < this.turn.length; ) {
      const tenant = this.turn[i]!;
      const t = this.tenants.get(tenant)!;
      if (t.running >= this.share) {
        i++;
        continue;
      }
      const w = t.waiting.shift()!;
      clearTimeout(w.timer);
      this.take(t);
      this.turn.splice(i, 1);
      if (t.waiting.length) this.turn.push(tenant); // its next search goes to the back of the turn
      w.grant();
    }
  }

  private refusal(why: string): EngineError {
    const seconds = Math.max(1, Math.ceil((this.limits.retryAfterMs ?? 1000) / 1000));
    return new EngineError(
      'rate_limited',
      429,
      `Too many searches: ${why}; retry in ${seconds} s, or send fewer searches at once.`,
      {
        details: { searches_in_flight_limit: this.limits.perTenant ?? null },
        retryAfter: seconds,
      },
    );
  }
}
