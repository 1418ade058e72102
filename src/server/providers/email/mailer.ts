/** One email as the outbox hands it to a mailer. */
export interface EmailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** The email port: SMTP when configured, `.eml` files otherwise. Throws when the message was not accepted. */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(message: EmailMessage): Promise<void>;
  /**
   * Forgets the copies this mailer keeps of the renter's emails when the account is deleted: file mail's `.eml` files
   * of these outbox ids or to this address. SMTP keeps none (what was delivered is the recipient's).
   */
  forget(emails: { ids: readonly string[]; to: string | null }): Promise<void>;
  close(): void;
}

/** What both mailers hand nodemailer for a message: the same headers, so a file copy is what SMTP would send. */
export function mailOf(from: string, message: EmailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    messageId: `<${message.id}@rentvalue>`,
  };
}
