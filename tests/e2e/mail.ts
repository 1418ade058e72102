import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/** The server's mail folder: without SMTP_URL every message is an .eml file here. */
const mailDir = () => path.join(inject('dataDir'), 'mail');

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The newest message to `to`, decoded, waiting up to `timeoutMs` for it to be written. */
export async function latestMailTo(to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(mailDir()).catch(() => [] as string[]);
    // Names start with an ISO time stamp, so the newest sorts last.
    for (const file of files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = await readFile(path.join(mailDir(), file), 'utf8');
      if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw))
        return decodeQuotedPrintable(raw);
    }
    if (Date.now() > deadline) throw new Error(`no email to ${to} in ${mailDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of the first link to `pathname` in a message ("/update-password?token=…"). */
export function linkTo(mail: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`).exec(mail);
  if (!match) throw new Error(`no ${pathname} link in:\n${mail}`);
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}
