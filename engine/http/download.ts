// Opens a file a vendor record links to, streamed, never buffered. Credentials go only to the
// vendor's own origin; another host must be public (and one the kind declares, when it declares
// any) unless the kind's upstream is overridden to a local address (tests, sandboxes).
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { Download } from '../connector-types.ts';
import { EngineError } from '../errors.ts';
import { checkLiteralHost, publicOnlyDispatcher } from './address-guard.ts';
import { type HttpPolicy, open } from './client.ts';
import type { Redactor } from './redact.ts';
import { undici } from './undici.ts';

export interface DownloadContext {
  vendorOrigin: string;
  /** The origin requests actually go to (the upstream override, or the vendor's). */
  origin: string;
  overridden: boolean;
  rewrite: (url: string) => string;
  authHeaders: Record<string, string>;
  /** Hosts files may come from (`*.example.com` matches subdomains); empty: any public host. */
  hosts: string[];
  http: HttpPolicy;
  redactor: Redactor;
  signal?: AbortSignal;
}

export async function openDownload(url: URL, ctx: DownloadContext): Promise<Download> {
  await undici(); // publicOnlyDispatcher, called synchronously below, needs it loaded
  const own = (u: URL) => u.origin === ctx.vendorOrigin || u.origin === ctx.origin;
  const dispatcherFor = (u: URL): Dispatcher | undefined => {
    if (own(u) || ctx.overridden) return undefined;
    if (u.protocol !== 'https:' && u.protocol !== 'http:')
      throw refused(u, 'is not an http(s) link');
    if (ctx.hosts.length && !ctx.hosts.some((h) => hostMatches(u.hostname, h)))
      throw refused(u, `is not one of the kind's file hosts (${ctx.hosts.join(', ')})`);
    checkLiteralHost(u.hostname);
    return publicOnlyDispatcher();
  };
  const first = own(url) ? new URL(ctx.rewrite(url.toString())) : url;
  const res = await open(
    { method: 'GET', url: first.toString(), headers: own(url) ? { ...ctx.authHeaders } : {} },
    ctx.http,
    {
      redactor: ctx.redactor,
      dispatcherFor,
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    },
  );
  const length = Number(res.headers.get('content-length'));
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(
    res.headers.get('content-disposition') ?? '',
  )?.[1];
  return {
    stream: Readable.toWeb(res.body) as ReadableStream<Uint8Array>,
    content_type: res.headers.get('content-type') ?? 'application/octet-stream',
    ...(Number.isFinite(length) && res.headers.has('content-length')
      ? { content_length: length }
      : {}),
    ...(filename ? { filename: safeDecode(filename) } : {}),
  };
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
