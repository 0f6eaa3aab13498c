// Redactor.mentions scans a body once for every form of every secret (one pattern of them all): a
// secret made of regex metacharacters is still found literally, in every form, and nothing else is.
// The scan looks only for the forms that hold no other form (issue 27): every form is still found.
import { describe, expect, it } from 'vitest';
import { Redactor } from '../engine/http/redact.ts';

describe('Redactor.mentions', () => {
  const secret = 'p.s(w)*+?[x]{2}|^$\\d-end';
  const r = new Redactor({ password: secret });

  it('finds a secret of regex metacharacters literally, raw, URL-encoded, base64 and JSON-escaped', () => {
    for (const form of [
      secret,
      encodeURIComponent(secret),
      Buffer.from(secret).toString('base64'),
      JSON.stringify(secret).slice(1, -1),
    ])
      expect(r.mentions(`{"echo": "${form}"}`), form).toBe(true);
    expect(r.mentions(JSON.stringify({ echo: `\\u0070${secret.slice(1)}` }))).toBe(false); // not the secret
    expect(r.mentions('{"echo": "p.s(w)*+?[x]{2}|^$\\\\d-en"}')).toBe(false); // one character short
    expect(r.mentions('{"echo": "pXs(w)*+?[x]{2}|^$\\\\d-end"}')).toBe(false); // . is not a wildcard
  });

  it('finds it behind JSON escapes, and follows new forms after update()', () => {
    expect(r.mentions(`{"echo": "\\u0070${JSON.stringify(secret).slice(2, -1)}"}`)).toBe(true);
    expect(r.mentions('{"token": "fresh-token-0001"}')).toBe(false);
    r.add('fresh-token-0001');
    expect(r.mentions('{"token": "fresh-token-0001"}')).toBe(true);
    expect(new Redactor().mentions('anything')).toBe(false);
  });

  it('finds every form it masks, in any letter case, with the scan narrowed to the innermost forms', () => {
    // ASCII and non-ASCII secrets (the latter take the probe's own case-insensitive match)
    for (const [credentials, auth] of [
      [{ api_key: 'sk_live_AbC123xyz' }, 'Bearer sk_live_AbC123xyz'],
      [{ user: 'me@example.com', password: 'pässwörd-Σίσυφος' }, undefined],
      [{ token: 'a+b/c=d e' }, 'Token a+b/c=d e'],
    ] as const) {
      const applied = auth ? { headers: { authorization: auth }, query: [] } : undefined;
      const red = new Redactor(credentials, applied as never);
      const forms = (red as unknown as { forms: string[] }).forms;
      expect(forms.length).toBeGreaterThan(4);
      for (const form of forms)
        for (const shown of [form, form.toUpperCase(), form.toLowerCase()]) {
          const body = `{"echo": "x${shown}y"}`;
          expect(red.mentions(body), shown).toBe(true);
          expect(red.text(body), shown).not.toContain(shown);
        }
      expect(red.mentions('{"echo": "nothing secret here"}')).toBe(false);
    }
  });
});
