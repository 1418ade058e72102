import { describe, expect, it } from 'vitest';
import { formatUsd } from '../primitives/format';
import { inventedNumbers } from './letter-numbers';
import { comp, listing, renewal, request } from '#fixtures/letter-facts';
import { planLetter } from './letter-plan';
import { writeLetter } from './letter-writer';
import {
  LETTER_LENGTHS,
  LETTER_SALUTATION,
  LETTER_TONES,
  NAME_PLACEHOLDER,
  type LetterFacts,
} from './negotiation-letter';

const nonEmptyLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('writeLetter', () => {
  const variants = [listing, renewal].flatMap((facts) =>
    LETTER_TONES.flatMap((tone) =>
      LETTER_LENGTHS.map((length) => ({ facts, tone, length, name: `${facts.kind} ${tone} ${length}` })),
    ),
  );

  it('writes 12 distinct texts and subjects differing by tone', () => {
    const letters = variants.map(({ facts, tone, length }) => writeLetter(facts, request(facts, tone, length)));
    expect(new Set(letters.map((l) => l.text)).size).toBe(12);
    expect(new Set(letters.map((l) => l.subject)).size).toBe(6);
  });

  it.each(variants)(
    '$name: the proposal, the cited comps and the benchmark, and no number that is not a figure',
    ({ facts, tone, length }) => {
      const req = request(facts, tone, length);
      const { subject, text } = writeLetter(facts, req);
      expect(subject).not.toContain('\n');
      expect(text).toContain(formatUsd(req.proposedRent));
      expect(text).toContain(formatUsd(facts.askingRent));
      for (const cited of planLetter(facts, req).comps) {
        expect(text).toContain(length === 'letter' ? cited.address : cited.address.split(',')[0]);
        expect(text).toContain(formatUsd(cited.rent));
      }
      // Above the proposal ($1,780; a renewal's $2,251), or less like the unit than three others: not cited.
      expect(text).not.toContain('1 Top St');
      expect(text).not.toContain('300 Elm Rd');
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
        expect(text).toContain(
          '- 45 Oak St, Springfield, IL 62701: $1,650 a month, 2 bedrooms, 950 sq ft, 0.4 mi away',
        );
        expect(text).toContain(
          '- 77 Birch Ct, Springfield, IL 62703: $1,600 a month, 1 bedroom, 700 sq ft, 1.4 mi away',
        );
      }
    },
  );

  it('signs with the renter’s name, or leaves the placeholder', () => {
    expect(writeLetter(listing, request(listing)).text.endsWith(`\n${NAME_PLACEHOLDER}`)).toBe(true);
    expect(writeLetter({ ...listing, renterName: 'Sam' }, request(listing)).text.endsWith('\nSam')).toBe(true);
  });

  it('differs in wording by tone: firm says the renter is ready to sign and will look at the alternatives', () => {
    const firm = writeLetter(listing, request(listing, 'firm')).text;
    expect(firm).toContain('I am ready to sign at $1,780 a month');
    expect(firm).toContain('alternatives listed above');
    expect(writeLetter(listing, request(listing, 'friendly')).text).toContain('Thank you so much for considering it!');
    expect(writeLetter(listing, request(listing, 'neutral')).text).toContain(
      'Please let me know whether $1,780 a month is acceptable',
    );
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
    expect(text).toContain('a renewal rent of $2,251 a month');
    expect(text).toContain('Comparable rentals nearby at $2,251 or less:\n- 45 Oak St');
  });

  it('names the cap law: over → appears to exceed it; depends → the regional CPI; within → no mention', () => {
    const over = writeLetter(renewal, request(renewal)).text;
    expect(over).toContain('Under the California Tenant Protection Act (AB 1482), yearly');
    expect(over).toContain('capped at 8.3%, which would put this rent at no more than $2,274 a month');
    expect(over).toContain('appears to exceed that cap');

    const dependsFacts: LetterFacts = {
      ...renewal,
      rentCap: { ...renewal.rentCap!, capPercent: null, maxAllowedRent: null, verdict: 'depends' },
    };
    const depends = writeLetter(dependsFacts, request(dependsFacts)).text;
    expect(depends).toContain('depends on the regional Consumer Price Index (CPI)');
    expect(depends).not.toContain('exceed');

    const withinFacts: LetterFacts = {
      ...renewal,
      rentCap: { ...renewal.rentCap!, maxAllowedRent: 2400, verdict: 'within' },
    };
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
    // At $1,450 against an expected $1,512.50: advice, with no comparable cited.
    for (const facts of [sparse, { ...sparse, askingRent: 1600 }])
      for (const tone of LETTER_TONES)
        for (const length of LETTER_LENGTHS) {
          const req = request(facts, tone, length);
          const { subject, text } = writeLetter(facts, req);
          expect(text).toContain(formatUsd(facts.askingRent));
          expect(text).not.toContain('Fair Market Rent');
          expect(text).not.toContain('full report');
          expect(inventedNumbers(`${subject}\n${text}`, facts, req)).toEqual([]);
        }
    expect(writeLetter(sparse, request(sparse)).text).toContain('this 480 sq ft studio');
    expect(writeLetter(sparse, request(sparse)).text).not.toContain('5 Side St');
    // A proposal of $1,400 with two comparables at or below it, their sizes and distances unknown.
    const two = { ...sparse, comps: [...sparse.comps, comp('9 Side St, Austin, TX 78702', 1380, { sqft: null })] };
    const lower = { ...request(two), proposedRent: 1400 };
    expect(writeLetter(two, lower).text).toContain('- 5 Side St, Austin, TX 78702: $1,395 a month\n');
    expect(writeLetter(two, lower).text).toContain(
      '- 9 Side St, Austin, TX 78702: $1,380 a month, 2 bedrooms, 0.5 mi away',
    );
    // One comparable at or below it is too few: the letter says so, and cites none.
    const firm = writeLetter(sparse, { ...request(sparse, 'firm'), proposedRent: 1400 }).text;
    expect(firm).toContain(
      "Few comparable rentals nearby rent for $1,400 or less, so I rely on the report's expected rent and range",
    );
    expect(firm).not.toContain('5 Side St');
    expect(firm).toContain('continue my search elsewhere');
  });

  it('never asks for a cut in a renewal: $3,000 paid, $3,360 offered, a market of $2,361 → it proposes $3,000', () => {
    const sanFrancisco: LetterFacts = {
      ...renewal,
      address: '1000 Mission St, San Francisco, CA 94103',
      askingRent: 3360,
      currentRent: 3000,
      expectedRent: 2361,
      minPrice: 2219.34,
      maxPrice: 2502.66,
      rentCap: null,
    };
    for (const tone of LETTER_TONES)
      for (const length of LETTER_LENGTHS) {
        // No proposal typed: the default.
        const req = { tone, length, proposedRent: 0 };
        const { subject, text } = writeLetter(sanFrancisco, req);
        expect(text).toContain('$3,000 a month');
        expect(text).not.toMatch(/(?:propose|renew at|consider) \$2,361/);
        expect(inventedNumbers(`${subject}\n${text}`, sanFrancisco, req)).toEqual([]);
      }
    expect(writeLetter(sanFrancisco, { tone: 'neutral', length: 'letter', proposedRent: 0 }).text).toContain(
      'I would like to propose a renewal rent of $3,000 a month.',
    );
  });

  it('cites an official benchmark only when it is below the rent being negotiated', () => {
    const above = { ...listing.benchmark!, rent: 2345 };
    for (const facts of [
      { ...listing, benchmark: above }, // above the $2,100 asked
      { ...listing, benchmark: { ...above, rent: 2100 } }, // no lower than it
      { ...renewal, benchmark: above }, // above the $2,300 offered
      { ...renewal, benchmark: { ...above, rent: 2300 } }, // no lower than it
    ])
      for (const length of LETTER_LENGTHS) {
        const { text } = writeLetter(facts, request(facts, 'neutral', length));
        expect(text).not.toContain('Fair Market Rent');
        expect(text).not.toContain('HUD FY2024');
      }
    // Nor may a model's letter cite it.
    const req = request(listing);
    expect(
      inventedNumbers('The HUD Small Area Fair Market Rent here is $2,345.', { ...listing, benchmark: above }, req),
    ).toEqual(['$2,345']);
    expect(inventedNumbers('The HUD Small Area Fair Market Rent here is $1,450.', listing, req)).toEqual([]);

    const below = { ...renewal, benchmark: { ...above, rent: 2250 } };
    expect(writeLetter(below, request(below)).text).toContain(
      'HUD Small Area Fair Market Rent for ZIP 62701 (Springfield, IL MSA) is $2,250 a month',
    );
  });

  it('writes a letter well inside the 50 ms budget', () => {
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) writeLetter(renewal, request(renewal, 'firm', 'letter'));
    expect((performance.now() - started) / 100).toBeLessThan(50);
  });
});
