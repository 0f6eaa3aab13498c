// Secrets out of a recorded exchange: every credential value is replaced by a placeholder in each form
// the engine's redactor knows (raw, URL-encoded, JSON-escaped, base64 alone and of user:password pairs),
// so the fixture replays with the placeholder credentials and sends the same requests. A Redactor over
// the real credentials then checks that no form of a secret is left anywhere.
import { Redactor } from '../../../engine/http/redact.ts';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Placeholder credentials: the fixture's own where connector.yaml has them, else fixture_<field>_value. */
export function placeholderCredentials(
  real: Record<string, unknown>,
  existing: Record<string, unknown> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(real).map(([k, v]) => {
      if (typeof v !== 'string') return [k, v];
      if (typeof existing[k] === 'string') return [k, existing[k]];
      return [
        k,
        EMAIL.test(v) ? `${k.replace(/[^a-z0-9]/gi, '')}@example.com` : `fixture_${k}_value`,
      ];
    }),
  );
}

const forms = (s: string) => {
  const b64 = Buffer.from(s).toString('base64');
  return [
    s,
    encodeURIComponent(s),
    new URLSearchParams({ x: s }).toString().slice(2),
    JSON.stringify(s).slice(1, -1),
    b64,
    b64.replace(/=+$/, ''),
    Buffer.from(s).toString('base64url'),
  ];
};

export class Placeholders {
  private pairs: [string, string][] = [];
  private guard: Redactor;

  constructor(real: Record<string, unknown>, placeholder: Record<string, unknown>) {
    const secrets = Object.keys(real).filter(
      (k) => typeof real[k] === 'string' && (real[k] as string).length >= 4,
    );
    const pairs = new Map<string, string>();
    // basic pairs first (longest forms win): every user:password combination of the fields
    for (const a of secrets)
      for (const b of secrets)
        if (a !== b) {
          const [r, p] = [`${real[a]}:${real[b]}`, `${placeholder[a]}:${placeholder[b]}`];
          const [rf, pf] = [forms(r), forms(p)];
          for (const [i, f] of rf.entries()) pairs.set(f, pf[i]!);
        }
    for (const k of secrets) {
      const [rf, pf] = [forms(real[k] as string), forms(String(placeholder[k]))];
      rf.forEach((f, i) => {
        if (f.length >= 4 && !pairs.has(f)) pairs.set(f, pf[i]!);
      });
    }
    this.pairs = [...pairs].sort((x, y) => y[0].length - x[0].length);
    this.guard = new Redactor(
      Object.fromEntries(
        secrets.filter((k) => !EMAIL.test(real[k] as string)).map((k) => [k, real[k]]),
      ),
    );
  }

  /**
   * New credentials met during the recording (a refreshed access token) get the placeholder of their
   * field; a token field the caller did not give (an access token issued now) gets one as well.
   */
  learn(real: Record<string, unknown>, placeholder: Record<string, unknown>): void {
    for (const [k, v] of Object.entries(real)) {
      if (typeof v !== 'string' || v.length < 4) continue;
      // not added to the placeholder credentials: the replay must fetch the token as the recording did
      const stand = placeholder[k] ?? (/token|secret/i.test(k) ? `fixture_${k}_value` : undefined);
      if (typeof stand === 'string') {
        const [rf, pf] = [forms(v), forms(stand)];
        for (const [i, f] of rf.entries()) this.pairs.push([f, pf[i]!]);
        this.guard.add(v);
      }
    }
    this.pairs.sort((x, y) => y[0].length - x[0].length);
  }

  text(s: string): string {
    let out = s;
    for (const [real, placeholder] of this.pairs)
      if (out.includes(real)) out = out.split(real).join(placeholder);
    return out;
  }

  /** True when some form of a real secret is still in the text. */
  leaks(s: string): boolean {
    return this.guard.mentions(s);
  }
}
