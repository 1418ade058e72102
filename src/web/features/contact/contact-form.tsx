import { useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_LABELS, CONTACT_MESSAGE_MAX, contactFormAfterSuccess, contactFormSchema, type ContactFields } from '#core/contact-form';
import { firstInvalidField } from '#core/form-errors';
import { CONTACT_MESSAGES, DEFAULT_ERROR_MESSAGE } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert, TextField } from '../../components/form-controls';
import { useFormError } from '../../lib/use-form-error';
import { CaptchaField, type CaptchaHandle } from '../captcha/captcha-field';
import { contactErrorMessage, sendContactMessage } from './contact-api';

const FIELD_ORDER = ['firstName', 'email', 'subject', 'message', 'captchaToken'] as const;
type ContactField = (typeof FIELD_ORDER)[number];

type Status = 'idle' | 'sending' | 'success' | 'error';

export type ContactFormProps = {
  /** The signed-in user's first name (SPEC §2: prefilled); null for a visitor. */
  initialFirstName: string | null;
  signedIn: boolean;
};

/**
 * The contact form (SPEC §2, §4, §5, §8): idle → sending ("Sending..." and disabled) → a "Message Sent
 * Successfully!" panel in place of the form, or the error in red. After success a signed-in user keeps name and
 * email and a visitor starts from blank; the verification widget resets after success or error.
 */
export function ContactForm({ initialFirstName, signedIn }: ContactFormProps) {
  const [values, setValues] = useState<ContactFields>({ firstName: initialFirstName ?? '', email: '', subject: '', message: '' });
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [invalidField, setInvalidField] = useState<ContactField | null>(null);
  const formError = useFormError();
  const captcha = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const set = (key: keyof ContactFields) => (value: string) => setValues((previous) => ({ ...previous, [key]: value }));

  const focusField = (field: ContactField | null) => {
    if (field === 'captchaToken') captcha.current?.focus();
    else if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const parsed = contactFormSchema.safeParse({ ...values, captchaToken: captchaToken ?? '' });
    if (!parsed.success) {
      const field = firstInvalidField(parsed.error, FIELD_ORDER);
      const issue = parsed.error.issues.find((i) => String(i.path[0] ?? '') === field) ?? parsed.error.issues[0];
      setInvalidField(field);
      formError.show(issue?.message ?? DEFAULT_ERROR_MESSAGE);
      focusField(field);
      return;
    }
    setInvalidField(null);
    formError.clear();
    setStatus('sending');
    try {
      await sendContactMessage(parsed.data);
      captcha.current?.reset();
      setValues((previous) => contactFormAfterSuccess(previous, signedIn));
      setStatus('success');
      // The form is gone: focus the panel so keyboard and screen reader users land on the confirmation.
      requestAnimationFrame(() => panelRef.current?.focus());
    } catch (error) {
      captcha.current?.reset();
      formError.show(contactErrorMessage(error));
      setStatus('error');
    }
  };

  const writeAnother = () => {
    setStatus('idle');
    // A signed-in user's name and email are still there: start them at the subject.
    requestAnimationFrame(() => focusField(signedIn ? 'subject' : 'firstName'));
  };

  if (status === 'success') {
    return (
      <div ref={panelRef} tabIndex={-1} role="status" className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-900 outline-none">
        <h2 className="text-xl font-bold">{CONTACT_MESSAGES.successTitle}</h2>
        <p className="mt-2">{CONTACT_MESSAGES.success}</p>
        <button type="button" onClick={writeAnother} className={`${buttonClass('secondary')} mt-5`}>
          Send Another Message
        </button>
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={CONTACT_LABELS.firstName}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          required
          invalid={invalidField === 'firstName'}
        />
        <TextField
          label={CONTACT_LABELS.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          required
          invalid={invalidField === 'email'}
        />
      </div>
      <TextField
        label={CONTACT_LABELS.subject}
        name="subject"
        value={values.subject}
        onChange={set('subject')}
        required
        invalid={invalidField === 'subject'}
      />
      <MessageField value={values.message} onChange={set('message')} invalid={invalidField === 'message'} />
      <CaptchaField ref={captcha} onChange={setCaptchaToken} />
      {formError.error ? <ErrorAlert key={formError.error.key}>{formError.error.message}</ErrorAlert> : null}
      <button type="submit" disabled={sending} aria-busy={sending} className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}>
        {sending ? CONTACT_MESSAGES.sending : CONTACT_MESSAGES.send}
      </button>
    </form>
  );
}

function MessageField({ value, onChange, invalid }: { value: string; onChange: (value: string) => void; invalid: boolean }) {
  const id = useId();
  const hintId = useId();
  const over = value.length > CONTACT_MESSAGE_MAX;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {CONTACT_LABELS.message}
      </label>
      <textarea
        id={id}
        name="message"
        rows={7}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
          invalid ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <p id={hintId} className={`mt-1 text-sm ${over ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
        {value.length.toLocaleString('en-US')} / {CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters
      </p>
    </div>
  );
}
