import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { CONTACT_MESSAGES } from '#core/messages';
import { CONTACT_LABELS } from '#core/labels';
import {
  CONTACT_MESSAGE_MAX,
  contactFormAfterSuccess,
  contactFormSchema,
  type ContactForm as ContactData,
  type ContactFormInput,
} from '#core/site/contact-form';
import { formatCount } from '#core/primitives/format';
import { FormBanner } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { TextareaField, TextField } from '../../components/field';
import { FormSubmit } from '../../components/submit-button';
import { useFocusOnShow } from '../../lib/use-focus-on-show';
import { CHECK_ON_SUBMIT, useFormFeedback } from '../../lib/use-form-feedback';
import { CaptchaField } from '../../components/captcha/captcha-field';
import { useCoreText } from '../../lib/core-messages';
import { contactErrorMessage, sendContactMessage } from './contact-api';

const CONTACT_ORDER = ['firstName', 'email', 'subject', 'message', 'captchaToken'] as const;

export type ContactFormProps = {
  /**
   * The signed-in user's first name and email (docs/product.md#contact prefills the name; we fill in the email too,
   * so a signed-in renter need not type it); null for a visitor.
   */
  initialFirstName: string | null;
  initialEmail: string | null;
  signedIn: boolean;
};

/**
 * The contact form (docs/product.md#contact): idle → sending ("Sending..." and disabled) → a "Message Sent
 * Successfully!" panel in place of the form, or the error in red. After success a signed-in user keeps name and
 * email and a visitor starts from blank; the verification widget starts over after an error, and is new after success.
 */
export function ContactForm({ initialFirstName, initialEmail, signedIn }: ContactFormProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const form = useForm({
    resolver: zodResolver(contactFormSchema),
    // Both stay editable: a renter may want the answer at another address.
    defaultValues: {
      firstName: initialFirstName ?? '',
      email: initialEmail ?? '',
      subject: '',
      message: '',
      captchaToken: '',
    },
    ...CHECK_ON_SUBMIT,
  });
  const feedback = useFormFeedback(form, { order: CONTACT_ORDER, clearOnFailure: ['captchaToken'] });
  const [sent, setSent] = useState(false);
  const panelRef = useFocusOnShow<HTMLDivElement>(sent);

  const send = async (data: ContactData) => {
    await sendContactMessage(data);
    setSent(true);
  };

  const writeAnother = () => {
    form.reset({ ...contactFormAfterSuccess(form.getValues(), signedIn), captchaToken: '' });
    setSent(false);
    // A signed-in user's name and email are still there: start them at the subject.
    requestAnimationFrame(() => form.setFocus(signedIn ? 'subject' : 'firstName'));
  };

  if (sent) {
    return (
      <div
        ref={panelRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-900 outline-none"
      >
        <h2 className="text-xl font-bold">{core(CONTACT_MESSAGES.successTitle)}</h2>
        <p className="mt-2">{core(CONTACT_MESSAGES.success)}</p>
        <button type="button" onClick={writeAnother} className={`${buttonClass('secondary')} mt-5`}>
          {_('contact.form.another')}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={feedback.send(send, contactErrorMessage)} className="space-y-5">
      <FormBanner {...feedback.bannerProps} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={core(CONTACT_LABELS.firstName)}
          autoComplete="given-name"
          required
          {...feedback.field('firstName')}
        />
        <TextField
          label={core(CONTACT_LABELS.email)}
          type="email"
          autoComplete="email"
          required
          {...feedback.field('email')}
        />
      </div>
      <TextField label={core(CONTACT_LABELS.subject)} required {...feedback.field('subject')} />
      <TextareaField
        label={core(CONTACT_LABELS.message)}
        rows={7}
        hint={<MessageLength control={form.control} />}
        required
        {...feedback.field('message')}
      />
      <CaptchaField control={form.control} name="captchaToken" error={feedback.message('captchaToken')} />
      <FormSubmit status={feedback} busyLabel={core(CONTACT_MESSAGES.sending)} className="w-full sm:w-auto">
        {core(CONTACT_MESSAGES.send)}
      </FormSubmit>
    </form>
  );
}

/** The message's length against its limit, in red once over. */
function MessageLength({ control }: { control: Control<ContactFormInput> }) {
  const { _ } = useLingui();
  const length = useWatch({ control, name: 'message' }).length;
  const text = _('contact.form.length', { length: formatCount(length), max: formatCount(CONTACT_MESSAGE_MAX) });
  return length > CONTACT_MESSAGE_MAX ? <span className="font-semibold text-red-700">{text}</span> : text;
}
