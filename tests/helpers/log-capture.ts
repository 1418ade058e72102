import type { Logger } from 'pino';
import { createLogger } from '#server/logger';

export interface CapturedLog {
  /** The server's own logger (createLogger, redaction included), writing to `lines` instead of stdout. */
  logger: Logger;
  /** Every JSON line written so far, as written. */
  lines: string[];
}

/** A logger like the server's whose output the test can read; `debug` by default, so page requests are logged too. */
export function captureLog(level = 'debug'): CapturedLog {
  const lines: string[] = [];
  return { logger: createLogger(level, { write: (line: string) => void lines.push(line) }), lines };
}
