import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { resetPasswordSchema, type ResetPasswordForm } from '#core/account/auth-forms';
import { AUTH_MESSAGES } from '#core/messages';
import { FormBanner, SuccessMessage } from '../../components/alerts';
import { TextField } from '../../components/field';
import { FormSubmit } from '../../components/submit-button';
import { useFocusOnShow } from '../../lib/use-focus-on-show';
import { CHECK_ON_SUBMIT, useFormFeedback } from '../../lib/use-form-feedback';
import { paths } from '../../lib/paths';
import { CaptchaField } from '../../components/captcha/captcha-field';
import { AuthCard, AuthCardNote, linkClass } from '../../components/auth-card';
import { requestPasswordReset } from '../../lib/auth-api';

const RESET_ORDER = ['email', 'captchaToken'] as const;

/** /reset-password (docs/product.md#password-reset): ask for a reset link by email, behind the human verification. */
export function ResetPasswordPage() {
  const [sent, setSent] = useState(false);
  const successRef = useFocusOnShow<HTMLDivElement>(sent);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email: '', captchaToken: '' },
    ...CHECK_ON_SUBMIT,
  });
  const feedback = useFormFeedback(form, { order: RESET_ORDER, clearOnFailure: ['captchaToken'] });

  const requestLink = async (data: ResetPasswordForm) => {
    await requestPasswordReset(data);
    setSent(true);
  };

  return (
    <AuthCard
      title="Reset Your Password"
      seoTitle="Reset Password"
      intro={
        sent
          ? undefined
          : 'Enter the email address of your account and we will send you a link to choose a new password.'
      }
    >
      {sent ? (
        <div ref={successRef} tabIndex={-1} className="outline-none">
          <SuccessMessage title="Check your email">
            <p>{AUTH_MESSAGES.resetLinkSent}</p>
            <p className="text-sm">
              The link is valid for a limited time. If it does not arrive, check your spam folder.
            </p>
          </SuccessMessage>
          <AuthCardNote>
            <Link to={paths.login} className={linkClass}>
              Back to Log In
            </Link>
          </AuthCardNote>
        </div>
      ) : (
        <>
          <form noValidate onSubmit={feedback.send(requestLink)} className="space-y-5">
            <FormBanner {...feedback.bannerProps} />
            <TextField label="Email" type="email" autoComplete="email" required {...feedback.field('email')} />
            <CaptchaField control={form.control} name="captchaToken" error={feedback.message('captchaToken')} />
            <FormSubmit status={feedback} busyLabel="Sending...">
              Send Reset Link
            </FormSubmit>
          </form>
          <AuthCardNote>
            Remembered it?{' '}
            <Link to={paths.login} className={linkClass}>
              Log in
            </Link>
          </AuthCardNote>
        </>
      )}
    </AuthCard>
  );
}
