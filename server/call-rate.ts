// A per-organisation token bucket for execute calls and MCP tool calls: each call takes one token, the
// bucket refills at `perSecond` up to `burst`. An empty bucket answers 429 with Retry-After, so one
// organisation's flood cannot use up the vendors' and the process's capacity for the others.
import { ApiError } from './errors.ts';

export interface CallRateSettings {
  /** Calls per second an organisation may keep up (CONNECTOR_ENGINE_CALLS_PER_SECOND). */
  perSecond: number;
  /** Calls it may make at once after a quiet spell (CONNECTOR_ENGINE_CALL_BURST). */
  burst: number;
}

export const DEFAULT_CALL_RATE: CallRateSettings = { perSecond: 100, burst: 1000 };

/** Buckets kept before full ones are dropped (a full bucket is the same as none). */
const MAX_BUCKETS = 10_000;

export class CallRate {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private settings: CallRateSettings = DEFAULT_CALL_RATE,
    private now: () => number = () => performance.now(),
  ) {}

  /** Takes one call of the organisation's budget, or throws 429 saying when to retry. */
  take(org: string): void {
    this.bucket(org).tokens -= 1;
  }

  /** Throws 429 when the organisation has no call left, without taking one (an MCP POST before its calls). */
  check(org: string): void {
    this.bucket(org);
  }

  /** The organisation's bucket refilled to now, holding at least one token; else 429. */
  private bucket(org: string): { tokens: number; at: number } {
    const { perSecond, burst } = this.settings;
    const now = this.now();
    const b = this.buckets.get(org) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    this.buckets.set(org, b);
    if (this.buckets.size > MAX_BUCKETS) this.sweep(now);
    if (b.tokens >= 1) return b;
    const wait = Math.max(1, Math.ceil((1 - b.tokens) / perSecond));
    throw new ApiError(
      429,
      `Too many calls: this organisation may make ${perSecond} execute or MCP tool calls a second (bursts of ${burst}); retry in ${wait} s.`,
      [
        {
          field: null,
          message: 'call rate exceeded',
          error_code: 'rate_limited',
          details: { calls_per_second: perSecond, burst, retry_after: wait },
        },
      ],
      { 'retry-after': String(wait) },
    );
  }

  private sweep(now: number): void {
    const { perSecond, burst } = this.settings;
    for (const [org, b] of this.buckets)
      if (b.tokens + ((now - b.at) / 1000) * perSecond >= burst) this.buckets.delete(org);
  }
}
