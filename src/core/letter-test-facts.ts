import { defaultProposedRent, type LetterComp, type LetterFacts, type LetterRequest } from './negotiation-letter';

// Test data for the negotiation letter's tests (negotiation-letter, letter-writer and letter-numbers .test.ts): a new
// listing and a renewal, each with five comparables, a benchmark and the report's link.

export const comp = (address: string, rent: number, extra: Partial<LetterComp> = {}): LetterComp => ({
  address,
  rent,
  bedrooms: '2',
  sqft: 950,
  distanceMiles: 0.5,
  ...extra,
});

// A 2-bedroom listed at $2,100 against an expected $1,780.40 ($1,673.20–$1,886.80).
export const listing: LetterFacts = {
  kind: 'new',
  address: '123 Main St, Apt 4B, Springfield, IL 62701',
  askingRent: 2100,
  currentRent: null,
  expectedRent: 1780.4,
  minPrice: 1673.2,
  maxPrice: 1886.8,
  valueScore: 2.6,
  subjectSqft: 1000,
  bedrooms: '2',
  comps: [
    comp('45 Oak St, Springfield, IL 62701', 1650, { sqft: 950, distanceMiles: 0.42, correlation: 0.97 }),
    comp('9 Pine Ave, Springfield, IL 62702', 1750, { sqft: 1020, distanceMiles: 0.8, correlation: 0.95 }),
    comp('300 Elm Rd, Springfield, IL 62704', 1825, { bedrooms: '0', sqft: 1100, distanceMiles: 1.1, correlation: 0.9 }),
    comp('77 Birch Ct, Springfield, IL 62703', 1600, { bedrooms: '1', sqft: 700, distanceMiles: 1.4, correlation: 0.5 }),
    comp('1 Top St, Springfield, IL 62701', 2300, { sqft: 1000, distanceMiles: 0.1, correlation: 0.99 }),
  ],
  benchmark: {
    name: 'HUD Small Area Fair Market Rent',
    area: 'ZIP 62701 (Springfield, IL MSA)',
    release: 'HUD FY2024 Small Area Fair Market Rents (revised)',
    rent: 1450,
  },
  reportDate: '2026-05-04',
  reportLink: 'https://rentvalue.example/r/k3J9x2',
  renterName: null,
  rentCap: null,
  netEffectiveRent: 1925,
};

// The renter pays $2,100 and is offered $2,300 (+$200, 9.52%); AB 1482 would allow at most $2,274.30.
export const renewal: LetterFacts = {
  ...listing,
  kind: 'renewal',
  askingRent: 2300,
  currentRent: 2100,
  expectedRent: 2250.6,
  minPrice: 2115.56,
  maxPrice: 2385.64,
  renterName: 'Alex',
  netEffectiveRent: null,
  rentCap: { lawName: 'California Tenant Protection Act (AB 1482)', capPercent: 8.3, maxAllowedRent: 2274.3, verdict: 'over' },
};

export const request = (facts: LetterFacts, tone: LetterRequest['tone'] = 'neutral', length: LetterRequest['length'] = 'letter'): LetterRequest => ({
  tone,
  length,
  proposedRent: defaultProposedRent(facts),
});
