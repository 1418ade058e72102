import { parseAddressText } from '#core/address/address-parse';
import type { AddressSuggestion } from '#core/api/addresses';
import { GeocoderError } from './geocoder-port';
import { fetchGeocoderJson } from './geocoder-fetch';
import { googleGeocode, type GoogleConfig } from './google-geocoding';
import { zipPlaceLookup } from './zip-database';
import { toSuggestion } from '#core/address/address-suggestion';

// Google Places Autocomplete, the documented web service the original's place-autocomplete widget calls:
//   GET {base}/maps/api/place/autocomplete/json?input=…&types=address&components=country:us&key=…
//   → { status, predictions: [{ description, place_id, structured_formatting, terms, types }], error_message }
// A prediction names street, city and state but seldom the ZIP code, so predictions the ZIP database cannot
// complete are completed by one Geocoding call each, by place_id (GET /maps/api/geocode/json?place_id=…&key=…).
// That is up to 1 + 5 billed calls per (debounced) query; docs/decisions/023-address-suggestions.md weighs it.

export interface PlacesClient {
  suggest(input: string): Promise<AddressSuggestion[]>;
}

/** Google answers at most five predictions. */
const MAX_PREDICTIONS = 5;

interface Prediction {
  description?: string;
  place_id?: string;
}

/**
 * `config.timeoutMs` bounds the whole suggestion (the autocomplete call and the ZIP completions together), with no
 * retry: a person is typing, and a late answer is worth less than the local suggestions now.
 */
export function googlePlaces(config: GoogleConfig): PlacesClient {
  async function complete(prediction: Prediction, signal?: AbortSignal): Promise<AddressSuggestion | null> {
    const parsed = prediction.description ? parseAddressText(prediction.description, zipPlaceLookup) : null;
    if (!parsed) return null;
    const typed = toSuggestion(parsed);
    if (typed.complete || !prediction.place_id) return typed;
    try {
      const place = await googleGeocode(config, { placeId: prediction.place_id }, signal);
      if (!place) return typed;
      const street = place.streetNumber && place.route ? `${place.streetNumber} ${place.route}` : parsed.streetAddress;
      return toSuggestion({
        streetAddress: street,
        city: place.city ?? parsed.city,
        state: place.state ?? parsed.state,
        zipCode: place.zipCode ?? parsed.zipCode,
      });
    } catch {
      // The prediction is still worth showing; the form asks for what is missing.
      return typed;
    }
  }

  return {
    async suggest(input) {
      const signal = AbortSignal.timeout(config.timeoutMs);

      const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}/maps/api/place/autocomplete/json`);
      url.searchParams.set('input', input);
      url.searchParams.set('types', 'address');
      url.searchParams.set('components', 'country:us');
      url.searchParams.set('key', config.apiKey);
      const answer = await fetchGeocoderJson(url, {
        service: 'Google Places',
        timeoutMs: config.timeoutMs,
        signal,
        attempts: 1,
      });
      const body = answer.body as { status?: string; predictions?: Prediction[]; error_message?: string } | null;
      switch (body?.status) {
        case 'OK':
          break;
        case 'ZERO_RESULTS':
        case 'INVALID_REQUEST':
          return [];
        case 'OVER_QUERY_LIMIT':
          throw new GeocoderError('rate_limited', 'Google Places is over its quota (OVER_QUERY_LIMIT).');
        case 'REQUEST_DENIED':
          throw new GeocoderError(
            'unauthorized',
            `Google Places denied the request: ${body.error_message ?? 'no reason given'}.`,
          );
        default:
          throw new GeocoderError('unavailable', `Google Places answered ${String(body?.status)}.`);
      }
      const predictions = (body.predictions ?? []).slice(0, MAX_PREDICTIONS);
      const suggestions = await Promise.all(predictions.map((prediction) => complete(prediction, signal)));
      return suggestions.filter((s): s is AddressSuggestion => s !== null);
    },
  };
}
