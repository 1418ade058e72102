import { z } from 'zod';
import { fieldErrors } from '../forms/form-errors';
import { CONTACT_MESSAGES, fieldRequired, fieldTooLong } from '../messages';
import { CONTACT_LABELS } from '../labels';
import { captchaTokenField, emailField, requiredText } from '../forms/zod-fields';

// The contact form (docs/product.md#contact): First Name, Email Address, Subject and Message are
// all required, and so is the human-verification token. The missing-field wording is our choice:
// the report form's 'The "{label}" field is required.' with the contact form's labels.

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 100;

export const contactFormSchema = z.object({
  firstName: requiredText({
    required: fieldRequired(CONTACT_LABELS.firstName),
    max: CONTACT_NAME_MAX,
    tooLong: fieldTooLong(CONTACT_LABELS.firstName, CONTACT_NAME_MAX),
  }),
  email: emailField(fieldRequired(CONTACT_LABELS.email)),
  subject: requiredText({
    required: fieldRequired(CONTACT_LABELS.subject),
    max: CONTACT_SUBJECT_MAX,
    tooLong: fieldTooLong(CONTACT_LABELS.subject, CONTACT_SUBJECT_MAX),
  }),
  message: requiredText({
    required: fieldRequired(CONTACT_LABELS.message),
    max: CONTACT_MESSAGE_MAX,
    tooLong: fieldTooLong(CONTACT_LABELS.message, CONTACT_MESSAGE_MAX),
    multiline: true,
  }),
  captchaToken: captchaTokenField(CONTACT_MESSAGES.captcha),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

export function contactFieldErrors(input: unknown): Record<string, string> {
  const result = contactFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

export interface ContactFields {
  readonly firstName: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

/**
 * The form after a message is sent (docs/product.md#contact): a signed-in user keeps name and email and starts
 * a new subject and message; a visitor's form is cleared entirely.
 */
export function contactFormAfterSuccess(form: ContactFields, signedIn: boolean): ContactFields {
  if (signedIn) return { firstName: form.firstName, email: form.email, subject: '', message: '' };
  return { firstName: '', email: '', subject: '', message: '' };
}
