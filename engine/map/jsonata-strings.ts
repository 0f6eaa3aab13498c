// The regex and date functions of the catalog's mappings, ported from jsonata 2.2: $replace (with
// its `$n` substitutions), $match, $millis (one instant per evaluation) and $fromMillis for the
// pictures made of zero-padded numeric markers ([Y0001]-[M01]-[D01]T[H01]:[m01]:[s01]Z) in UTC,
// years 1000-9999; any other picture or year is handed to JSONata (BAIL) for that call.
import { type Builtin, Matcher } from './jsonata-functions.ts';
import { isFn } from './jsonata-lambdas.ts';
import { bail, isNumeric, sequence } from './jsonata-values.ts';

interface Match {
  match: string;
  start: number;
  groups: (string | undefined)[];
}

/** Every match as JSONata's regex closure walks them; a later empty match is JSONata's D1004. */
function matches(m: Matcher, str: string, limit = Infinity): Match[] {
  const found: Match[] = [];
  let next = m.exec(str, 0);
  while (next && found.length < limit) {
    found.push(next);
    if (m.lastIndex >= str.length) break;
    next = m.exec(str, m.lastIndex);
    if (next?.match === '') bail();
  }
  return found;
}

/** JSONata's replacer for a string replacement: $$, $0 and $n with its greedy digit rule. */
function substitute(replacement: string, m: Match): string {
  let out = '';
  let position = 0;
  let index = replacement.indexOf('$', position);
  while (index !== -1 && position < replacement.length) {
    out += replacement.substring(position, index);
    position = index + 1;
    const next = replacement.charAt(position);
    if (next === '$') (out += '$'), position++;
    else if (next === '0') (out += m.match), position++;
    else {
      const group = groupReference(replacement, position, m);
      out += group.text;
      position += group.length;
    }
    index = replacement.indexOf('$', position);
  }
  return out + replacement.substring(position);
}

/** `$n` at `position` (just past the $): the group's text and the digits it spans; a lone $ stays. */
function groupReference(
  replacement: string,
  position: number,
  m: Match,
): { text: string; length: number } {
  const maxDigits = m.groups.length === 0 ? 1 : Math.floor(Math.log10(m.groups.length)) + 1;
  let n = parseInt(replacement.substring(position, position + maxDigits), 10);
  if (maxDigits > 1 && n > m.groups.length)
    n = parseInt(replacement.substring(position, position + maxDigits - 1), 10);
  if (Number.isNaN(n)) return { text: '$', length: 0 };
  const text = m.groups.length > 0 && m.groups[n - 1] !== undefined ? m.groups[n - 1]! : '';
  return { text, length: n.toString().length };
}

const text = (v: unknown) =>
  v === undefined || typeof v === 'string' ? (v as string | undefined) : bail();

/** The instant $millis() answers for the evaluation running now (compiled runs never overlap). */
export const evaluationClock = { now: 0 };

const PICTURE_MARKER = /\[(Y0001|M01|D01|H01|m01|s01|f001)\]/g;
/** Whether $fromMillis formats this picture here: numeric markers and literal text without [ or ]. */
const compilablePicture = (p: string) => !/[[\]]/.test(p.replace(PICTURE_MARKER, ''));

function formatUtc(millis: number, picture: string | undefined): string {
  const d = new Date(millis);
  const year = d.getUTCFullYear();
  if (Number.isNaN(year) || year < 1000 || year > 9999) return bail();
  if (picture === undefined) return d.toISOString();
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const parts: Record<string, string> = {
    Y0001: String(year),
    M01: pad(d.getUTCMonth() + 1, 2),
    D01: pad(d.getUTCDate(), 2),
    H01: pad(d.getUTCHours(), 2),
    m01: pad(d.getUTCMinutes(), 2),
    s01: pad(d.getUTCSeconds(), 2),
    f001: pad(d.getUTCMilliseconds(), 3),
  };
  return picture.replace(PICTURE_MARKER, (_, marker: string) => parts[marker]!);
}

export const STRING_FUNCTIONS: Record<string, Builtin> = {
  replace: {
    arities: [3],
    regexArgs: [1],
    call: (s, pattern, replacement) => {
      const str = text(s);
      if (typeof replacement !== 'string') bail(); // a function replacement is left to JSONata
      if (typeof pattern !== 'string' && !(pattern instanceof Matcher)) bail();
      if (str === undefined) return undefined;
      if (pattern === '') bail(); // D3010
      if (typeof pattern === 'string') return str.split(pattern).join(replacement as string);
      let out = '';
      let position = 0;
      for (const m of matches(pattern, str)) {
        out += str.substring(position, m.start) + substitute(replacement as string, m);
        position = m.start + m.match.length;
      }
      return out + str.substring(position);
    },
  },
  match: {
    arities: [2],
    regexArgs: [1],
    call: (s, pattern) => {
      const str = text(s);
      if (!(pattern instanceof Matcher)) return bail();
      if (str === undefined) return undefined;
      const result = sequence();
      for (const m of matches(pattern, str))
        result.push({ match: m.match, index: m.start, groups: m.groups });
      return result;
    },
  },
  millis: { arities: [0], call: () => evaluationClock.now },
  fromMillis: {
    arities: [1, 2],
    call: (ms, picture) => {
      if (isFn(picture) || (picture !== undefined && typeof picture !== 'string')) bail();
      if (ms === undefined) return undefined;
      if (!isNumeric(ms)) return bail();
      if (picture !== undefined && !compilablePicture(picture as string)) return bail();
      return formatUtc(ms, picture as string | undefined);
    },
  },
};
