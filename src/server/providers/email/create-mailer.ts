import path from 'node:path';
import type { Config } from '../../config';
import { fileMailer } from './file-mailer';
import type { Mailer } from './mailer';
import { smtpMailer } from './smtp-mailer';

/** Where `.eml` copies go: MAIL_DIR, else DATA_DIR/mail (the system temp folder when the database is in memory). */
function mailDir(config: Config): string {
  if (config.MAIL_DIR) return path.resolve(config.MAIL_DIR);
  if (config.DATA_DIR.startsWith('memory://')) return path.resolve(process.env.TMPDIR ?? '/tmp', 'rentvalue-mail');
  return path.resolve(config.DATA_DIR, 'mail');
}

export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL)
    return smtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs: config.SMTP_TIMEOUT_MS });
  return fileMailer({ dir: mailDir(config), from: config.MAIL_FROM });
}
