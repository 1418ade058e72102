import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '#core/auth-forms';
import { safeRedirectPath } from '#core/redirect-path';
import { CloseIcon } from '../../app/icons';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert, TextField } from '../../components/form-controls';
import { errorMessage } from '../../lib/error-message';
import { useFormError } from '../../lib/use-form-error';
import { paths } from '../../paths';
import { CaptchaField, type CaptchaHandle } from '../captcha/captcha-field';
import { AuthCard, linkClass } from './auth-card';
import { signIn, useSessionUpdates } from './auth-api';
import { PURCHASE_INTENT_PARAM, REDIRECT_PARAM, signupPath } from './auth-paths';
import { parsePurchaseIntent } from '#core/purchase-intent';
import { goToCheckout } from '../billing/use-checkout';
import { loadPendingReport } from '../research/pending-report';
import { sessionQueryOptions } from './use-session';

/** /login (SPEC §2, §5): email, password and the human verification; ?redirect= and ?purchase_intent= are honoured. */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = params.get(REDIRECT_PARAM);
  const purchaseIntent = params.get(PURCHASE_INTENT_PARAM);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionUpdates();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const formError = useFormError();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captcha = useRef<CaptchaHandle>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = loginSchema.safeParse({ email, password, captchaToken: captchaToken ?? '' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      setInvalidField(field);
      formError.show(issue?.message ?? '');
      if (field === 'email') emailRef.current?.focus();
      else if (field === 'password') passwordRef.current?.focus();
      else captcha.current?.focus();
      return;
    }
    setInvalidField(null);
    formError.clear();
    setSubmitting(true);
    try {
      const response = await signIn(parsed.data);
      if (response?.user) session.signedIn(response.user);
      else await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      // SPEC §2: a purchase intent survives the login and goes straight on to checkout.
      const tier = parsePurchaseIntent(purchaseIntent);
      if (tier !== null) {
        await goToCheckout(tier, loadPendingReport() ? 'run_report' : null);
        return;
      }
      await navigate(safeRedirectPath(redirect, paths.home), { replace: true });
    } catch (error) {
      formError.show(errorMessage(error));
      captcha.current?.reset();
      setSubmitting(false);
    }
  };

  const close = (
    <button
      type="button"
      aria-label="Close"
      onClick={() => void navigate(paths.home)}
      className="-m-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
    >
      <CloseIcon className="size-6" />
    </button>
  );

  return (
    <AuthCard
      title="Log In"
      seoTitle="Login"
      noindex
      action={close}
      intro="Log in to run Rental Value Reports, see your search history and compare properties."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
          invalid={invalidField === 'email'}
          inputRef={emailRef}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
          invalid={invalidField === 'password'}
          inputRef={passwordRef}
        />
        <div className="text-right text-sm">
          <Link to={paths.resetPassword} className={linkClass}>
            Forgot your password?
          </Link>
        </div>
        <CaptchaField ref={captcha} onChange={setCaptchaToken} />
        {formError.error ? <ErrorAlert key={formError.error.key}>{formError.error.message}</ErrorAlert> : null}
        <button type="submit" disabled={submitting} className={`${buttonClass('primary', 'lg')} w-full`}>
          {submitting ? 'Logging In...' : 'Log In'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Don&apos;t have an account?{' '}
        <Link to={signupPath(purchaseIntent)} className={linkClass}>
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
