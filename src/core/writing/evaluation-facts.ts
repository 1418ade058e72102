import type { ConfidenceReason } from '../valuation/confidence-reasons';
import type { DroppedCounts } from '../valuation/comps-filter';
import type { RangeVerdict } from '../valuation/expected-range';
import type { ScoredRentKind } from '../valuation/scored-rent';

// The figures a report's evaluation is written from (docs/product.md#evaluation-writer). The built-in writer turns
// them into text; the AI adapter sends only these figures to a model. Money in whole dollars (cents allowed).

export interface EvaluationFacts {
  /** Street, city, state and zip joined. */
  readonly address: string;
  readonly rent: number;
  /** Which rent `rent` is (absent: the asking rent); the texts name it. */
  readonly rentKind?: ScoredRentKind;
  /** The form's labels: '0'..'5', '6+' and '1', '2', '3+'. */
  readonly bedrooms: string;
  readonly baths: string;
  readonly sqft: number;
  readonly buildingType: 'apartment' | 'house';
  readonly qualityLevel: number;
  readonly amenitiesLevel: number;
  /** Null when fewer than 4 usable comps (no score). */
  readonly valueScore: number | null;
  readonly marketPrice: number | null;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly medianRent: number | null;
  readonly percentageDifference: number | null;
  readonly verdict: RangeVerdict | null;
  readonly askingPricePerSqft: number | null;
  readonly medianPricePerSqft: number | null;
  readonly expectedPricePerSqft: number | null;
  readonly adjustmentFactor: number | null;
  /** Median sqft of the comps used, null when none. */
  readonly medianCompSqft: number | null;
  /** Comparables the provider returned, and those the filter kept. */
  readonly compsFound: number;
  readonly compsUsed: number;
  readonly dropped: DroppedCounts;
  readonly radiusMiles: number | null;
  readonly lookbackDays: number;
  /** Share of used comps priced below the asking rent (ties count half), 0 to 100; null when no comps. */
  readonly askingPercentile: number | null;
  readonly dataSource: string;
  readonly isSample: boolean;
  /** How far to trust the expected rent, and why not more; absent on reports made before it was rated. */
  readonly confidence?: 'high' | 'medium' | 'low' | null;
  readonly confidenceReasons?: readonly ConfidenceReason[];
  /** The comps alone (adjusted to the listing, similarity-weighted median), condition factor applied. */
  readonly compsEstimate?: number | null;
  /** The most local official benchmark for the bedroom count: its name, area, release and monthly gross rent. */
  readonly benchmark?: {
    readonly name: string;
    readonly area: string;
    readonly release: string;
    readonly rent: number;
  } | null;
}
