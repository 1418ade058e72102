import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { updatePasswordSchema, type UpdatePasswordForm } from '#core/account/auth-forms';
import { AUTH_MESSAGES } from '#core/messages';
import { ErrorAlert, FormBanner } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { NewPasswordFields } from '../../components/new-password-fields';
import { FormSubmit } from '../../components/submit-button';
import { isApiError } from '../../lib/api-client';
import { CHECK_ON_SUBMIT, useFormFeedback } from '../../lib/use-form-feedback';
import { paths } from '../../lib/paths';
import { AuthCard, AuthCardNote, linkClass } from '../../components/auth-card';
import { RESET_LINK_INVALID, resetPassword } from '../../lib/auth-api';
import { sessionQueryOptions } from '../../lib/use-session';

export const MISSING_TOKEN_MESSAGE =
  'This password reset link is incomplete. Please open the link from your email again, or ask for a new one.';

/** /update-password?token=… (docs/product.md#password-reset): choose a new password from the emailed link. */
export function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : MISSING_TOKEN_MESSAGE);
  const form = useForm({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    ...CHECK_ON_SUBMIT,
  });
  const feedback = useFormFeedback(form, {
    order: ['password', 'confirmPassword'],
    preferred: AUTH_MESSAGES.passwordsDoNotMatch,
    // The mismatch is also an alert on this page, whatever else the form shows (docs/product.md#password-reset).
    onProblems: (problems) => {
      if (problems.some((problem) => problem.message === AUTH_MESSAGES.passwordsDoNotMatch))
        window.alert(AUTH_MESSAGES.passwordsDoNotMatch);
    },
  });

  const update = async (data: UpdatePasswordForm) => {
    try {
      await resetPassword({ token, ...data });
    } catch (error) {
      // A used, expired or unknown link: the page says so and offers a new one; any other refusal is the banner's.
      if (!isApiError(error) || (error.code as string) !== RESET_LINK_INVALID) throw error;
      setLinkProblem(error.message);
      return;
    }
    // The server may end existing sessions when the password changes.
    void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    window.alert(AUTH_MESSAGES.passwordUpdated);
    await navigate(paths.login, { replace: true });
  };

  if (linkProblem) {
    return (
      <AuthCard title="Choose a New Password" seoTitle="Update Password">
        <ErrorAlert>{linkProblem}</ErrorAlert>
        <Link to={paths.resetPassword} className={`${buttonClass('primary', 'lg')} mt-6 w-full`}>
          Request a new reset link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a New Password"
      seoTitle="Update Password"
      intro="Enter your new password twice to confirm it."
    >
      <form noValidate onSubmit={feedback.send(update)} className="space-y-5">
        <FormBanner {...feedback.bannerProps} />
        <NewPasswordFields password={feedback.field('password')} confirmPassword={feedback.field('confirmPassword')} />
        <FormSubmit status={feedback} busyLabel="Updating...">
          Update Password
        </FormSubmit>
      </form>
      <AuthCardNote>
        <Link to={paths.resetPassword} className={linkClass}>
          Need a new reset link?
        </Link>
      </AuthCardNote>
    </AuthCard>
  );
}
