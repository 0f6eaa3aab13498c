// A readable difference of two JSON values: both printed with two-space indents, then a line diff
// (longest common subsequence) shown as `- expected` / `+ got` lines with two lines of context.
const MAX_LINES = 400; // beyond this the quadratic table would cost too much: show both ends instead

type Line = { mark: ' ' | '-' | '+'; text: string };

export function jsonDiff(expected: unknown, got: unknown): string {
  const a = pretty(expected);
  const b = pretty(got);
  if (a.length > MAX_LINES || b.length > MAX_LINES)
    return [`- ${a.slice(0, 20).join('\n- ')}`, `+ ${b.slice(0, 20).join('\n+ ')}`].join('\n');
  return withContext(diffLines(a, b, lcsTable(a, b))).join('\n');
}

/** lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..]. */
function lcsTable(a: string[], b: string[]): number[][] {
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] =
        a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  return lcs;
}

/** Walks the table: equal lines kept, otherwise the step that keeps the longer common tail. */
function diffLines(a: string[], b: string[], lcs: number[][]): Line[] {
  const lines: Line[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    const mark = step(a, b, lcs, i, j);
    lines.push({ mark, text: mark === '+' ? b[j]! : a[i]! });
    if (mark !== '+') i++;
    if (mark !== '-') j++;
  }
  return lines;
}

function step(a: string[], b: string[], lcs: number[][], i: number, j: number): Line['mark'] {
  if (i < a.length && j < b.length && a[i] === b[j]) return ' ';
  if (j >= b.length) return '-';
  return i >= a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]! ? '+' : '-';
}

/** Changed lines with two lines of context; each run of unchanged lines beyond that becomes `...`. */
function withContext(lines: Line[]): string[] {
  const near = (k: number) => lines.slice(Math.max(0, k - 2), k + 3).some((l) => l.mark !== ' ');
  const out: string[] = [];
  for (const [k, l] of lines.entries()) {
    if (near(k)) out.push(`${l.mark} ${l.text}`);
    else if (out.at(-1) !== '  ...') out.push('  ...');
  }
  return out;
}

function pretty(v: unknown): string[] {
  return (v === undefined ? '(nothing)' : JSON.stringify(v, null, 2)).split('\n');
}
