import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { resetPasswordSchema } from '#core/auth-forms';
import { AUTH_MESSAGES } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert, SuccessMessage, TextField } from '../../components/form-controls';
import { errorMessage } from '../../lib/error-message';
import { useFormError } from '../../lib/use-form-error';
import { paths } from '../../paths';
import { CaptchaField, type CaptchaHandle } from '../captcha/captcha-field';
import { AuthCard, linkClass } from './auth-card';
import { requestPasswordReset } from './auth-api';

/** /reset-password (SPEC §2, §5): ask for a reset link by email, behind the human verification. */
export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const formError = useFormError();
  const emailRef = useRef<HTMLInputElement>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = resetPasswordSchema.safeParse({ email, captchaToken: captchaToken ?? '' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      setInvalidField(field);
      formError.show(issue?.message ?? '');
      if (field === 'email') emailRef.current?.focus();
      else captcha.current?.focus();
      return;
    }
    setInvalidField(null);
    formError.clear();
    setSubmitting(true);
    try {
      await requestPasswordReset(parsed.data);
      setSent(true);
      // After the success panel renders, continue from it.
      window.setTimeout(() => successRef.current?.focus(), 0);
    } catch (error) {
      formError.show(errorMessage(error));
      captcha.current?.reset();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Reset Your Password"
      seoTitle="Reset Password"
      intro={sent ? undefined : 'Enter the email address of your account and we will send you a link to choose a new password.'}
    >
      {sent ? (
        <div ref={successRef} tabIndex={-1} className="outline-none">
          <SuccessMessage title="Check your email">
            <p>{AUTH_MESSAGES.resetLinkSent}</p>
            <p className="text-sm">The link is valid for a limited time. If it does not arrive, check your spam folder.</p>
          </SuccessMessage>
          <p className="mt-6 text-center text-sm text-slate-700">
            <Link to={paths.login} className={linkClass}>
              Back to Log In
            </Link>
          </p>
        </div>
      ) : (
        <>
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
            <CaptchaField ref={captcha} onChange={setCaptchaToken} />
            {formError.error ? <ErrorAlert key={formError.error.key}>{formError.error.message}</ErrorAlert> : null}
            <button type="submit" disabled={submitting} className={`${buttonClass('primary', 'lg')} w-full`}>
              {submitting ? 'Sending...' : 'Send Reset Link'}
            </button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-700">
            Remembered it?{' '}
            <Link to={paths.login} className={linkClass}>
              Log in
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
