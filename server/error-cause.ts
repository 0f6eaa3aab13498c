// What the log line of a 5xx answer says about its cause: the error's name, its code, a short
// message and, for vendor failures, the vendor's status. Never request bodies, headers or
// credentials: engine messages are already redacted, others are cut short, and parser messages
// (which quote their input) are left out.
import { EngineError } from '../engine/index.ts';
import { ApiError } from './errors.ts';

export function errorCause(err: unknown): Record<string, unknown> {
  if (err instanceof EngineError) {
    const upstream = err.details?.upstream_status;
    return {
      error: err.name,
      error_code: err.code,
      error_message: err.message.slice(0, 300),
      ...(typeof upstream === 'number' ? { upstream_status: upstream } : {}),
    };
  }
  if (err instanceof ApiError)
    return { error: 'ApiError', error_message: err.message.slice(0, 300) };
  if (!(err instanceof Error)) return { error: typeof err };
  // drizzle's wrapper of a failed PostgreSQL query: its message quotes the SQL and parameters; the driver's error says what failed
  if (err.message.startsWith('Failed query: ') && err.cause instanceof Error)
    return errorCause(err.cause);
  const code = (err as { code?: unknown }).code;
  return {
    error: err.name,
    ...(typeof code === 'string' || typeof code === 'number'
      ? { error_code: String(code).slice(0, 100) }
      : {}),
    error_message:
      err instanceof SyntaxError
        ? '(left out: a parser message may quote its input)'
        : err.message.slice(0, 200),
  };
}

/** What the log line of a 4xx says: the error code answered and, for a vendor's refusal, its status. */
export function errorCode(err: unknown, body: object): Record<string, unknown> {
  const code = (body as { errors?: { error_code?: unknown }[] }).errors?.[0]?.error_code;
  const upstream = err instanceof EngineError ? err.details?.upstream_status : undefined;
  return {
    ...(typeof code === 'string' ? { error_code: code } : {}),
    ...(typeof upstream === 'number' ? { upstream_status: upstream } : {}),
  };
}
