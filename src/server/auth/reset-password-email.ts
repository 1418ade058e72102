import type { OutgoingEmail } from '../jobs/outbox';
import { escapeHtml } from '#core/primitives/escape-html';

/** The password reset email: plain text plus simple HTML, with the single-use link. */
export function resetPasswordEmail(options: {
  to: string;
  name: string;
  link: string;
  minutes: number;
}): OutgoingEmail {
  const first = options.name.split(' ')[0] || 'there';
  const text = [
    `Hi ${first},`,
    '',
    'Someone asked to reset the password of your RentValue account. To choose a new password, open this link:',
    '',
    options.link,
    '',
    `The link works once and expires in ${options.minutes} minutes. If you did not ask for this, ignore this email: your password stays the same.`,
    '',
    'RentValue',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(first)},</p>
<p>Someone asked to reset the password of your RentValue account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(options.link)}">Choose a new password</a></p>
<p>The link works once and expires in ${options.minutes} minutes. If you did not ask for this, ignore this email: your password stays the same.</p>
<p>RentValue</p>`;
  return { kind: 'password-reset', to: options.to, subject: 'Reset your RentValue password', text, html };
}
