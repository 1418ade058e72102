import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { EvaluationFacts } from '#core/evaluation-facts';
import { REPORT_MESSAGES } from '#core/messages';
import { median } from '#core/median';
import type { ReportForm } from '#core/report-form';
import type { ReportRunStage } from '#core/report-run-stages';
import { rentPercentile } from '#core/rent-percentile';
import { type Valuation } from '#core/valuation';
import { queryRows, type Database } from '../db/client';
import { comps as compsTable, errorLog, transactions, users } from '../db/schema';
import { AppError, UNAVAILABLE_ERROR_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import { isDatabaseUnavailable } from '../http/database-outage';
import { enqueueEmail } from '../jobs/outbox';
import type { EvaluationWriter } from '../providers/ai/evaluation-writer-port';
import type { GeocodeResult, Geocoder } from '../providers/geocoder/geocoder-port';
import { RentDataError, type ComparablesResult, type RentDataProvider } from '../providers/rent-data/rent-data-port';
import { toStoredComps, type StoredComp } from './report-comps';
import { reportEmail } from './report-email';
import type { ReportReservation } from './reserve-report';
import { reportAddress, rentDataSubject } from './report-subject';
import { valuationOf } from './report-valuation';
import { compBenchmarks, storedMarket, type StoredMarket } from './report-market';
import { benchmarkFigures } from '#core/benchmark-figures';
import { parseBedrooms } from '#core/listing-text';
import { BENCHMARK_TO_ASKING_FACTOR } from '#core/rent-benchmarks';
import type { RentBenchmarks } from '../providers/benchmarks/benchmark-port';
import { redactErrorText } from '../redact-error';

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
  /** The official rent benchmarks by ZIP (issue 12). */
  benchmarks: RentBenchmarks;
}

/**
 * Thrown inside a run that finds its row no longer `running`: the sweep failed it (it outlived the longest possible
 * run) and gave the credit back, so the run stops without writing anything or touching the credit again.
 */
class RunSweptError extends Error {
  override name = 'RunSweptError';
}

/**
 * The answer and message for a failure (SPEC §8 "Report"): provider 400 → the address message, else its own; the
 * database lost mid-run (a restart, an outage) → the 503 with Retry-After every other request answers then
 * (decision 050), not a 500.
 */
export function reportRunError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RentDataError) {
    if (error.kind === 'missing_address') return new AppError('VALIDATION', REPORT_MESSAGES.missingAddressParameters);
    return new AppError('PROVIDER_UNAVAILABLE', error.message);
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_ERROR_MESSAGE, { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });
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

function evaluationFacts(
  form: ReportForm,
  valuation: Valuation,
  found: ComparablesResult,
  stored: readonly StoredComp[],
  lookbackDays: number,
  market: StoredMarket,
): EvaluationFacts {
  const used = valuation.comps;
  const estimate = valuation.estimate;
  const factor = valuation.adjustment_factor ?? 1;
  const official = benchmarkFigures(market.area, parseBedrooms(form.bedrooms) ?? 0, form.rentAmount)[0];
  return {
    address: reportAddress(form),
    rent: form.rentAmount,
    bedrooms: form.bedrooms,
    baths: form.baths,
    sqft: form.sqFt,
    buildingType: form.buildingType,
    qualityLevel: form.qualityLevel,
    amenitiesLevel: form.amenitiesLevel,
    valueScore: valuation.value_score,
    marketPrice: valuation.market_price,
    minPrice: valuation.min_price,
    maxPrice: valuation.max_price,
    medianRent: valuation.median_rent,
    percentageDifference: valuation.percentage_difference,
    verdict: valuation.verdict,
    askingPricePerSqft: valuation.asking_price_per_sqft,
    medianPricePerSqft: valuation.median_price_per_sqft,
    expectedPricePerSqft: valuation.expected_price_per_sqft,
    adjustmentFactor: valuation.adjustment_factor,
    medianCompSqft: median(used.map((c) => c.sqft)),
    compsFound: stored.length,
    compsUsed: used.length,
    dropped: valuation.dropped,
    radiusMiles: found.radiusMiles,
    lookbackDays,
    askingPercentile: rentPercentile(form.rentAmount, used.map((c) => c.price)),
    dataSource: found.provider,
    isSample: found.isSample,
    confidence: estimate?.confidence.level ?? null,
    confidenceReasons: estimate?.confidence.reasons ?? [],
    compsEstimate: estimate?.compsEstimate ? Math.round(estimate.compsEstimate * factor * 100) / 100 : null,
    benchmark: official
      ? { name: official.name, area: official.area, release: official.release, rent: official.rent }
      : null,
  };
}

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : Math.round(dollars * 100);

/**
 * SPEC §4 "Report run" steps 2 to 8 on the server, after reserveReport took the credit and inserted the row:
 * geocode → comparables → score (core) → store fields and comps → evaluation → complete. `onStage` hears each
 * stage as it starts (the loading overlay follows it). A failure gives the credit back, marks the row failed,
 * writes error_log with its context and throws the AppError to answer with.
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
  const { db } = deps;
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
    const windowTo = found.window.to.slice(0, 10);

    enter('scoring');
    const valuation = valuationOf(
      {
        rent: Math.round(form.rentAmount * 100),
        sqft: Math.round(form.sqFt),
        qualityLevel: form.qualityLevel,
        amenitiesLevel: form.amenitiesLevel,
        bedrooms: form.bedrooms,
        bathrooms: form.baths,
        benchmarks: market,
        compsWindowTo: windowTo,
      },
      stored,
    );

    enter('report');
    await db.transaction(async (tx) => {
      const [stillRunning] = await tx
        .update(transactions)
        .set({
          valueScore: valuation.value_score,
          askingPrice: cents(valuation.asking_price),
          marketPrice: cents(valuation.market_price),
          minPrice: cents(valuation.min_price),
          maxPrice: cents(valuation.max_price),
          medianRent: cents(valuation.median_rent),
          percentageDifference: valuation.percentage_difference,
          mapQueryAddress: reportAddress(form),
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
          geocodePrecision: point?.precision ?? null,
          dataSource: found.provider,
          compsRadiusMiles: found.radiusMiles,
          compsWindowFrom: found.window.from.slice(0, 10),
          compsWindowTo: windowTo,
          benchmarks: market,
          providerMedianRent: cents(found.providerRent ?? found.medianRent),
        })
        .where(runningRow(reservation.id))
        .returning({ id: transactions.id });
      if (!stillRunning) throw new RunSweptError('the sweep failed this run before its figures were stored');
      await tx.delete(compsTable).where(eq(compsTable.transactionId, reservation.id));
      if (stored.length > 0) {
        await tx.insert(compsTable).values(
          stored.map((c) => ({
            transactionId: reservation.id,
            address: c.address,
            price: Math.round(c.price * 100),
            bedrooms: c.bedrooms,
            baths: c.baths,
            sqft: c.sqft,
            latitude: c.latitude,
            longitude: c.longitude,
            distanceMiles: c.distanceMiles,
            listedAt: c.listedAt,
            source: c.source,
            zip: c.zip,
            benchmarkRent: cents(c.benchmarkRent),
            correlation: c.correlation,
          })),
        );
      }
    });

    enter('evaluation');
    const facts = evaluationFacts(form, valuation, found, stored, deps.lookbackDays, market);
    const evaluation = await deps.writer.write(facts);

    enter('completing');
    // A report without a Value Score (fewer than 4 usable comparables) costs nothing: the credit goes back.
    const charged = reservation.creditUsed && valuation.status === 'scored';
    await db.transaction(async (tx) => {
      // Only a row still running completes: one the sweep already failed (credit returned) stays failed.
      const [completed] = await tx
        .update(transactions)
        .set({ aiEvaluationSummary: evaluation.text, evaluationSource: evaluation.source, status: 'complete', creditUsed: charged })
        .where(runningRow(reservation.id))
        .returning({ id: transactions.id });
      if (!completed) throw new RunSweptError('the sweep failed this run before it completed');
      const [profile] = await tx
        .update(users)
        .set({
          reportCount: sql`${users.reportCount} + 1`,
          ...(reservation.creditUsed && !charged ? { credits: sql`${users.credits} + 1` } : {}),
        })
        .where(eq(users.id, userId))
        .returning({ email: users.email, firstName: users.firstName });
      if (charged && profile) {
        await enqueueEmail(
          tx,
          reportEmail({
            to: profile.email,
            firstName: profile.firstName,
            link: `${deps.publicOrigin()}/report/${reservation.id}`,
            figures: {
              address: reportAddress(form),
              rent: form.rentAmount,
              valueScore: valuation.value_score,
              marketPrice: valuation.market_price,
              minPrice: valuation.min_price,
              maxPrice: valuation.max_price,
              compsUsed: valuation.comp_count,
            },
          }),
        );
      }
    });
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

/** The run's row, only while it is still running (not failed by the sweep meanwhile). */
function runningRow(id: string) {
  return sql`${transactions.id} = ${id} and ${transactions.status} = 'running'`;
}

export interface ReportRunFailure {
  transactionId: string;
  userId: string;
  /** Stored on the row as its error (shown to the renter). */
  answer: string;
  /** error_log's message: what went wrong inside. */
  message: string;
  /** error_log's context. */
  context: Record<string, unknown>;
  requestId: string | null;
  /**
   * Write error_log even when the row is no longer pending or running. A run's own failure is worth logging
   * whatever the row says; a sweep that lost the race to another sweep (or to the run's end) logs nothing.
   */
  logWhenSettled: boolean;
  /**
   * Pass over a row another transaction holds (`skip locked`, the sweep's way, as every background job's): that
   * transaction — another sweep, or the run itself ending — settles it. A run's own failure waits for the lock.
   */
  skipLocked?: boolean;
}

/**
 * The one way a report run ends in failure, for the run itself and for the sweep (report-sweeper.ts): in one
 * transaction, lock the row; if it is still pending or running, mark it failed and give back the credit it took
 * (credit_used, then false); write error_log. The row lock and the status check make it once-only: a second sweep
 * passes over the locked row or finds it settled, and a run ending while it is being swept finds it failed; neither
 * returns a credit again. Resolves true when this call failed the row; never throws (a failure to record is logged).
 */
export async function failReportRun(db: Database, logger: Logger, failure: ReportRunFailure): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await queryRows<{ status: string; credit_used: boolean }>(
        tx,
        sql`select status, credit_used from transactions where id = ${failure.transactionId}
            for update ${failure.skipLocked ? sql`skip locked` : sql``}`,
      );
      const open = row !== undefined && (row.status === 'running' || row.status === 'pending');
      if (open) {
        await tx
          .update(transactions)
          .set({ status: 'failed', error: failure.answer, creditUsed: false })
          .where(eq(transactions.id, failure.transactionId));
        if (row.credit_used) {
          await tx.update(users).set({ credits: sql`${users.credits} + 1` }).where(eq(users.id, failure.userId));
        }
      }
      if (open || failure.logWhenSettled) {
        await tx.insert(errorLog).values({
          userId: failure.userId,
          transactionId: failure.transactionId,
          errorMessage: redactErrorText(failure.message).slice(0, 2000),
          context: failure.context,
          requestId: failure.requestId,
        });
      }
      return open;
    });
  } catch (error) {
    logger.error({ err: error, transactionId: failure.transactionId }, 'could not record a failed report run');
    return false;
  }
}
