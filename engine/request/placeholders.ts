// Credentials as shell variables for dry runs: each credential field of the auth method stands as a
// variable named after it (api_key -> $API_KEY, an OAuth access token -> $ACCESS_TOKEN), so a printed
// request can be pasted once the variables are set, and no secret enters the rendering at all.
// Rendering uses a marker of letters and underscores (it survives URL encoding and base64); `unmark`
// turns it into `${NAME}` afterwards.
import type { AppliedAuth } from '../auth/types.ts';
import type { AuthPlan } from '../plan/plan.ts';

const MARK = 'XCEVARX';
const MARKED = new RegExp(`${MARK}([A-Z0-9_]+?)${MARK}`, 'g');
/** Variables every shell sets: a credential named so gets a prefix, or a paste would send the login name. */
const TAKEN = new Set(['USER', 'HOME', 'PATH', 'SHELL', 'PWD', 'LANG', 'TERM', 'LOGNAME', 'UID']);

export interface Placeholders {
  auth: AppliedAuth;
  /** Variable name -> the credential field it stands for. */
  variables: Map<string, string>;
}

export function placeholderAuth(auth: AuthPlan, config: Record<string, unknown>): Placeholders {
  const fields = new Set(Object.keys(auth.fieldsSchema.properties ?? {}));
  if (auth.oauth2) fields.add('access_token');
  const variables = new Map<string, string>();
  const credentials: Record<string, string> = {};
  for (const field of fields) {
    let name = field.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
    if (TAKEN.has(name) || /^[0-9]/.test(name)) name = `CREDENTIAL_${name}`;
    variables.set(name, field);
    credentials[field] = `${MARK}${name}${MARK}`;
  }
  try {
    return { auth: auth.apply({ credentials, config }), variables };
  } catch {
    return { auth: { headers: {}, query: [] }, variables }; // the method needs config it lacks
  }
}

/** The text with each marker as `${NAME}`; the names met are added to `used`. */
export function unmark(text: string, used: Set<string>): string {
  return text.replace(MARKED, (_m, name: string) => {
    used.add(name);
    return `\${${name}}`;
  });
}

/** A basic-auth header built from placeholders, as the `user:password` pair it encodes (curl -u). */
export function basicPair(value: string): string | undefined {
  const m = /^basic (.+)$/i.exec(value);
  const pair = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
  return pair.includes(MARK) ? pair : undefined;
}
