import type { BenchmarkFigure } from '#core/benchmark-figures';
import type { EvaluationLabel } from '#core/compare-labels';
import type { LatLng } from '#core/map-centre';

// What the compare API answers (SPEC §2 Compare): the renter's own reports in the order of the ids, with the figures
// and words the comparison table shows, worked out once here from core rules so the page only lays them out.
// Money in dollars.

export interface CompareProperty {
  id: string;
  /** 'A', 'B', …: the map marker and the column. */
  letter: string;
  /** 'Property A', …: the column heading and the name the summary uses. */
  label: string;
  /** Street, city, state and zip on one line. */
  address: string;
  streetAddress: string;
  url: string | null;
  rent: number;
  /** Rent times 12. */
  costPerYear: number;
  /** Form labels: '0'..'5', '6+'; '1', '2', '3+'. */
  bedrooms: string;
  bathrooms: string;
  sqft: number;
  pricePerSqft: number | null;
  buildingType: 'apartment' | 'house';
  /** 'Apartment/Condo' or 'House'. */
  propertyType: string;
  qualityLevel: number;
  /** 'Budget' … 'Luxury' (SPEC §9 comparison labels). */
  condition: string;
  amenitiesLevel: number;
  /** 'Minimal' … 'High'. */
  amenities: string;
  /** As stored, 1 to 10 with 2 decimals; null when the report had too little data. */
  valueScore: number | null;
  /** As the research page shows it, 2 to 8.5. */
  displayScore: number | null;
  evaluation: EvaluationLabel | null;
  /** True when the report's comparables were sample market data: the page says so (ARCHITECTURE principle 2). */
  isSample: boolean;
  /**
   * The most local official rent benchmark of the listing's ZIP for its bedroom count (HUD Small Area FMR, else the
   * county FMR, else the Census metro median), with how the asking rent compares (issue 12); null when none.
   */
  benchmark: BenchmarkFigure | null;
  /** Where the map puts the marker; null when the address could not be placed (the map skips it). */
  location: LatLng | null;
  createdAt: string;
}

export interface CompareView {
  properties: CompareProperty[];
  /** Centred on the mean of the placed properties, or the default city when none is placed (SPEC §9). */
  map: { centre: LatLng; zoom: number };
}

/** One line of the selector: enough to tell the renter's reports apart. */
export interface CompareOption {
  id: string;
  address: string;
  streetAddress: string;
  rent: number;
  bedrooms: string;
  bathrooms: string;
  sqft: number;
  displayScore: number | null;
  createdAt: string;
}

export interface CompareOptions {
  /** How many finished reports the renter has (the selector opens by itself at 2, SPEC §4). */
  total: number;
  /** The newest first, at most COMPARE_OPTIONS_LIMIT. */
  items: CompareOption[];
}

export interface ComparisonSummary {
  leftColumn: string;
  rightColumn: string;
  /** 'ai' when a model wrote it: only then is it headed "AI-Powered Comparison Summary". */
  source: 'builtin' | 'ai';
}
