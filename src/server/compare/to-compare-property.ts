import { joinAddress } from '#core/address/address-text';
import { evaluationLabel, propertyLetter } from '#core/compare/compare-labels';
import { MONTHS_PER_YEAR } from '#core/primitives/time';
import type { ComparedReport } from '#core/writing/comparison-entry';
import { toComparisonFacts, type ComparisonFacts } from '#core/writing/comparison-facts';
import type { LatLng } from '#core/compare/map-centre';
import { benchmarkFigures } from '#core/benchmarks/benchmark-figures';
import { parseBedrooms } from '#core/listings/listing-text';
import { scoredRentOf } from '#core/valuation/scored-rent';
import { displayScore } from '#core/valuation/value-score';
import type { ComparedRow } from './load-compared-reports';
import type { CompareProperty } from '#core/api/compare';

/**
 * The net effective rent (docs/product.md#move-in-specials): what the renter pays a month once the listing's move-in
 * specials and fees are counted, in dollars to the cent, worked out as the report shows it (scoredRentOf); null when
 * the report had no specials. A renewal check has none: its rent is the offered rent, what the renter would pay.
 */
function netEffectiveRentOf(row: Pick<ComparedRow, 'rent' | 'specials' | 'renewalCurrentRent'>): number | null {
  const scored = scoredRentOf({
    rent: row.rent / 100,
    specials: row.specials,
    renewalCurrentRent: row.renewalCurrentRent === null ? null : row.renewalCurrentRent / 100,
  });
  return scored.kind === 'netEffective' ? scored.amount : null;
}

/**
 * A stored report in the shape of a `transactions` row (docs/product.md#data-model) with money in dollars, which the
 * core comparison rules read.
 */
function comparedReportOf(row: ComparedRow): ComparedReport {
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
    net_effective_rent: netEffectiveRentOf(row),
  };
}

/** The facts a comparison writer gets for each report, built from the stored rows alone. */
export function comparisonFactsOf(rows: readonly ComparedRow[]): ComparisonFacts[] {
  return rows.map((row, index) => toComparisonFacts(comparedReportOf(row), index));
}

export function toCompareProperty(row: ComparedRow, index: number, location: LatLng | null): CompareProperty {
  const facts = toComparisonFacts(comparedReportOf(row), index);
  const rent = row.rent / 100;
  return {
    id: row.id,
    letter: propertyLetter(index),
    label: facts.label,
    address: joinAddress({ street: row.streetAddress, city: row.city, state: row.state, zip: row.zipCode }),
    streetAddress: row.streetAddress,
    url: row.url,
    rent,
    netEffectiveRent: facts.netEffectiveRent,
    // What the renter pays times 12 (core costPerYear); never null here, as a stored report always has a rent.
    costPerYear: facts.costPerYear ?? rent * MONTHS_PER_YEAR,
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
