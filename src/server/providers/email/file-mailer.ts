import { mkdir, open, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { mailOf, type EmailMessage, type Mailer } from './mailer';

/** The To header of an `.eml` file (before the first blank line) names exactly `to` among its recipients. */
async function addressedTo(file: string, to: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return false;
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(16 * 1024), 0, 16 * 1024, 0);
    const head =
      buffer
        .subarray(0, bytesRead)
        .toString('utf8')
        .split(/\r?\n\r?\n/, 1)[0] ?? '';
    // A folded header goes on in lines that start with white space; nodemailer writes `To: rita@example.com`.
    const header = /^to:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
    const recipients = header.split(',').map((part) => (/<([^>]*)>/.exec(part)?.[1] ?? part).trim().toLowerCase());
    return recipients.includes(to.toLowerCase());
  } finally {
    await handle.close();
  }
}

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
    async forget({ ids, to }) {
      let names: string[];
      try {
        names = (await readdir(options.dir)).filter((name) => name.endsWith('.eml'));
      } catch {
        return;
      }
      const forgotten = new Set(ids);
      for (const name of names) {
        const file = path.join(options.dir, name);
        // Named `<time>-<outbox id>.eml`; a file whose row went earlier (the retention job deletes sent rows) is
        // found by its To header.
        const id = /-([0-9a-f-]{36})\.eml$/.exec(name)?.[1];
        const ours = (id !== undefined && forgotten.has(id)) || (to !== null && (await addressedTo(file, to)));
        if (ours) await rm(file, { force: true });
      }
    },
    close: () => transport.close(),
  };
}
