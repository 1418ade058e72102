import { describe, expect, it } from 'vitest';
import { formatUsd } from './format';
import {
  defaultProposedRent,
  inventedNumbers,
  LETTER_LENGTH_LABELS,
  LETTER_LENGTHS,
  LETTER_SALUTATION,
  LETTER_TONE_LABELS,
  LETTER_TONES,
  letterComps,
  letterDateText,
  letterFigures,
  NAME_PLACEHOLDER,
  numbersInText,
  writeLetter,
  type LetterComp,
  type LetterFacts,
  type LetterRequest,
} from './negotiation-letter';

const comp = (address: string, rent: number, extra: Partial<LetterComp> = {}): LetterComp => ({
  address,
  rent,
  bedrooms: '2',
  sqft: 950,
  distanceMiles: 0.5,
  ...extra,
});

// A 2-bedroom listed at $2,100 against an expected $1,780.40 ($1,673.20–$1,886.80).
const listing: LetterFacts = {
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
const renewal: LetterFacts = {
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

const request = (facts: LetterFacts, tone: LetterRequest['tone'] = 'neutral', length: LetterRequest['length'] = 'letter'): LetterRequest => ({
  tone,
  length,
  proposedRent: defaultProposedRent(facts),
});

const nonEmptyLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('labels', () => {
  it('names every tone and length', () => {
    expect(LETTER_TONES.map((tone) => LETTER_TONE_LABELS[tone])).toEqual(['Friendly', 'Neutral', 'Firm']);
    expect(LETTER_LENGTHS.map((length) => LETTER_LENGTH_LABELS[length])).toEqual(['Short email', 'Full letter']);
  });
});

describe('defaultProposedRent', () => {
  it('proposes the expected rent, rounded down, when the asking rent is above it', () => {
    expect(defaultProposedRent(listing)).toBe(1780);
    expect(defaultProposedRent({ ...listing, askingRent: 1800 })).toBe(1780);
  });

  it('never proposes more than asked: the asking rent itself when it is at or below the expected rent', () => {
    expect(defaultProposedRent({ ...listing, askingRent: 1700 })).toBe(1700);
    expect(defaultProposedRent({ ...listing, askingRent: 1780.4 })).toBe(1780);
    expect(defaultProposedRent({ ...listing, askingRent: 1699.99 })).toBe(1699);
  });

  it('treats the offered renewal rent as the asking rent', () => {
    const noCap = { ...renewal, rentCap: null };
    expect(defaultProposedRent(noCap)).toBe(2250);
    expect(defaultProposedRent({ ...noCap, askingRent: 2200 })).toBe(2200);
  });

  it('never proposes a renewal above the cap’s maximum allowed rent', () => {
    expect(defaultProposedRent({ ...renewal, expectedRent: 2290, rentCap: { ...renewal.rentCap!, maxAllowedRent: 2274.3 } })).toBe(2274);
    expect(defaultProposedRent({ ...renewal, rentCap: { ...renewal.rentCap!, maxAllowedRent: null, verdict: 'depends' } })).toBe(2250);
    // The cap is the lower bound only when it is lower.
    expect(defaultProposedRent({ ...renewal, rentCap: { ...renewal.rentCap!, maxAllowedRent: 2400 } })).toBe(2250);
  });

  it('ignores a cap on a new listing', () => {
    expect(defaultProposedRent({ ...listing, rentCap: { lawName: 'X', capPercent: 5, maxAllowedRent: 1500, verdict: 'over' } })).toBe(1780);
  });
});

describe('letterComps', () => {
  it('cites only comps renting for less than the asking rent, most similar (highest correlation) first, at most 3', () => {
    expect(letterComps(listing).map((c) => c.rent)).toEqual([1650, 1750, 1825]);
  });

  it('without correlation, orders by distance, then by the size gap to the unit', () => {
    const comps = [
      comp('A', 1500, { distanceMiles: 0.9, sqft: 1000 }),
      comp('B', 1500, { distanceMiles: 0.3, sqft: 600 }),
      comp('C', 1500, { distanceMiles: 0.3, sqft: 980 }),
      comp('D', 1500, { distanceMiles: null, sqft: 1000 }),
    ];
    expect(letterComps({ ...listing, comps }).map((c) => c.address)).toEqual(['C', 'B', 'A']);
  });

  it('puts comps with a correlation ahead of those without', () => {
    const comps = [comp('near', 1500, { distanceMiles: 0.1 }), comp('scored', 1500, { distanceMiles: 2, correlation: 0.6 })];
    expect(letterComps({ ...listing, comps }).map((c) => c.address)).toEqual(['scored', 'near']);
  });

  it('compares a renewal with the offered rent, and may cite fewer than 3 or none', () => {
    expect(letterComps({ ...renewal, askingRent: 1700 }).map((c) => c.rent)).toEqual([1650, 1600]);
    expect(letterComps({ ...listing, askingRent: 1600 })).toEqual([]);
    expect(letterComps({ ...listing, comps: [comp('same', 2100), comp('bad', Number.NaN)] })).toEqual([]);
  });
});

describe('writeLetter', () => {
  const variants = [listing, renewal].flatMap((facts) =>
    LETTER_TONES.flatMap((tone) => LETTER_LENGTHS.map((length) => ({ facts, tone, length, name: `${facts.kind} ${tone} ${length}` }))),
  );

  it('writes 12 distinct texts and subjects differing by tone', () => {
    const letters = variants.map(({ facts, tone, length }) => writeLetter(facts, request(facts, tone, length)));
    expect(new Set(letters.map((l) => l.text)).size).toBe(12);
    expect(new Set(letters.map((l) => l.subject)).size).toBe(6);
  });

  it.each(variants)('$name: the proposal, the cited comps and the benchmark, and no number that is not a figure', ({ facts, tone, length }) => {
    const req = request(facts, tone, length);
    const { subject, text } = writeLetter(facts, req);
    expect(subject).not.toContain('\n');
    expect(text).toContain(formatUsd(req.proposedRent));
    expect(text).toContain(formatUsd(facts.askingRent));
    for (const cited of letterComps(facts)) {
      expect(text).toContain(length === 'letter' ? cited.address : cited.address.split(',')[0]);
      expect(text).toContain(formatUsd(cited.rent));
    }
    expect(text).not.toContain('1 Top St');
    expect(text).not.toContain('77 Birch Ct');
    expect(text).toContain('HUD Small Area Fair Market Rent for ZIP 62701 (Springfield, IL MSA) is $1,450 a month');
    expect(text).toContain('HUD FY2024 Small Area Fair Market Rents (revised)');
    expect(text).toContain('May 4, 2026');
    expect(text).toContain('https://rentvalue.example/r/k3J9x2');
    expect(text).not.toContain('—');
    expect(inventedNumbers(`${subject}\n${text}`, facts, req)).toEqual([]);
    if (length === 'email') {
      expect(nonEmptyLines(text).length).toBeGreaterThanOrEqual(5);
      expect(nonEmptyLines(text).length).toBeLessThanOrEqual(9);
    } else {
      expect(text.startsWith('May 4, 2026\n')).toBe(true);
      expect(text).toContain(LETTER_SALUTATION);
      expect(text).toContain('- 45 Oak St, Springfield, IL 62701: $1,650 a month, 2 bedrooms, 950 sq ft, 0.4 mi away');
      expect(text).toContain('- 300 Elm Rd, Springfield, IL 62704: $1,825 a month, Studio, 1,100 sq ft, 1.1 mi away');
    }
  });

  it('signs with the renter’s name, or leaves the placeholder', () => {
    expect(writeLetter(listing, request(listing)).text.endsWith(`\n${NAME_PLACEHOLDER}`)).toBe(true);
    expect(writeLetter({ ...listing, renterName: 'Sam' }, request(listing)).text.endsWith('\nSam')).toBe(true);
  });

  it('differs in wording by tone: firm says the renter is ready to sign and will look at the alternatives', () => {
    const firm = writeLetter(listing, request(listing, 'firm')).text;
    expect(firm).toContain('I am ready to sign at $1,780 a month');
    expect(firm).toContain('alternatives listed above');
    expect(writeLetter(listing, request(listing, 'friendly')).text).toContain('Thank you so much for considering it!');
    expect(writeLetter(listing, request(listing, 'neutral')).text).toContain('Please let me know whether $1,780 a month is acceptable');
  });

  it('uses the renter’s proposal and the letter date when given', () => {
    const req = { ...request(listing), proposedRent: 1850, date: '2026-06-01' };
    const { text } = writeLetter(listing, req);
    expect(text).toContain('a monthly rent of $1,850');
    expect(text.startsWith('June 1, 2026\n')).toBe(true);
    expect(inventedNumbers(text, listing, req)).toEqual([]);
    // No proposal → the default.
    expect(writeLetter(listing, { ...req, proposedRent: 0 }).text).toContain('a monthly rent of $1,780');
  });

  it('states the renewal offer: current rent, offered rent, the increase in $ and %', () => {
    const { text } = writeLetter(renewal, request(renewal));
    expect(text).toContain('Re: Lease renewal for 123 Main St');
    expect(text).toContain('The offer raises my rent from $2,100 to $2,300 a month, an increase of $200 (9.5%).');
    expect(text).toContain('a renewal rent of $2,250 a month');
    expect(text).toContain('with lower rents than the offered rent:');
  });

  it('names the cap law: over → appears to exceed it; depends → the regional CPI; within → no mention', () => {
    const over = writeLetter(renewal, request(renewal)).text;
    expect(over).toContain('Under the California Tenant Protection Act (AB 1482), yearly');
    expect(over).toContain('capped at 8.3%, which would put this rent at no more than $2,274 a month');
    expect(over).toContain('appears to exceed that cap');

    const dependsFacts: LetterFacts = { ...renewal, rentCap: { ...renewal.rentCap!, capPercent: null, maxAllowedRent: null, verdict: 'depends' } };
    const depends = writeLetter(dependsFacts, request(dependsFacts)).text;
    expect(depends).toContain('depends on the regional Consumer Price Index (CPI)');
    expect(depends).not.toContain('exceed');

    const withinFacts: LetterFacts = { ...renewal, rentCap: { ...renewal.rentCap!, maxAllowedRent: 2400, verdict: 'within' } };
    for (const length of LETTER_LENGTHS) {
      const within = writeLetter(withinFacts, request(withinFacts, 'firm', length)).text;
      expect(within).not.toContain('AB 1482');
      expect(within).not.toContain('exceed');
      expect(inventedNumbers(within, withinFacts, request(withinFacts, 'firm', length))).toEqual([]);
    }
  });

  it('is built only from the report figures when parts are missing (no benchmark, link, comps, distance)', () => {
    const sparse: LetterFacts = {
      ...listing,
      address: '8 Rue Ln, Austin, TX 78701',
      askingRent: 1450,
      expectedRent: 1512.5,
      minPrice: 1421.75,
      maxPrice: 1603.25,
      subjectSqft: 480,
      bedrooms: '0',
      comps: [comp('5 Side St, Austin, TX 78702', 1395, { bedrooms: null, sqft: null, distanceMiles: null })],
      benchmark: null,
      reportLink: null,
      netEffectiveRent: null,
    };
    for (const tone of LETTER_TONES)
      for (const length of LETTER_LENGTHS) {
        const req = request(sparse, tone, length);
        const { subject, text } = writeLetter(sparse, req);
        expect(text).toContain('$1,450');
        expect(text).not.toContain('Fair Market Rent');
        expect(text).not.toContain('full report');
        expect(inventedNumbers(`${subject}\n${text}`, sparse, req)).toEqual([]);
      }
    expect(writeLetter(sparse, request(sparse)).text).toContain('this 480 sq ft studio');
    expect(writeLetter(sparse, request(sparse)).text).toContain('- 5 Side St, Austin, TX 78702: $1,395 a month');
    const none = { ...sparse, comps: [] };
    expect(writeLetter(none, request(none, 'firm')).text).toContain('continue my search elsewhere');
  });

  it('writes a letter well inside the 50 ms budget', () => {
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) writeLetter(renewal, request(renewal, 'firm', 'letter'));
    expect((performance.now() - started) / 100).toBeLessThan(50);
  });
});

describe('inventedNumbers', () => {
  const req = request(listing);

  it('catches an invented rent, percent or size', () => {
    expect(inventedNumbers('Similar units rent for $1,700 a month.', listing, req)).toEqual(['$1,700']);
    expect(inventedNumbers('The rent is 12% above the market.', listing, req)).toEqual(['12%']);
    expect(inventedNumbers('A unit of 900 sq ft nearby.', listing, req)).toEqual(['900']);
    expect(inventedNumbers('I can sign a 12-month lease on June 1, 2026.', listing, req)).toEqual(['June 1, 2026', '12']);
    expect(inventedNumbers('Call me at 555-0100.', listing, req)).toEqual(['555', '0100']);
  });

  it('allows the real figures with or without $, commas or cents, and the derived ones', () => {
    for (const text of [
      'I propose $1,780 a month.',
      'I propose 1780 a month.',
      'I propose $1,780.00, not $2,100.00.',
      'The range is $1,673–$1,887, or 1,673.20 to 1,886.80.',
      'That saves $320 a month ($3,840 a year), 15.2% less than asked.',
      'The asking rent is $320 (18%) above the expected rent.',
      'A 2-bedroom of 1,000 sq ft; 45 Oak St is 0.4 mi away (0.42 miles).',
      'The report of May 4, 2026 (2026-05-04, 5/4/2026, 4 May 2026) is at https://rentvalue.example/r/k3J9x2.',
      'The HUD FY2024 figure for ZIP 62701 is $1,450.',
      'With specials the rent is $1,925; the comps rent for $1,650 and $1,750.',
    ]) {
      expect(inventedNumbers(text, listing, req), text).toEqual([]);
    }
  });

  it('does not allow the numbers of comps that are not cited', () => {
    expect(inventedNumbers('77 Birch Ct rents for $1,600.', listing, req)).toEqual(['77', '$1,600']);
  });

  it('allows the renewal increase and the cap', () => {
    const r = request(renewal);
    expect(inventedNumbers('From $2,100 to $2,300: $200 more, 9.52 percent. AB 1482 caps it at 8.3% ($2,274).', renewal, r)).toEqual([]);
    expect(inventedNumbers('The cap is 15%.', renewal, r)).toEqual(['15%']);
    // 9.52% rounded: a model may write the increase as 10%.
    expect(inventedNumbers('A 10% increase.', renewal, r)).toEqual([]);
  });
});

describe('helpers', () => {
  it('letterDateText writes an ISO date as a US date', () => {
    expect(letterDateText('2026-05-04')).toBe('May 4, 2026');
    expect(letterDateText('2026-12-31T10:00:00Z')).toBe('December 31, 2026');
    expect(letterDateText('soon')).toBe('soon');
  });

  it('numbersInText normalises money, percents and decimals', () => {
    expect(numbersInText('$1,850.00 and 12 percent, 0.40 mi, 9.5%').map((n) => n.value)).toEqual(['1850', '12%', '0.4', '9.5%']);
  });

  it('letterFigures holds the proposal, the cited comps and the dates', () => {
    const figures = letterFigures(listing, req());
    for (const figure of ['1780', '2100', '1650', '0.4', '950', '1450', 'date:2026-05-04', '2026', '62701']) expect(figures.has(figure), figure).toBe(true);
    expect(figures.has('1600')).toBe(false);
    function req() {
      return request(listing);
    }
  });
});
