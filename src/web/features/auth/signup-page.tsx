import { Trans, useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { SIGNUP_REDIRECT_MS } from '#core/constants';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert, SuccessMessage } from '../../components/alerts';
import { PageFallback } from '../../components/page-fallback';
import { parsePurchaseIntent } from '#core/account/purchase-intent';
import { useErrorMessage } from '../../lib/error-message';
import { useFocusOnShow } from '../../lib/use-focus-on-show';
import { goToCheckout } from '../../lib/use-checkout';
import { loadPendingReport } from '../../lib/pending-report';
import { paths } from '../../lib/paths';
import { AuthCard, AuthCardNote, linkClass } from '../../components/auth-card';
import { PURCHASE_INTENT_PARAM, loginPath } from '../../lib/auth-paths';
import { SignupForm } from '../../components/signup-form';
import { useSignedInDestination } from './use-signed-in-destination';
import type { SessionUser } from '../../lib/use-session';

const REDIRECT_SECONDS = Math.round(SIGNUP_REDIRECT_MS / 1000);

/**
 * /signup (docs/product.md#sign-up): the form, replaced by a success message once the account exists. A renter
 * who is signed in already is sent on (useSignedInDestination), e.g. back from a checkout their sign-up started.
 */
export function SignupPage() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const purchaseIntent = params.get(PURCHASE_INTENT_PARAM);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [signingUp, setSigningUp] = useState(false);
  const signedIn = useSignedInDestination(signingUp);

  if (signedIn.pending) return <PageFallback />;
  if (signedIn.destination !== null) return <Navigate to={signedIn.destination} replace />;

  return (
    <AuthCard
      title={user ? _('auth.signup.created') : _('auth.signup.title')}
      seoTitle={_('auth.signup.seoTitle')}
      intro={user ? undefined : _('auth.signup.intro')}
    >
      {user ? (
        <SignupSuccess user={user} purchaseIntent={purchaseIntent} />
      ) : (
        <>
          <SignupForm purchaseIntent={purchaseIntent} onSending={() => setSigningUp(true)} onSignedUp={setUser} />
          <LoginInstead to={loginPath({ purchaseIntent })} />
        </>
      )}
    </AuthCard>
  );
}

function SignupSuccess({ user, purchaseIntent }: { user: SessionUser; purchaseIntent: string | null }) {
  const { _ } = useLingui();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  // The form (and the focused button) is gone: keyboard and screen reader users continue from the message.
  const panelRef = useFocusOnShow<HTMLDivElement>(true);
  /** The greeting's name; without one, the welcome greets without it. */
  const name = user.firstName?.trim() ?? '';

  // Sign-up with a purchase intent goes straight to checkout, back to a pending report if one waits
  // (docs/product.md#checkout).
  const tier = parsePurchaseIntent(purchaseIntent);
  // The failure itself, described when shown (in the page's language, known by its code).
  const [checkoutError, setCheckoutError] = useState<unknown>(null);
  useEffect(() => {
    if (tier === null) return;
    goToCheckout(tier, loadPendingReport() ? 'run_report' : null).catch((error: unknown) =>
      setCheckoutError(error ?? new Error()),
    );
  }, [tier]);

  useEffect(() => {
    if (purchaseIntent) return;
    const timer = window.setTimeout(() => void navigate(paths.research), SIGNUP_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, purchaseIntent]);

  return (
    <div ref={panelRef} tabIndex={-1} className="outline-none">
      <SuccessMessage title={name ? _('auth.signup.welcome', { name }) : _('auth.signup.welcome.noName')}>
        <p>{_('auth.signup.ready')}</p>
        {tier !== null && !checkoutError ? (
          <p role="status">{_('auth.signup.toCheckout')}</p>
        ) : purchaseIntent ? (
          <p>{_('auth.signup.choosePlan')}</p>
        ) : (
          <p>{_('auth.signup.redirecting', { seconds: REDIRECT_SECONDS })}</p>
        )}
      </SuccessMessage>
      {checkoutError ? <ErrorAlert>{describe(checkoutError)}</ErrorAlert> : null}
      <Link to={paths.research} className={`${buttonClass('primary', 'lg')} mt-6 w-full`}>
        {purchaseIntent ? _('auth.signup.continue') : _('auth.signup.goNow')}
      </Link>
    </div>
  );
}

/** "Already have an account? Log in", keeping the purchase intent. */
function LoginInstead({ to }: { to: string }) {
  return (
    <AuthCardNote>
      <Trans id="auth.signup.loginInstead" components={{ 0: <Link to={to} className={linkClass} /> }} />
    </AuthCardNote>
  );
}
