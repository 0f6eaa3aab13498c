// The fair queue in front of the search slots: tenants take turns, one tenant keeps at most its share
// of the slots, and a tenant past its searches in flight or its longest wait is refused with 429.
import { describe, expect, it } from 'vitest';
import { FairQueue } from '../engine/context-store/fair-queue.ts';
import { EngineError } from '../engine/errors.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('FairQueue', () => {
  it('serves waiting tenants in turn, not in arrival order', async () => {
    const q = new FairQueue(1);
    const order: string[] = [];
    const first = await q.acquire('a');
    const waits = ['a', 'a', 'a', 'b', 'c'].map((t, i) =>
      q.acquire(t).then((release) => {
        order.push(`${t}${i}`);
        release();
      }),
    );
    first();
    await Promise.all(waits);
    expect(order).toEqual(['a0', 'b3', 'c4', 'a1', 'a2']);
  });

  it('one tenant holds at most its share: another finds a free slot at once', async () => {
    const q = new FairQueue(2, { share: 1 });
    await q.acquire('a');
    let second = false;
    void q.acquire('a').then(() => (second = true));
    await tick();
    expect(second).toBe(false); // a waits although a slot is free: it is kept for others
    const b = await Promise.race([q.acquire('b'), tick().then(() => 'waiting')]);
    expect(typeof b).toBe('function');
  });

  it('refuses a tenant past its searches in flight, and one that waited too long, with 429 and Retry-After', async () => {
    const q = new FairQueue(1, { perTenant: 2, maxWaitMs: 30, retryAfterMs: 2500 });
    await q.acquire('a');
    const waiting = q.acquire('a');
    const over = await q.acquire('a').catch((e: unknown) => e);
    expect(over).toBeInstanceOf(EngineError);
    expect(over).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 3 });
    expect((over as Error).message).toMatch(
      /^Too many searches: you have 2 searches in flight already; retry in 3 s/,
    );
    const late = await waiting.catch((e: unknown) => e);
    expect(late).toMatchObject({ status: 429, code: 'rate_limited' });
    expect((late as Error).message).toMatch(/this search waited 30 ms for a free search slot/);
    // other tenants are not refused for a's load: b waits for the slot like anyone
    const b = q.acquire('b');
    expect(await Promise.race([b, tick().then(() => 'waiting')])).toBe('waiting');
  });
});
