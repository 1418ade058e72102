import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginSchema, type LoginForm } from '#core/account/auth-forms';
import { parsePurchaseIntent } from '#core/account/purchase-intent';
import { safeRedirectPath, sitePathInLanguage } from '#core/site/redirect-path';
import { rememberLanguage } from '../../lib/language-choice';
import { CloseIcon } from '../../components/icons';
import { FormBanner, SuccessMessage } from '../../components/alerts';
import { AUTH_MESSAGES } from '#core/messages';
import { useCoreText } from '../../lib/core-messages';
import { isPasswordUpdated } from './password-updated';
import { TextField } from '../../components/field';
import { PageFallback } from '../../components/page-fallback';
import { FormSubmit } from '../../components/submit-button';
import { CHECK_ON_SUBMIT, useFormFeedback } from '../../lib/use-form-feedback';
import { paths } from '../../lib/paths';
import { goToCheckout } from '../../lib/use-checkout';
import { CaptchaField } from '../../components/captcha/captcha-field';
import { loadPendingReport } from '../../lib/pending-report';
import { AuthCard, AuthCardNote, linkClass } from '../../components/auth-card';
import { signIn, useSessionUpdates } from '../../lib/auth-api';
import { PURCHASE_INTENT_PARAM, REDIRECT_PARAM, signupPath } from '../../lib/auth-paths';
import { useSignedInDestination } from './use-signed-in-destination';
import { sessionQueryOptions } from '../../lib/use-session';

/** The fields in screen order: the first invalid one takes the focus. */
const LOGIN_ORDER = ['email', 'password', 'captchaToken'] as const;

/**
 * /login (docs/product.md#login): email, password and the human verification; ?redirect= and ?purchase_intent= are
 * honoured. A renter who is signed in already is sent on (useSignedInDestination).
 */
export function LoginPage() {
  const { _, i18n } = useLingui();
  const [params] = useSearchParams();
  const core = useCoreText();
  // Arrived from /update-password: the new password works (docs/product.md#password-reset).
  const passwordUpdated = isPasswordUpdated(useLocation().state);
  const redirect = params.get(REDIRECT_PARAM);
  const purchaseIntent = params.get(PURCHASE_INTENT_PARAM);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionUpdates();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', captchaToken: '' },
    ...CHECK_ON_SUBMIT,
  });
  const feedback = useFormFeedback(form, { order: LOGIN_ORDER, clearOnFailure: ['captchaToken'] });
  const [signingIn, setSigningIn] = useState(false);
  const signedIn = useSignedInDestination(signingIn);

  const logIn = async (data: LoginForm) => {
    setSigningIn(true);
    const response = await signIn(data);
    if (response?.user) session.signedIn(response.user);
    else await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    // A purchase intent survives the login and goes straight on to checkout (docs/product.md#login).
    const tier = parsePurchaseIntent(purchaseIntent);
    if (tier !== null) await goToCheckout(tier, loadPendingReport() ? 'run_report' : null);
    else if (response?.user && response.user.language !== i18n.locale) {
      // The account reads RentValue in the other language: the renter lands in it (their own choice, decision 074).
      // The redirect is checked after it is moved to that language, which could turn "/es//host" into "//host".
      rememberLanguage(response.user.language);
      window.location.assign(sitePathInLanguage(redirect, response.user.language));
    } else await navigate(safeRedirectPath(redirect, paths.home), { replace: true });
  };

  if (signedIn.pending) return <PageFallback />;
  if (signedIn.destination !== null) return <Navigate to={signedIn.destination} replace />;

  const close = (
    <button
      type="button"
      aria-label={_('auth.login.close')}
      onClick={() => void navigate(paths.home)}
      className="-m-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
    >
      <CloseIcon className="size-6" />
    </button>
  );

  return (
    <AuthCard
      title={_('auth.login.title')}
      seoTitle={_('auth.login.seoTitle')}
      noindex
      action={close}
      intro={_('auth.login.intro')}
    >
      <form noValidate onSubmit={feedback.send(logIn)} className="space-y-5">
        {passwordUpdated ? <SuccessMessage>{core(AUTH_MESSAGES.passwordUpdated)}</SuccessMessage> : null}
        <FormBanner {...feedback.bannerProps} />
        <TextField
          label={_('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          {...feedback.field('email')}
        />
        <TextField
          label={_('auth.field.password')}
          type="password"
          autoComplete="current-password"
          required
          {...feedback.field('password')}
        />
        <div className="text-right text-sm">
          <Link to={paths.resetPassword} className={linkClass}>
            {_('auth.login.forgotPassword')}
          </Link>
        </div>
        <CaptchaField control={form.control} name="captchaToken" error={feedback.message('captchaToken')} />
        <FormSubmit status={feedback} busyLabel={_('auth.login.busy')}>
          {_('auth.login.submit')}
        </FormSubmit>
      </form>
      <AuthCardNote>
        <Trans
          id="auth.login.signupInstead"
          components={{ 0: <Link to={signupPath(purchaseIntent)} className={linkClass} /> }}
        />
      </AuthCardNote>
    </AuthCard>
  );
}
