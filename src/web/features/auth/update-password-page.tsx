import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
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
import { PASSWORD_UPDATED_STATE } from './password-updated';
import { sessionQueryOptions } from '../../lib/use-session';
import { useCoreText } from '../../lib/core-messages';

/** The link's problem: the server's message (a core text), or this page's own when the link has no token. */
type LinkProblem = { own: true } | { own: false; message: string };

/** /update-password?token=… (docs/product.md#password-reset): choose a new password from the emailed link. */
export function UpdatePasswordPage() {
  const { _ } = useLingui();
  const core = useCoreText();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [linkProblem, setLinkProblem] = useState<LinkProblem | null>(token ? null : { own: true });
  const form = useForm({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    ...CHECK_ON_SUBMIT,
  });
  const feedback = useFormFeedback(form, {
    order: ['password', 'confirmPassword'],
    // The mismatch leads the page's banner, whatever else the form shows (docs/product.md#password-reset).
    preferred: AUTH_MESSAGES.passwordsDoNotMatch,
  });

  const update = async (data: UpdatePasswordForm) => {
    try {
      await resetPassword({ token, ...data });
    } catch (error) {
      // A used, expired or unknown link: the page says so and offers a new one; any other refusal is the banner's.
      if (!isApiError(error) || (error.code as string) !== RESET_LINK_INVALID) throw error;
      setLinkProblem({ own: false, message: error.message });
      return;
    }
    // The server may end existing sessions when the password changes.
    void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    // The login page says so in the page (PASSWORD_UPDATED_STATE), not in a browser pop-up.
    await navigate(paths.login, { replace: true, state: PASSWORD_UPDATED_STATE });
  };

  if (linkProblem) {
    return (
      <AuthCard title={_('auth.update.title')} seoTitle={_('auth.update.seoTitle')}>
        <ErrorAlert>{linkProblem.own ? _('auth.update.missingToken') : core(linkProblem.message)}</ErrorAlert>
        <Link to={paths.resetPassword} className={`${buttonClass('primary', 'lg')} mt-6 w-full`}>
          {_('auth.update.requestNewLink')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={_('auth.update.title')} seoTitle={_('auth.update.seoTitle')} intro={_('auth.update.intro')}>
      <form noValidate onSubmit={feedback.send(update)} className="space-y-5">
        <FormBanner {...feedback.bannerProps} />
        <NewPasswordFields password={feedback.field('password')} confirmPassword={feedback.field('confirmPassword')} />
        <FormSubmit status={feedback} busyLabel={_('auth.update.busy')}>
          {_('auth.update.submit')}
        </FormSubmit>
      </form>
      <AuthCardNote>
        <Link to={paths.resetPassword} className={linkClass}>
          {_('auth.update.needNewLink')}
        </Link>
      </AuthCardNote>
    </AuthCard>
  );
}
