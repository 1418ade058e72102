import type { Language } from '#core/i18n/languages';
import type { OutgoingEmail } from '../jobs/outbox';
import { escapeHtml } from '#core/primitives/escape-html';

/** The password reset email's words in each language (decision 074). */
const RESET_PASSWORD_EMAIL_TEXTS = {
  en: {
    greeting: (first: string | null) => `Hi ${first ?? 'there'},`,
    asked: 'Someone asked to reset the password of your RentValue account. To choose a new password, open this link:',
    linkText: 'Choose a new password',
    expires: (minutes: number) =>
      `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this email: your password stays the same.`,
    subject: 'Reset your RentValue password',
  },
  es: {
    greeting: (first: string | null) => (first ? `Hola, ${first}:` : 'Hola:'),
    asked:
      'Alguien pidió restablecer la contraseña de su cuenta de RentValue. Para elegir una contraseña nueva, abra este enlace:',
    linkText: 'Elegir una contraseña nueva',
    expires: (minutes: number) =>
      `El enlace funciona una sola vez y vence en ${minutes} minutos. Si usted no lo pidió, ignore este correo: su contraseña no cambia.`,
    subject: 'Restablezca su contraseña de RentValue',
  },
} satisfies Record<Language, unknown>;

/** The password reset email: plain text plus simple HTML, with the single-use link, in the account's language. */
export function resetPasswordEmail(options: {
  to: string;
  name: string;
  link: string;
  minutes: number;
  language?: Language;
}): OutgoingEmail {
  const words = RESET_PASSWORD_EMAIL_TEXTS[options.language ?? 'en'];
  const greeting = words.greeting(options.name.split(' ')[0] || null);
  const text = [greeting, '', words.asked, '', options.link, '', words.expires(options.minutes), '', 'RentValue'].join(
    '\n',
  );
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${words.asked}</p>
<p><a href="${escapeHtml(options.link)}">${words.linkText}</a></p>
<p>${words.expires(options.minutes)}</p>
<p>RentValue</p>`;
  return { kind: 'password-reset', to: options.to, subject: words.subject, text, html };
}
