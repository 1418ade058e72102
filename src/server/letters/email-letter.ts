import { and, eq } from 'drizzle-orm';
import { pathInLanguage, type Language } from '#core/i18n/languages';
import { LETTER_MESSAGES } from '#core/messages';
import type { Database } from '../db/client';
import { letters, users } from '../db/schema';
import { AppError } from '../errors';
import { enqueueEmail, type OutgoingEmail } from '../jobs/outbox';
import { isReportId } from '../reports/get-report';

// "Email it to me": the letter as the renter edited it, to their own address only, through the outbox (sent and retried
// like every other email). The route holds it to the mail rate limit (docs/product.md#editing-copying-and-emailing).

/** The note around the letter in each language (decision 074); the letter itself stays as the renter wrote it. */
const LETTER_EMAIL_TEXTS = {
  en: {
    greeting: (first: string | null) => `Hi ${first ?? 'there'},`,
    subject: (subject: string) => `Your negotiation letter: ${subject}`,
    intro: 'Here is the negotiation letter you wrote on RentValue, ready to copy into your email or print.',
    report: (link: string) => `The report it comes from: ${link}`,
    letterSubject: (subject: string) => `Subject: ${subject}\n`,
  },
  es: {
    greeting: (first: string | null) => (first ? `Hola, ${first}:` : 'Hola:'),
    subject: (subject: string) => `Su carta de negociación: ${subject}`,
    intro:
      'Aquí tiene la carta de negociación que escribió en RentValue, lista para copiarla en su correo o imprimirla.',
    report: (link: string) => `El informe del que proviene: ${link}`,
    letterSubject: (subject: string) => `Asunto: ${subject}\n`,
  },
} satisfies Record<Language, unknown>;

/**
 * The email: a short note in the account's language, then the letter to copy from. Plain text only: the letter is
 * the renter's own words.
 */
function letterEmail(options: {
  to: string;
  firstName: string | null;
  subject: string;
  text: string;
  reportLink: string;
  language?: Language;
}): OutgoingEmail {
  const words = LETTER_EMAIL_TEXTS[options.language ?? 'en'];
  return {
    kind: 'letter',
    to: options.to,
    subject: words.subject(options.subject || 'RentValue').slice(0, 250),
    text: [
      words.greeting(options.firstName?.trim() || null),
      '',
      words.intro,
      words.report(options.reportLink),
      '',
      '----------',
      options.subject ? words.letterSubject(options.subject) : '',
      options.text,
      '----------',
    ].join('\n'),
  };
}

/** A link to one of our pages, to the page in this language (/es/report/… for a Spanish account); else as given. */
function linkInLanguage(link: string, language: Language): string {
  const url = new URL(link);
  const pathname = pathInLanguage(url.pathname, language);
  if (pathname === url.pathname) return link;
  url.pathname = pathname;
  return url.toString();
}

export async function emailLetter(options: {
  db: Database;
  reportId: string;
  letterId: string;
  userId: string;
  subject: string;
  text: string;
  reportLink: string;
}): Promise<void> {
  const { db } = options;
  if (!isReportId(options.reportId) || !isReportId(options.letterId))
    throw new AppError('NOT_FOUND', LETTER_MESSAGES.letterNotFound);
  const [owned] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(letters)
    .innerJoin(users, eq(users.id, letters.userId))
    .where(
      and(
        eq(letters.id, options.letterId),
        eq(letters.transactionId, options.reportId),
        eq(letters.userId, options.userId),
      ),
    );
  if (!owned) throw new AppError('NOT_FOUND', LETTER_MESSAGES.letterNotFound);
  await enqueueEmail(
    db,
    letterEmail({
      to: owned.email,
      firstName: owned.firstName,
      subject: options.subject,
      text: options.text,
      reportLink: linkInLanguage(options.reportLink, owned.language),
      language: owned.language,
    }),
  );
}
