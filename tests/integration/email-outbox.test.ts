import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { enqueueEmail } from '#server/jobs/outbox';
import { postWithCaptcha, signUp } from '../helpers/accounts';
import { downMailServer, freePort, startSmtpStandIn } from '../helpers/smtp-stand-in';
import { startTestServer, type TestServer } from '../helpers/test-server';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function outboxRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

describe('email through SMTP', () => {
  it('delivers the password reset email to the SMTP server, plain text and HTML', async () => {
    const smtp = await startSmtpStandIn();
    cleanups.push(smtp.close);
    const server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'RentValue <help@rentvalue.test>',
      TRUST_PROXY: '1',
    });
    cleanups.push(server.close);
    const { form } = await signUp(server);
    await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('help@rentvalue.test');
    expect(mail.to).toEqual([form.email]);
    expect(mail.raw).toContain('Subject: Reset your RentValue password');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('/update-password?token=');
  });

  it('keeps a message while the mail server is down and delivers it once it is back', async () => {
    const down = await downMailServer();
    const port = down.port;
    const server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '200',
      SMTP_TIMEOUT_MS: '2000',
    });
    cleanups.push(server.close);
    const id = await enqueueEmail(server.database.db, {
      kind: 'test',
      to: 'renter@example.com',
      subject: 'Hello',
      text: 'Still here.',
    });
    server.services.outbox.kick();
    await expect.poll(async () => (await outboxRow(server, id)).lastError, { timeout: 10_000 }).not.toBeNull();
    const failed = await outboxRow(server, id);
    expect(failed.attempts).toBeGreaterThanOrEqual(1);
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    await down.close();
    const smtp = await startSmtpStandIn(port);
    cleanups.push(smtp.close);
    await expect.poll(async () => (await outboxRow(server, id)).status, { timeout: 15_000 }).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain('Still here.');
    expect((await outboxRow(server, id)).sentAt).not.toBeNull();
  });

  it('delivers every message queued while the mail server was down exactly once when it is back', async () => {
    const port = await freePort();
    const pollMs = 100;
    const server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_POLL_MS: String(pollMs),
      OUTBOX_RETRY_BASE_MS: '200',
      SMTP_TIMEOUT_MS: '2000',
    });
    cleanups.push(server.close);
    const ids: string[] = [];
    for (let i = 1; i <= 6; i++) {
      ids.push(
        await enqueueEmail(server.database.db, {
          kind: 'test',
          to: `renter${i}@example.com`,
          subject: `Queued ${i}`,
          text: `Message ${i}.`,
        }),
      );
    }
    server.services.outbox.kick();
    // Every message has been tried and failed at least once: the mail server is down.
    for (const id of ids) {
      await expect.poll(async () => (await outboxRow(server, id)).lastError, { timeout: 10_000 }).not.toBeNull();
    }
    for (const id of ids) expect(await outboxRow(server, id)).toMatchObject({ status: 'pending', sentAt: null });

    const smtp = await startSmtpStandIn(port);
    cleanups.push(smtp.close);
    for (const id of ids)
      await expect.poll(async () => (await outboxRow(server, id)).status, { timeout: 15_000 }).toBe('sent');
    // Several more polls of the outbox: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 10 * pollMs));
    const subjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim()).sort();
    expect(subjects).toEqual(ids.map((_, i) => `Queued ${i + 1}`));
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(ids.map((_, i) => [`renter${i + 1}@example.com`]));
    for (const id of ids) {
      const row = await outboxRow(server, id);
      expect(row).toMatchObject({ status: 'sent', lastError: null });
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('email to files (the offline default)', () => {
  it('writes each message as a .eml file in MAIL_DIR', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rv-mail-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const server = await startTestServer({ MAIL_DIR: dir });
    cleanups.push(server.close);
    const id = await enqueueEmail(server.database.db, {
      kind: 'test',
      to: 'renter@example.com',
      subject: 'Your report',
      text: 'Figures inside.',
      html: '<p>Figures inside.</p>',
    });
    server.services.outbox.kick();
    await expect.poll(async () => (await outboxRow(server, id)).status, { timeout: 10_000 }).toBe('sent');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(id);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: renter@example.com');
    expect(eml).toContain('Subject: Your report');
    expect(eml).toContain('Figures inside.');
  });
});
