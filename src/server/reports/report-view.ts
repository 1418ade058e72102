import type { DroppedCounts } from '#core/comps-filter';
import type { RangeVerdict } from '#core/expected-range';
import type { BenchmarkFigure } from '#core/benchmark-figures';
import type { Confidence } from '#core/market-estimate';
import type { CompFigures } from './report-comps';

// What GET /api/reports/:id (and the shared link, and POST /api/reports) answer: one report as the report page
// shows it. Money in dollars (cents kept), sqft whole, scores as stored (2 decimals).

export interface ReportComp extends CompFigures {
  /** ISO date. */
  listedAt: string | null;
  /** True when the comparables filter (SPEC §5) kept it for the score and charts. */
  used: boolean;
}

export interface ReportListing {
  url: string | null;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  rent: number;
  /** Form labels: '0'..'5', '6+'; '1', '2', '3+'. */
  bedrooms: string;
  bathrooms: string;
  sqft: number;
  buildingType: 'apartment' | 'house';
  qualityLevel: number;
  amenitiesLevel: number;
}

export interface ReportValuation {
  /** Stored score, 1 to 10 with 2 decimals; null when there was not enough data. */
  valueScore: number | null;
  /** The score as the research page shows it: clamped to 2..8.5 (SPEC §9). */
  displayScore: number | null;
  askingPrice: number;
  marketPrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  medianRent: number | null;
  percentageDifference: number | null;
  verdict: RangeVerdict | null;
  askingPricePerSqft: number | null;
  expectedPricePerSqft: number | null;
  medianPricePerSqft: number | null;
  adjustmentFactor: number | null;
  /** How far to trust the expected rent (issue 12); null when there is no expected rent. */
  confidence: { level: Confidence; label: string; reasons: string[] } | null;
  /** What the expected rent stands on: the comps, the comps and the benchmark prior, or the benchmark alone. */
  basis: 'comps' | 'comps_and_benchmark' | 'benchmark' | null;
  /** Why there is no Value Score, in plain words; null when there is one. */
  noScoreReason: string | null;
}

export interface ReportEvidence {
  dataSource: string | null;
  isSample: boolean;
  compsFound: number;
  compsUsed: number;
  dropped: DroppedCounts;
  radiusMiles: number | null;
  lookbackDays: number;
  /** ISO dates of the comparables' window. */
  windowFrom: string | null;
  windowTo: string | null;
  askingPercentile: number | null;
  /** How precisely the address was placed: rooftop, street, zip, city or state. */
  geocodePrecision: string | null;
  /** The comps alone (similarity-weighted median of the adjusted rents, before the condition factor). */
  compsEstimate: number | null;
  /** The official benchmark alone (before the condition factor). */
  benchmarkEstimate: number | null;
  /** Share of the expected rent that comes from the comps, 0 to 1. */
  compsShare: number | null;
  /** The rent-data provider's own estimate or median, kept beside ours. */
  providerRent: number | null;
  /** Said plainly when the comps and the benchmarks are more than 35% apart; null otherwise. */
  benchmarkDisagreement: string | null;
}

export interface ReportBenchmarks {
  heading: string;
  figures: BenchmarkFigure[];
  explainer: string;
  source: string;
}

export interface ReportView {
  id: string;
  status: 'pending' | 'running' | 'complete' | 'failed';
  createdAt: string;
  listing: ReportListing;
  mapQueryAddress: string;
  latitude: number | null;
  longitude: number | null;
  valuation: ReportValuation;
  /** The evaluation text, only when valid (SPEC §5 AI text validity); source says who wrote it. */
  evaluation: { text: string | null; source: 'builtin' | 'ai' | null };
  evidence: ReportEvidence;
  /** The official rent benchmarks of the listing's ZIP (issue 12); null for a report run before they existed. */
  benchmarks: ReportBenchmarks | null;
  comps: ReportComp[];
  /** Only for the owner: the share link token, null when not shared. Absent on a shared (read-only) view. */
  share?: { token: string | null };
  readOnly: boolean;
}
