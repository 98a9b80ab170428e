const LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LEVELS)[number];

export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>;

/** One JSON line per event on stderr (stdout is kept for the start-up banner). */
export function createLogger(level: LogLevel): Logger {
  const threshold = LEVELS.indexOf(level);
  const write = (entryLevel: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (LEVELS.indexOf(entryLevel) > threshold) return;
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: entryLevel, message, ...fields })}\n`,
    );
  };
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') };
}
