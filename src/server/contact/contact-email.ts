import type { OutgoingEmail } from '../jobs/outbox';

export interface ContactEmailInput {
  to: string;
  messageId: string;
  firstName: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
}

/**
 * The team's copy of a contact message (docs/product.md#contact). Plain text only: every field is the sender's
 * own text, so nothing of it is ever read as HTML. The sender's address sits in the body because the outbox has no
 * Reply-To; the fields were cleaned of control characters by the form schema, so the subject cannot smuggle headers.
 */
export function contactEmail(input: ContactEmailInput): OutgoingEmail {
  return {
    kind: 'contact',
    to: input.to,
    subject: `Contact form: ${input.subject}`,
    text: [
      `From: ${input.firstName} <${input.email}>`,
      `Account: ${input.userId ?? 'not signed in'}`,
      `Message id: ${input.messageId}`,
      `Subject: ${input.subject}`,
      '',
      input.message,
      '',
      `Reply to ${input.email} to answer.`,
    ].join('\n'),
  };
}
