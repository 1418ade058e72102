import pino, { type DestinationStream, type Logger } from 'pino';

/** The server's logger: JSON lines to stdout, or to `destination` (tests read their lines). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'rentvalue' },
    // Secrets never reach the log, even when an object carrying them is logged by mistake.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.secret', 'DATABASE_URL'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
