import { startHttpStandIn, type HttpStandIn, type StandInAnswer, type StandInRequest } from './http-stand-in';

// The US Census Geocoder's documented one-line address call:
// GET /geocoder/locations/onelineaddress?address=…&benchmark=Public_AR_Current&format=json
// → { result: { input: {…}, addressMatches: [{ matchedAddress, coordinates: { x: lng, y: lat }, tigerLine,
//   addressComponents }] } }; a missing address is HTTP 400 { errors: [...], status: "400" }.

export interface CensusStandIn extends HttpStandIn {
  /** CENSUS_GEOCODER_URL (…/geocoder). */
  url: string;
  queue: StandInAnswer[];
  always: StandInAnswer | null;
  lookups(): StandInRequest[];
}

const KNOWN = [
  {
    match: /^1600 PENNSYLVANIA AVE/,
    matchedAddress: '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500',
    x: -77.03518753691,
    y: 38.89869893252,
    components: { zip: '20500', city: 'WASHINGTON', state: 'DC', streetName: 'PENNSYLVANIA', suffixType: 'AVE' },
  },
  {
    match: /^123 MAIN ST\b.*AUSTIN/,
    matchedAddress: '123 MAIN ST, AUSTIN, TX, 78701',
    x: -97.74612,
    y: 30.26821,
    components: { zip: '78701', city: 'AUSTIN', state: 'TX', streetName: 'MAIN', suffixType: 'ST' },
  },
];

export async function startCensusStandIn(): Promise<CensusStandIn> {
  const control: Pick<CensusStandIn, 'queue' | 'always'> = { queue: [], always: null };
  const server = await startHttpStandIn((request) => {
    if (request.path !== '/geocoder/locations/onelineaddress') return { status: 404, text: 'Not Found' };
    const next = control.queue.shift() ?? control.always;
    if (next) return next;
    const address = request.query.get('address') ?? '';
    if (!address)
      return {
        status: 400,
        json: { errors: ['Address cannot be empty and cannot exceed 100 characters'], status: '400' },
      };
    const known = KNOWN.find((k) => k.match.test(address.toUpperCase()));
    return {
      json: {
        result: {
          input: { address: { address }, benchmark: { benchmarkName: request.query.get('benchmark') } },
          addressMatches: known
            ? [
                {
                  tigerLine: { side: 'L', tigerLineId: '76225813' },
                  coordinates: { x: known.x, y: known.y },
                  addressComponents: known.components,
                  matchedAddress: known.matchedAddress,
                },
              ]
            : [],
        },
      },
    };
  });
  return Object.assign(control, server, {
    url: `${server.origin}/geocoder`,
    lookups: () => server.requests.filter((r) => r.path === '/geocoder/locations/onelineaddress'),
  });
}
