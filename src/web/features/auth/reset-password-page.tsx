import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
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
import { useCoreText } from '../../lib/core-messages';

const RESET_ORDER = ['email', 'captchaToken'] as const;

/** /reset-password (docs/product.md#password-reset): ask for a reset link by email, behind the human verification. */
export function ResetPasswordPage() {
  const { _ } = useLingui();
  const core = useCoreText();
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
      title={_('auth.reset.title')}
      seoTitle={_('auth.reset.seoTitle')}
      intro={sent ? undefined : _('auth.reset.intro')}
    >
      {sent ? (
        <div ref={successRef} tabIndex={-1} className="outline-none">
          <SuccessMessage title={_('auth.reset.sent.title')}>
            <p>{core(AUTH_MESSAGES.resetLinkSent)}</p>
            <p className="text-sm">{_('auth.reset.sent.note')}</p>
          </SuccessMessage>
          <AuthCardNote>
            <Link to={paths.login} className={linkClass}>
              {_('auth.reset.backToLogin')}
            </Link>
          </AuthCardNote>
        </div>
      ) : (
        <>
          <form noValidate onSubmit={feedback.send(requestLink)} className="space-y-5">
            <FormBanner {...feedback.bannerProps} />
            <TextField
              label={_('auth.field.email')}
              type="email"
              autoComplete="email"
              required
              {...feedback.field('email')}
            />
            <CaptchaField control={form.control} name="captchaToken" error={feedback.message('captchaToken')} />
            <FormSubmit status={feedback} busyLabel={_('auth.reset.busy')}>
              {_('auth.reset.submit')}
            </FormSubmit>
          </form>
          <AuthCardNote>
            <Trans id="auth.reset.remembered" components={{ 0: <Link to={paths.login} className={linkClass} /> }} />
          </AuthCardNote>
        </>
      )}
    </AuthCard>
  );
}
