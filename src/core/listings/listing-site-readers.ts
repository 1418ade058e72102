import {
  formatUnit,
  isZip,
  lower,
  placeName,
  readAddressSlug,
  readCityState,
  readCommaPlace,
  readStreet,
  stateOf,
  tokensOf,
  type Place,
} from '../address/address-slug';

// The listing sites' URL shapes (for listing-url.ts; docs/product.md#listing-links): one reader per site takes the
// URL's path segments and reads the address from the parts that site's shape fixes, the address slugs through
// address-slug.ts. A shape a reader does not know gives {} (nothing sure).

/** The listing sites whose links fill the form. */
export type ListingSite = 'zillow' | 'apartments' | 'redfin' | 'trulia' | 'realtor' | 'hotpads' | 'craigslist';

/** Drops a listing id of six or more digits at the end (Trulia "…-98101--2077777777"). */
function withoutTrailingId(tokens: readonly string[]): string[] {
  return /^\d{6,}$/.test(tokens[tokens.length - 1] ?? '') ? tokens.slice(0, -1) : [...tokens];
}

// Zillow: /homedetails/123-Main-St-APT-4B-Seattle-WA-98101/12345678_zpid/, /homes/123-Main-St,-Seattle,-WA-98101_rb/,
// /b/the-ivy-seattle-wa-5XkRcd/ (a building: its name or address, city, state, id),
// /apartments/seattle-wa/the-ivy/5XkRcd/ (a building: city and state, then its name or address).
function readZillow(segments: readonly string[]): Place {
  const [kind = '', slug = '', name] = segments;
  switch (lower(kind)) {
    case 'homedetails':
      return /_zpid$/i.test(slug) ? {} : readAddressSlug(tokensOf(slug));
    case 'homes':
      return /_rb$/i.test(slug) ? readCommaPlace(slug.replace(/_rb$/i, '')) : {};
    case 'b': {
      const tokens = tokensOf(slug);
      return stateOf(tokens[tokens.length - 2]) ? readAddressSlug(tokens.slice(0, -1)) : {};
    }
    case 'apartments': {
      if (name === undefined) return {};
      const place = readCityState(tokensOf(slug));
      return place.state ? { ...place, streetAddress: readStreet(tokensOf(name), true) } : {};
    }
    default:
      return {};
  }
}

// Apartments.com: /the-ivy-seattle-wa/abc123x/, /123-main-st-seattle-wa-unit-4b/abc123/, /…-wa-98101/abc123/.
// Search pages (/seattle-wa/, /capitol-hill-seattle-wa/) may name a neighbourhood with the city: not read.
function readApartments(segments: readonly string[]): Place {
  const [slug, id] = segments;
  if (segments.length !== 2 || slug === undefined || !/^[a-z0-9]{4,10}$/i.test(id ?? '')) return {};
  return readAddressSlug(tokensOf(slug));
}

// Redfin: /WA/Seattle/123-Main-St-98101/unit-4B/home/12345678, /CA/Los-Angeles/456-Oak-Ave-90012/apartment/98765432,
// /WA/Seattle/The-Ivy/apartment/12345678, /city/16163/WA/Seattle/apartments-for-rent, /zipcode/98101/apartments-for-rent.
function readRedfin(segments: readonly string[]): Place {
  const kinds = segments.map(lower);
  if (kinds[0] === 'zipcode') return isZip(segments[1]) ? { zipCode: segments[1] } : {};
  if (kinds[0] === 'city') {
    const state = stateOf(segments[2]);
    return state ? { city: placeName(tokensOf(segments[3] ?? '')), state } : {};
  }
  const state = stateOf(segments[0]);
  if (state === null || segments[1] === undefined) return {};
  const place: Place = { city: placeName(tokensOf(segments[1])), state };
  const address = segments[2];
  if (address === undefined || !kinds.slice(3).some((kind) => kind === 'home' || kind === 'apartment')) return place;
  const tokens = tokensOf(address);
  const zipCode = isZip(tokens[tokens.length - 1]) ? (tokens.pop() as string) : null;
  const street = readStreet(tokens);
  const unit = /^unit\b/i.test(segments[3] ?? '') ? formatUnit(segments[3]) : null;
  return { ...place, streetAddress: street && unit ? `${street} ${unit}` : street, zipCode };
}

// Trulia: /p/wa/seattle/123-main-st-seattle-wa-98101--2077777777 (the city in its own segment splits the slug),
// /home/123-main-st-seattle-wa-98101-2077777777, /building/…-98101-1002345678, /property/3123456789-123-Main-St-…,
// /rental/…, /for_rent/San_Francisco,CA/, /for_rent/98101_zip/.
function readTrulia(segments: readonly string[]): Place {
  const [kind = '', first = '', second = '', third = ''] = segments;
  switch (lower(kind)) {
    case 'p': {
      const state = stateOf(first);
      if (state === null) return {};
      const cityTokens = tokensOf(second);
      const place: Place = { city: placeName(cityTokens), state };
      const slug = withoutTrailingId(tokensOf(third));
      const zipCode = isZip(slug[slug.length - 1]) ? (slug.pop() as string) : null;
      if (stateOf(slug.pop()) !== state) return place;
      const cityAt = slug.length - cityTokens.length;
      const sameCity =
        cityTokens.length > 0 && cityTokens.every((token, i) => lower(token) === lower(slug[cityAt + i] ?? ''));
      return { ...place, zipCode, streetAddress: sameCity ? readStreet(slug.slice(0, cityAt)) : null };
    }
    case 'home':
    case 'building':
      return readAddressSlug(withoutTrailingId(tokensOf(first)));
    case 'property':
    case 'rental': {
      const tokens = tokensOf(first);
      return readAddressSlug(/^\d{6,}$/.test(tokens[0] ?? '') ? tokens.slice(1) : tokens);
    }
    case 'for_rent':
      return /^\d{5}_zip$/i.test(first) ? { zipCode: first.slice(0, 5) } : readCommaPlace(first);
    default:
      return {};
  }
}

// Realtor.com: /realestateandhomes-detail/123-Main-St-Unit-4B_Seattle_WA_98101_M12345-67890,
// /rentals/details/123-Main-St-Apt-4_Seattle_WA_98101_M98765-43210: street, city, state, ZIP between underscores.
// Searches: /apartments/Seattle_WA, /realestateandhomes-search/98101.
function readRealtorParts(text: string, withStreet: boolean): Place {
  const parts = text.split('_').filter((part) => part !== '');
  if (/^M\d+(?:-\d+)?$/i.test(parts[parts.length - 1] ?? '')) parts.pop();
  if (parts.length === 1 && isZip(parts[0])) return { zipCode: parts[0] };
  const zipCode = isZip(parts[parts.length - 1]) ? (parts.pop() as string) : null;
  const state = stateOf(parts.pop());
  if (state === null) return {};
  const cityPart = parts.pop();
  const city = cityPart === undefined ? null : placeName(tokensOf(cityPart));
  const streetAddress = withStreet && parts.length > 0 ? readStreet(tokensOf(parts.join('-'))) : null;
  return { streetAddress, city, state, zipCode };
}

function readRealtor(segments: readonly string[]): Place {
  const kinds = segments.map(lower);
  if (kinds[0] === 'realestateandhomes-detail') return readRealtorParts(segments[1] ?? '', true);
  if (kinds[0] === 'rentals' && kinds[1] === 'details') return readRealtorParts(segments[2] ?? '', true);
  if (kinds[0] === 'apartments' || kinds[0] === 'realestateandhomes-search')
    return readRealtorParts(segments[1] ?? '', false);
  return {};
}

// HotPads: /123-main-st-seattle-wa-98101-1abc2de/pad, /the-ivy-seattle-wa-98101-2xyz/building,
// /123-main-st-seattle-wa-98101-1abc/unit-4b/pad: the address slug, then the listing's id.
function readHotpads(segments: readonly string[]): Place {
  const kind = lower(segments[segments.length - 1] ?? '');
  if (segments.length < 2 || (kind !== 'pad' && kind !== 'building')) return {};
  const tokens = tokensOf(segments[0] as string);
  const beforeId = tokens[tokens.length - 2];
  if (!isZip(tokens[tokens.length - 1]) && (isZip(beforeId) || stateOf(beforeId))) tokens.pop();
  const place = readAddressSlug(tokens);
  const unit = segments.length >= 3 ? formatUnit(segments[1]) : null;
  // Unless the slug already held the unit ("…-apt-4b-seattle-wa-…").
  if (
    unit &&
    place.streetAddress &&
    !/#|\s(?:apt|apartment|unit|ste|suite|lot|spc|space|trlr|bldg)\s/i.test(place.streetAddress)
  ) {
    return { ...place, streetAddress: `${place.streetAddress} ${unit}` };
  }
  return place;
}

// Craigslist: /see/apa/d/seattle-sunny-1br-near-park/7712345678.html. The slug is the ad's title, the poster's own
// words: only a ZIP code that ends it is sure.
function readCraigslist(segments: readonly string[]): Place {
  const at = segments.findIndex((segment) => lower(segment) === 'd');
  const title = at >= 0 && segments.length > at + 2 ? segments[at + 1] : undefined;
  if (title === undefined) return {};
  const tokens = tokensOf(title);
  const zip = tokens[tokens.length - 1];
  return tokens.length > 1 && isZip(zip) ? { zipCode: zip } : {};
}

/** Each site's reader: its URL's path segments, decoded, to what they say for sure. */
export const READERS: Record<ListingSite, (segments: readonly string[]) => Place> = {
  zillow: readZillow,
  apartments: readApartments,
  redfin: readRedfin,
  trulia: readTrulia,
  realtor: readRealtor,
  hotpads: readHotpads,
  craigslist: readCraigslist,
};
