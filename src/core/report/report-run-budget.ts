// How long a report run can possibly take (docs/decisions/053-report-sweep-and-drain.md). Each outside call
// of a run has its own time limit; the run is the sum of its calls' worst cases plus a margin for the database work
// and the scoring, which normally take milliseconds. A row still `running` after this long belongs to a run that
// died (a crash, `kill -9`, a lost database connection) and is failed by the sweep with its credit returned; the
// shutdown grace period is at least this long, so a run started just before a restart can finish.

/**
 * Geocoding attempts of one run at most: Google's status retry × the fetch retry on a transient failure (2 × 2,
 * providers/geocoder/google-geocoding.ts and geocoder-fetch.ts; the Census geocoder makes 2). A failed geocoder
 * falls back to the offline ZIP centroids, which take no time.
 */
const GEOCODER_ATTEMPTS_PER_RUN = 4;
/** Comparables requests of one run at most: RentCast retries once (the listings search has one budget). */
const RENT_DATA_ATTEMPTS_PER_RUN = 2;
/** AI evaluation requests of one run at most: one, then the built-in writer answers. */
const AI_ATTEMPTS_PER_RUN = 1;
/** Database writes, scoring and the built-in writer: milliseconds normally, this is their allowance. */
const REPORT_RUN_MARGIN_MS = 10_000;

export interface ReportRunTimeouts {
  /** GEOCODER_TIMEOUT_MS: one geocoding request. */
  geocoderTimeoutMs: number;
  /** RENT_DATA_TIMEOUT_MS: one comparables request, or the whole listings search. */
  rentDataTimeoutMs: number;
  /** AI_TIMEOUT_MS: one AI evaluation request. */
  aiTimeoutMs: number;
}

/**
 * The longest a report run can take with these timeouts, whichever providers are configured: every call's worst
 * case (each attempt running to its time limit) plus REPORT_RUN_MARGIN_MS. With the defaults (5 s, 8 s, 15 s):
 * 4 × 5 + 2 × 8 + 15 + 10 = 61 seconds.
 */
export function longestReportRunMs(timeouts: ReportRunTimeouts): number {
  return (
    GEOCODER_ATTEMPTS_PER_RUN * timeouts.geocoderTimeoutMs +
    RENT_DATA_ATTEMPTS_PER_RUN * timeouts.rentDataTimeoutMs +
    AI_ATTEMPTS_PER_RUN * timeouts.aiTimeoutMs +
    REPORT_RUN_MARGIN_MS
  );
}

/** What the shutdown grace period adds to the longest run: stopping the email outbox and closing the database. */
const SHUTDOWN_CLOSE_MS = 5_000;

/** The default grace period of a shutdown: the longest run, then the time to close. */
export function defaultShutdownGraceMs(timeouts: ReportRunTimeouts): number {
  return longestReportRunMs(timeouts) + SHUTDOWN_CLOSE_MS;
}
