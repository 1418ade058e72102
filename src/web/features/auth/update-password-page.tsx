import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { updatePasswordSchema } from '#core/auth-forms';
import { AUTH_MESSAGES } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert, TextField } from '../../components/form-controls';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useFormError } from '../../lib/use-form-error';
import { paths } from '../../paths';
import { AuthCard, linkClass } from './auth-card';
import { RESET_LINK_INVALID, resetPassword } from './auth-api';
import { PASSWORD_HINT } from './auth-texts';
import { sessionQueryOptions } from './use-session';

export const MISSING_TOKEN_MESSAGE =
  'This password reset link is incomplete. Please open the link from your email again, or ask for a new one.';

/** /update-password?token=… (SPEC §2, §5, §8): choose a new password from the emailed link. */
export function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : MISSING_TOKEN_MESSAGE);
  const formError = useFormError();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = updatePasswordSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      const mismatch = parsed.error.issues.find((issue) => issue.message === AUTH_MESSAGES.passwordsDoNotMatch);
      const issue = mismatch ?? parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      setInvalidField(field);
      formError.show(issue?.message ?? '');
      // SPEC §8: the mismatch is also an alert on this page.
      if (mismatch) window.alert(AUTH_MESSAGES.passwordsDoNotMatch);
      if (field === 'password') passwordRef.current?.focus();
      else confirmRef.current?.focus();
      return;
    }
    setInvalidField(null);
    formError.clear();
    setSubmitting(true);
    try {
      await resetPassword({ token, ...parsed.data });
      // The server may end existing sessions when the password changes.
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      window.alert(AUTH_MESSAGES.passwordUpdated);
      await navigate(paths.login, { replace: true });
    } catch (error) {
      if (isApiError(error) && (error.code as string) === RESET_LINK_INVALID) setLinkProblem(error.message);
      else formError.show(errorMessage(error));
      setSubmitting(false);
    }
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
    <AuthCard title="Choose a New Password" seoTitle="Update Password" intro="Enter your new password twice to confirm it.">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={password}
          onChange={setPassword}
          required
          invalid={invalidField === 'password'}
          inputRef={passwordRef}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          required
          invalid={invalidField === 'confirmPassword'}
          inputRef={confirmRef}
        />
        {formError.error ? <ErrorAlert key={formError.error.key}>{formError.error.message}</ErrorAlert> : null}
        <button type="submit" disabled={submitting} className={`${buttonClass('primary', 'lg')} w-full`}>
          {submitting ? 'Updating...' : 'Update Password'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        <Link to={paths.resetPassword} className={linkClass}>
          Need a new reset link?
        </Link>
      </p>
    </AuthCard>
  );
}
