import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PROFILE_MESSAGES } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert } from '../../components/alerts';
import { PageFallback } from '../../components/page-fallback';
import { Seo } from '../../components/seo';
import { isApiError } from '../../lib/api-client';
import { useErrorMessage, useLoadErrorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { signOut, useSessionUpdates } from '../../lib/auth-api';
import { loginPath } from '../../lib/auth-paths';
import { useSession, type SessionUser } from '../../lib/use-session';
import { accountExportUrl, accountProfileQueryOptions } from '../../lib/account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PlanStatusCard } from '../../components/plan-status-card';
import { SearchHistory } from '../../components/search-history';
import { UpgradeModal } from '../../components/upgrade-modal';
import { PurchasesPanel } from '../../components/purchases-panel';
import { useCoreText } from '../../lib/core-messages';

const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';

/**
 * /account (docs/product.md#account-page): greeting, reports run, log out, plan, contact, search history and the
 * user's data.
 */
export function AccountPage() {
  const { user, isLoggedIn, isPending } = useSession();
  // Set while signing out or deleting: the session empties before the navigation to / lands,
  // and this page must not bounce to /login in between.
  const [leaving, setLeaving] = useState(false);

  if (isPending || leaving) return <PageFallback />;
  if (!isLoggedIn || !user) return <Navigate to={loginPath({ redirect: paths.account })} replace />;
  return <AccountDashboard user={user} onLeaving={() => setLeaving(true)} />;
}

function AccountDashboard({ user, onLeaving }: { user: SessionUser; onLeaving: () => void }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const describe = useErrorMessage();
  const describeLoad = useLoadErrorMessage();
  const navigate = useNavigate();
  const session = useSessionUpdates();
  const profile = useQuery(accountProfileQueryOptions);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);

  // The session ended on the server (expired, or signed out elsewhere): go and log in again.
  const unauthenticated = profile.isError && isApiError(profile.error) && profile.error.status === 401;
  useEffect(() => {
    if (unauthenticated) session.signedOut();
  }, [unauthenticated, session]);

  const leave = () => {
    onLeaving();
    session.signedOut();
    void navigate(paths.home, { replace: true });
  };

  const logOut = async () => {
    setLoggingOut(true);
    setLogoutError(null);
    try {
      await signOut();
      leave();
    } catch (error) {
      setLogoutError(describe(error));
      setLoggingOut(false);
    }
  };

  const firstName = (profile.data?.firstName ?? user.firstName)?.trim() ?? '';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Seo title={_('account.seo.title')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <section className={cardClass}>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0">
                <h1 className="text-3xl font-bold tracking-tight text-slate-900">
                  {firstName ? _('account.greeting', { name: firstName }) : _('account.greeting.noName')}
                </h1>
                <p className="mt-1 break-all text-slate-700">{profile.data?.email ?? user.email}</p>
              </div>
              <button
                type="button"
                onClick={() => void logOut()}
                disabled={loggingOut}
                className={buttonClass('secondary')}
              >
                {loggingOut ? _('account.logOut.busy') : _('account.logOut')}
              </button>
            </div>
            {logoutError ? <ErrorAlert className="mt-4">{core(logoutError)}</ErrorAlert> : null}
            {profile.isError && !unauthenticated ? (
              <ErrorAlert className="mt-4">
                <p>{core(PROFILE_MESSAGES.loadProfileFailed)}</p>
                <p>{describeLoad(profile.error)}</p>
              </ErrorAlert>
            ) : (
              <p className="mt-4 text-lg text-slate-800">
                <Trans
                  id="account.reportsRun"
                  values={{ count: profile.data ? String(profile.data.reportCount ?? 0) : '…' }}
                  components={{ 0: <strong /> }}
                />
              </p>
            )}
          </section>

          <PlanStatusCard profile={profile.data} unavailable={profile.isError} onUpgrade={() => setUpgradeOpen(true)} />

          <section aria-labelledby="account-help-heading" className={cardClass}>
            <h2 id="account-help-heading" className="text-lg font-bold text-slate-900">
              {_('account.help.heading')}
            </h2>
            <p className="mt-2 text-slate-700">
              <Trans
                id="account.help.text"
                components={{
                  0: (
                    <Link
                      to={paths.contact}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    />
                  ),
                }}
              />
            </p>
          </section>
        </div>

        <section aria-labelledby="account-history-heading" className={`${cardClass} lg:col-span-2 lg:self-start`}>
          <h2 id="account-history-heading" className="text-lg font-bold text-slate-900">
            {_('account.history.heading')}
          </h2>
          <div className="mt-3">
            <SearchHistory enabled={!unauthenticated} />
          </div>
        </section>

        <PurchasesPanel className={`${cardClass} lg:col-span-5`} />

        <section aria-labelledby="account-data-heading" className={`${cardClass} lg:col-span-5`}>
          <h2 id="account-data-heading" className="text-lg font-bold text-slate-900">
            {_('account.data.heading')}
          </h2>
          <p className="mt-2 text-slate-700">{_('account.data.text')}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <a href={accountExportUrl} download className={buttonClass('secondary')}>
              {_('account.data.download')}
            </a>
            <button type="button" onClick={() => setDeleteOpen(true)} className={buttonClass('danger')}>
              {_('account.delete.open')}
            </button>
          </div>
        </section>
      </div>

      <UpgradeModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} onDeleted={leave} />
    </div>
  );
}
