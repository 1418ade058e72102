import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'rentvalue' },
    // Secrets never reach the log, even when an object carrying them is logged by mistake.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.secret', 'DATABASE_URL'],
      censor: '[redacted]',
    },
  });
}
