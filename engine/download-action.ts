// A download action: one page whose answer names the file, then the file itself streamed through the
// download guard (http/download.ts), each hop a call of the connector's bare pipeline. Apart from
// connector.ts to keep it small.

import { EngineError } from './errors.ts';
import { type ConnectorParts, fetchPage } from './fetch-page.ts';
import { openDownload } from './http/download.ts';
import type { Download } from './options.ts';
import type { ActionPlan } from './plan/plan.ts';

export async function download(
  parts: ConnectorParts,
  plan: ActionPlan,
  params: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Download> {
  const page = await fetchPage(parts, plan, { params }, signal);
  const raw = await plan.download!.url.evaluate(page.state.body, page.state.bindings);
  if (typeof raw !== 'string' || !raw) {
    throw new EngineError(
      'file_not_found',
      404,
      `${parts.kind} ${plan.where}: the record has no file matching these params.`,
    );
  }
  return openDownload(new URL(raw, parts.conn.baseUrl), {
    vendorOrigin: parts.conn.vendorOrigin,
    origin: parts.conn.origin,
    rewrite: parts.conn.rewrite,
    authHeaders: plan.download!.auth ? parts.session.applied.headers : {},
    hosts: plan.download!.hosts,
    pipeline: parts.bare,
    ...(signal ? { signal } : {}),
  });
}
