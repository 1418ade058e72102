import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PROFILE_MESSAGES, REPORT_MESSAGES, errorBannerMessage, paymentActivatedMessage } from '#core/messages';
import { canRunReport } from '#core/plan-status';
import type { ReportForm } from '#core/report-form';
import { EMPTY_REPORT_FORM_DRAFT, validateReportFormDraft, type ReportFormDraft } from '#core/report-form-draft';
import { reportRunStageIndex } from '#core/report-run-stages';
import { RESUME_REPORT_DELAY_MS } from '#core/constants';
import { Modal } from '../../components/modal';
import { Seo } from '../../components/seo';
import { buttonClass } from '../../components/button-styles';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../paths';
import { ACCOUNT_QUERY_KEY } from '../auth/auth-api';
import { useSession } from '../auth/use-session';
import { accountProfileQueryOptions } from '../account/account-api';
import { UpgradeModal } from '../account/upgrade-modal';
import { usePurchaseFulfilled } from '../billing/use-purchase-fulfilled';
import { ReportView } from '../reports/report-view';
import { ReportSidePanel } from '../reports/report-side-panel';
import { runReportRequest, type ReportView as Report } from '../reports/reports-api';
import { LoadingOverlay } from './loading-overlay';
import { clearPendingReport, loadPendingReport, savePendingReport } from './pending-report';
import { ReportFormView } from './report-form';
import { ResearchSteps } from './research-steps';
import { RentalValueReportExplainer } from './rental-value-report-explainer';
import { HowToCompleteButton } from './how-to-complete-modal';
import { SignupModal } from './signup-modal';

/** /research (SPEC §2 Research, §4 Research flow and Submit): step 1 the form, step 2 the report. */
export function ResearchPage() {
  const { isLoggedIn, isPending: sessionPending } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const profile = useQuery({ ...accountProfileQueryOptions, enabled: isLoggedIn });

  const [draft, setDraft] = useState<ReportFormDraft>(() => loadPendingReport() ?? EMPTY_REPORT_FORM_DRAFT);
  const [report, setReport] = useState<Report | null>(null);
  const [running, setRunning] = useState(false);
  const [serverStage, setServerStage] = useState(-1);
  const [errorBanner, setErrorBanner] = useState<string | null>(null);
  const [signupOpen, setSignupOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  /** The upgrade modal was opened by a submit: its purchase comes back to run that report. */
  const [upgradeForReport, setUpgradeForReport] = useState(false);
  const runningRef = useRef(false);

  const step = report ? 2 : 1;

  // Router state reset=true (Run A New Report, the header's Research link) clears the form and returns to step 1:
  // adjusted while rendering (once per navigation), then the state is dropped from history so a reload keeps nothing.
  const resetState = (location.state as { reset?: boolean } | null)?.reset === true;
  const [handledReset, setHandledReset] = useState<string | null>(null);
  if (resetState && handledReset !== location.key) {
    setHandledReset(location.key);
    setDraft(EMPTY_REPORT_FORM_DRAFT);
    setReport(null);
    setErrorBanner(null);
  }
  useEffect(() => {
    if (!resetState) return;
    clearPendingReport();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [resetState, location.pathname, location.search, navigate]);

  const run = useCallback(
    async (form: ReportForm) => {
      if (runningRef.current) return;
      runningRef.current = true;
      setRunning(true);
      setServerStage(-1);
      setErrorBanner(null);
      try {
        const result = await runReportRequest(form, (stage) => setServerStage(reportRunStageIndex(stage)));
        clearPendingReport();
        setReport(result);
        window.scrollTo({ top: 0 });
      } catch (error) {
        if (isApiError(error) && error.code === 'PLAN_REQUIRED') {
          savePendingReport(draft);
          setUpgradeForReport(true);
          setUpgradeOpen(true);
        }
        else if (isApiError(error) && error.code === 'UNAUTHENTICATED') {
          savePendingReport(draft);
          setSignupOpen(true);
        } else setErrorBanner(errorBannerMessage(error instanceof Error ? error.message : null));
      } finally {
        runningRef.current = false;
        setRunning(false);
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
      }
    },
    [draft, queryClient],
  );

  // SPEC §4 Submit: a visitor's form is kept and the sign-up modal opens; without an active plan, the upgrade modal.
  const onValidSubmit = (form: ReportForm) => {
    if (!isLoggedIn) {
      savePendingReport(draft);
      setSignupOpen(true);
      return;
    }
    if (
      profile.data &&
      !canRunReport({ plan_type: profile.data.planType, plan_ends: profile.data.planEnds, credits: profile.data.credits }, new Date())
    ) {
      // Without a stored form the purchase could not resume the report, so it is not offered (SPEC §8 Checkout).
      setUpgradeForReport(savePendingReport(draft));
      setUpgradeOpen(true);
      return;
    }
    void run(form);
  };

  const runKeptForm = useCallback(() => {
    const kept = loadPendingReport() ?? draft;
    const result = validateReportFormDraft(kept);
    if (result.ok) void run(result.data);
  }, [draft, run]);

  const afterSignup = () => {
    setSignupOpen(false);
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    runKeptForm();
  };

  // Back from checkout (SPEC §2, §4): ?payment=success welcomes the buyer; ?action=run_report runs the pending report
  // after 100 ms. Both wait until the payment is confirmed (session_id names the checkout).
  const resume = searchParams.get('action') === 'run_report';
  const paymentSuccess = searchParams.get('payment') === 'success';
  const checkoutSession = searchParams.get('session_id');
  const { state: fulfilment, tier: purchasedTier } = usePurchaseFulfilled(checkoutSession, (resume || paymentSuccess) && isLoggedIn);
  const purchaseReady = checkoutSession === null || fulfilment === 'paid';
  useEffect(() => {
    if (!resume || sessionPending || !isLoggedIn || !purchaseReady) return;
    const timer = window.setTimeout(() => {
      void navigate(paths.research, { replace: true });
      runKeptForm();
    }, RESUME_REPORT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [resume, sessionPending, isLoggedIn, purchaseReady, navigate, runKeptForm]);

  const closePaymentModal = () => void navigate(paths.research, { replace: true });
  const waitingForPayment = (resume || paymentSuccess) && checkoutSession !== null && fulfilment === 'waiting';
  const paymentFailed = (resume || paymentSuccess) && fulfilment === 'failed';

  const newReport = () => {
    setReport(null);
    setDraft(EMPTY_REPORT_FORM_DRAFT);
    setErrorBanner(null);
    clearPendingReport();
    window.scrollTo({ top: 0 });
  };

  const showExplainer = !sessionPending && (!isLoggedIn || (profile.data?.reportCount ?? 1) === 0);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Seo title="Research a Rental" />
      <ResearchSteps current={step} />
      {waitingForPayment ? (
        <p role="status" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
          Confirming your payment… Your plan is activated as soon as the payment provider confirms it.
        </p>
      ) : null}
      {paymentFailed ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {PROFILE_MESSAGES.fetchProfileAfterPurchaseFailed}
        </p>
      ) : null}
      {report ? (
        <div className="mt-8">
          <ReportView report={report} sidePanel={<ReportSidePanel onNewReport={newReport} signedIn={isLoggedIn} />} />
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <section aria-labelledby="research-form-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h1 id="research-form-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                Enter the Listing Details
              </h1>
              <HowToCompleteButton />
            </div>
            <div className="mt-6">
              <ReportFormView draft={draft} onDraftChange={setDraft} onValidSubmit={onValidSubmit} busy={running} errorBanner={errorBanner} />
            </div>
          </section>
          <aside className="space-y-6">{showExplainer ? <RentalValueReportExplainer /> : null}</aside>
        </div>
      )}
      {running ? <LoadingOverlay serverStage={serverStage} /> : null}
      <SignupModal open={signupOpen} onClose={() => setSignupOpen(false)} onSignedUp={afterSignup} />
      <UpgradeModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} pendingAction={upgradeForReport ? 'run_report' : null} />
      <Modal open={paymentSuccess && purchaseReady} onClose={closePaymentModal} title="Welcome!" size="sm">
        <p className="text-slate-800">{paymentActivatedMessage(purchasedTier)}</p>
        <button type="button" className={`${buttonClass('primary')} mt-5 w-full`} onClick={closePaymentModal}>
          {REPORT_MESSAGES.startExploring}
        </button>
      </Modal>
    </div>
  );
}
