// Pacing for vendors that publish a request rate per operation and answer a burst beyond it with
// 429s and no Retry-After (Amazon SP-API: getOrders one request a minute after a burst of 20). A token
// bucket per action and connector: a sync waits for a token before each request instead of failing
// after the burst. A vendor header stating the rate it applies (x-amzn-RateLimit-Limit) replaces the
// declared rate, which is only the default plan's.
import { EngineError } from '../errors.ts';
import type { HeaderReader } from './headers.ts';

export interface RatePlan {
  perSecond: number;
  burst: number;
  /** Response header whose number is the rate (requests per second) the vendor applies. */
  limitHeader?: string;
}

export class Pacer {
  private tokens: number;
  private at: number;
  private perSecond: number;

  constructor(
    private plan: RatePlan,
    private now: () => number = Date.now,
  ) {
    this.tokens = plan.burst;
    this.at = now();
    this.perSecond = plan.perSecond;
  }

  /** Waits until a request may go (a token is taken), or rejects when the signal aborts first. */
  async take(signal?: AbortSignal): Promise<void> {
    this.refill();
    this.tokens -= 1; // reserved now: callers waiting side by side queue up instead of bursting together
    if (this.tokens >= 0) return;
    try {
      await sleep(Math.ceil((-this.tokens / this.perSecond) * 1000), signal);
    } catch (err) {
      this.tokens += 1;
      throw err;
    }
  }

  /** Takes the vendor's stated rate from a response, when the plan names the header. */
  observe(headers: HeaderReader): void {
    const raw = this.plan.limitHeader ? headers.get(this.plan.limitHeader) : null;
    const rate = raw === null ? NaN : Number(raw);
    if (Number.isFinite(rate) && rate > 0) {
      this.refill();
      this.perSecond = rate;
    }
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.plan.burst, this.tokens + ((t - this.at) / 1000) * this.perSecond);
    this.at = t;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted)
    return Promise.reject(
      signal.reason ?? new EngineError('upstream_error', 499, 'The call was stopped.'),
    );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason ?? new EngineError('upstream_error', 499, 'The call was stopped.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
