import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SIGNUP_FIELD_ORDER, signupSchema, type SignupForm as SignupData } from '#core/account/auth-forms';
import { AUTH_MESSAGES } from '#core/messages';
import { US_STATES } from '#core/address/us-states';
import { FormBanner } from './alerts';
import { CheckboxField, SelectField, TextField } from './field';
import { FormSubmit } from './submit-button';
import { CHECK_ON_SUBMIT, useFormFeedback } from '../lib/use-form-feedback';
import { paths } from '../lib/paths';
import { CaptchaField } from './captcha/captcha-field';
import { linkClass } from './auth-card';
import { signUp, useSessionUpdates } from '../lib/auth-api';
import { useCoreText } from '../lib/core-messages';
import { useLanguage } from '../lib/use-language';
import { NewPasswordFields } from './new-password-fields';
import type { SessionUser } from '../lib/use-session';
import { stateName } from '#core/address/state-name';

const EMPTY: z.input<typeof signupSchema> = {
  firstName: '',
  lastName: '',
  email: '',
  city: '',
  state: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
  captchaToken: '',
  optOut: false,
};

export type SignupFormProps = {
  /** Sent as purchaseIntent when the visitor came from a purchase button. */
  purchaseIntent?: string | null;
  /** The checks passed and the account is being created (before the session holds the new user). */
  onSending?: () => void;
  /** After the account exists and the session holds the new user. */
  onSignedUp: (user: SessionUser) => void;
};

/**
 * The create-account form (docs/product.md#sign-up), on the /signup page and in the research page's modal. The checks
 * are core's signupSchema, all at once: each problem beside its field, the banner on top, the focus on the first
 * invalid field in screen order (docs/decisions/060-forms-on-react-hook-form.md, "every problem at once"). The
 * verification widget starts over after every refused submit.
 */
export function SignupForm({ purchaseIntent, onSending, onSignedUp }: SignupFormProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const language = useLanguage();
  const stateOptions = useMemo(
    () => US_STATES.map((state) => ({ value: state.code, label: `${stateName(state, language)} (${state.code})` })),
    [language],
  );
  const session = useSessionUpdates();
  const form = useForm({ resolver: zodResolver(signupSchema), defaultValues: EMPTY, ...CHECK_ON_SUBMIT });
  const feedback = useFormFeedback(form, {
    order: SIGNUP_FIELD_ORDER,
    preferred: AUTH_MESSAGES.passwordsDoNotMatch,
    clearOnFailure: ['captchaToken'],
  });

  const createAccount = async (data: SignupData) => {
    onSending?.();
    const response = await signUp({ ...data, ...(purchaseIntent ? { purchaseIntent } : {}) });
    const user = response?.user;
    if (!user) return feedback.fail(AUTH_MESSAGES.signupNoUser);
    session.signedIn(user);
    onSignedUp(user);
  };

  const terms = (
    <Trans
      id="components.signup.terms"
      components={{
        0: <Link to={paths.terms} target="_blank" rel="noopener" className={linkClass} />,
        1: <span className="sr-only" />,
      }}
    />
  );

  return (
    <form noValidate onSubmit={feedback.send(createAccount)} className="space-y-5">
      <FormBanner {...feedback.bannerProps} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={_('components.signup.firstName')}
          autoComplete="given-name"
          required
          {...feedback.field('firstName')}
        />
        <TextField
          label={_('components.signup.lastName')}
          autoComplete="family-name"
          required
          {...feedback.field('lastName')}
        />
      </div>
      <TextField
        label={_('components.signup.email')}
        type="email"
        autoComplete="email"
        required
        {...feedback.field('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={_('components.signup.city')}
          autoComplete="address-level2"
          required
          {...feedback.field('city')}
        />
        <SelectField
          label={_('components.signup.state')}
          autoComplete="address-level1"
          placeholder={_('components.signup.statePlaceholder')}
          options={stateOptions}
          required
          {...feedback.field('state')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields password={feedback.field('password')} confirmPassword={feedback.field('confirmPassword')} />
      </div>
      <CheckboxField label={terms} required {...feedback.field('termsAccepted')} />
      <CaptchaField control={form.control} name="captchaToken" error={feedback.message('captchaToken')} />
      <CheckboxField label={core(AUTH_MESSAGES.optOutLabel)} {...form.register('optOut')} />
      <FormSubmit status={feedback} busyLabel={_('components.signup.busy')}>
        {_('components.signup.submit')}
      </FormSubmit>
    </form>
  );
}
