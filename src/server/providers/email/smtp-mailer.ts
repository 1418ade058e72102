import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { mailOf, type EmailMessage, type Mailer } from './mailer';

/** Sends through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailer(options: { url: string; from: string; timeoutMs: number }): Mailer {
  const smtp: SMTPTransport.Options & { url: string } = {
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  };
  const transport = nodemailer.createTransport(smtp);
  return {
    kind: 'smtp',
    async send(message: EmailMessage) {
      await transport.sendMail(mailOf(options.from, message));
    },
    forget: async () => {},
    close: () => transport.close(),
  };
}
