// Opens a file a vendor record links to, streamed, never buffered. Credentials go only to the
// vendor's own origin; every other host must be http(s), public and one the kind declares (when it
// declares any). With the kind's upstream overridden (tests, sandboxes), only the overriding origin
// itself joins the vendor's as exempt: a local override opens no way to any other local address.
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { EngineError } from '../errors.ts';
import type { Download } from '../options.ts';
import { checkLiteralHost, publicOnlyDispatcher } from './address-guard.ts';
import { MAX_HOPS } from './exchange.ts';
import type { HeaderReader } from './headers.ts';
import type { OutgoingRequest } from './types.ts';

/** The bare pipeline a file's hops go through (engine/pipeline): structural, so http/ imports no step. */
interface FilePipeline {
  run(call: {
    recipe: { request: OutgoingRequest };
    rules: [];
    bindings: Record<string, unknown>;
    signal?: AbortSignal | undefined;
    stream: { dispatcher: Dispatcher | undefined };
  }): Promise<{ status: number; headers: HeaderReader; stream?: Dispatcher.ResponseData['body'] }>;
}

export interface DownloadContext {
  vendorOrigin: string;
  /** The origin requests actually go to (the upstream override, or the vendor's). */
  origin: string;
  rewrite: (url: string) => string;
  authHeaders: Record<string, string>;
  /** Hosts files may come from (`*.example.com` matches subdomains); empty: any public host. */
  hosts: string[];
  pipeline: FilePipeline;
  signal?: AbortSignal;
}

export async function openDownload(url: URL, ctx: DownloadContext): Promise<Download> {
  const own = (u: URL) => u.origin === ctx.vendorOrigin || u.origin === ctx.origin;
  const dispatcherFor = (u: URL): Dispatcher | undefined => {
    if (own(u)) return undefined;
    if (u.protocol !== 'https:' && u.protocol !== 'http:')
      throw refused(u, 'is not an http(s) link');
    if (ctx.hosts.length && !ctx.hosts.some((h) => hostMatches(u.hostname, h)))
      throw refused(u, `is not one of the kind's file hosts (${ctx.hosts.join(', ')})`);
    checkLiteralHost(u.hostname);
    return publicOnlyDispatcher();
  };
  const first = own(url) ? new URL(ctx.rewrite(url.toString())) : url;
  const res = await follow(
    { method: 'GET', url: first.toString(), headers: own(url) ? { ...ctx.authHeaders } : {} },
    ctx,
    dispatcherFor,
  );
  const length = Number(res.headers.get('content-length'));
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(
    res.headers.get('content-disposition') ?? '',
  )?.[1];
  return {
    stream: Readable.toWeb(res.stream) as ReadableStream<Uint8Array>,
    content_type: res.headers.get('content-type') ?? 'application/octet-stream',
    ...(Number.isFinite(length) && res.headers.has('content-length')
      ? { content_length: length }
      : {}),
    ...(filename ? { filename: safeDecode(filename) } : {}),
  };
}

/**
 * The file's answer: redirects followed (up to 5) without credentials on another origin, each hop
 * through its own dispatcher (public hosts only, unless the kind's own).
 */
async function follow(
  req: OutgoingRequest,
  ctx: DownloadContext,
  dispatcherFor: (url: URL) => Dispatcher | undefined,
): Promise<{ headers: HeaderReader; stream: Dispatcher.ResponseData['body'] }> {
  let current = req;
  for (let hop = 0; ; hop++) {
    const res = await ctx.pipeline.run({
      recipe: { request: current },
      rules: [],
      bindings: {},
      signal: ctx.signal,
      stream: { dispatcher: dispatcherFor(new URL(current.url)) },
    });
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || location === null)
      return { headers: res.headers, stream: res.stream! };
    await res.stream?.dump();
    if (hop >= MAX_HOPS)
      throw new EngineError('upstream_invalid_response', 502, 'The file link redirects too often.');
    const next = new URL(location, current.url);
    const sameOrigin = next.origin === new URL(current.url).origin;
    current = { method: 'GET', url: next.toString(), headers: sameOrigin ? current.headers : {} };
  }
}

function hostMatches(host: string, pattern: string): boolean {
  const p = pattern.toLowerCase();
  return p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p;
}

function refused(u: URL, why: string): EngineError {
  return new EngineError(
    'upstream_invalid_response',
    502,
    `The vendor's file link (${u.host}) ${why}; not fetching it.`,
  );
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
