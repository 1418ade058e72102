import type { Language } from '#core/i18n/languages';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Letter, LetterOptions } from '#core/api/letters';
import { LETTER_MESSAGES, REPORT_MESSAGES } from '#core/messages';
import {
  defaultProposalHint,
  defaultProposedRent,
  type LetterLength,
  type LetterTone,
} from '#core/writing/negotiation-letter';
import { canWriteLetter } from '#core/account/plan-status';
import { planLetter } from '#core/writing/letter-plan';
import type { Database } from '../db/client';
import { letters, users } from '../db/schema';
import { AppError } from '../errors';
import type { LetterWriter } from '../providers/ai/letter-writer-port';
import { getOwnReport, isReportId } from '../reports/get-report';
import { setReportSharing } from '../reports/share-report';
import { letterFactsOf, sharedReportUrl } from './letter-facts';

// Writing a negotiation letter (docs/product.md#letters) from one of the renter's own reports (anyone else's is a 404,
// as the report itself is), within the plan's allowance (core canWriteLetter), and keeping it with the report.

type LetterRow = typeof letters.$inferSelect;

function toLetter(row: LetterRow): Letter {
  return {
    id: row.id,
    reportId: row.transactionId,
    tone: row.tone,
    length: row.length,
    proposedRent: row.proposedRent / 100,
    language: row.language,
    subject: row.subject,
    text: row.body,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

async function accountOf(db: Database, userId: string) {
  const [account] = await db
    .select({ paidPlan: users.paidPlan, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  const [written] = await db.select({ n: count() }).from(letters).where(eq(letters.userId, userId));
  return {
    paidPlan: account?.paidPlan ?? false,
    firstName: account?.firstName ?? null,
    lettersWritten: written?.n ?? 0,
  };
}

/** What the letter panel needs before writing: the default proposal, whether the plan allows a letter, and the report's letters. */
export async function letterOptions(options: {
  db: Database;
  reportId: string;
  userId: string;
  lookbackDays: number;
}): Promise<LetterOptions> {
  const report = await getOwnReport({
    db: options.db,
    id: options.reportId,
    userId: options.userId,
    lookbackDays: options.lookbackDays,
  });
  const facts = letterFactsOf(report, { renterName: null, reportLink: null });
  const account = await accountOf(options.db, options.userId);
  const rows = await options.db
    .select()
    .from(letters)
    .where(and(eq(letters.transactionId, report.id), eq(letters.userId, options.userId)))
    .orderBy(desc(letters.createdAt));
  return {
    defaultProposedRent: facts ? defaultProposedRent(facts) : null,
    defaultProposalHint: facts ? defaultProposalHint(facts) : null,
    canWrite: canWriteLetter(account),
    lettersWritten: account.lettersWritten,
    letters: rows.map(toLetter),
  };
}

export async function writeLetter(options: {
  db: Database;
  writer: LetterWriter;
  reportId: string;
  userId: string;
  lookbackDays: number;
  origin: string;
  request: {
    tone: LetterTone;
    length: LetterLength;
    proposedRent?: number | null | undefined;
    includeLink?: boolean | undefined;
    language?: Language | undefined;
  };
  /** The language of the request (Accept-Language): the letter's when the request names none. */
  requestLanguage?: Language;
  signal?: AbortSignal;
}): Promise<Letter> {
  const { db, request } = options;
  if (!isReportId(options.reportId)) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
  const report = await getOwnReport({
    db,
    id: options.reportId,
    userId: options.userId,
    lookbackDays: options.lookbackDays,
  });
  const account = await accountOf(db, options.userId);
  if (letterFactsOf(report, { renterName: null, reportLink: null }) === null)
    throw new AppError('CONFLICT', LETTER_MESSAGES.needsScore);
  if (!canWriteLetter(account)) throw new AppError('PLAN_REQUIRED', LETTER_MESSAGES.needsPlan);

  let token = report.share?.token ?? null;
  if (request.includeLink && token === null) {
    token = (await setReportSharing({ db, id: report.id, userId: options.userId, shared: true })).token;
  }
  const facts = letterFactsOf(report, {
    renterName: account.firstName,
    reportLink: request.includeLink && token ? sharedReportUrl(options.origin, token) : null,
  })!;
  const language = request.language ?? options.requestLanguage ?? 'en';
  const letterRequest = {
    tone: request.tone,
    length: request.length,
    proposedRent:
      request.proposedRent && request.proposedRent > 0 ? Math.round(request.proposedRent) : defaultProposedRent(facts),
    date: new Date().toISOString().slice(0, 10),
    language,
  };
  // The rent the letter names: the proposal, or (advice: at or above the rent asked) the rent asked, taken as it is.
  const proposedRent = Math.round(planLetter(facts, letterRequest).rent);
  const written = await options.writer.write(
    facts,
    letterRequest,
    options.signal ? { signal: options.signal } : undefined,
  );
  const [row] = await db
    .insert(letters)
    .values({
      transactionId: report.id,
      userId: options.userId,
      tone: request.tone,
      length: request.length,
      language,
      proposedRent: proposedRent * 100,
      subject: written.subject,
      body: written.text,
      source: written.source,
    })
    .returning();
  return toLetter(row!);
}
