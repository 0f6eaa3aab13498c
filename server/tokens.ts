// Short-lived API tokens: HS256 JWTs signed with a key derived from the master key, so a restart on
// the same data folder keeps tokens valid and no signing secret is stored anywhere. A token carries
// its application's secret version, so a rotation ends every token issued before it (iat has only
// one-second resolution: a token issued in the second of a rotation could not be told apart by time).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_TTL_SECONDS = 15 * 60;

export interface TokenClaims {
  /** The application (client id). */
  sub: string;
  /** The organisation the token was issued for (the application's first). */
  org: string;
  iat: number;
  exp: number;
  jti: string;
  /** The application's secret version when the token was issued. */
  sv: number;
}

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const HEADER = b64({ alg: 'HS256', typ: 'JWT' });

/** Tokens verified lately; past this many the memo starts afresh (a flood of distinct tokens costs HMACs, not memory). */
const VERIFIED_MEMO_SIZE = 10_000;

export class TokenSigner {
  // A token's claims are fixed by its signature, so a token verified once needs no second HMAC; its
  // expiry is still checked on every use, and revocation and rotation are checked per request
  // against the database (tokenGrants, by the claims' secret version), never here.
  private verified = new Map<string, Readonly<TokenClaims>>();

  constructor(
    private key: Buffer,
    private now: () => number = () => Date.now(),
  ) {}

  issue(
    application: string,
    organization: string,
    secretVersion = 1,
  ): { token: string; claims: TokenClaims } {
    const iat = Math.floor(this.now() / 1000);
    const claims: TokenClaims = {
      sub: application,
      org: organization,
      iat,
      exp: iat + TOKEN_TTL_SECONDS,
      jti: randomBytes(9).toString('base64url'),
      sv: secretVersion,
    };
    const body = `${HEADER}.${b64(claims)}`;
    return { token: `${body}.${this.sign(body)}`, claims };
  }

  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify(token: string): TokenClaims | undefined {
    const known = this.verified.get(token);
    if (known)
      return known.exp > Math.floor(this.now() / 1000) ? known : void this.verified.delete(token);
    const claims = this.check(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_MEMO_SIZE) this.verified.clear();
      this.verified.set(token, Object.freeze(claims));
    }
    return claims;
  }

  private check(token: string): TokenClaims | undefined {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
    const expected = Buffer.from(this.sign(`${parts[0]}.${parts[1]}`));
    const given = Buffer.from(parts[2]!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.exp !== 'number' ||
      claims.exp <= Math.floor(this.now() / 1000)
    )
      return undefined;
    if (!Number.isInteger(claims.sv)) return undefined; // issued before secret versions existed: sign in again
    return claims;
  }

  private sign(data: string): string {
    return createHmac('sha256', this.key).update(data).digest('base64url');
  }
}
