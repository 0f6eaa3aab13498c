// A checked proxy request made whole by the auth step: under the base URL, the kind's headers, the
// caller's, then the credentials (last, so nothing replaces them), and the credential query after the
// caller's. Built again after a token refresh, as rendered actions are.
import type { OutgoingRequest } from '../http/types.ts';
import type { RequestContext } from '../request/render.ts';
import { refuse } from './refuse.ts';
import type { ProxyCall } from './types.ts';

export function proxyRequest(call: ProxyCall, ctx: RequestContext): OutgoingRequest {
  const query = new URLSearchParams(call.query);
  for (const [k, v] of ctx.auth.query) query.append(k, v);
  const qs = query.toString();
  const url = `${ctx.baseUrl}${call.path}${qs ? `?${qs}` : ''}`;
  if (!underBase(url, ctx.baseUrl))
    refuse('path', 'leaves the base URL', 'a path under the base URL');
  const headers = { ...ctx.headers, ...call.headers, ...ctx.auth.headers };
  headers.accept ??= 'application/json';
  return {
    method: call.method,
    url,
    headers,
    ...(call.body !== undefined ? { body: call.body } : {}),
  };
}

/** The URL, as the HTTP client will parse it, is on the base URL's origin and under its path. */
function underBase(url: string, baseUrl: string): boolean {
  const u = new URL(url);
  const base = new URL(baseUrl);
  const root = base.pathname.replace(/\/$/, '');
  return u.origin === base.origin && (u.pathname === root || u.pathname.startsWith(`${root}/`));
}
