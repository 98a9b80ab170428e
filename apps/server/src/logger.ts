import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

/**
 * The server's logger: pino, one JSON line per event on stderr (stdout is kept for the start-up
 * banner). The level methods take a message and optional fields, as every caller writes them; the
 * pino instance underneath feeds pino-http and the tRPC context's child loggers.
 */
export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void> & {
  pino: PinoLogger;
};

/** Never written to a log, wherever they appear in a logged request or object. */
export const REDACTED_PATHS = [
  'req.headers["x-session-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-upload-token"]',
  'res.headers["set-cookie"]',
  'headers["x-session-token"]',
  'headers.authorization',
  'password',
  '*.password',
  'session_uuid',
  '*.session_uuid',
];

export function createLogger(level: LogLevel, destination: DestinationStream = pino.destination(2)): Logger {
  const base = pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  return wrapLogger(base);
}

/** The message-first interface over a pino logger (also for child loggers). */
export function wrapLogger(base: PinoLogger): Logger {
  const write = (entryLevel: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    base[entryLevel](fields ?? {}, message);
  };
  return {
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    pino: base,
  };
}
