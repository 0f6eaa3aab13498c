// One JSON line per event through pino: levels (LOG_LEVEL, default info), ISO times, level names.
// Callers pass only ids, names, codes and figures, never bodies, headers or credentials; redaction of
// secret-bearing keys is a second line of defence should one slip into a log object anyway.
import { pino, type DestinationStream, type Level } from 'pino';

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
  'authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'credentials', 'client_secret', 'clientSecret', 'access_token', 'accessToken',
  'refresh_token', 'refreshToken', 'id_token', 'api_key', 'apiKey', 'password', 'secret', 'token', 'private_key', 'master_key', 'masterKey', 'code_verifier',
];
export const REDACTED_PATHS = SECRET_KEYS.flatMap((k) =>
  ['', '*', '*.*', '*.*.*'].map((parent) => (/^\w+$/.test(k) ? (parent ? `${parent}.${k}` : k) : `${parent}["${k}"]`)),
);

/**
 * A log writing JSON lines to stdout (pino's default destination) or to `destination` (tests
 * capture lines this way). A LOG_LEVEL that is not a level stops the start with one line.
 */
export function createLog(opts: { level?: string | undefined; destination?: DestinationStream } = {}): Log {
  const level = (opts.level ?? process.env.LOG_LEVEL ?? 'info').trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(level.slice(0, 20))}).`);
  const logger = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    },
    ...(opts.destination ? [opts.destination] : []),
  );
  const log: Log = (event) => {
    const { level: wanted, ...fields } = event;
    const at = typeof wanted === 'string' && wanted !== 'silent' && (LOG_LEVELS as readonly string[]).includes(wanted) ? (wanted as Level) : 'info';
    logger[at](fields);
  };
  log.flush = () => new Promise<void>((done) => logger.flush(() => done()));
  return log;
}
