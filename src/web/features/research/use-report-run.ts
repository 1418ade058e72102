import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ReportForm } from '#core/report/report-form';
import { reportRunStageIndex, type EvaluationWriterKind } from '#core/report/report-run-stages';
import { isApiError } from '../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../lib/auth-api';
import { reportQueryOptions, runReportRequest, type ReportView as Report } from '../../lib/reports-api';
import { clearPendingReport } from '../../lib/pending-report';
import { useErrorMessage } from '../../lib/error-message';

/** How a run ended: the report is shown, or the renter needs an account or a plan first, or the banner says why not. */
export type RunOutcome = 'done' | 'needs-account' | 'needs-plan' | 'failed' | 'already-running';

/**
 * Running a report (docs/product.md#submitting-the-form, #when-a-run-fails): one at a time, with the server's stage
 * for the loading overlay; then `showReport` takes the report to its own address (the overlay stays until it has), or
 * the red banner says why not. The signed-in user's data (credits, history) is refreshed after every run, and the
 * new report is filed where its page reads it, so that page does not ask the server for it again.
 */
export function useReportRun(showReport: (report: Report) => Promise<void>) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [serverStage, setServerStage] = useState(-1);
  // Who writes the evaluation, as the server said; null until it has.
  const [writer, setWriter] = useState<EvaluationWriterKind | null>(null);
  const [errorBanner, setErrorBanner] = useState<string | null>(null);
  const runningRef = useRef(false);
  const describeError = useErrorMessage();

  const run = useCallback(
    async (form: ReportForm): Promise<RunOutcome> => {
      if (runningRef.current) return 'already-running';
      runningRef.current = true;
      setRunning(true);
      setServerStage(-1);
      setWriter(null);
      setErrorBanner(null);
      let report: Report;
      try {
        report = await runReportRequest(form, (stage) => setServerStage(reportRunStageIndex(stage)), setWriter);
      } catch (error) {
        runningRef.current = false;
        setRunning(false);
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
        if (isApiError(error) && error.code === 'PLAN_REQUIRED') return 'needs-plan';
        if (isApiError(error) && error.code === 'UNAUTHENTICATED') return 'needs-account';
        setErrorBanner(describeError(error));
        return 'failed';
      }
      clearPendingReport();
      // The account's data first (the new report is not under it yet, so it is not marked stale), then the report.
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
      queryClient.setQueryData(reportQueryOptions(report.id).queryKey, { report });
      try {
        await showReport(report);
      } finally {
        runningRef.current = false;
        setRunning(false);
      }
      return 'done';
    },
    [queryClient, showReport, describeError],
  );

  /** Back to the form with no banner. */
  const clear = useCallback(() => setErrorBanner(null), []);

  return { running, serverStage, writer, errorBanner, run, clear };
}
