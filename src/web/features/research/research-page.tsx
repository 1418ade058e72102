import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PROFILE_MESSAGES, REPORT_MESSAGES, paymentActivatedMessage } from '#core/messages';
import { canRunReport, planProfileOf } from '#core/account/plan-status';
import type { ReportForm } from '#core/report/report-form';
import { validateReportFormDraft } from '#core/report/report-form-draft';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { Seo } from '../../components/seo';
import { accountProfileQueryOptions } from '../../lib/account-api';
import { UpgradeModal } from '../../components/upgrade-modal';
import { ACCOUNT_QUERY_KEY } from '../../lib/auth-api';
import { useSession } from '../../lib/use-session';
import { reportPath } from '../../lib/paths';
import type { ReportView } from '../../lib/reports-api';
import { useCoreText } from '../../lib/core-messages';
import { HowToCompleteButton } from './how-to-complete-modal';
import { LoadingOverlay } from './loading-overlay';
import { clearPendingReport, loadPendingReport, savePendingReport } from '../../lib/pending-report';
import { RentalValueReportExplainer } from './rental-value-report-explainer';
import { ReportFormView } from './report-form';
import { ResearchSteps } from '../../components/research-steps';
import { useCheckoutReturn } from './use-checkout-return';
import { useReportRun, type RunOutcome } from './use-report-run';
import { researchEntryState, useResearchForm } from './use-research-form';

// A visitor signs up in a dialog only once they send the form: its code (the sign-up form and its human check) is
// fetched then, or ahead of it while they fill the form in (issue 34's byte budget, decision 086).
const loadSignupModal = () => import('./signup-modal');
const SignupModal = lazy(() => loadSignupModal().then((module) => ({ default: module.SignupModal })));

/**
 * /research (docs/product.md#research-form, #submitting-the-form): step 1, the form. A finished run goes on to step 2
 * at the report's own address (/report/{id}); this history entry keeps the form, so Back comes back to it filled in.
 * `onRunStart` lets the route fetch the report page's code while the report runs (src/web/app/research-route.tsx).
 */
export function ResearchPage({ onRunStart }: { onRunStart?: () => void }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const { isLoggedIn, isPending: sessionPending } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const profile = useQuery({ ...accountProfileQueryOptions, enabled: isLoggedIn });
  const research = useResearchForm();
  const { getValues } = research.form;
  const { restart } = research;
  // The address a finished run leaves from: the latest one (a return from checkout drops its query first).
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const showReport = useCallback(
    async (report: ReportView) => {
      const { pathname, search } = here.current;
      // The kept form has its mode: ?mode=renewal would switch a listing run from that link back to a renewal.
      const query = new URLSearchParams(search);
      query.delete('mode');
      const rest = query.toString();
      await navigate(
        { pathname, search: rest ? `?${rest}` : '' },
        { replace: true, state: researchEntryState(getValues()) },
      );
      await navigate(reportPath(report.id));
    },
    [navigate, getValues],
  );
  const reportRun = useReportRun(showReport);
  const { run } = reportRun;
  const [signupOpen, setSignupOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  /** The upgrade modal was opened by a submit: its purchase comes back to run that report. */
  const [upgradeForReport, setUpgradeForReport] = useState(false);

  // Router state reset=true (Run A New Report, the header's Research link) clears the form and returns to step 1:
  // the page's state is adjusted while rendering (once per navigation); the form is reset after, and the state is
  // dropped from history so a reload keeps nothing.
  const resetState = (location.state as { reset?: boolean } | null)?.reset === true;
  const [handledReset, setHandledReset] = useState<string | null>(null);
  if (resetState && handledReset !== location.key) {
    setHandledReset(location.key);
    reportRun.clear();
  }
  useEffect(() => {
    if (!resetState) return;
    restart();
    clearPendingReport();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [resetState, restart, location.pathname, location.search, navigate]);

  // The form is kept (session storage) whenever the renter must sign up or buy a plan first
  // (docs/product.md#submitting-the-form).
  const askForAccount = useCallback(() => {
    savePendingReport(getValues());
    setSignupOpen(true);
  }, [getValues]);
  const askForPlan = useCallback(() => {
    // Without a stored form the purchase could not resume the report, so it is not offered
    // (docs/product.md#checkout).
    setUpgradeForReport(savePendingReport(getValues()));
    setUpgradeOpen(true);
  }, [getValues]);

  const runOrAsk = useCallback(
    async (form: ReportForm) => {
      onRunStart?.();
      const outcome: RunOutcome = await run(form);
      if (outcome === 'needs-plan') askForPlan();
      else if (outcome === 'needs-account') askForAccount();
    },
    [run, askForPlan, askForAccount, onRunStart],
  );

  const onValidSubmit = (form: ReportForm) => {
    if (!isLoggedIn) return askForAccount();
    if (profile.data && !canRunReport(planProfileOf(profile.data), new Date())) return askForPlan();
    void runOrAsk(form);
  };

  const runKeptForm = useCallback(() => {
    const result = validateReportFormDraft(loadPendingReport() ?? getValues());
    if (result.ok) void runOrAsk(result.data);
  }, [getValues, runOrAsk]);

  const afterSignup = () => {
    setSignupOpen(false);
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    runKeptForm();
  };

  const checkout = useCheckoutReturn({ isLoggedIn, sessionPending, runKeptForm });

  const showExplainer = !sessionPending && (!isLoggedIn || (profile.data?.reportCount ?? 1) === 0);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-8 lg:px-8">
      <Seo title={_('research.seo.title')} />
      <ResearchSteps current={1} />
      {checkout.waitingForPayment ? (
        <p role="status" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
          {_('research.payment.waiting')}
        </p>
      ) : null}
      {checkout.paymentFailed ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {core(PROFILE_MESSAGES.fetchProfileAfterPurchaseFailed)}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="research-form-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1 id="research-form-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {_('research.form.heading')}
            </h1>
            <HowToCompleteButton />
          </div>
          {/* A visitor who starts on the form will be asked to sign up: its dialog's code is fetched meanwhile. */}
          <div className="mt-6" onFocus={isLoggedIn || sessionPending ? undefined : () => void loadSignupModal()}>
            <ReportFormView
              research={research}
              onValidSubmit={onValidSubmit}
              busy={reportRun.running}
              errorBanner={reportRun.errorBanner}
            />
          </div>
        </section>
        <aside className="space-y-6">{showExplainer ? <RentalValueReportExplainer /> : null}</aside>
      </div>
      {reportRun.running ? <LoadingOverlay serverStage={reportRun.serverStage} writer={reportRun.writer} /> : null}
      {signupOpen ? (
        <Suspense fallback={null}>
          <SignupModal open onClose={() => setSignupOpen(false)} onSignedUp={afterSignup} />
        </Suspense>
      ) : null}
      <UpgradeModal
        open={upgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        pendingAction={upgradeForReport ? 'run_report' : null}
      />
      <Modal open={checkout.welcomeOpen} onClose={checkout.closeWelcome} title={_('research.welcome.title')} size="sm">
        <p className="text-slate-800">{core(paymentActivatedMessage(checkout.purchasedTier))}</p>
        <button type="button" className={`${buttonClass('primary')} mt-5 w-full`} onClick={checkout.closeWelcome}>
          {core(REPORT_MESSAGES.startExploring)}
        </button>
      </Modal>
    </div>
  );
}
