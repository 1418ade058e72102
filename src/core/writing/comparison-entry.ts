import { joinAddress } from '../address/address-text';
import { amenitiesLabel, evaluationLabel, propertyLabel, qualityLabel } from '../compare/compare-labels';
import { toNumber } from '../primitives/parse-number';
import { buildingTypeLabel } from '../report/report-form-options';

// The comparison entry (docs/product.md#comparison-writer): what the comparison writer is told
// about each property, in the same words the compare table shows.

/** The saved report fields a comparison uses; numeric columns may arrive as text. */
export interface ComparedReport {
  readonly street_address: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip_code: string | null;
  readonly rent: number | string | null;
  readonly bedrooms: string | number | null;
  readonly bathrooms: string | number | null;
  readonly sqft: number | string | null;
  readonly building_type: string | null;
  readonly quality_level: number | string | null;
  readonly amenities_level: number | string | null;
  readonly value_score: number | string | null;
  /**
   * The rent after move-in specials plus the monthly fees, in dollars; null or absent when the report had no specials
   * (the rent above is then what they pay).
   */
  readonly net_effective_rent?: number | string | null;
  /** The net effective rent plus the utilities the renter pays (decision 090); null or absent without specials. */
  readonly total_monthly_cost?: number | string | null;
  /** The application and broker fees; null or absent without specials. */
  readonly one_time_costs?: number | string | null;
}

export interface AiComparisonEntry {
  readonly label: string;
  readonly address: string;
  readonly rent: number | null;
  readonly bedrooms: string;
  readonly bathrooms: string;
  readonly sqft: number | null;
  readonly propertyType: string;
  readonly condition: string;
  readonly amenities: string;
  readonly evaluation: string;
}

function text(value: string | number | null): string {
  return value === null ? '' : String(value).trim();
}

export function toComparisonEntry(report: ComparedReport, index: number): AiComparisonEntry {
  return {
    label: propertyLabel(index),
    address: joinAddress({
      street: report.street_address,
      city: report.city,
      state: report.state,
      zip: report.zip_code,
    }),
    rent: toNumber(report.rent),
    bedrooms: text(report.bedrooms),
    bathrooms: text(report.bathrooms),
    sqft: toNumber(report.sqft),
    propertyType: buildingTypeLabel(report.building_type) ?? '',
    condition: qualityLabel(report.quality_level) ?? '',
    amenities: amenitiesLabel(report.amenities_level) ?? '',
    evaluation: evaluationLabel(report.value_score) ?? '',
  };
}

/** Entries labelled Property A, B, … in the order given (the order of the ids). */
export function toComparisonEntries(reports: readonly ComparedReport[]): AiComparisonEntry[] {
  return reports.map(toComparisonEntry);
}
