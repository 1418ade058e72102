import type { Logger } from 'pino';
import type { AddressSuggestion, AddressSuggestions } from '#core/api/addresses';
import {
  UNIT_NUMBER_NOTE,
  hasHouseNumberAndStreet,
  isJunkAddressQuery,
  parseAddressText,
} from '#core/address/address-parse';
import { normalizeAddress } from '#core/address/address-normalize';
import type { Database } from '../db/client';
import { loadZipDatabase, zipPlaceLookup } from '../providers/geocoder/zip-database';
import { toSuggestion } from '#core/address/address-suggestion';
import type { PlacesClient } from '../providers/geocoder/google-places';
import { findListingAddresses, findOwnReportAddresses } from './known-addresses';

const MAX_SUGGESTIONS = 8;

/**
 * Suggestions for the research form's address field, best first: the user's own past report addresses, imported
 * listing addresses, Google Places predictions when configured, then the typed text itself read as an address
 * and completed from the ZIP database. Junk, too short or too long text gets no suggestions (not an error).
 * A Google failure is logged and the local suggestions still answer.
 */
export async function suggestAddresses(options: {
  db: Database;
  query: string;
  userId: string | null;
  places: PlacesClient | null;
  logger: Logger;
}): Promise<AddressSuggestions> {
  if (isJunkAddressQuery(options.query)) return { suggestions: [] };
  // Google's suggestions run against a short deadline; the first request of a process must not spend it here.
  loadZipDatabase();
  const parsed = parseAddressText(options.query, zipPlaceLookup);
  if (!parsed) return { suggestions: [] };
  const streetText = (parsed.streetAddress || options.query).trim().replace(/\s+/g, ' ');

  const [own, listings, google] = await Promise.all([
    options.userId
      ? findOwnReportAddresses(options.db, { userId: options.userId, streetText, limit: MAX_SUGGESTIONS })
      : Promise.resolve([]),
    hasHouseNumberAndStreet(streetText)
      ? findListingAddresses(options.db, { streetPrefix: streetText, zipCode: parsed.zipCode, limit: MAX_SUGGESTIONS })
      : Promise.resolve([]),
    options.places
      ? options.places.suggest(options.query).catch((error: unknown) => {
          options.logger.warn({ err: error }, 'Google Places suggestions failed; answering with local suggestions');
          return [];
        })
      : Promise.resolve([]),
  ]);

  const candidates = [
    ...own.map(toSuggestion),
    ...listings.map(toSuggestion),
    ...google,
    // The typed text itself, once it says more than a street ("123 Main" alone is still being typed).
    ...(hasHouseNumberAndStreet(parsed.streetAddress) && (parsed.city || parsed.zipCode) ? [toSuggestion(parsed)] : []),
  ];
  const seen = new Set<string>();
  const suggestions: AddressSuggestion[] = [];
  for (const suggestion of candidates) {
    const key = normalizeAddress(suggestion.label);
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push(suggestion);
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return parsed.unitRemoved ? { suggestions, note: UNIT_NUMBER_NOTE } : { suggestions };
}
