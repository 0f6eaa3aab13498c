// Removes secrets from everything the engine hands back: vendor error bodies, messages, echoed
// records. A vendor may echo a secret in any form it received or could derive, so every form that
// was sent is listed (raw values, full header values, basic pairs and their base64, URL-encoded once
// and twice, hex and JSON-escaped forms), matched regardless of letter case (a vendor may upper-case
// what it echoes), text is redacted after decoding JSON escapes, and a fragment of a secret left at
// the end of a cut text is removed too.
import type { AppliedAuth } from '../auth/types.ts';

const MIN_SECRET = 4;
const MASK = '[redacted]';
const MAX_DEPTH = 64;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const ASCII = /^\p{ASCII}*$/u;

export class Redactor {
  private forms: string[] = [];
  /** The forms lower-cased (for cut ends), and case-insensitive patterns of them all, longest first:
   *  `probe` finds one in a single scan of a body (every response body is checked), `pattern` masks. */
  private lowered: string[] = [];
  private probe: RegExp | undefined;
  private pattern: RegExp | undefined;
  private extra = new Set<string>();
  private credentials: Record<string, unknown> = {};
  private applied: AppliedAuth | undefined;

  constructor(credentials: Record<string, unknown> = {}, applied?: AppliedAuth) {
    this.update(credentials, applied);
  }

  /** Recomputes the forms after new credentials (a refreshed access token) or a new applied auth. */
  update(credentials: Record<string, unknown>, applied?: AppliedAuth): void {
    [this.credentials, this.applied] = [credentials, applied];
    const forms = new Set<string>();
    for (const secret of rawSecrets(credentials, applied, this.extra))
      if (secret.length >= MIN_SECRET)
        for (const f of formsOf(secret)) if (f.length >= MIN_SECRET) forms.add(f);
    this.forms = [...forms].sort((a, b) => b.length - a.length);
    this.lowered = this.forms.map((f) => f.toLowerCase());
    this.probe = this.forms.length ? anyOf(innermost(this.forms, this.lowered), 'i') : undefined;
    this.pattern = this.forms.length ? anyOf(this.forms, 'gi') : undefined;
  }

  /** True when the text holds a secret form, in any letter case. */
  private holds(text: string): boolean {
    return this.probe?.test(text) ?? false;
  }

  /** Adds secrets that are not credentials (an OAuth client secret, a token just issued). */
  add(...secrets: string[]): void {
    for (const s of secrets) this.extra.add(s);
    this.update(this.credentials, this.applied);
  }

  /** True when the text carries a secret in any form, also behind JSON escapes (a cheap check before a deep walk). */
  mentions(text: string): boolean {
    if (this.holds(text)) return true;
    return text.includes('\\') && this.holds(decodeEscapes(text));
  }

  /**
   * A text with JSON escapes decoded and every secret form masked; `cut` (the text is the start of a
   * longer one) also masks an end that is the first characters of a secret.
   */
  text(s: string, cut = false): string {
    if (!this.pattern) return s;
    let out = s;
    // Escapes are decoded only where they hide a secret: other text keeps its own form.
    if (!this.holds(out) && out.includes('\\')) {
      const decoded = decodeEscapes(out);
      if (this.holds(decoded)) out = decoded;
    }
    out = out.replace(this.pattern, MASK);
    return cut ? this.trimFragment(out) : out;
  }

  /** The same for a decoded JSON value: every string (and key), recursively. */
  value(v: unknown, depth = 0): unknown {
    if (typeof v === 'string') return this.text(v);
    if (!v || typeof v !== 'object') return v;
    if (depth >= MAX_DEPTH) return '[nested too deeply]';
    if (Array.isArray(v)) return v.map((x) => this.value(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v))
      Object.defineProperty(out, this.text(k), {
        value: this.value(x, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }

  /** Redacts, then cuts to `max` characters: a cut never leaves part of a secret behind. */
  truncate(s: string, max: number, cut = false): string {
    const clean = this.text(s, cut);
    return clean.length <= max ? clean : `${clean.slice(0, max)}…`;
  }

  /** A text that ends in the first characters of a secret (a body cut mid-secret) loses that end. */
  private trimFragment(s: string): string {
    const lower = s.toLowerCase();
    // compared in lower case unless that changes the length (a few letters do): indexes must hold
    const [text, forms] = lower.length === s.length ? [lower, this.lowered] : [s, this.forms];
    for (const f of forms) {
      for (let k = Math.min(f.length - 1, s.length); k >= MIN_SECRET; k--) {
        if (text.endsWith(f.slice(0, k))) return `${s.slice(0, s.length - k)}${MASK}`;
      }
    }
    return s;
  }
}

const ESCAPE = /\\(u[0-9a-fA-F]{4}|["\\/bfnrt])/g;
const SIMPLE: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** A regex matching any of the strings, taken literally. */
function anyOf(strings: string[], flags: string): RegExp {
  return new RegExp(strings.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), flags);
}

/**
 * The forms that hold no other form: a text holds a form exactly when it holds one of these (a form
 * containing another cannot occur without it), and the probe's alternation shrinks from 15-35 forms
 * (the header value, its URL encodings, their hex...) to 4-9, a scan of a body several times cheaper.
 * Containment is decided as the case-insensitive probe matches: lower-cased for ASCII (where the two
 * agree), by the probe's own match otherwise. Runs once per connector: no RegExp for ASCII forms.
 */
function innermost(forms: string[], lowered: string[]): string[] {
  const contains = (f: number, g: number) =>
    ASCII.test(forms[f]!) && ASCII.test(forms[g]!)
      ? lowered[f]!.includes(lowered[g]!)
      : anyOf([forms[g]!], 'i').test(forms[f]!);
  return forms.filter(
    (f, i) =>
      !forms.some(
        (g, j) =>
          j !== i && (g.length < f.length || (g.length === f.length && j < i)) && contains(i, j),
      ),
  );
}

/** JSON string escapes (\u005f, \/, ...) as the characters they stand for. */
function decodeEscapes(s: string): string {
  return s.replace(ESCAPE, (_, e: string) =>
    e.length === 5 ? String.fromCharCode(parseInt(e.slice(1), 16)) : SIMPLE[e]!,
  );
}

/** The secrets as given and as sent: credential values, applied header values and their tokens, query values. */
function rawSecrets(
  credentials: Record<string, unknown>,
  applied: AppliedAuth | undefined,
  extra: Set<string>,
): Set<string> {
  const raw = new Set<string>(extra);
  // An email address (a basic-auth user name) is a credential but no secret: records may carry it.
  for (const v of Object.values(credentials))
    if (typeof v === 'string' && !EMAIL.test(v)) raw.add(v);
  for (const v of Object.values(applied?.headers ?? {})) {
    raw.add(v);
    const space = v.indexOf(' ');
    if (space > 0) raw.add(v.slice(space + 1)); // the token of "Basic <b64>", "Bearer <token>"
    if (/^basic /i.test(v)) raw.add(Buffer.from(v.slice(6), 'base64').toString('utf8')); // user:password
  }
  for (const [, v] of applied?.query ?? []) raw.add(v);
  return raw;
}

/** A secret as sent on the wire, then each of those URL-encoded once and twice more, and in hex; base64 and JSON forms. */
function formsOf(s: string): string[] {
  const b64 = Buffer.from(s).toString('base64');
  const wire = [s, encodeURIComponent(s), new URLSearchParams({ x: s }).toString().slice(2)];
  return [
    ...wire,
    ...wire.map(encodeURIComponent),
    ...wire.map((w) => encodeURIComponent(encodeURIComponent(w))),
    ...wire.map((w) => Buffer.from(w).toString('hex')),
    b64,
    b64.replace(/=+$/, ''),
    Buffer.from(s).toString('base64url'),
    JSON.stringify(s).slice(1, -1),
    JSON.stringify(s).slice(1, -1).replace(/\//g, '\\/'),
  ];
}
