import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { outbox } from '../db/schema';
import type { Mailer } from '../providers/email/mailer';
import { redactErrorText } from '../redact-error';
import { HOUR_MS } from '#core/primitives/time';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes an email job; pass the transaction of the change that causes it so both commit or neither does. */
export async function enqueueEmail(db: Database, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

const OUTBOX_MAX_ATTEMPTS = 8;
/** While one instance sends a message, others leave it alone for this long. */
const LEASE = '5 minutes';

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

/**
 * Sends due outbox messages through the mailer, one claimed row at a time (safe with several instances), and
 * retries failures with exponential back-off; a message is only given up after OUTBOX_MAX_ATTEMPTS tries.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly options: { pollMs: number; retryBaseMs: number },
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Run soon (after an enqueue); coalesces calls made while a run is in progress. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'outbox run failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.timer = setTimeout(() => this.kick(), this.options.pollMs);
          this.timer.unref();
        }
      });
  }

  /**
   * Forgets the mailer's copies of a deleted account's emails (deleteAccount deleted their rows). A row being sent at
   * that moment is forgotten by deliver once it finds the row gone.
   */
  async forget(emails: { ids: readonly string[]; to: string | null }): Promise<void> {
    await this.mailer.forget(emails);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.mailer.close();
  }

  /** Sends every message that is due now; returns how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.stopped) return sent;
      const row = await this.claim();
      if (!row) return sent;
      if (await this.deliver(row)) sent++;
    }
  }

  private async claim(): Promise<ClaimedRow | undefined> {
    const rows = await queryRows<ClaimedRow>(
      this.db,
      sql`update outbox set attempts = attempts + 1, next_attempt_at = now() + ${sql.raw(`interval '${LEASE}'`)}
          where id = (
            select id from outbox where status = 'pending' and next_attempt_at <= now()
            order by next_attempt_at limit 1 for update skip locked)
          returning id, to_address, subject, text_body, html_body, attempts`,
    );
    return rows[0];
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await this.mailer.send({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      const marked = await this.db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, row.id))
        .returning({ id: outbox.id });
      // The account was deleted while this was sent: the row is gone, and so must the mailer's copy be.
      if (marked.length === 0) await this.mailer.forget({ ids: [row.id], to: null });
      this.logger.info({ outboxId: row.id, via: this.mailer.kind }, 'email sent');
      return true;
    } catch (error) {
      const message = redactErrorText(error instanceof Error ? error.message : String(error));
      const giveUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      const delayMs = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), HOUR_MS);
      await this.db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + delayMs),
        })
        .where(eq(outbox.id, row.id));
      this.logger.warn({ outboxId: row.id, attempts: row.attempts, giveUp, err: message }, 'email not sent');
      return false;
    }
  }
}
