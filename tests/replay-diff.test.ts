// The fixture replay's difference view: unchanged lines are context (no mark), only real changes are
// marked, and long unchanged runs fold to `...`.
import { expect, it } from 'vitest';
import { jsonDiff } from '../engine/replay/diff.ts';

it('marks only the changed lines, with two lines of context', () => {
  const expected = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
  const got = expected.map((n) => (n === 9 ? 99 : n));
  expect(jsonDiff(expected, got).split('\n')).toEqual([
    '  ...',
    '    7,',
    '    8,',
    '+   99,',
    '-   9,',
    '    10,',
    '    11,',
    '  ...',
  ]);
});

it('shows added and removed keys, and nothing for equal values', () => {
  expect(jsonDiff({ a: 1 }, { a: 1, b: 2 }).split('\n')).toEqual([
    '  {',
    '+   "a": 1,',
    '+   "b": 2',
    '-   "a": 1',
    '  }',
  ]);
  expect(jsonDiff({ a: 1 }, { a: 1 })).toBe('  ...');
});

it('shows both ends of values too long to compare line by line', () => {
  const out = jsonDiff(
    Array.from({ length: 500 }, (_, i) => i),
    [],
  );
  expect(out.startsWith('- [\n-   0,')).toBe(true);
  expect(out.endsWith('+ []')).toBe(true);
});
