// A readable difference of two JSON values: both printed with two-space indents, then a line diff
// (longest common subsequence) shown as `- expected` / `+ got` lines with two lines of context.
const MAX_LINES = 400; // beyond this the quadratic table would cost too much: show both ends instead

export function jsonDiff(expected: unknown, got: unknown): string {
  const a = pretty(expected);
  const b = pretty(got);
  if (a.length > MAX_LINES || b.length > MAX_LINES)
    return [`- ${a.slice(0, 20).join('\n- ')}`, `+ ${b.slice(0, 20).join('\n+ ')}`].join('\n');
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..]
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] =
        a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const lines: { mark: ' ' | '-' | '+'; text: string }[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) lines.push({ mark: ' ', text: a[i++]! });
    else if (j < b.length && (i >= a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!))
      lines.push({ mark: '+', text: b[j++]! });
    else lines.push({ mark: '-', text: a[i++]! });
  }
  const near = (k: number) => lines.slice(Math.max(0, k - 2), k + 3).some((l) => l.mark !== ' ');
  const out: string[] = [];
  let skipped = false;
  for (const [k, l] of lines.entries()) {
    if (near(k)) {
      out.push(`${l.mark} ${l.text}`);
      skipped = false;
    } else if (!skipped) {
      out.push('  ...');
      skipped = true;
    }
  }
  return out.join('\n');
}

function pretty(v: unknown): string[] {
  return (v === undefined ? '(nothing)' : JSON.stringify(v, null, 2)).split('\n');
}
