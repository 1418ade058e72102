import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { mailOf, type EmailMessage, type Mailer } from './mailer';

/** The offline default: each message becomes a standard `.eml` file in `dir` (open it in any mail program). */
export function fileMailer(options: { dir: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message: EmailMessage) {
      const info = await transport.sendMail(mailOf(options.from, message));
      await mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(options.dir, `${stamp}-${message.id}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
