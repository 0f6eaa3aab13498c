// A call's parameters as the execution log keeps them: the top-level names always, the values only
// when the operator turned them on, and then redacted the way the service's log lines are (secret-named
// keys at any depth, server/log.ts and audit.ts) and by the connector's own redactor (its credentials
// in any form, wherever they appear), bounded in depth and size.
import { withoutSecrets } from './audit.ts';
import { isSecretKey } from './log.ts';

const MAX_NAMES = 100;
const MAX_DEPTH = 8;
/** A value set larger than this as JSON is kept as names only. */
export const MAX_VALUES_BYTES = 8 * 1024;

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export function paramNames(params: unknown): string[] {
  return isObject(params) ? Object.keys(params).slice(0, MAX_NAMES) : [];
}

/** The values, redacted; null when there are none or they are too large to keep. */
export function paramValues(
  params: unknown,
  redact?: (value: unknown) => unknown,
): Record<string, unknown> | null {
  if (!isObject(params)) return null;
  const masked = maskKeys(withoutSecrets(params), 0);
  const clean = redact ? redact(masked) : masked;
  const size = JSON.stringify(clean)?.length ?? 0;
  return size <= MAX_VALUES_BYTES ? (clean as Record<string, unknown>) : { _omitted: 'too large' };
}

function maskKeys(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((v) => maskKeys(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      isSecretKey(k) ? '[redacted]' : maskKeys(v, depth + 1),
    ]),
  );
}
