import { cellValue, reject, type Checked, type RawListing } from './listing-cells';
import { parseBaths, parseBedrooms } from './listing-text';
import { roundTo } from '../primitives/round';

// A listings import row's unit columns: the building type, bedrooms and baths.

export const LISTING_BEDROOMS_MAX = 20;
export const LISTING_BATHS_MAX = 20;

/** The report's building types from a feed's category ("housing/rent/apartment", "Single Family", "Condo"). */
export function parseBuildingType(text: string): 'apartment' | 'house' | 'short_term' | null {
  const lower = text.toLowerCase();
  if (/short[\s_-]?term|vacation|nightly/.test(lower)) return 'short_term';
  if (/house|home|single|townho|duplex|cottage|cabin/.test(lower)) return 'house';
  if (/apartment|\bapt\b|condo|flat|loft|studio|unit|multi/.test(lower)) return 'apartment';
  return null;
}

/** The building type, null when unknown; a short-term rental is rejected (it is no lease). */
export function checkBuildingType(raw: RawListing): Checked<{ buildingType: 'apartment' | 'house' | null }> {
  const typeText = cellValue(raw, 'building_type');
  const parsed = typeText === null ? null : parseBuildingType(typeText);
  if (parsed === 'short_term') return reject('short_term_rental', `type "${typeText}" is a short-term rental`);
  return { ok: true, buildingType: parsed };
}

/** Bedrooms and baths: numbers or the form's labels ("Studio", "2 beds", "6+", "1.5 baths"). */
export function checkRooms(raw: RawListing): Checked<{ bedrooms: number; bathrooms: number | null }> {
  const bedroomsText = cellValue(raw, 'bedrooms');
  if (bedroomsText === null) return reject('missing_bedrooms', 'no bedrooms');
  const bedrooms = parseBedrooms(bedroomsText);
  if (bedrooms === null || !Number.isInteger(bedrooms) || bedrooms < 0 || bedrooms > LISTING_BEDROOMS_MAX) {
    return reject(
      'invalid_bedrooms',
      `bedrooms "${bedroomsText}" is not a whole number from 0 to ${LISTING_BEDROOMS_MAX}`,
    );
  }
  const bathsText = cellValue(raw, 'bathrooms');
  if (bathsText === null) return { ok: true, bedrooms, bathrooms: null };
  const baths = parseBaths(bathsText);
  if (baths === null || baths <= 0 || baths > LISTING_BATHS_MAX) {
    return reject('invalid_baths', `baths "${bathsText}" is not a number from 0.5 to ${LISTING_BATHS_MAX}`);
  }
  return { ok: true, bedrooms, bathrooms: roundTo(baths, 1) };
}

/** The report form's largest bedroom choice is "6+": every listing with 6 or more bedrooms is one bucket. */
export const BEDROOM_BUCKET_MAX = 6;

/** The bedroom bucket a count falls in: 0 (studio) to 5 as they are, 6 and more together. */
export function bedroomBucket(bedrooms: number): number {
  if (!Number.isFinite(bedrooms) || bedrooms <= 0) return 0;
  return Math.min(Math.floor(bedrooms), BEDROOM_BUCKET_MAX);
}
