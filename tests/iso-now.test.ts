// isoNow writes the same text as Date#toISOString for any instant, across second boundaries and with
// one-, two- and three-digit milliseconds.
import { describe, expect, it } from 'vitest';
import { isoNow } from '../server/iso-now.ts';

describe('isoNow', () => {
  it('equals toISOString at every instant tried', () => {
    const instants = [0, 5, 50, 999, 1000, 1001, 1_764_340_801_123, Date.now()];
    for (let i = 0; i < 20_000; i++) instants.push(Math.floor(Math.random() * 4e12));
    for (let ms = 1_764_340_799_990; ms < 1_764_340_800_020; ms++) instants.push(ms); // over a second
    for (const ms of instants) expect(isoNow(ms)).toBe(new Date(ms).toISOString());
  });

  it('is now when given no instant', () => {
    const before = Date.now();
    const now = Date.parse(isoNow());
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
