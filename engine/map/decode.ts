// A vendor answer as data. Below 400: JSON when it says or looks so (malformed JSON is a 502), text
// otherwise; records that echo a secret in any form get it masked. From 400: JSON when it parses,
// else its text, every string redacted (a body cut at the error-body cap loses a trailing fragment
// of a secret too). The response rules then judge the decoded body.
import { EngineError } from '../errors.ts';
import type { Reply } from '../http/client.ts';
import type { Redactor } from '../http/redact.ts';
import { errorBody } from '../http/upstream-error.ts';

export function decodeBody(res: Reply, redactor: Redactor): unknown {
  const { text } = res;
  if (res.status >= 400) return errorBody(text, res.cut === true, redactor);
  if (!text) return null;
  let body: unknown = text;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new EngineError(
        'upstream_invalid_response',
        502,
        `The vendor API answered ${res.status} with malformed JSON.`,
      );
    }
  }
  return redactor.mentions(text) ? redactor.value(body) : body;
}
