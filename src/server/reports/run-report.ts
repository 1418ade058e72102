import type { Logger } from 'pino';
import { REPORT_MESSAGES } from '#core/messages';
import type { ReportForm } from '#core/report/report-form';
import type { ReportRunStage } from '#core/report/report-run-stages';
import { BENCHMARK_TO_ASKING_FACTOR } from '#core/benchmarks/rent-benchmarks';
import type { Database } from '../db/client';
import { AppError, UNAVAILABLE_ERROR_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import { isDatabaseUnavailable } from '../http/database-outage';
import type { EvaluationWriter } from '../providers/ai/evaluation-writer-port';
import type { RentBenchmarks } from '../providers/benchmarks/benchmark-port';
import type { GeocodeResult, Geocoder } from '../providers/geocoder/geocoder-port';
import { RentDataError, type RentDataProvider } from '../providers/rent-data/rent-data-port';
import { completeReportRun } from './complete-report-run';
import { failReportRun } from './fail-report-run';
import { nextStepColumns } from './report-next-step';
import { toStoredComps } from './report-comps';
import { evaluationFacts } from './report-evaluation-facts';
import { storedMarket } from '#core/valuation/stored-market';
import { compBenchmarks } from './report-market';
import { RunSweptError } from './report-run-row';
import { rentDataSubject } from './report-subject';
import { valuationOf } from './report-valuation';
import type { ReportReservation } from './reserve-report';
import { storeReportFigures } from './store-report-figures';
import { reportPath } from '#core/site/routes';

export interface ReportRunDeps {
  db: Database;
  logger: Logger;
  rentData: RentDataProvider;
  geocoder: Geocoder;
  /** Used when the configured geocoder fails: a report is not lost because a geocoding service is down. */
  fallbackGeocoder: Geocoder;
  writer: EvaluationWriter;
  /** Starts sending a just-queued email. */
  kickOutbox: () => void;
  publicOrigin: () => string;
  lookbackDays: number;
  /** The official rent benchmarks by ZIP (decision 040). */
  benchmarks: RentBenchmarks;
}

/**
 * The answer and message for a failure (docs/product.md#when-a-run-fails): provider 400 → the address message, else its
 * own; the database lost mid-run (a restart, an outage) → the 503 with Retry-After every other request answers then
 * (decision 050), not a 500.
 */
export function reportRunError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RentDataError) {
    if (error.kind === 'missing_address') return new AppError('VALIDATION', REPORT_MESSAGES.missingAddressParameters);
    return new AppError('PROVIDER_UNAVAILABLE', error.message);
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_ERROR_MESSAGE, {
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  }
  return new AppError('INTERNAL', REPORT_MESSAGES.unexpected);
}

async function geocode(deps: ReportRunDeps, form: ReportForm): Promise<GeocodeResult | null> {
  const query = { streetAddress: form.streetAddress, city: form.city, state: form.state, zipCode: form.zipCode };
  try {
    return await deps.geocoder.geocode(query);
  } catch (error) {
    deps.logger.warn({ err: error, geocoder: deps.geocoder.name }, 'geocoder failed; using ZIP centroids');
    return deps.fallbackGeocoder.geocode(query);
  }
}

/**
 * The report run's stages after the reservation (docs/product.md#run-stages), on the server, once reserveReport took
 * the credit and inserted the row: geocode → comparables → score (core) → store fields and comps → evaluation →
 * complete. `onStage` hears each stage as it starts (the loading overlay follows it). A failure gives the credit back,
 * marks the row failed, writes error_log with its context and throws the AppError to answer with.
 */
export async function runReport(options: {
  deps: ReportRunDeps;
  userId: string;
  form: ReportForm;
  reservation: ReportReservation;
  requestId?: string;
  onStage?: (stage: ReportRunStage) => void;
}): Promise<void> {
  const { deps, userId, form, reservation } = options;
  let stage: ReportRunStage = 'address';
  const enter = (next: ReportRunStage) => {
    stage = next;
    options.onStage?.(next);
  };
  try {
    enter('address');
    const point = await geocode(deps, form);

    enter('comps');
    // Each provider keeps its own time limit (RENT_DATA_TIMEOUT_MS) and says so in its error.
    const found = await deps.rentData.findComparables(rentDataSubject(form, point));
    const area = deps.benchmarks.lookup({ zip: form.zipCode, state: form.state, city: form.city });
    const market = storedMarket(area, BENCHMARK_TO_ASKING_FACTOR);
    const stored = toStoredComps(found.comparables, compBenchmarks(deps.benchmarks, area));

    enter('scoring');
    const valuation = valuationOf(
      {
        rent: Math.round(form.rentAmount * 100),
        scoredRent: nextStepColumns(form).scoredRent,
        sqft: Math.round(form.sqFt),
        qualityLevel: form.qualityLevel,
        amenitiesLevel: form.amenitiesLevel,
        bedrooms: form.bedrooms,
        bathrooms: form.baths,
        benchmarks: market,
        compsWindowTo: found.window.to.slice(0, 10),
      },
      stored,
    );

    enter('report');
    await storeReportFigures(deps.db, { transactionId: reservation.id, form, point, found, market, stored, valuation });

    enter('evaluation');
    const evaluation = await deps.writer.write(
      evaluationFacts(form, valuation, found, stored, deps.lookbackDays, market),
      { language: reservation.language },
    );

    enter('completing');
    const link = `${deps.publicOrigin()}${reportPath(reservation.id)}`;
    const charged = await completeReportRun(deps.db, { userId, form, reservation, valuation, evaluation, link });
    if (charged) deps.kickOutbox();
  } catch (cause) {
    if (cause instanceof RunSweptError) {
      // The sweep wrote error_log and returned the credit; this late end only tells the renter.
      deps.logger.warn({ stage, transactionId: reservation.id }, `report run ended after the sweep: ${cause.message}`);
      throw new AppError('SERVICE_UNAVAILABLE', REPORT_MESSAGES.runStopped);
    }
    const answer = reportRunError(cause);
    const message = cause instanceof Error ? cause.message : String(cause);
    deps.logger.error({ err: cause, stage, transactionId: reservation.id }, 'report run failed');
    await failReportRun(deps.db, deps.logger, {
      transactionId: reservation.id,
      userId,
      answer: answer.message,
      message,
      context: { page: '/research', stage, form, answer: answer.message },
      requestId: options.requestId ?? null,
      logWhenSettled: true,
    });
    throw answer;
  }
}
