import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { PROFILE_MESSAGES } from '#core/messages';
import { freeReportsLeft, isHomePlanActive, planProfileOf } from '#core/account/plan-status';
import { ErrorAlert } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { Seo } from '../../components/seo';
import { isApiError } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/error-message';
import { useCoreText } from '../../lib/core-messages';
import { paths } from '../../lib/paths';
import { accountProfileQueryOptions, type AccountProfile } from '../../lib/account-api';
import { PlanStatusCard } from '../../components/plan-status-card';
import { useSessionUpdates } from '../../lib/auth-api';
import { OfferCard } from '../../components/offer-card';
import { HistoryDashboard } from './history-dashboard';
import { HOME_CARDS } from './home-texts';

const cardPaths = { research: paths.research, compare: paths.compare, apply: paths.apply } as const;

/**
 * "/" for a signed-in user (docs/product.md#signed-in-home): the headline and three cards, then, with an active plan
 * (isHomePlanActive), the search history and the dashboard; otherwise the plan status and the 30-day offer.
 */
export function SignedInHome() {
  const { _ } = useLingui();
  const core = useCoreText();
  const describeError = useErrorMessage();
  const profile = useQuery(accountProfileQueryOptions);
  const session = useSessionUpdates();

  // The session ended on the server (expired, or signed out elsewhere): the home becomes the landing page.
  const unauthenticated = profile.isError && isApiError(profile.error) && profile.error.status === 401;
  useEffect(() => {
    if (unauthenticated) session.signedOut();
  }, [unauthenticated, session]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Seo title={_('home.seoTitle')} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{_('home.title')}</h1>
      <ul className="mt-8 grid gap-4 sm:gap-6 md:grid-cols-3">
        {HOME_CARDS.map((card) => (
          <li key={card.key}>
            <Link
              to={cardPaths[card.key]}
              className="block h-full rounded-xl border border-slate-200 bg-white p-6 transition-colors hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="block text-lg font-semibold text-brand-800">{_(card.titleId)}</span>
              <span className="mt-2 block text-slate-700">{_(card.textId)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        {profile.isPending ? (
          <p role="status" className="text-slate-600">
            {_('home.loadingPlan')}
          </p>
        ) : profile.isError ? (
          <ErrorAlert>
            <p>{core(PROFILE_MESSAGES.loadProfileFailed)}</p>
            <p>{describeError(profile.error)}</p>
          </ErrorAlert>
        ) : (
          <PlanSection profile={profile.data} />
        )}
      </div>
    </div>
  );
}

/** Below the cards: the dashboard with an active plan, else the plan status, any free report, and the 30-day offer. */
export function PlanSection({ profile }: { profile: AccountProfile }) {
  const { _ } = useLingui();
  // "Now" once per visit: the plan's end is days away, so the choice need not tick.
  const [now] = useState(() => new Date());
  if (isHomePlanActive(planProfileOf(profile), now)) return <HistoryDashboard />;
  const freeReports = freeReportsLeft(profile);
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <div className="space-y-4">
        {freeReports > 0 ? <FreeReportCard count={freeReports} /> : null}
        <PlanStatusCard profile={profile} />
        <p className="text-slate-700">{_('home.upgradeLead')}</p>
      </div>
      <OfferCard />
    </div>
  );
}

/** The renter's free report, offered first: what it is and where to run it. */
function FreeReportCard({ count }: { count: number }) {
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-free-report
      className="rounded-xl border-2 border-brand-700 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {_('home.freeReport.title', { count })}
      </h2>
      <p className="mt-1 text-slate-700">{_('home.freeReport.text', { count })}</p>
      <Link to={paths.research} className={`${buttonClass('primary')} mt-4`}>
        {_('home.freeReport.run', { count })}
      </Link>
    </section>
  );
}
