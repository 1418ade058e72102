import { cellValue, reject, type Checked, type RawListing } from './listing-cells';
import { toNumber } from '../primitives/parse-number';
import { roundTo } from '../primitives/round';

// A listings import row's rent and size columns (rent, price type, currency, sqft), checked for a monthly rent in US
// dollars and a plausible home size.

// Plausible monthly rents and sizes for a US home. Outside them a value is a typo, a sale price, a per-night or
// per-room rate, or a whole building's area: any of them would skew a median of comparables.
const LISTING_RENT_MIN_DOLLARS = 100;
const LISTING_RENT_MAX_DOLLARS = 30_000;
const LISTING_SQFT_MIN = 100;
const LISTING_SQFT_MAX = 15_000;
/** Dollars per square foot and month: below, the size or rent is wrong; above, a room's size was typed as a flat's. */
const LISTING_RENT_PER_SQFT_MIN = 0.15;
const LISTING_RENT_PER_SQFT_MAX = 12;

/** The monthly rent in dollars. */
export function checkRent(raw: RawListing): Checked<{ rent: number }> {
  const rentText = cellValue(raw, 'rent');
  if (rentText === null) return reject('missing_rent', 'no rent');
  const rent = toNumber(rentText);
  if (rent === null || rent <= 0) return reject('invalid_rent', `rent "${rentText}" is not a positive number`);
  const priceType = cellValue(raw, 'price_type');
  if (priceType !== null && !/^month/i.test(priceType)) {
    // Weekly and nightly rates are short stays, priced unlike a lease; converting them would invent a monthly rent.
    return reject('non_monthly_price', `price type "${priceType}" is not monthly`);
  }
  const currency = cellValue(raw, 'currency');
  if (currency !== null && !/^(usd|us\$|\$)$/i.test(currency)) {
    return reject('non_usd_currency', `currency "${currency}" is not USD`);
  }
  if (rent < LISTING_RENT_MIN_DOLLARS || rent > LISTING_RENT_MAX_DOLLARS) {
    return reject(
      'implausible_rent',
      `rent ${rent} is outside ${LISTING_RENT_MIN_DOLLARS} to ${LISTING_RENT_MAX_DOLLARS} a month`,
    );
  }
  return { ok: true, rent };
}

/** The size in whole square feet, null when the row has none; checked against the rent it is let for. */
export function checkSize(raw: RawListing, rent: number): Checked<{ sqft: number | null }> {
  const sqftText = cellValue(raw, 'sqft');
  if (sqftText === null) return { ok: true, sqft: null };
  const parsed = toNumber(sqftText);
  if (parsed === null || parsed <= 0) return reject('invalid_sqft', `sqft "${sqftText}" is not a positive number`);
  if (parsed < LISTING_SQFT_MIN || parsed > LISTING_SQFT_MAX) {
    return reject('implausible_sqft', `sqft ${parsed} is outside ${LISTING_SQFT_MIN} to ${LISTING_SQFT_MAX}`);
  }
  const perSqft = rent / parsed;
  if (perSqft < LISTING_RENT_PER_SQFT_MIN || perSqft > LISTING_RENT_PER_SQFT_MAX) {
    return reject(
      'implausible_rent_per_sqft',
      `rent ${rent} for ${parsed} sqft is $${roundTo(perSqft, 2)}/sqft, outside ${LISTING_RENT_PER_SQFT_MIN} to ${LISTING_RENT_PER_SQFT_MAX}`,
    );
  }
  return { ok: true, sqft: Math.round(parsed) };
}
