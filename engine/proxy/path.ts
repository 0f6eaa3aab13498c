// The proxy's path check: a path under the connector's base URL and one of the kind's allowed
// prefixes, never a way out of them. Refused: absolute and scheme-relative URLs, backslashes, control
// characters, a query or fragment, characters that need encoding, and '.' or '..' segments in any
// percent-decoded layer (%2e%2e, %2E., %252e%252e ...): servers and proxies in front of the vendor
// decode such layers differently, so none may hold one.
import type { ProxyPlan } from '../plan/proxy.ts';
import { CONTROL, refuse } from './refuse.ts';

const MAX_PATH = 2048;
/** RFC 3986 path characters (unreserved, sub-delims, ':', '@', '/') and percent escapes. */
const PATH_CHARS = /^[A-Za-z0-9._~!$&'()*+,;=:@/%-]*$/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const LAYERS = 4;
/** In a decoded layer: control characters, a backslash, or the lead byte of an overlong UTF-8 form (%c0%ae is '.' to lenient decoders). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const HIDDEN = /[\x00-\x1f\x7f\\\xc0\xc1]/;

/** The path when it is safe and allowed; else a 400 on `path` saying what was expected. */
export function checkPath(path: unknown, plan: ProxyPlan): string {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH)
    refuse('path', 'must be a string', `a path of 1 to ${MAX_PATH} characters, e.g. /v1/items`);
  checkForm(path);
  checkLayers(path);
  if (!plan.paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    refuse(
      'path',
      `'${path.slice(0, 200)}' is not under a path this kind's proxy allows`,
      `a path under ${plan.paths.map((x) => x || '/').join(', ')}`,
    );
  return path;
}

function checkForm(path: string): void {
  const relative = 'a path relative to the base URL, starting with a single /';
  if (CONTROL.test(path)) refuse('path', 'contains a control character', relative);
  if (path.includes('\\')) refuse('path', 'contains a backslash', relative);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(path))
    refuse(
      'path',
      'is an absolute URL; the proxy only reaches the vendor of the connector',
      relative,
    );
  if (path.startsWith('//')) refuse('path', "starts with '//', a URL of another host", relative);
  if (!path.startsWith('/')) refuse('path', "does not start with '/'", relative);
  if (/[?#]/.test(path))
    refuse('path', 'has a query or fragment', 'the query in the query field, no fragment');
  if (!PATH_CHARS.test(path))
    refuse('path', 'has characters that must be percent-encoded', 'RFC 3986 path characters');
  if (/%(?![0-9A-Fa-f]{2})/.test(path))
    refuse('path', "has a '%' that is not a percent escape", 'escapes of the form %XX');
}

/** The raw path and each percent-decoded layer of it: no dot segment, backslash or control character. */
function checkLayers(path: string): void {
  let layer = path;
  for (let i = 0; i <= LAYERS; i++) {
    if (i > 0 && HIDDEN.test(layer))
      refuse(
        'path',
        'hides a control character, backslash or overlong UTF-8 in percent escapes',
        'plain path segments',
      );
    if (layer.split('/').some((s) => s === '.' || s === '..'))
      refuse(
        'path',
        i === 0 ? "has a '.' or '..' segment" : "has an encoded '.' or '..' segment",
        'a path without dot segments (it may not leave the base URL or the allowed prefixes)',
      );
    const next = layer.replace(ESCAPE, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === layer) return;
    layer = next;
  }
  refuse('path', `is percent-encoded more than ${LAYERS} times over`, 'a path encoded once');
}
