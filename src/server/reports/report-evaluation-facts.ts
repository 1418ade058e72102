import { benchmarkAreaText, benchmarkFigures } from '#core/benchmarks/benchmark-figures';
import type { EvaluationFacts } from '#core/writing/evaluation-facts';
import { parseBedrooms } from '#core/listings/listing-text';
import { median } from '#core/primitives/median';
import { moveInSpecialsOf, renewalCurrentRentOf } from '#core/report/report-form-values';
import { type ReportForm } from '#core/report/report-form';
import { scoredRentOf } from '#core/valuation/scored-rent';
import { rentPercentile } from '#core/valuation/rent-percentile';
import type { Valuation } from '#core/valuation/valuation';
import type { ComparablesResult } from '../providers/rent-data/rent-data-port';
import type { StoredComp } from './report-comps';
import type { StoredMarket } from '#core/valuation/stored-market';
import { reportAddress } from './report-subject';

/** What the evaluation writer is told about a run's report: the form, the scoring, the comps and the market. */
export function evaluationFacts(
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
  const scored = scoredRentOf({
    rent: form.rentAmount,
    specials: moveInSpecialsOf(form),
    renewalCurrentRent: renewalCurrentRentOf(form),
  });
  const official = benchmarkFigures(market.area, parseBedrooms(form.bedrooms) ?? 0, scored.amount)[0];
  return {
    address: reportAddress(form),
    rent: scored.amount,
    rentKind: scored.kind,
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
    askingPercentile: rentPercentile(
      scored.amount,
      used.map((c) => c.price),
    ),
    dataSource: found.provider,
    isSample: found.isSample,
    confidence: estimate?.confidence.level ?? null,
    confidenceReasons: estimate?.confidence.reasons ?? [],
    compsEstimate: estimate?.compsEstimate ? Math.round(estimate.compsEstimate * factor * 100) / 100 : null,
    benchmark: official
      ? {
          name: official.name,
          // The writers take the area as text, worded in English as before (the Spanish writers quote it as it is).
          area: benchmarkAreaText(official.area, 'en'),
          release: official.release,
          rent: official.rent,
        }
      : null,
  };
}
