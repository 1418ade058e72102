import type { ReportScoring } from './to-report-view';

/** About 10 kB each (the comps): a few MB at most. */
const MAX_REPORTS = 500;

/**
 * The scoring of recently read reports, by report id (decision 065). A report's comparables and the fields its scoring
 * reads are written while it runs and never change once it is complete (only its share link does), so a complete
 * report's scoring is computed once and kept: a read then skips the comparables query, the scoring and the marking of
 * the comps used, which were most of its cost. Whether the reader may see the report is still decided by the database
 * on every read (the report's row is read each time), so nothing here outlives a deleted account or report. The least
 * recently read report leaves first.
 */
export class ReportScoringCache {
  readonly #byId = new Map<string, ReportScoring>();

  get(reportId: string): ReportScoring | undefined {
    const scoring = this.#byId.get(reportId);
    if (scoring) {
      this.#byId.delete(reportId);
      this.#byId.set(reportId, scoring);
    }
    return scoring;
  }

  set(reportId: string, scoring: ReportScoring): void {
    this.#byId.delete(reportId);
    this.#byId.set(reportId, scoring);
    if (this.#byId.size > MAX_REPORTS) this.#byId.delete(this.#byId.keys().next().value!);
  }
}
