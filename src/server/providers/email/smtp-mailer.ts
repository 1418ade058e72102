import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailMessage, Mailer } from './mailer';

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
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        messageId: `<${message.id}@rentvalue>`,
      });
    },
    close: () => transport.close(),
  };
}
