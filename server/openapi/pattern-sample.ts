// A short, plausible string that matches a JSON Schema pattern, for the docs page's examples: a date
// where the pattern has a year and takes one, else a sample built from the pattern itself (the regex subset manifests
// use: anchors, groups, alternation, classes, escapes, quantifiers), checked against the pattern.
const DATES = [
  '2026-01-15T09:30:00Z',
  '2026-01-15T09:30:00.000Z',
  '2026-01-15',
  '2026-01',
  '20260115',
  '2026-01-15 09:30:00',
  '2026-01-15T09:30:00.000+0000',
];
/** A pattern with a year in it takes one of the dates above when it can. */
const YEAR = /\\d\{4\}|\[0-9\]\{4\}/;

type Atom = (i: number) => string;

export function samplePattern(pattern: string): string | undefined {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  const date = YEAR.test(pattern) ? DATES.find((d) => re.test(d)) : undefined;
  if (date) return date;
  try {
    const out = new Sampler(pattern).alternation()(0);
    return re.test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

class Sampler {
  private at = 0;
  constructor(private src: string) {}

  /** The first branch of an alternation (the pattern's most ordinary form). */
  alternation(): Atom {
    const first = this.sequence();
    while (this.src[this.at] === '|') {
      this.at++;
      this.sequence();
    }
    return first;
  }

  private sequence(): Atom {
    const parts: Atom[] = [];
    while (this.at < this.src.length && !'|)'.includes(this.src[this.at]!)) {
      const group = this.src[this.at] === '(';
      const atom = this.atom();
      const [min, max] = this.quantifier();
      // one or more of a character: a realistic length (an id of several digits), never over max
      const n = max === 1 ? min : Math.min(Math.max(min, group ? 1 : 6), max);
      parts.push((i) => Array.from({ length: n }, (_, k) => atom(i + k)).join(''));
    }
    return (i) => parts.map((p, k) => p(i + k * 3)).join('');
  }

  private atom(): Atom {
    const c = this.src[this.at++]!;
    if (c === '^' || c === '$') return () => '';
    if (c === '.') return () => 'x';
    if (c === '[') return this.charClass();
    if (c === '\\') return escapeAtom(this.src[this.at++]!);
    if (c !== '(') return () => c;
    if (this.src[this.at] === '?') {
      this.at++;
      if (this.src[this.at] === '<') this.at = this.src.indexOf('>', this.at) + 1;
      else this.at++; // ':'
    }
    const inner = this.alternation();
    this.at++; // ')'
    return inner;
  }

  private quantifier(): [number, number] {
    const c = this.src[this.at];
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.at));
    let q: [number, number] = [1, 1];
    // an optional part (*, ?) is left out; + is one or more
    if (c === '*' || c === '?') q = [0, 0];
    else if (c === '+') q = [1, Infinity];
    else if (c === '{' && braces) q = bounds(braces);
    if (c === '*' || c === '?' || c === '+') this.at++;
    else if (c === '{' && braces) this.at += braces[0].length;
    if (this.src[this.at] === '?') this.at++; // lazy
    return q;
  }

  private charClass(): Atom {
    const negated = this.src[this.at] === '^';
    if (negated) this.at++;
    const chars: string[] = [];
    while (this.src[this.at] !== ']') chars.push(...this.classMember());
    this.at++;
    if (negated) {
      const ok = ['a', 'x', '1', '-'].find((c) => !chars.includes(c)) ?? 'z';
      return () => ok;
    }
    // digits start at 1 (ids seldom start with 0); otherwise stride through the class
    const list = chars[0] === '0' && chars.length > 1 ? [...chars.slice(1), chars[0]!] : chars;
    return (i) => list[(i * 7) % list.length]!;
  }

  /** One character of a class, or the characters of a range (a-z). */
  private classMember(): string[] {
    let c = this.src[this.at++]!;
    if (c === '\\') c = escapeAtom(this.src[this.at++]!)(0);
    if (this.src[this.at] !== '-' || this.src[this.at + 1] === ']') return [c];
    const escaped = this.src[this.at + 1] === '\\';
    const to = this.src[this.at + (escaped ? 2 : 1)]!;
    this.at += escaped ? 3 : 2;
    const out: string[] = [];
    for (let k = c.charCodeAt(0); k <= to.charCodeAt(0); k++) out.push(String.fromCharCode(k));
    return out;
  }
}

/** {n}, {n,}, {n,m} as [min, max]. */
function bounds(m: RegExpExecArray): [number, number] {
  const min = Number(m[1]);
  if (!m[2]) return [min, min];
  return [min, m[3] ? Number(m[3]) : Infinity];
}

function escapeAtom(c: string): Atom {
  const classes: Record<string, string> = {
    d: '123456789',
    w: 'abcdefgh12',
    s: ' ',
    S: 'x',
    D: 'a',
    W: '-',
  };
  if (c === 'b' || c === 'B') return () => '';
  const set = classes[c];
  return set ? (i) => set[(i * 7) % set.length]! : () => c;
}
