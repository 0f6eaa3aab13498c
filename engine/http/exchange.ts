// One send to the vendor: the request, then same-origin redirects when the kind asks for them. No
// retries here: the pipeline's act step is their one owner. A network failure comes back as a
// TransportFailure (the judge step makes it a retry verdict); every other failure is an EngineError.
import type { Dispatcher } from 'undici';
import { EngineError } from '../errors.ts';
import { type KindObserver, report } from '../events.ts';
import { ResponseHeaders } from './headers.ts';
import type { Redactor } from './redact.ts';
import type { HttpPolicy, OutgoingRequest } from './types.ts';
import { type UndiciParts, undici } from './undici.ts';

const IDEMPOTENT = new Set(['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE']);
export const isIdempotent = (method: string) => IDEMPOTENT.has(method.toUpperCase());
export const ERROR_BODY_BYTES = 64 * 1024;
export const MAX_HOPS = 5;

/** The deadline's abort reason (act step), told apart from a caller's cancel. */
export class DeadlineExceeded extends Error {}

/** The vendor could not be reached: the error to answer should no resend help. */
export class TransportFailure extends Error {
  constructor(readonly error: EngineError) {
    super(error.message);
  }
}

export interface SendOnce {
  redactor: Redactor;
  signal: AbortSignal;
  /** 0 for a first send (the observer is told which sends are resends). */
  attempt: number;
  /** The caller's own signal, told to the observer with each attempt (`signal` is the deadline's). */
  caller?: AbortSignal | undefined;
  dispatcher?: Dispatcher | undefined;
  /** Hand any redirect back (downloads follow them hop by hop themselves). */
  followAny?: boolean;
}

export async function sendOnce(
  req: OutgoingRequest,
  policy: HttpPolicy,
  opts: SendOnce,
): Promise<{ res: Dispatcher.ResponseData; url: string }> {
  let { url, method } = req;
  let body: string | undefined = req.body === undefined ? undefined : String(req.body);
  const { request } = undici();
  for (let hops = 0; ; hops++) {
    // named fields, not a spread followed by more: a slow path on Node 20 (pipeline/send.ts)
    const res = await requested(request, { method, url, headers: req.headers, body }, policy, opts);
    const status = res.statusCode;
    if (status < 300 || status >= 400 || status === 304 || opts.followAny) return { res, url };
    await res.body.dump();
    url = followed(status, res.headers.location, url, policy.followRedirects && hops < MAX_HOPS);
    if (status === 303) [method, body] = ['GET', undefined];
  }
}

/** Where a redirect leads, when it is followed (same origin, allowed, hops left); else its error. */
function followed(status: number, to: unknown, url: string, allowed: boolean): string {
  const location = typeof to === 'string' ? new URL(to, url) : undefined;
  const sameOrigin = location?.origin === new URL(url).origin;
  if (location && sameOrigin && allowed) return location.toString();
  const where = location
    ? ` to ${sameOrigin ? 'another path' : `another host (${location.host})`}`
    : '';
  throw new EngineError(
    'upstream_invalid_response',
    502,
    `The vendor API answered ${status}, a redirect${where}; redirects are not followed with this connector's credentials.`,
    { details: { upstream_status: status } },
  );
}

/** One request on the wire, told to the observer; a failure to reach the vendor classified. */
async function requested(
  request: UndiciParts['request'],
  req: OutgoingRequest & { body: string | undefined },
  policy: HttpPolicy,
  opts: SendOnce,
): Promise<Dispatcher.ResponseData> {
  const { url, method } = req;
  const observer = policy.observer;
  const started = observer ? performance.now() : 0;
  try {
    // the body timeout is an idle limit between chunks: it bounds streamed downloads, whose deadline ends at the headers
    const res = await request(url, {
      method: method as Dispatcher.HttpMethod,
      headers: withTrace(req.headers, policy),
      body: req.body,
      signal: opts.signal,
      bodyTimeout: policy.timeoutMs,
      ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
    });
    if (observer) attempted(observer, req, res.statusCode, undefined, opts, started);
    return res;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (observer) {
      const why = opts.signal.aborted ? 'aborted' : String(code ?? (err as Error).name);
      attempted(observer, req, undefined, why, opts, started);
    }
    throw unreached(err, code, req, opts);
  }
}

/** The error of a request that got no answer: the deadline's, a cancel, a private address, or a resend's cause. */
function unreached(err: unknown, code: string | undefined, req: OutgoingRequest, opts: SendOnce) {
  const { signal } = opts;
  if (signal.aborted)
    return signal.reason instanceof DeadlineExceeded
      ? err
      : new EngineError('upstream_unreachable', 499, 'The call was cancelled.');
  if (code === 'EPRIVATEADDRESS')
    return new EngineError(
      'upstream_invalid_response',
      502,
      `The vendor's file link resolves to a private or local address (${new URL(req.url).host}); files are fetched only from public hosts.`,
    );
  return new TransportFailure(
    new EngineError(
      'upstream_unreachable',
      502,
      `The vendor API could not be reached (${code ?? (err as Error).name}).`,
      { details: { method: req.method, url: opts.redactor.text(stripQuery(req.url)) } },
    ),
  );
}

/** The request's headers with the call's trace context, when the kind allows it and the watcher has one. */
function withTrace(headers: Record<string, string>, policy: HttpPolicy): Record<string, string> {
  const trace = policy.propagateTraceContext
    ? policy.observer?.observe.traceHeaders?.()
    : undefined;
  return trace ? Object.assign({}, headers, trace) : headers; // not two spreads: pipeline/send.ts
}

function attempted(
  o: KindObserver,
  req: { method: string; url: string },
  status: number | undefined,
  errorCode: string | undefined,
  opts: SendOnce,
  started: number,
): void {
  report(o.observe, {
    type: 'upstream',
    kind: o.kind,
    method: req.method,
    host: hostOf(req.url),
    status,
    error_code: errorCode,
    retry: opts.attempt > 0,
    duration_ms: performance.now() - started,
    signal: opts.caller,
  });
}

/** The URL's host, parsed once (URL.canParse and then new URL parsed it twice on every attempt). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

export const toHeaders = (h: Dispatcher.ResponseData['headers']) => new ResponseHeaders(h);

function stripQuery(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? url : url.slice(0, i);
}
