// TokenSigner.verify remembers tokens it has verified (no second HMAC per request), which must change
// nothing it answers: a remembered token still ends at its expiry, a token differing from a verified
// one in any character is checked afresh, and another key's signer knows none of them. Revocation
// and rotation are checked per request against the database (token-endpoint.test.ts).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS, TokenSigner } from '../../server/tokens.ts';

describe('TokenSigner.verify with verified tokens remembered', () => {
  it('a remembered token still expires on time', () => {
    let now = Date.UTC(2026, 0, 1);
    const signer = new TokenSigner(randomBytes(32), () => now);
    const { token, claims } = signer.issue('app_1', 'org_1', 3);
    expect(signer.verify(token)).toEqual(claims);
    now += (TOKEN_TTL_SECONDS - 1) * 1000;
    expect(signer.verify(token)).toEqual(claims); // from memory
    now += 1000;
    expect(signer.verify(token)).toBeUndefined();
    now -= 1000; // and it is forgotten, not merely refused: checked afresh it is valid again at that time
    expect(signer.verify(token)).toEqual(claims);
  });

  it('a token altered after its original was verified is refused; another key verifies none', () => {
    const signer = new TokenSigner(randomBytes(32));
    const { token } = signer.issue('app_1', 'org_1');
    expect(signer.verify(token)?.sub).toBe('app_1');
    const [h, p, sig] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    expect(
      signer.verify(
        `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'app_2' })).toString('base64url')}.${sig}`,
      ),
    ).toBeUndefined();
    expect(
      signer.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    ).toBeUndefined();
    expect(new TokenSigner(randomBytes(32)).verify(token)).toBeUndefined();
  });

  it('the claims handed out cannot be changed for the next caller', () => {
    const signer = new TokenSigner(randomBytes(32));
    const { token } = signer.issue('app_1', 'org_1');
    const first = signer.verify(token)!;
    expect(() => Object.assign(first, { sub: 'app_2' })).toThrow(TypeError);
    expect(signer.verify(token)!.sub).toBe('app_1');
  });
});
