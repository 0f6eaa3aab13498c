// The send step, the pipeline's last: one send through the HTTP layer and the answer read into
// memory (an error answer up to the error-body cap, any other up to the policy's size cap), or left
// unread for a download to stream.
import { EngineError } from '../errors.ts';
import { ResponseTooLarge, readCapped } from '../http/body.ts';
import { ERROR_BODY_BYTES, sendOnce, toHeaders } from '../http/exchange.ts';
import type { Exchange, Outcome } from './types.ts';

const SUCCEED = { action: 'succeed' } as const;

export async function send(x: Exchange): Promise<Outcome> {
  const req = x.req!;
  const { res, url } = await sendOnce(req, x.policy, {
    redactor: x.redactor,
    signal: x.signal,
    attempt: x.attempt,
    caller: x.call.signal,
    dispatcher: x.call.stream?.dispatcher,
    followAny: x.call.stream !== undefined,
  });
  const status = res.statusCode;
  const headers = toHeaders(res.headers);
  const bindings = x.call.bindings;
  // Every outcome in one literal of one shape: on Node 20 a spread followed by more fields takes a
  // slow path (about a microsecond an object), and the pipeline builds a few on every page.
  const answer = (text: string, cut?: boolean, stream?: Outcome['stream']): Outcome => ({
    req,
    url,
    status,
    headers,
    text,
    cut,
    body: undefined,
    stream,
    bindings,
    verdict: SUCCEED,
  });
  if (status >= 400) {
    const { text, cut } = await readCapped(res.body, ERROR_BODY_BYTES, true);
    return answer(text, cut);
  }
  if (x.call.stream) return answer('', undefined, res.body);
  try {
    const { text } = await readCapped(res.body, x.policy.maxResponseBytes, false);
    return answer(text);
  } catch (err) {
    if (!(err instanceof ResponseTooLarge)) throw err;
    throw new EngineError(
      'upstream_invalid_response',
      502,
      `The vendor's answer is larger than ${x.policy.maxResponseBytes} bytes; ask for smaller pages (limit, per_page).`,
      { details: { max_response_bytes: x.policy.maxResponseBytes } },
    );
  }
}
