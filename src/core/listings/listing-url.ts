import { withoutUnit } from '../address/address-parse';
import { READERS, type ListingSite } from './listing-site-readers';

// Listing links that fill the form (docs/product.md#listing-links): a listing URL pasted from one of the major US
// sites (Zillow, Apartments.com, Redfin, Trulia, Realtor.com, HotPads, Craigslist) is read for the address the URL
// itself spells out (the address slug, the city and state path segments, the ZIP code, the unit), so the report form
// can fill its address fields.
//
// What it deliberately does not do:
// - no I/O: no page is fetched, nothing is looked up (no ZIP database, no geocoder); only the URL's text is read;
// - no guessing: a field is filled only when the site's URL shape says it with certainty. A slug like
//   "123-main-st-apt-4b-seattle-wa-98101" is split at the street suffix (USPS Publication 28) or the unit; when the
//   split is ambiguous ("the-ivy-seattle-wa", a building's name; "123-main-st-bend-or", where Bend is also a suffix),
//   the street and city are left null and only the parts the shape fixes (state, ZIP) are read;
// - Craigslist: the title slug is the poster's free text, so only a ZIP code ending it is read; its subdomains cover
//   areas across state lines, so no state is taken from them;
// - a URL of any other site (or not a URL: javascript:, mailto:, text) gives site null and nothing else: the caller
//   keeps it as a link;
// - hyphens inside names are not told apart from spaces (sites write both as "-": "Winston-Salem" reads
//   "Winston Salem");
// - no unit: the form asks for the building's street address, and a typed address has its unit taken out
//   (address-parse.ts withoutUnit), so the unit a URL spells ("Apt 4B", "Unit 4B", "#4") is taken out of the street
//   line the same way, and named in unitRemoved for the form to say why. The readers still read it: it is where the
//   street ends.
//
// The per-site URL shapes are listing-site-readers.ts; the splitting of an address slug into street, unit, city,
// state and ZIP code is address-slug.ts.

export type { ListingSite } from './listing-site-readers';

export interface ListingUrlAddress {
  /** null: not a URL of a known listing site. */
  readonly site: ListingSite | null;
  readonly siteName: string | null;
  /** House number and street as the URL writes them, title-cased, without the unit: "123 Main St". */
  readonly streetAddress: string | null;
  /** The unit taken out of the street ("Apt 4B", "#4"), null when the URL names none. */
  readonly unitRemoved: string | null;
  readonly city: string | null;
  /** Two-letter code of a US state or DC. */
  readonly state: string | null;
  /** Five digits. */
  readonly zipCode: string | null;
}

const SITES: readonly { readonly site: ListingSite; readonly name: string; readonly domain: string }[] = [
  { site: 'zillow', name: 'Zillow', domain: 'zillow.com' },
  { site: 'apartments', name: 'Apartments.com', domain: 'apartments.com' },
  { site: 'redfin', name: 'Redfin', domain: 'redfin.com' },
  { site: 'trulia', name: 'Trulia', domain: 'trulia.com' },
  { site: 'realtor', name: 'Realtor.com', domain: 'realtor.com' },
  { site: 'hotpads', name: 'HotPads', domain: 'hotpads.com' },
  { site: 'craigslist', name: 'Craigslist', domain: 'craigslist.org' },
];

/** The names of the sites whose listing URLs are read, in order (for a screen to list them). */
export const LISTING_URL_SITES: readonly string[] = SITES.map((entry) => entry.name);

/** Longest input read; longer text is not a listing URL anyone pastes. */
const LISTING_URL_MAX_LENGTH = 2048;

const NOTHING: ListingUrlAddress = {
  site: null,
  siteName: null,
  streetAddress: null,
  unitRemoved: null,
  city: null,
  state: null,
  zipCode: null,
};

function toUrl(input: string): URL | null {
  const text = input.trim();
  // eslint-disable-next-line no-control-regex
  if (text === '' || /[\s\u0000-\u001f\u007f]/.test(text)) return null;
  let href = text;
  if (href.startsWith('//')) href = `https:${href}`;
  else if (!/^https?:\/\//i.test(href)) {
    // javascript:, mailto:, data:… are no listing links; "zillow.com:443/…" is a host and port.
    if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(href)) return null;
    href = `https://${href}`;
  }
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The address a listing URL spells out, read offline. Never throws: anything that is not a URL of a known listing
 * site gives site null and every field null; a known site's URL that says nothing sure gives only the site.
 */
export function parseListingUrl(input: string): ListingUrlAddress {
  try {
    if (typeof input !== 'string' || input.length > LISTING_URL_MAX_LENGTH) return NOTHING;
    const url = toUrl(input);
    if (url === null) return NOTHING;
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    const entry = SITES.find(({ domain }) => host === domain || host.endsWith(`.${domain}`));
    if (entry === undefined) return NOTHING;
    const segments = url.pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodeSegment);
    const place = READERS[entry.site](segments);
    const street = place.streetAddress ? withoutUnit(place.streetAddress) : null;
    return {
      site: entry.site,
      siteName: entry.name,
      streetAddress: street?.text || null,
      unitRemoved: street?.unit ?? null,
      city: place.city || null,
      state: place.state || null,
      zipCode: place.zipCode || null,
    };
  } catch {
    return NOTHING;
  }
}
