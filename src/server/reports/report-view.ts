import type { DroppedCounts, RangeVerdict } from '../../core';
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
  comps: ReportComp[];
  /** Only for the owner: the share link token, null when not shared. Absent on a shared (read-only) view. */
  share?: { token: string | null };
  readOnly: boolean;
}
