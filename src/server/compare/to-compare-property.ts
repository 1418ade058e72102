import { joinAddress } from '#core/address/address-text';
import { evaluationLabel } from '#core/compare/compare-labels';
import { costRanks } from '#core/compare/cost-ranking';
import { MONTHS_PER_YEAR } from '#core/primitives/time';
import type { ComparedReport } from '#core/writing/comparison-entry';
import { toComparisonFacts, type ComparisonFacts } from '#core/writing/comparison-facts';
import type { LatLng } from '#core/compare/map-centre';
import { benchmarkFigures } from '#core/benchmarks/benchmark-figures';
import { parseBedrooms } from '#core/listings/listing-text';
import { scoredRentOf } from '#core/valuation/scored-rent';
import { readSpecials, type EffectiveRent } from '#core/valuation/move-in-specials';
import { roundTo } from '#core/primitives/round';
import { displayScore } from '#core/valuation/value-score';
import type { ComparedRow } from './load-compared-reports';
import type { CompareProperty } from '#core/api/compare';

/**
 * The specials' arithmetic (docs/product.md#move-in-specials): what the renter pays a month once the listing's move-in
 * specials, fees and utilities are counted, worked out as the report shows it (scoredRentOf); null when the report had
 * no specials. A renewal check has none: its rent is the offered rent, what the renter would pay.
 */
function effectiveOf(row: Pick<ComparedRow, 'rent' | 'specials' | 'renewalCurrentRent'>): EffectiveRent | null {
  return scoredRentOf({
    rent: row.rent / 100,
    specials: row.specials ? readSpecials(row.specials) : null,
    renewalCurrentRent: row.renewalCurrentRent === null ? null : row.renewalCurrentRent / 100,
  }).effective;
}

/**
 * A stored report in the shape of a `transactions` row (docs/product.md#data-model) with money in dollars, which the
 * core comparison rules read.
 */
function comparedReportOf(row: ComparedRow, effective: EffectiveRent | null = effectiveOf(row)): ComparedReport {
  return {
    street_address: row.streetAddress,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    rent: row.rent / 100,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sqft: row.sqft,
    building_type: row.buildingType,
    quality_level: row.qualityLevel,
    amenities_level: row.amenitiesLevel,
    value_score: row.valueScore,
    net_effective_rent: effective?.netEffectiveRent ?? null,
    total_monthly_cost: effective?.totalMonthlyCost ?? null,
    one_time_costs: effective?.oneTimeCosts ?? null,
  };
}

/** The facts a comparison writer gets for each report, built from the stored rows alone. */
export function comparisonFactsOf(rows: readonly ComparedRow[]): ComparisonFacts[] {
  return rows.map((row, index) => toComparisonFacts(comparedReportOf(row), index));
}

/**
 * A compared listing as the page shows it, from its row, its specials' arithmetic and its comparison facts (worked
 * out once by toCompareProperties); `costRank` is its rank by cost per year among all compared (costRanks).
 */
function toCompareProperty(
  row: ComparedRow,
  effective: EffectiveRent | null,
  facts: ComparisonFacts,
  location: LatLng | null,
  costRank: number,
): CompareProperty {
  const rent = row.rent / 100;
  const rentAfterSpecials = effective?.rentAfterSpecials ?? rent;
  const totalMonthlyCost = effective?.totalMonthlyCost ?? rent;
  return {
    id: row.id,
    letter: facts.letter,
    label: facts.label,
    address: joinAddress({ street: row.streetAddress, city: row.city, state: row.state, zip: row.zipCode }),
    streetAddress: row.streetAddress,
    url: row.url,
    rent,
    netEffectiveRent: facts.netEffectiveRent,
    rentAfterSpecials,
    monthlyExtras: roundTo(totalMonthlyCost - rentAfterSpecials, 2),
    monthlyFees: effective?.monthlyFees ?? 0,
    totalMonthlyCost,
    oneTimeCosts: facts.oneTimeCosts,
    leaseCost: effective ? { months: effective.leaseMonths, total: effective.leaseTotal } : null,
    // What the renter pays in a year (core costPerYear); never null here, as a stored report always has a rent.
    costPerYear: facts.costPerYear ?? rent * MONTHS_PER_YEAR,
    costRank,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sqft: row.sqft,
    pricePerSqft: facts.pricePerSqft,
    buildingType: row.buildingType,
    propertyType: facts.propertyType,
    qualityLevel: row.qualityLevel,
    condition: facts.condition,
    amenitiesLevel: row.amenitiesLevel,
    amenities: facts.amenities,
    valueScore: row.valueScore,
    displayScore: row.valueScore === null ? null : displayScore(row.valueScore),
    evaluation: evaluationLabel(row.valueScore),
    isSample: row.dataSource === 'sample',
    benchmark: benchmarkFigures(row.benchmarks?.area ?? null, parseBedrooms(row.bedrooms) ?? 0, rent)[0] ?? null,
    location,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The compared listings in the order of the ids, each with its rank by cost per year (core costRanks). */
export function toCompareProperties(
  rows: readonly ComparedRow[],
  locations: readonly (LatLng | null)[],
): CompareProperty[] {
  const worked = rows.map((row, index) => {
    const effective = effectiveOf(row);
    return { row, effective, facts: toComparisonFacts(comparedReportOf(row, effective), index) };
  });
  const ranks = costRanks(worked.map(({ row, facts }) => facts.costPerYear ?? (row.rent / 100) * MONTHS_PER_YEAR));
  return worked.map(({ row, effective, facts }, index) =>
    toCompareProperty(row, effective, facts, locations[index] ?? null, ranks[index] ?? 1),
  );
}
