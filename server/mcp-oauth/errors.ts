// An OAuth error as the token, revocation and registration endpoints answer it (RFC 6749 section 5.2,
// RFC 7591 section 3.2.2): {error, error_description}, never a secret or a token in the text.
export class OAuthProblem extends Error {
  constructor(
    readonly error: string,
    message: string,
    readonly status = 400,
    /** Seconds to wait, sent as Retry-After (with status 429). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
  toBody() {
    return { error: this.error, error_description: this.message };
  }
}

export const invalidGrant = (why: string) => new OAuthProblem('invalid_grant', why);
