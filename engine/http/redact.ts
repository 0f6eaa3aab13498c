// Removes secrets from everything the engine hands back: vendor error bodies, messages, echoed
// records. A vendor may echo a secret in any form it received or could derive, so every form that
// was sent is listed (raw values, full header values, base64 of basic pairs, URL-encoded and JSON-
// escaped forms), text is redacted after decoding JSON escapes, and a fragment of a secret left at
// the end of a cut text is removed too.
import type { AppliedAuth } from '../auth/types.ts';

const MIN_SECRET = 4;
const MASK = '[redacted]';
const MAX_DEPTH = 64;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export class Redactor {
  private forms: string[] = [];
  private extra = new Set<string>();
  private credentials: Record<string, unknown> = {};
  private applied: AppliedAuth | undefined;

  constructor(credentials: Record<string, unknown> = {}, applied?: AppliedAuth) {
    this.update(credentials, applied);
  }

  /** Recomputes the forms after new credentials (a refreshed access token) or a new applied auth. */
  update(credentials: Record<string, unknown>, applied?: AppliedAuth): void {
    [this.credentials, this.applied] = [credentials, applied];
    const raw = new Set<string>(this.extra);
    // An email address (a basic-auth user name) is a credential but no secret: records may carry it.
    for (const v of Object.values(credentials))
      if (typeof v === 'string' && !EMAIL.test(v)) raw.add(v);
    for (const v of Object.values(applied?.headers ?? {})) {
      raw.add(v);
      const space = v.indexOf(' ');
      if (space > 0) raw.add(v.slice(space + 1)); // the token of "Basic <b64>", "Bearer <token>"
    }
    for (const [, v] of applied?.query ?? []) raw.add(v);
    const forms = new Set<string>();
    for (const s of raw) {
      if (s.length < MIN_SECRET) continue;
      const b64 = Buffer.from(s).toString('base64');
      for (const f of [
        s,
        encodeURIComponent(s),
        new URLSearchParams({ x: s }).toString().slice(2),
        b64,
        b64.replace(/=+$/, ''),
        Buffer.from(s).toString('base64url'),
        JSON.stringify(s).slice(1, -1),
        JSON.stringify(s).slice(1, -1).replace(/\//g, '\\/'),
      ]) {
        if (f.length >= MIN_SECRET) forms.add(f);
      }
    }
    this.forms = [...forms].sort((a, b) => b.length - a.length);
  }

  /** Adds secrets that are not credentials (an OAuth client secret, a token just issued). */
  add(...secrets: string[]): void {
    for (const s of secrets) this.extra.add(s);
    this.update(this.credentials, this.applied);
  }

  /** True when the text carries a secret in any form, also behind JSON escapes (a cheap check before a deep walk). */
  mentions(text: string): boolean {
    if (!this.forms.length) return false;
    // One scan of the body for all forms (every response body is checked): a pattern of them all,
    // rebuilt when update() replaces the forms.
    if (this.patternOf !== this.forms)
      [this.pattern, this.patternOf] = [anyOf(this.forms), this.forms];
    if (this.pattern.test(text)) return true;
    if (!text.includes('\\')) return false;
    return this.pattern.test(decodeEscapes(text));
  }
  private pattern = /(?!)/;
  private patternOf: string[] | undefined;

  /**
   * A text with JSON escapes decoded and every secret form masked; `cut` (the text is the start of a
   * longer one) also masks an end that is the first characters of a secret.
   */
  text(s: string, cut = false): string {
    if (!this.forms.length) return s;
    let out = s;
    // Escapes are decoded only where they hide a secret: other text keeps its own form.
    if (!this.forms.some((f) => out.includes(f)) && out.includes('\\')) {
      const decoded = decodeEscapes(out);
      if (this.forms.some((f) => decoded.includes(f))) out = decoded;
    }
    for (const f of this.forms) if (out.includes(f)) out = out.split(f).join(MASK);
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
    for (const f of this.forms) {
      for (let k = Math.min(f.length - 1, s.length); k >= MIN_SECRET; k--) {
        if (s.endsWith(f.slice(0, k))) return `${s.slice(0, s.length - k)}${MASK}`;
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
function anyOf(strings: string[]): RegExp {
  return new RegExp(strings.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

/** JSON string escapes (\u005f, \/, ...) as the characters they stand for. */
function decodeEscapes(s: string): string {
  return s.replace(ESCAPE, (_, e: string) =>
    e.length === 5 ? String.fromCharCode(parseInt(e.slice(1), 16)) : SIMPLE[e]!,
  );
}
