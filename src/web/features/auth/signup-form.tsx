import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SIGNUP_ERROR_ORDER, firstSignupError, signupSchema } from '#core/auth-forms';
import { firstInvalidField } from '#core/form-errors';
import { AUTH_MESSAGES, DEFAULT_ERROR_MESSAGE } from '#core/messages';
import { US_STATES } from '#core/us-states';
import { buttonClass } from '../../components/button-styles';
import { CheckboxField, ErrorAlert, SelectField, TextField } from '../../components/form-controls';
import { errorMessage } from '../../lib/error-message';
import { useFormError } from '../../lib/use-form-error';
import { paths } from '../../paths';
import { CaptchaField, type CaptchaHandle } from '../captcha/captcha-field';
import { linkClass } from './auth-card';
import { signUp, useSessionUpdates, type SignUpBody } from './auth-api';
import { PASSWORD_HINT } from './auth-texts';
import type { SessionUser } from './use-session';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

type SignupField = (typeof SIGNUP_ERROR_ORDER)[number];

type Values = Omit<SignUpBody, 'captchaToken' | 'purchaseIntent'>;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  city: '',
  state: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
  optOut: false,
};

export type SignupFormProps = {
  /** Sent as purchaseIntent when the visitor came from a purchase button. */
  purchaseIntent?: string | null;
  /** After the account exists and the session holds the new user. */
  onSignedUp: (user: SessionUser) => void;
};

/**
 * The create-account form (SPEC §2 Signup, §5, §8). Checks are the product's own (core's
 * firstSignupError, in the spec's order), shown one at a time in a red box; the field at fault
 * takes the focus. The verification widget resets after every failed submit.
 */
export function SignupForm({ purchaseIntent, onSignedUp }: SignupFormProps) {
  const session = useSessionUpdates();
  const [values, setValues] = useState<Values>(EMPTY);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [invalidField, setInvalidField] = useState<SignupField | null>(null);
  const formError = useFormError();
  const captcha = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((previous) => ({ ...previous, [key]: value }));

  const focusField = (field: SignupField | null) => {
    if (field === 'captchaToken') captcha.current?.focus();
    else if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const input = { ...values, captchaToken: captchaToken ?? '' };
    const parsed = signupSchema.safeParse(input);
    if (!parsed.success) {
      const field = firstInvalidField(parsed.error, SIGNUP_ERROR_ORDER);
      setInvalidField(field);
      formError.show(firstSignupError(input) ?? parsed.error.issues[0]?.message ?? DEFAULT_ERROR_MESSAGE);
      focusField(field);
      return;
    }
    setInvalidField(null);
    formError.clear();
    setSubmitting(true);
    try {
      const response = await signUp({
        ...parsed.data,
        ...(purchaseIntent ? { purchaseIntent } : {}),
      });
      const user = response?.user;
      if (!user) {
        formError.show(AUTH_MESSAGES.signupNoUser);
        captcha.current?.reset();
        setSubmitting(false);
        return;
      }
      session.signedIn(user);
      onSignedUp(user);
    } catch (error) {
      formError.show(errorMessage(error));
      captcha.current?.reset();
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          required
          invalid={invalidField === 'firstName'}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          required
          invalid={invalidField === 'lastName'}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        required
        invalid={invalidField === 'email'}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onChange={set('city')}
          required
          invalid={invalidField === 'city'}
        />
        <SelectField
          label="State"
          name="state"
          autoComplete="address-level1"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          value={values.state}
          onChange={set('state')}
          required
          invalid={invalidField === 'state'}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={values.password}
          onChange={set('password')}
          required
          invalid={invalidField === 'password'}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          required
          invalid={invalidField === 'confirmPassword'}
        />
      </div>
      <CheckboxField
        name="termsAccepted"
        checked={values.termsAccepted}
        onChange={set('termsAccepted')}
        required
        invalid={invalidField === 'termsAccepted'}
        label={
          <>
            I agree to the{' '}
            <a href={paths.terms} target="_blank" rel="noopener" className={linkClass}>
              Terms of Use
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </>
        }
      />
      <CaptchaField ref={captcha} onChange={setCaptchaToken} />
      <CheckboxField
        name="optOut"
        checked={values.optOut}
        onChange={set('optOut')}
        label={AUTH_MESSAGES.optOutLabel}
      />
      {formError.error ? <ErrorAlert key={formError.error.key}>{formError.error.message}</ErrorAlert> : null}
      <button type="submit" disabled={submitting} className={`${buttonClass('primary', 'lg')} w-full`}>
        {submitting ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}

/** "Already have an account? Log in", keeping the purchase intent. */
export function LoginInstead({ to }: { to: string }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      Already have an account?{' '}
      <Link to={to} className={linkClass}>
        Log in
      </Link>
    </p>
  );
}
