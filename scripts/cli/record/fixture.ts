// A recorded exchange as a fixture exchange: secrets replaced by placeholders, the vendor's origin in
// answers as {{origin}} (the fake vendor's at replay), bodies as JSON where they are, and every list of
// objects in an answer cut to `records` items.
import type { Exchange } from '../../../engine/replay/fixtures.ts';
import type { Placeholders } from './placeholders.ts';
import type { RecordedExchange } from './proxy.ts';

/** Answer headers a replay needs (paging, rate limits, the type of a non-JSON body). */
const KEEP_RESPONSE = /^(link|location|retry-after|x-.*|ratelimit.*)$/;

function multiMap(sp: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of sp) {
    const cur = out[k];
    out[k] = cur === undefined ? v : Array.isArray(cur) ? [...cur, v] : [cur, v];
  }
  return out;
}

/** Arrays of objects longer than `n` are cut to their first `n` items, at any depth. */
export function trim(v: unknown, n: number): unknown {
  if (Array.isArray(v)) {
    const cut = v.length > n && v.every((x) => x && typeof x === 'object') ? v.slice(0, n) : v;
    return cut.map((x) => trim(x, n));
  }
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, trim(x, n)]));
}

export function toFixtureExchange(
  r: RecordedExchange,
  secrets: Placeholders,
  origins: string[],
  records: number,
): Exchange {
  const url = new URL(secrets.text(r.url), 'http://recorded.invalid');
  const headers = Object.fromEntries(
    Object.entries(r.headers).map(([k, v]) => [k, secrets.text(v)]),
  );
  const type = r.headers['content-type'] ?? '';
  const rawBody = secrets.text(r.body);
  let body: unknown;
  if (rawBody)
    if (type.includes('application/x-www-form-urlencoded'))
      body = multiMap(new URLSearchParams(rawBody));
    else
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
  const originless = (s: string) =>
    origins.reduce((t, o) => t.split(o).join('{{origin}}'), secrets.text(s));
  const responseHeaders = Object.fromEntries(
    Object.entries(r.responseHeaders)
      .filter(([k]) => KEEP_RESPONSE.test(k))
      .map(([k, v]) => [k, originless(v)]),
  );
  const text = originless(r.responseBody);
  let response: Exchange['response'];
  try {
    response = { body: trim(JSON.parse(text), records) };
  } catch {
    const contentType = r.responseHeaders['content-type'];
    response = { body_text: text };
    if (contentType) responseHeaders['content-type'] = contentType;
  }
  const query = multiMap(url.searchParams);
  return {
    request: {
      method: r.method,
      path: url.pathname,
      ...(Object.keys(query).length ? { query } : {}),
      ...(Object.keys(headers).length ? { headers } : {}),
      ...(body !== undefined ? { body } : {}),
    },
    response: {
      ...(r.status !== 200 ? { status: r.status } : {}),
      ...(Object.keys(responseHeaders).length ? { headers: responseHeaders } : {}),
      ...response,
    },
  };
}
