// Form bodies of the OAuth endpoints (application/x-www-form-urlencoded): text fields only, each
// given once (RFC 6749 section 3.1: parameters must not be repeated), at most 4 KiB a value.
import type { Context } from 'hono';
import { OAuthProblem } from './errors.ts';

const MAX_VALUE_CHARS = 4096;

export async function formFields(c: Context): Promise<Record<string, string>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new OAuthProblem(
      'invalid_request',
      'Send the parameters as application/x-www-form-urlencoded.',
    );
  const body = await c.req.parseBody({ all: true });
  return single(body as Record<string, unknown>);
}

/** The query of an authorize request, with the same rules. */
export function queryFields(c: Context): Record<string, string> {
  return single(c.req.queries() as Record<string, unknown>);
}

function single(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of Object.entries(values)) {
    const one = Array.isArray(v) && v.length === 1 ? v[0] : v;
    if (typeof one !== 'string')
      throw new OAuthProblem('invalid_request', `${k.slice(0, 40)} must be given once, as text.`);
    if (one.length > MAX_VALUE_CHARS)
      throw new OAuthProblem(
        'invalid_request',
        `${k.slice(0, 40)} is over ${MAX_VALUE_CHARS} characters.`,
      );
    out[k] = one;
  }
  return out;
}
