// The passthrough proxy: a caller's request checked (check.ts), then one call of the connector's own
// pipeline (auth with token upkeep, send with the size cap and same-origin redirects only, decode,
// the kind's response rules, resends), the answer's body decoded and masked as an action's is and
// its headers cut to the safe list. No second HTTP path: what limits an action limits this too.
import type { ConnectorParts } from '../fetch-page.ts';
import { checkProxyRequest } from './check.ts';
import { answerHeaders } from './headers.ts';
import type { ProxyAnswer, ProxyOptions, ProxyRequest } from './types.ts';

export async function runProxy(
  parts: ConnectorParts,
  req: ProxyRequest,
  opts: ProxyOptions = {},
): Promise<ProxyAnswer> {
  const call = checkProxyRequest(req, parts.plan.proxy, parts.kind, opts);
  const out = await parts.pipeline.run({
    recipe: { proxy: call },
    rules: parts.plan.responseRules,
    bindings: { params: {}, config: parts.conn.config },
    withHeaders: parts.plan.usesHeaders,
    signal: opts.signal,
  });
  return {
    status: out.status,
    headers: answerHeaders(out.headers, parts.session.redactor),
    body: out.body ?? null,
  };
}
