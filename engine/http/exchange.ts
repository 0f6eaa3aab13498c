// One exchange with the vendor under a deadline (http/client.ts sets it): the retry loop (idempotent
// requests, or any with retryAnyMethod, on 408/429/5xx and network errors, full-jitter backoff,
// Retry-After within the cap and the deadline), same-origin redirects when the kind asks, and error
// answers turned into EngineErrors. Apart from client.ts to keep it small.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import { EngineError } from '../errors.ts';
import { type KindObserver, report } from '../events.ts';
import { readCapped } from './body.ts';
import type { HttpPolicy, OutgoingRequest, SendOptions } from './types.ts';
import { undici } from './undici.ts';
import { parseRetryAfter, upstreamError } from './upstream-error.ts';

const IDEMPOTENT = new Set(['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE']);
/** The statuses this layer retries (idempotent requests, or any with retryAnyMethod). */
export const RETRY_STATUS: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
export const isIdempotent = (method: string) => IDEMPOTENT.has(method.toUpperCase());
const RETRY_AFTER_STATUS = new Set([413, 429, 503]);
export const ERROR_BODY_BYTES = 64 * 1024;
export const MAX_HOPS = 5;

/** The deadline's abort reason (client.ts withDeadline), told apart from a caller's cancel. */
export class DeadlineExceeded extends Error {}

export async function exchange(
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
      res = await request(url, {
        method: method as Dispatcher.HttpMethod,
        headers: req.headers,
        body,
        signal,
        bodyTimeout: policy.timeoutMs,
        ...(dispatcher ? { dispatcher } : {}),
      });
      if (observer) attempted(observer, method, res.statusCode, undefined, attempt, started);
    } catch (err) {
      if (observer)
        attempted(
          observer,
          method,
          undefined,
          signal.aborted
            ? 'aborted'
            : String((err as { code?: string }).code ?? (err as Error).name),
          attempt,
          started,
        );
      if (signal.aborted)
        throw signal.reason instanceof DeadlineExceeded
          ? err
          : new EngineError('upstream_unreachable', 499, 'The call was cancelled.');
      if ((err as { code?: string }).code === 'EPRIVATEADDRESS')
        throw new EngineError(
          'upstream_invalid_response',
          502,
          `The vendor's file link resolves to a private or local address (${new URL(url).host}); files are fetched only from public hosts.`,
        );
      if (
        retryable &&
        attempt < policy.retries &&
        (await pause(backoff(policy, attempt), deadline, signal))
      )
        continue;
      const cause = (err as { code?: string }).code ?? (err as Error).name;
      throw new EngineError(
        'upstream_unreachable',
        502,
        `The vendor API could not be reached (${cause}).`,
        { details: { method, url: opts.redactor.text(stripQuery(url)) } },
      );
    }
    const status = res.statusCode;
    if (status >= 300 && status < 400 && status !== 304) {
      if (opts.followAny) return { res, url };
      const location =
        typeof res.headers.location === 'string' ? new URL(res.headers.location, url) : undefined;
      await res.body.dump();
      const sameOrigin = location?.origin === new URL(url).origin;
      if (location && sameOrigin && policy.followRedirects && hops++ < MAX_HOPS) {
        if (status === 303) [method, body] = ['GET', undefined];
        url = location.toString();
        attempt--;
        continue;
      }
      throw new EngineError(
        'upstream_invalid_response',
        502,
        `The vendor API answered ${status}, a redirect${location ? ` to ${sameOrigin ? 'another path' : `another host (${location.host})`}` : ''}; redirects are not followed with this connector's credentials.`,
        {
          details: { upstream_status: status },
        },
      );
    }
    if (RETRY_STATUS.has(status) && retryable && attempt < policy.retries) {
      const after = RETRY_AFTER_STATUS.has(status)
        ? parseRetryAfter(header(res.headers, 'retry-after'))
        : undefined;
      const wait = after !== undefined ? after * 1000 : backoff(policy, attempt);
      // A wait longer than the cap or the time left is not waited: the vendor's answer is given now.
      if ((after === undefined || wait <= policy.maxRetryAfterMs) && Date.now() + wait < deadline) {
        await res.body.dump();
        await sleep(wait, undefined, { signal }).catch(() => undefined);
        if (signal.aborted)
          throw new EngineError('upstream_unreachable', 499, 'The call was cancelled.');
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

function attempted(
  o: KindObserver,
  method: string,
  status: number | undefined,
  errorCode: string | undefined,
  attempt: number,
  started: number,
): void {
  report(o.observe, {
    type: 'upstream',
    kind: o.kind,
    method,
    status,
    error_code: errorCode,
    retry: attempt > 0,
    duration_ms: performance.now() - started,
  });
}

/** Waits unless the wait would pass the deadline; false when it would. */
async function pause(ms: number, deadline: number, signal: AbortSignal): Promise<boolean> {
  if (Date.now() + ms >= deadline) return false;
  await sleep(ms, undefined, { signal }).catch(() => undefined);
  return !signal.aborted;
}

/** Full jitter over an exponential ceiling, so that many clients do not retry in step. */
const backoff = (policy: HttpPolicy, attempt: number) =>
  Math.random() * policy.backoffMs * 2 ** attempt;

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
