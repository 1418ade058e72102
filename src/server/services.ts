import { SignInQueue } from './auth/sign-in-queue';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { pathInLanguage } from '#core/i18n/languages';
import { createAuth, type Auth } from './auth/auth';
import { resetPasswordEmail } from './auth/reset-password-email';
import { createSessionLookup, type SessionLookup } from './auth/session-lookup';
import { createSessionEnder, type SessionEnder } from './auth/session-ender';
import { longestReportRun, type Config } from './config';
import type { Database } from './db/client';
import { users } from './db/schema';
import { enqueueEmail, OutboxDispatcher } from './jobs/outbox';
import { RetentionJob } from './jobs/retention';
import type { CaptchaVerifier } from './providers/captcha/captcha-port';
import { createCaptcha } from './providers/captcha/create-captcha';
import { createMailer } from './providers/email/create-mailer';
import type { ComparisonWriter } from './providers/ai/comparison-writer-port';
import { createComparisonWriter } from './providers/ai/create-comparison-writer';
import type { EvaluationWriter } from './providers/ai/evaluation-writer-port';
import { createEvaluationWriter } from './providers/ai/create-evaluation-writer';
import { createGeocoder } from './providers/geocoder/create-geocoder';
import type { Geocoder } from './providers/geocoder/geocoder-port';
import { zipCentroidGeocoder } from './providers/geocoder/zip-centroid-geocoder';
import type { PaymentsProvider } from './providers/payments/payments-port';
import { createPaymentsProvider } from './providers/payments/create-payments';
import { createRentDataProvider } from './providers/rent-data/create-rent-data';
import type { RentDataProvider } from './providers/rent-data/rent-data-port';
import { getOrCreateSecret } from './settings/app-secret';
import { ReportRuns } from './reports/report-runs';
import { ReportSweeper } from './reports/report-sweeper';
import type { RentBenchmarks } from './providers/benchmarks/benchmark-port';
import { createLetterWriter } from './providers/ai/create-letter-writer';
import type { LetterWriter } from './providers/ai/letter-writer-port';
import { tableBenchmarks } from './providers/benchmarks/table-benchmarks';

/** The long-lived parts every feature uses: auth, human verification, the email outbox, the report's providers. */
export interface Services {
  auth: Auth;
  /** The signed-in user of a request, checked against the database every time (decision 065). */
  sessions: SessionLookup;
  /** Deletes a session on sign-out, and retries after a database outage (auth/session-ender.ts). */
  sessionEnder: SessionEnder;
  rentData: RentDataProvider;
  geocoder: Geocoder;
  /** Offline ZIP centroids: where a report goes when the configured geocoder is down. */
  fallbackGeocoder: Geocoder;
  evaluationWriter: EvaluationWriter;
  /** Writes negotiation letters (decision 062): the built-in writer, or a configured model that falls back to it. */
  letterWriter: LetterWriter;
  payments: PaymentsProvider;
  /** Writes the compare page's two-column summary (docs/product.md#comparison-writer). */
  comparisonWriter: ComparisonWriter;
  /** The official rent benchmarks by ZIP (built-in tables; decision 040). */
  benchmarks: RentBenchmarks;
  captcha: CaptchaVerifier;
  outbox: OutboxDispatcher;
  /** Prunes old page views, expired rate-limit counters, sent outbox rows and expired sessions on a schedule. */
  retention: RetentionJob;
  /** Origin for links in emails: PUBLIC_URL, else the address the server listens on (never a request's Host). */
  publicOrigin(): string;
  /** The report runs in progress here: refused while shutting down, waited for before the database closes. */
  reportRuns: ReportRuns;
  /** Fails runs left running by a crash or a lost database, returning their credit (at start-up, then every minute). */
  reportSweeper: ReportSweeper;
  /** The password checks of an email under attack, one at a time and a second apart (decision 080). */
  signInQueue: SignInQueue;
}

export async function createServices(options: {
  config: Config;
  db: Database;
  logger: Logger;
  publicOrigin: () => string;
}): Promise<Services> {
  const { config, db, logger, publicOrigin } = options;
  const outbox = new OutboxDispatcher(db, createMailer(config), logger, {
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
  });
  const auth = createAuth({
    db,
    logger,
    secret: config.AUTH_SECRET ?? (await getOrCreateSecret(db, 'auth_secret')),
    baseURL: config.PUBLIC_URL ?? `http://localhost:${config.PORT || 3000}`,
    secureCookies: config.NODE_ENV === 'production' || (config.PUBLIC_URL ?? '').startsWith('https://'),
    sessionDays: config.SESSION_DAYS,
    resetTokenMinutes: config.PASSWORD_RESET_MINUTES,
    passwordHashCost: config.PASSWORD_HASH_COST,
    sendResetPassword: async ({ email, name, token }) => {
      // In the account's language, to the update-password page in it (/es/update-password for a Spanish account).
      const [account] = await db.select({ language: users.language }).from(users).where(eq(users.email, email));
      const language = account?.language ?? 'en';
      const link = `${publicOrigin()}${pathInLanguage('/update-password', language)}?token=${encodeURIComponent(token)}`;
      await enqueueEmail(
        db,
        resetPasswordEmail({ to: email, name, link, minutes: config.PASSWORD_RESET_MINUTES, language }),
      );
      outbox.kick();
    },
  });
  const sessionEnder = await createSessionEnder(auth, db, logger);
  return {
    auth,
    sessions: await createSessionLookup(auth, db, sessionEnder.isEnding),
    sessionEnder,
    captcha: await createCaptcha(config, db, logger),
    outbox,
    retention: new RetentionJob(db, logger, {
      intervalMs: config.RETENTION_INTERVAL_MS,
      pageViewsDays: config.RETENTION_PAGE_VIEWS_DAYS,
      outboxSentDays: config.RETENTION_OUTBOX_SENT_DAYS,
    }),
    publicOrigin,
    reportRuns: new ReportRuns(),
    reportSweeper: new ReportSweeper(db, logger, {
      intervalMs: config.REPORT_SWEEP_INTERVAL_MS,
      olderThanMs: longestReportRun(config),
    }),
    rentData: createRentDataProvider(config, { db }),
    geocoder: createGeocoder(config),
    fallbackGeocoder: zipCentroidGeocoder(),
    evaluationWriter: createEvaluationWriter(config, logger),
    letterWriter: createLetterWriter(config, logger),
    payments: createPaymentsProvider(config, { publicOrigin }),
    comparisonWriter: createComparisonWriter(config, logger),
    benchmarks: tableBenchmarks(),
    signInQueue: new SignInQueue(db, logger),
  };
}
