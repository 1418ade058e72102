import type { ConfidenceReason } from '../valuation/confidence-reasons';
import type { DroppedCounts } from '../valuation/comps-filter';
import type { RangeVerdict } from '../valuation/expected-range';
import { evaluationLabel, amenitiesLabel, qualityLabel } from '../compare/compare-labels';
import { MIN_COMPS } from '../constants';
import { roundTo } from '../primitives/round';
import type { ScoredRentKind } from '../valuation/scored-rent';
import { displayScore } from '../valuation/value-score';
import type { EvaluationFacts } from './evaluation-facts';
import {
  askingPricePerSqft,
  differenceFrom,
  factorOf,
  isPositive,
  marketDifference,
  shownPercent,
  verdictOf,
} from './evaluation-phrases';
import { isFigure, oneLine } from './writer-text';

// What the evaluation says, decided once for every language (issue 35: one writer per idea). planEvaluation reads a
// report's figures and picks, for the paragraph and each bullet, which statement applies and the figures it cites;
// a phrasebook per language (evaluation-phrasebook-en.ts, es/evaluation-phrasebook-es.ts) only words each statement.
// A rule changes here, once, and reads the same in both languages.

/** The listing as a sentence names it: its type, its bedrooms, and its address on one line ('' when none). */
export interface ListingPlan {
  readonly house: boolean;
  /** '0' is a studio; digits, or digits and '+'; anything else is not named. */
  readonly bedrooms: { readonly kind: 'studio' } | { readonly kind: 'count'; readonly count: string } | null;
  readonly address: string;
}

/** Which rent is spoken of (the asking rent, the net effective rent, the offered renewal rent). */
type RentPlan = { readonly rent: number; readonly rentKind: ScoredRentKind };

export type ParagraphPlan =
  | (RentPlan & {
      readonly kind: 'scored';
      readonly listing: ListingPlan;
      /** Percent from the expected rent; null when there is no expected rent to compare with. */
      readonly difference: number | null;
      /** The expected rent, when positive. */
      readonly expected: number | null;
      readonly place: RangeVerdict | null;
      /** The English label of the verdict ("Better Value"); each phrasebook has its own words for it. */
      readonly label: string;
      readonly score: number;
    })
  | (RentPlan & {
      readonly kind: 'unscored';
      readonly listing: ListingPlan;
      readonly rentShown: boolean;
      readonly reason:
        | { readonly kind: 'needsRentAndSize' }
        | { readonly kind: 'noneFound'; readonly radiusMiles: number | null }
        | { readonly kind: 'noneUsable'; readonly found: number }
        | { readonly kind: 'someUsable'; readonly used: number; readonly found: number }
        | { readonly kind: 'fewFound'; readonly used: number };
      readonly minComps: number;
      /** The rent against the median of the comps used, a rough guide; null when it cannot be said. */
      readonly median: { readonly difference: number; readonly median: number; readonly oneComp: boolean } | null;
    });

export type RangePlan = RentPlan &
  (
    | {
        readonly kind: 'benchmarkOnly';
        readonly market: number;
        readonly min: number;
        readonly max: number;
        readonly place: RangeVerdict;
      }
    | { readonly kind: 'noRange'; readonly why: 'unscorable' | 'fewComps'; readonly minComps: number }
    | {
        readonly kind: RangeVerdict;
        readonly min: number;
        readonly max: number;
        /** How far over the top or under the bottom (0 when within). */
        readonly gap: number;
        readonly market: number | null;
      }
  );

export type PricePerSqftPlan =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'noMedian'; readonly asking: number }
  | {
      readonly kind: 'compared';
      readonly asking: number;
      readonly difference: number;
      readonly median: number;
      readonly expected: number | null;
    };

export type SizePlan =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'noCompSizes'; readonly sqft: number }
  | { readonly kind: 'same'; readonly sqft: number; readonly median: number }
  | {
      readonly kind: 'larger' | 'smaller';
      readonly sqft: number;
      readonly median: number;
      readonly difference: number;
    };

/** A level of the form and its English name when it has one ("Above Average"); the phrasebooks word it. */
export type LevelPlan = { readonly level: number; readonly label: string | null };

export type ConditionPlan = { readonly quality: LevelPlan; readonly amenities: LevelPlan } & (
  | { readonly kind: 'unweighed' }
  | { readonly kind: 'wouldAdjust'; readonly signed: string }
  | { readonly kind: 'adjustsTo'; readonly signed: string; readonly market: number }
  | { readonly kind: 'adjusts'; readonly signed: string }
  | { readonly kind: 'staysAtMedian'; readonly signed: string; readonly median: number }
  | { readonly kind: 'fromMedian'; readonly signed: string; readonly median: number; readonly market: number }
);

export interface EvidencePlan {
  /** 'listings' or 'rentcast' when named (never for sample data); null otherwise. */
  readonly source: string | null;
  readonly radiusMiles: number | null;
  readonly lookbackDays: number;
  readonly found: number;
  readonly used: number;
  readonly dropped: DroppedCounts;
  /** Share of the comps used below the rent (0 to 100, whole), and whether there was one comp. */
  readonly position: (RentPlan & { readonly percentile: number; readonly oneComp: boolean }) | null;
  readonly sample: boolean;
  readonly benchmark: {
    readonly name: string;
    readonly area: string;
    readonly release: string;
    readonly rent: number;
  } | null;
  /** The confidence level and its reasons (ids with their figures: valuation/confidence-reasons.ts words them). */
  readonly confidence: {
    readonly level: 'high' | 'medium' | 'low';
    readonly reasons: readonly ConfidenceReason[];
  } | null;
}

export type NegotiationPlan =
  | { readonly kind: 'askTop'; readonly max: number; readonly gap: number; readonly median: number | null }
  | { readonly kind: 'askExpected'; readonly market: number; readonly median: number | null }
  | { readonly kind: 'moveQuickly' }
  | { readonly kind: 'negotiateTerms' }
  | { readonly kind: 'citeMedian'; readonly median: number }
  | { readonly kind: 'askForRents' };

export interface EvaluationPlan {
  readonly paragraph: ParagraphPlan;
  readonly range: RangePlan;
  readonly pricePerSqft: PricePerSqftPlan;
  readonly size: SizePlan;
  readonly condition: ConditionPlan;
  readonly evidence: EvidencePlan;
  readonly negotiation: NegotiationPlan;
}

function listingOf(facts: EvaluationFacts): ListingPlan {
  const bedrooms = facts.bedrooms.trim();
  return {
    house: facts.buildingType === 'house',
    bedrooms:
      bedrooms === '0' ? { kind: 'studio' } : /^\d+\+?$/.test(bedrooms) ? { kind: 'count', count: bedrooms } : null,
    address: oneLine(facts.address),
  };
}

function rentOf(facts: EvaluationFacts): RentPlan {
  return { rent: facts.rent, rentKind: facts.rentKind ?? 'asking' };
}

function paragraphPlan(facts: EvaluationFacts): ParagraphPlan {
  const listing = listingOf(facts);
  if (isFigure(facts.valueScore)) {
    const score = displayScore(facts.valueScore);
    const place = verdictOf(facts);
    return {
      kind: 'scored',
      ...rentOf(facts),
      listing,
      difference: marketDifference(facts),
      expected: isPositive(facts.marketPrice) ? facts.marketPrice : null,
      place,
      // The label follows the range verdict (decision 079), so a listing over its range never rates Fair or Better.
      label: evaluationLabel(score, place) ?? 'Fair Value',
      score,
    };
  }
  let reason: Extract<ParagraphPlan, { kind: 'unscored' }>['reason'];
  if (facts.compsUsed >= MIN_COMPS) reason = { kind: 'needsRentAndSize' };
  else if (facts.compsFound === 0) reason = { kind: 'noneFound', radiusMiles: facts.radiusMiles };
  else if (facts.compsUsed === 0) reason = { kind: 'noneUsable', found: facts.compsFound };
  else if (facts.compsFound > facts.compsUsed)
    reason = { kind: 'someUsable', used: facts.compsUsed, found: facts.compsFound };
  else reason = { kind: 'fewFound', used: facts.compsUsed };
  const difference = differenceFrom(facts.rent, facts.medianRent);
  return {
    kind: 'unscored',
    ...rentOf(facts),
    listing,
    rentShown: isPositive(facts.rent),
    reason,
    minComps: MIN_COMPS,
    median:
      difference === null || !isPositive(facts.rent) || !isPositive(facts.medianRent)
        ? null
        : { difference, median: facts.medianRent, oneComp: facts.compsUsed === 1 },
  };
}

/**
 * Too few comps for a score, but the official benchmarks give an expected rent and range (Low confidence): the range
 * bullet then places the rent against them as a rough guide.
 */
function rangePlan(facts: EvaluationFacts, scored: boolean): RangePlan {
  const verdict = verdictOf(facts);
  const rent = rentOf(facts);
  if (verdict !== null && isFigure(facts.minPrice) && isFigure(facts.maxPrice)) {
    if (!scored && isPositive(facts.marketPrice))
      return {
        kind: 'benchmarkOnly',
        ...rent,
        market: facts.marketPrice,
        min: facts.minPrice,
        max: facts.maxPrice,
        place: verdict,
      };
    if (scored) {
      const gap =
        verdict === 'above' ? facts.rent - facts.maxPrice : verdict === 'below' ? facts.minPrice - facts.rent : 0;
      const market = isPositive(facts.marketPrice) ? facts.marketPrice : null;
      return { kind: verdict, ...rent, min: facts.minPrice, max: facts.maxPrice, gap, market };
    }
  }
  return {
    kind: 'noRange',
    ...rent,
    why: facts.compsUsed >= MIN_COMPS ? 'unscorable' : 'fewComps',
    minComps: MIN_COMPS,
  };
}

function pricePerSqftPlan(facts: EvaluationFacts): PricePerSqftPlan {
  const asking = askingPricePerSqft(facts);
  if (asking === null) return { kind: 'unknown' };
  const difference = differenceFrom(asking, facts.medianPricePerSqft);
  if (difference === null || !isPositive(facts.medianPricePerSqft)) return { kind: 'noMedian', asking };
  return {
    kind: 'compared',
    asking,
    difference,
    median: facts.medianPricePerSqft,
    expected: isPositive(facts.expectedPricePerSqft) ? facts.expectedPricePerSqft : null,
  };
}

function sizePlan(facts: EvaluationFacts): SizePlan {
  if (!isPositive(facts.sqft)) return { kind: 'unknown' };
  const difference = differenceFrom(facts.sqft, facts.medianCompSqft);
  if (difference === null || !isPositive(facts.medianCompSqft)) return { kind: 'noCompSizes', sqft: facts.sqft };
  const median = facts.medianCompSqft;
  if (shownPercent(difference) === 0) return { kind: 'same', sqft: facts.sqft, median };
  return { kind: difference > 0 ? 'larger' : 'smaller', sqft: facts.sqft, median, difference };
}

function conditionPlan(facts: EvaluationFacts, scored: boolean): ConditionPlan {
  const levels = {
    quality: { level: facts.qualityLevel, label: qualityLabel(facts.qualityLevel) },
    amenities: { level: facts.amenitiesLevel, label: amenitiesLabel(facts.amenitiesLevel) },
  };
  const factor = factorOf(facts);
  if (factor === null) return { ...levels, kind: 'unweighed' };
  const change = roundTo((factor - 1) * 100, 1);
  const signed = change === 0 ? '±0%' : `${change > 0 ? '+' : '-'}${Math.abs(change)}%`;
  if (!scored) return { ...levels, kind: 'wouldAdjust', signed };
  if (isPositive(facts.compsEstimate) && isPositive(facts.marketPrice) && isFigure(facts.adjustmentFactor)) {
    // The expected rent comes from the adjusted comps (and the benchmark), not the raw median.
    return { ...levels, kind: 'adjustsTo', signed, market: facts.marketPrice };
  }
  if (!isPositive(facts.medianRent) || !isPositive(facts.marketPrice)) return { ...levels, kind: 'adjusts', signed };
  return change === 0
    ? { ...levels, kind: 'staysAtMedian', signed, median: facts.medianRent }
    : { ...levels, kind: 'fromMedian', signed, median: facts.medianRent, market: facts.marketPrice };
}

const NAMED_SOURCES: ReadonlySet<string> = new Set(['listings', 'rentcast']);

function evidencePlan(facts: EvaluationFacts): EvidencePlan {
  const benchmark = facts.benchmark;
  return {
    source: !facts.isSample && NAMED_SOURCES.has(facts.dataSource) ? facts.dataSource : null,
    radiusMiles: facts.radiusMiles,
    lookbackDays: facts.lookbackDays,
    found: facts.compsFound,
    used: facts.compsUsed,
    dropped: facts.dropped,
    position:
      isFigure(facts.askingPercentile) && facts.compsUsed > 0
        ? { ...rentOf(facts), percentile: roundTo(facts.askingPercentile, 0), oneComp: facts.compsUsed === 1 }
        : null,
    sample: facts.isSample,
    benchmark: benchmark && isPositive(benchmark.rent) ? { ...benchmark, area: oneLine(benchmark.area) } : null,
    confidence: facts.confidence
      ? {
          level: facts.confidence,
          reasons: facts.confidenceReasons ?? [],
        }
      : null,
  };
}

function negotiationPlan(facts: EvaluationFacts, scored: boolean): NegotiationPlan {
  const verdict = verdictOf(facts);
  const median = isPositive(facts.medianRent) ? facts.medianRent : null;
  if (scored && verdict === 'above' && isFigure(facts.maxPrice))
    return { kind: 'askTop', max: facts.maxPrice, gap: facts.rent - facts.maxPrice, median };
  if (scored && verdict === 'within' && isPositive(facts.marketPrice) && facts.rent > facts.marketPrice)
    return { kind: 'askExpected', market: facts.marketPrice, median };
  if (scored && verdict === 'below') return { kind: 'moveQuickly' };
  if (scored) return { kind: 'negotiateTerms' };
  if (median !== null && facts.rent > median) return { kind: 'citeMedian', median };
  return { kind: 'askForRents' };
}

/** What the evaluation says, for any language (docs/product.md#evaluation-writer). */
export function planEvaluation(facts: EvaluationFacts): EvaluationPlan {
  const scored = isFigure(facts.valueScore);
  return {
    paragraph: paragraphPlan(facts),
    range: rangePlan(facts, scored),
    pricePerSqft: pricePerSqftPlan(facts),
    size: sizePlan(facts),
    condition: conditionPlan(facts, scored),
    evidence: evidencePlan(facts),
    negotiation: negotiationPlan(facts, scored),
  };
}
