import { RentDataError } from './rent-data-port';

// The listings search's time limit: the answer at the budget's end whatever the database does, and PostgreSQL's
// cancelled statement read as the same timeout.

export const timeoutError = (timeoutMs: number) =>
  new RentDataError('timeout', `The listings search took longer than ${timeoutMs} ms.`);

/** PostgreSQL's code for a statement it cancelled (statement_timeout or a cancel request), also under drizzle's wrapper. */
export function isCancelledStatement(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/**
 * The answer at the budget's end even if the database does not answer (a connection that hangs, or a caller's
 * abort). The statements themselves are cancelled by the database: each runs under the budget's remaining time as
 * its statement_timeout (see `search`), so on PostgreSQL nothing keeps running once the search has answered.
 */
export async function withTimeout<T>(work: Promise<T>, timeoutMs: number, signal: AbortSignal | undefined): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    const fail = () => reject(timeoutError(timeoutMs));
    timer = setTimeout(fail, timeoutMs);
    if (signal?.aborted) fail();
    onAbort = fail;
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, stop]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    // The losing search still settles (its statement cancelled by its timeout); its outcome no longer matters.
    work.catch(() => {});
  }
}
