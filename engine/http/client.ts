// The one place that talks to the network (undici). One deadline covers connect, headers, body and
// every retry; idempotent requests are retried on 408/429/5xx and network errors with full-jitter
// backoff, honouring Retry-After only while it fits the cap and the deadline (else the vendor's
// answer is given at once); redirects are not followed unless the kind asks for same-origin ones;
// bodies are read up to a byte cap. Every failure becomes an EngineError with secrets removed.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import { undici } from './undici.ts';
import { EngineError } from '../errors.ts';
import { report, type KindObserver } from '../events.ts';
import { readCapped, ResponseTooLarge } from './body.ts';
import type { Redactor } from './redact.ts';
import { parseRetryAfter, upstreamError } from './upstream-error.ts';

export interface HttpPolicy {
  /** The whole call: connect, headers, body and retries. */
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxRetryAfterMs: number;
  /** Largest response body read into memory (downloads stream and are not capped). */
  maxResponseBytes: number;
  /** Follow same-origin redirects (auth re-applied); other redirects are never followed. */
  followRedirects: boolean;
  /** Not a limit: the engine's observer, told of every attempt (carried with the policy to every call of a kind). */
  observer?: KindObserver;
}

export const defaultHttpPolicy: HttpPolicy = { timeoutMs: 30_000, retries: 2, backoffMs: 300, maxRetryAfterMs: 60_000, maxResponseBytes: 50 * 1024 * 1024, followRedirects: false };

export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | URLSearchParams;
}

export interface SendOptions {
  redactor: Redactor;
  retryAnyMethod?: boolean;
  signal?: AbortSignal;
  /** Answer non-2xx replies instead of throwing (token endpoints read the error code themselves). */
  raw?: boolean;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  url: string;
  /** An error answer longer than the error-body cap was cut (raw mode). */
  cut?: boolean;
}

const IDEMPOTENT = new Set(['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE']);
/** The statuses this layer retries (idempotent requests, or any with retryAnyMethod). */
export const RETRY_STATUS: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
export const isIdempotent = (method: string) => IDEMPOTENT.has(method.toUpperCase());
const RETRY_AFTER_STATUS = new Set([413, 429, 503]);
const ERROR_BODY_BYTES = 64 * 1024;
const MAX_HOPS = 5;

/** Sends a request and reads its whole body (capped), all within the policy's deadline. */
export async function send(req: OutgoingRequest, policy: HttpPolicy, opts: SendOptions): Promise<Reply> {
  return withDeadline(policy, opts.signal, async (signal, deadline) => {
    const { res, url } = await exchange(req, policy, opts, signal, deadline, undefined);
    if (res.statusCode >= 400 && opts.raw) {
      const { text, cut } = await readCapped(res.body, ERROR_BODY_BYTES, true);
      return { status: res.statusCode, headers: toHeaders(res.headers), text, url, cut };
    }
    try {
      const { text } = await readCapped(res.body, policy.maxResponseBytes, false);
      return { status: res.statusCode, headers: toHeaders(res.headers), text, url };
    } catch (err) {
      if (err instanceof ResponseTooLarge) {
        throw new EngineError('upstream_invalid_response', 502, `The vendor's answer is larger than ${policy.maxResponseBytes} bytes; ask for smaller pages (limit, per_page).`, { details: { max_response_bytes: policy.maxResponseBytes } });
      }
      throw err;
    }
  });
}

/**
 * Opens a streamed response (downloads): the deadline covers the answer's headers; the body then
 * streams with an idle limit of the same length between chunks. Redirects are followed (up to 5)
 * without credentials on another origin, each hop through `dispatcherFor`.
 */
export async function open(req: OutgoingRequest, policy: HttpPolicy, opts: SendOptions & { dispatcherFor: (url: URL) => Dispatcher | undefined }): Promise<{ status: number; headers: Headers; body: Dispatcher.ResponseData['body'] }> {
  let current = req;
  for (let hop = 0; ; hop++) {
    const dispatcher = opts.dispatcherFor(new URL(current.url));
    const { res } = await withDeadline(policy, opts.signal, (signal, deadline) => exchange(current, policy, { ...opts, followAny: true }, signal, deadline, dispatcher), true);
    const location = res.headers.location;
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string') {
      await res.body.dump();
      if (hop >= MAX_HOPS) throw new EngineError('upstream_invalid_response', 502, 'The file link redirects too often.');
      const next = new URL(location, current.url);
      const sameOrigin = next.origin === new URL(current.url).origin;
      current = { method: 'GET', url: next.toString(), headers: sameOrigin ? current.headers : {} };
      continue;
    }
    return { status: res.statusCode, headers: toHeaders(res.headers), body: res.body };
  }
}

/**
 * Runs `run` under one abort signal: the deadline's, or the caller's (a cancelled call, a stopped
 * sync). A listener on the caller's signal, not AbortSignal.any, so the link cannot be collected while
 * a body is still read; `keepLink` leaves it in place for a streamed body that outlives this call.
 */
async function withDeadline<T>(policy: HttpPolicy, outer: AbortSignal | undefined, run: (signal: AbortSignal, deadline: number) => Promise<T>, keepLink = false): Promise<T> {
  const deadline = Date.now() + policy.timeoutMs;
  const controller = new AbortController();
  const t = setTimeout(() => controller.abort(new DeadlineExceeded()), policy.timeoutMs);
  const follow = () => controller.abort(outer!.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  try {
    return await run(controller.signal, deadline);
  } catch (err) {
    if (controller.signal.reason instanceof DeadlineExceeded && !(err instanceof EngineError)) {
      throw new EngineError('upstream_timeout', 504, `The vendor API did not answer within ${policy.timeoutMs} ms.`);
    }
    throw err;
  } finally {
    clearTimeout(t);
    if (!keepLink) outer?.removeEventListener('abort', follow);
  }
}

class DeadlineExceeded extends Error {}

async function exchange(
  req: OutgoingRequest,
  policy: HttpPolicy,
  opts: SendOptions & { followAny?: boolean },
  signal: AbortSignal,
  deadline: number,
  dispatcher: Dispatcher | undefined,
): Promise<{ res: Dispatcher.ResponseData; url: string }> {
  let { url, method } = req;
  let body: string | undefined = req.body === undefined ? undefined : String(req.body);
  const retryable = isIdempotent(method) || opts.retryAnyMethod === true;
  const observer = policy.observer;
  const { request } = await undici();
  for (let attempt = 0, hops = 0; ; attempt++) {
    let res: Dispatcher.ResponseData;
    const started = observer ? performance.now() : 0;
    try {
      // the body timeout is an idle limit between chunks: it bounds streamed downloads, whose deadline ends at the headers
      res = await request(url, { method: method as Dispatcher.HttpMethod, headers: req.headers, body, signal, bodyTimeout: policy.timeoutMs, ...(dispatcher ? { dispatcher } : {}) });
      if (observer) attempted(observer, method, res.statusCode, undefined, attempt, started);
    } catch (err) {
      if (observer) attempted(observer, method, undefined, signal.aborted ? 'aborted' : String((err as { code?: string }).code ?? (err as Error).name), attempt, started);
      if (signal.aborted) throw signal.reason instanceof DeadlineExceeded ? err : new EngineError('upstream_unreachable', 499, 'The call was cancelled.');
      if ((err as { code?: string }).code === 'EPRIVATEADDRESS') throw new EngineError('upstream_invalid_response', 502, `The vendor's file link resolves to a private or local address (${new URL(url).host}); files are fetched only from public hosts.`);
      if (retryable && attempt < policy.retries && (await pause(backoff(policy, attempt), deadline, signal))) continue;
      const cause = (err as { code?: string }).code ?? (err as Error).name;
      throw new EngineError('upstream_unreachable', 502, `The vendor API could not be reached (${cause}).`, { details: { method, url: opts.redactor.text(stripQuery(url)) } });
    }
    const status = res.statusCode;
    if (status >= 300 && status < 400 && status !== 304) {
      if (opts.followAny) return { res, url };
      const location = typeof res.headers.location === 'string' ? new URL(res.headers.location, url) : undefined;
      await res.body.dump();
      const sameOrigin = location?.origin === new URL(url).origin;
      if (location && sameOrigin && policy.followRedirects && hops++ < MAX_HOPS) {
        if (status === 303) [method, body] = ['GET', undefined];
        url = location.toString();
        attempt--;
        continue;
      }
      throw new EngineError('upstream_invalid_response', 502, `The vendor API answered ${status}, a redirect${location ? ` to ${sameOrigin ? 'another path' : `another host (${location.host})`}` : ''}; redirects are not followed with this connector's credentials.`, {
        details: { upstream_status: status },
      });
    }
    if (RETRY_STATUS.has(status) && retryable && attempt < policy.retries) {
      const after = RETRY_AFTER_STATUS.has(status) ? parseRetryAfter(header(res.headers, 'retry-after')) : undefined;
      const wait = after !== undefined ? after * 1000 : backoff(policy, attempt);
      // A wait longer than the cap or the time left is not waited: the vendor's answer is given now.
      if ((after === undefined || wait <= policy.maxRetryAfterMs) && Date.now() + wait < deadline) {
        await res.body.dump();
        await sleep(wait, undefined, { signal }).catch(() => undefined);
        if (signal.aborted) throw new EngineError('upstream_unreachable', 499, 'The call was cancelled.');
        continue;
      }
    }
    if (status >= 400 && !opts.raw) {
      const { text, cut } = await readCapped(res.body, ERROR_BODY_BYTES, true);
      throw upstreamError(status, toHeaders(res.headers), text, cut, opts.redactor);
    }
    return { res, url };
  }
}

function attempted(o: KindObserver, method: string, status: number | undefined, errorCode: string | undefined, attempt: number, started: number): void {
  report(o.observe, { type: 'upstream', kind: o.kind, method, status, error_code: errorCode, retry: attempt > 0, duration_ms: performance.now() - started });
}

/** Waits unless the wait would pass the deadline; false when it would. */
async function pause(ms: number, deadline: number, signal: AbortSignal): Promise<boolean> {
  if (Date.now() + ms >= deadline) return false;
  await sleep(ms, undefined, { signal }).catch(() => undefined);
  return !signal.aborted;
}

/** Full jitter over an exponential ceiling, so that many clients do not retry in step. */
const backoff = (policy: HttpPolicy, attempt: number) => Math.random() * policy.backoffMs * 2 ** attempt;

function header(h: Dispatcher.ResponseData['headers'], name: string): string | null {
  const v = h[name];
  return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
}

export function toHeaders(h: Dispatcher.ResponseData['headers']): Headers {
  const out = new Headers();
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    for (const x of Array.isArray(v) ? v : [v]) {
      try {
        out.append(k, x);
      } catch {
        /* a header value fetch's Headers refuses: leave it out */
      }
    }
  }
  return out;
}

function stripQuery(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? url : url.slice(0, i);
}
