// Response rules: one ordered list judges every vendor answer (2xx and not). The action's own rules
// come first, then the kind's, then the engine's defaults: 401 refresh_then_retry, below 400 a
// success, 429 rate_limited, anything else a failure with the vendor's message. The first rule that
// matches decides; every verdict that can end in an error carries that error, built from the
// redacted body, so the caller only decides whether to send again.
import type { EngineError } from '../errors.ts';
import type { HeaderReader } from '../http/headers.ts';
import type { Redactor } from '../http/redact.ts';
import { parseRetryAfter, reportedError, vendorError } from '../http/upstream-error.ts';
import type { Expression } from './expression.ts';

export type RuleAction = 'fail' | 'retry' | 'rate_limited' | 'refresh_then_retry' | 'ignore';

export interface ResponseRule {
  /** Where the rule is written (entities.x.actions.list.response_rules.0), for messages. */
  where: string;
  /** Matches the vendor's status; absent: any status. */
  status?: (status: number) => boolean;
  expression?: Expression;
  action: RuleAction;
  /** Status answered when the rule ends in an error. */
  answer?: number;
  message?: Expression;
  retryAfter?: Expression;
}

export type Verdict =
  | { action: 'succeed' }
  | {
      action: 'fail' | 'retry' | 'rate_limited' | 'refresh_then_retry';
      error: EngineError;
      retryAfter?: number;
    };

export interface Judged {
  status: number;
  headers: HeaderReader;
  /** Decoded and redacted. */
  body: unknown;
}

/** A status list of codes (404) and classes ("4xx") as one test. */
export function statusMatcher(list: (number | string)[]): (status: number) => boolean {
  const codes = new Set(list.filter((s): s is number => typeof s === 'number'));
  const classes = new Set(
    list.filter((s): s is string => typeof s === 'string').map((s) => Number(s[0])),
  );
  return (status) => codes.has(status) || classes.has(Math.floor(status / 100));
}

export async function judge(
  rules: ResponseRule[],
  res: Judged,
  bindings: Record<string, unknown>,
  redactor: Redactor,
): Promise<Verdict> {
  for (const rule of rules) {
    if (rule.status && !rule.status(res.status)) continue;
    if (rule.expression && !(await rule.expression.evaluate(res.body, bindings))) continue;
    if (rule.action === 'ignore') return { action: 'succeed' };
    const message = rule.message ? await rule.message.evaluate(res.body, bindings) : undefined;
    const seconds = rule.retryAfter
      ? Number(await rule.retryAfter.evaluate(res.body, bindings))
      : NaN;
    const retryAfter = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
    const answer = rule.action === 'rate_limited' ? 429 : rule.answer;
    const over = {
      ...(message !== undefined ? { message } : {}),
      ...(answer !== undefined ? { status: answer } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    };
    const error =
      res.status < 400
        ? reportedError(res.status, res.headers, redactor, { ...over, status: answer ?? 502 })
        : vendorError(res.status, res.headers, res.body, redactor, over);
    return { action: rule.action, error, ...(retryAfter !== undefined ? { retryAfter } : {}) };
  }
  return byDefault(res, redactor);
}

function byDefault(res: Judged, redactor: Redactor): Verdict {
  if (res.status < 400) return { action: 'succeed' };
  const error = vendorError(res.status, res.headers, res.body, redactor);
  if (res.status === 401) return { action: 'refresh_then_retry', error };
  if (res.status === 429) {
    const retryAfter = parseRetryAfter(res.headers.get('retry-after'));
    return { action: 'rate_limited', error, ...(retryAfter !== undefined ? { retryAfter } : {}) };
  }
  return { action: 'fail', error };
}
