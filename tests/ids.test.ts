// timeOrderedId: 32 hex digits after the prefix, ordered by time as text, and random past the time
// (all 20 random digits vary: randomUUID's fixed version and variant digits are skipped).
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../server/ids.ts';

describe('timeOrderedId', () => {
  it('is the prefix and 32 hex digits, the first 12 the time', () => {
    const id = timeOrderedId('exe', 1_764_340_800_123);
    expect(id).toMatch(/^exe_[0-9a-f]{32}$/);
    expect(Number.parseInt(id.slice(4, 16), 16)).toBe(1_764_340_800_123);
  });

  it('sorts as text in the order of its instants', () => {
    const instants = [0, 1, 15, 16, 4095, 4096, 1_764_340_800_000, 1_764_340_800_001, 2 ** 47];
    const ids = instants.map((ms) => timeOrderedId('exe', ms));
    expect([...ids].sort()).toEqual(ids);
  });

  it('varies in every random digit between ids of one instant', () => {
    const ids = Array.from({ length: 2000 }, () => timeOrderedId('exe', 1_000));
    expect(new Set(ids).size).toBe(ids.length);
    for (let pos = 16; pos < 36; pos++) {
      expect(new Set(ids.map((id) => id[pos])).size, `digit ${pos - 4}`).toBeGreaterThan(8);
    }
  });
});
