// One JSON line per event through pino: levels (LOG_LEVEL, default info), ISO times, level names.
// Callers pass only ids, names, codes and figures, never bodies, headers or credentials; redaction of
// secret-bearing keys is a second line of defence should one slip into a log object anyway.
import { type DestinationStream, type Level, pino } from 'pino';
import { isoNow } from './iso-now.ts';

/** Logs one event; `level` (default info) picks the line's level, the other fields are the line. */
export interface Log {
  (event: Record<string, unknown>): void;
  /** Writes out what is buffered (on shutdown). */
  flush?(): Promise<void>;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Keys whose values are secrets wherever they appear: at the top of a log object and up to three
// levels down (headers.authorization, details.credentials.api_key, a list's items).
const SECRET_KEYS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'credentials',
  'client_secret',
  'clientSecret',
  'access_token',
  'accessToken',
  'refresh_token',
  'refreshToken',
  'id_token',
  'api_key',
  'apiKey',
  'password',
  'secret',
  'token',
  'private_key',
  'master_key',
  'masterKey',
  'code_verifier',
];
export const REDACTED_PATHS = SECRET_KEYS.flatMap((k) =>
  ['', '*', '*.*', '*.*.*'].map((parent) =>
    /^\w+$/.test(k) ? (parent ? `${parent}.${k}` : k) : `${parent}["${k}"]`,
  ),
);

const SECRET_KEY_SET: ReadonlySet<string> = new Set(SECRET_KEYS);

/** Whether the log redacts a key's value wherever it appears (the execution log's values use it too). */
export const isSecretKey = (key: string) => SECRET_KEY_SET.has(key);

/** Whether a secret-bearing key sits where REDACTED_PATHS look: at the top or up to three levels down. */
function carriesSecretKey(value: object, depth = 0): boolean {
  for (const [k, v] of Object.entries(value)) {
    if (SECRET_KEY_SET.has(k)) return true;
    if (
      depth < 3 &&
      v !== null &&
      typeof v === 'object' &&
      !ArrayBuffer.isView(v) &&
      carriesSecretKey(v, depth + 1)
    )
      return true;
  }
  return false;
}

/**
 * A log writing JSON lines to stdout or to `destination` (tests capture lines this way). Stdout is
 * written asynchronously (lines queue while a write is under way and go out together; pino flushes
 * them on exit, `flush` on shutdown). A line is redacted only when it carries a secret-bearing key:
 * most lines are flat ids and figures, and redacting every line cost about 5% of a busy service's
 * CPU. A LOG_LEVEL that is not a level stops the start with one line.
 */
export function createLog(
  opts: { level?: string | undefined; destination?: DestinationStream } = {},
): Log {
  const level = (opts.level ?? process.env.LOG_LEVEL ?? 'info').trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(level.slice(0, 20))}).`,
    );
  // Past 16 MiB queued (a reader of stdout that stopped reading) lines are dropped: a blocked log must
  // not stop the service (synchronous writes did) nor grow its memory without bound.
  const stdout = opts.destination
    ? undefined
    : pino.destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 });
  const destination = opts.destination ?? stdout!;
  const options = {
    level,
    timestamp: () => `,"time":"${isoNow()}"`, // pino's isoTime, a second's text kept
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const logger = pino(options, destination);
  const redacting = pino(
    { ...options, redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } },
    destination,
  );
  const log: Log = (event) => {
    const { level: wanted, ...fields } = event;
    const at =
      typeof wanted === 'string' &&
      wanted !== 'silent' &&
      (LOG_LEVELS as readonly string[]).includes(wanted)
        ? (wanted as Level)
        : 'info';
    (carriesSecretKey(fields) ? redacting : logger)[at](fields);
  };
  log.flush = () =>
    new Promise<void>((done) => {
      // sonic-boom's flush answers at once when it does not batch, even with a write under way: wait
      // for that write (and the lines queued behind it) to drain
      if (stdout && (stdout as unknown as { _writing?: boolean })._writing)
        stdout.once('drain', () => done());
      else logger.flush(() => done());
    });
  return log;
}
