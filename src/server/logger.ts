import cluster from 'node:cluster';
import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './redact-error';

/** The server's logger: JSON lines to stdout, or to `destination` (tests read their lines). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    // Workers of one cluster write to one stdout (decision 064): their lines say which process wrote them.
    base: cluster.isWorker ? { service: 'rentvalue', pid: process.pid } : { service: 'rentvalue' },
    // Secrets never reach the log, even when an object carrying them is logged by mistake.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.secret', 'DATABASE_URL'],
      censor: '[redacted]',
    },
    // Errors are written without the query parameters, URL queries and key values they carry (redact-error.ts).
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
