// Redirect URIs of MCP clients: https anywhere, http only to this machine (RFC 8252 section 7.3), or
// a private-use scheme in reverse-domain form (section 7.1, e.g. com.example.app:/cb). They are
// compared exactly, except that a loopback IP literal's port may differ (section 7.3: a native app
// takes whatever port is free when it starts).
const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]']);
const LOOPBACK_HOSTS = new Set([...LOOPBACK_IPS, 'localhost']);
const MAX_URI_CHARS = 2000;

/** Why a URI cannot be a redirect URI, or undefined when it can. */
export function redirectUriProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URI_CHARS)
    return `must be a URI of at most ${MAX_URI_CHARS} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URI';
  }
  if (url.hash || value.includes('#')) return 'must not have a fragment';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:')
    return LOOPBACK_HOSTS.has(url.hostname)
      ? undefined
      : 'must be https, or http to 127.0.0.1, [::1] or localhost';
  return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(url.protocol)
    ? undefined
    : 'must be https, loopback http, or a private-use scheme in reverse-domain form (com.example.app:)';
}

/** Whether the redirect_uri of a request is one of the client's. */
export function redirectUriAllowed(registered: readonly string[], given: string): boolean {
  if (registered.includes(given)) return true;
  let asked: URL;
  try {
    asked = new URL(given);
  } catch {
    return false;
  }
  if (asked.protocol !== 'http:' || !LOOPBACK_IPS.has(asked.hostname)) return false;
  return registered.some((r) => {
    if (!URL.canParse(r)) return false;
    const known = new URL(r);
    if (known.protocol !== 'http:' || known.hostname !== asked.hostname) return false;
    known.port = asked.port;
    return known.href === asked.href;
  });
}
