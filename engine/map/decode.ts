// A vendor answer as data: JSON when it says or looks so (malformed JSON is a 502), text otherwise;
// records that echo a secret in any form get it masked. Then the kind's rules for errors reported
// inside a 2xx (GraphQL) turn such answers into errors; the first matching rule wins.
import { EngineError } from '../errors.ts';
import type { Reply } from '../http/client.ts';
import type { Redactor } from '../http/redact.ts';
import type { ErrorRule } from '../manifest/plan.ts';

export function decodeBody(res: Reply, redactor: Redactor): unknown {
  const { text } = res;
  if (!text) return null;
  let body: unknown = text;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new EngineError('upstream_invalid_response', 502, `The vendor API answered ${res.status} with malformed JSON.`);
    }
  }
  return redactor.mentions(text) ? redactor.value(body) : body;
}

export async function applyErrorRules(rules: ErrorRule[], body: unknown, bindings: Record<string, unknown>, redactor: Redactor): Promise<void> {
  for (const rule of rules) {
    if (!(await rule.when.evaluate(body, bindings))) continue;
    const message = redactor.truncate(String((await rule.message.evaluate(body, bindings)) ?? 'the vendor reported an error'), 300);
    const retry = rule.retryAfter ? Number(await rule.retryAfter.evaluate(body, bindings)) : NaN;
    const details = { upstream_status: bindings.status, upstream_message: message };
    if (rule.status === 429) {
      throw new EngineError('upstream_rate_limited', 429, `The vendor API is rate limiting this connector: ${message}`, {
        details,
        ...(Number.isFinite(retry) ? { retryAfter: Math.max(0, Math.ceil(retry)) } : {}),
      });
    }
    throw new EngineError('upstream_error', rule.status, `The vendor API reported an error: ${message}`, { details });
  }
}
