// The one place that talks to the network. ky gives timeouts, retries of idempotent requests on
// 408/429/5xx and network errors, and Retry-After handling; we add jitter and a cap, and turn every
// failure into an EngineError with the vendor's status and message (secrets removed).
import ky, { HTTPError, TimeoutError } from 'ky';
import { EngineError } from '../errors.ts';
import { upstreamError } from './upstream-error.ts';

export interface HttpPolicy {
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxRetryAfterMs: number;
}

export const defaultHttpPolicy: HttpPolicy = { timeoutMs: 30_000, retries: 2, backoffMs: 300, maxRetryAfterMs: 60_000 };

export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | URLSearchParams;
}

const IDEMPOTENT = ['get', 'put', 'head', 'delete', 'options', 'trace'];

export async function send(
  req: OutgoingRequest,
  policy: HttpPolicy,
  opts: { retryAnyMethod?: boolean; redact: (s: string) => string; signal?: AbortSignal },
): Promise<Response> {
  try {
    return await ky(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      timeout: policy.timeoutMs,
      signal: opts.signal,
      retry: {
        limit: policy.retries,
        methods: opts.retryAnyMethod ? [...IDEMPOTENT, 'post', 'patch'] : IDEMPOTENT,
        statusCodes: [408, 429, 500, 502, 503, 504],
        afterStatusCodes: [413, 429, 503],
        maxRetryAfter: policy.maxRetryAfterMs,
        // Full jitter over an exponential ceiling, so that many clients do not retry in step.
        delay: (attempt) => Math.random() * policy.backoffMs * 2 ** (attempt - 1),
      },
      throwHttpErrors: true,
    });
  } catch (err) {
    if (err instanceof HTTPError) throw await upstreamError(err.response, opts.redact);
    if (err instanceof TimeoutError) {
      throw new EngineError('upstream_timeout', 504, `The vendor API did not answer within ${policy.timeoutMs} ms.`, {
        details: { method: req.method, url: opts.redact(stripQuery(req.url)) },
      });
    }
    if (err instanceof EngineError) throw err;
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    throw new EngineError('upstream_unreachable', 502, `The vendor API could not be reached (${cause}).`, {
      details: { method: req.method, url: opts.redact(stripQuery(req.url)) },
    });
  }
}

function stripQuery(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? url : url.slice(0, i);
}
