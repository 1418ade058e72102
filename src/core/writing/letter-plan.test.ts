import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comp, listing, renewal, request } from '#fixtures/letter-facts';
import { LETTER_MIN_COMPS } from '../constants';
import { formatUsd } from '../primitives/format';
import { writeLetterEs } from './es/letter-writer-es';
import { inventedNumbers } from './letter-numbers';
import { compDissimilarity, letterComps, planLetter } from './letter-plan';
import { writeLetter } from './letter-writer';
import {
  defaultProposedRent,
  LETTER_LENGTHS,
  LETTER_TONES,
  type LetterComp,
  type LetterFacts,
  type LetterRequest,
} from './negotiation-letter';

// The letter's plan (docs/product.md#letters), decided once for English and Spanish: a proposal only below the rent
// asked, advice (take it, ask for a concession) otherwise; comparables cited only at or below the proposal, the most
// similar first; too few, and the letter says so.

const WRITERS = [
  { language: 'en', write: writeLetter },
  { language: 'es', write: writeLetterEs },
] as const;

describe('letterComps: similar comparables renting for no more than the proposal', () => {
  it('cites no comparable above the rent, and picks by size, bedrooms and distance, not the cheapest', () => {
    const comps = [
      comp('cheap studio far away', 900, { bedrooms: '0', sqft: 400, distanceMiles: 3 }),
      comp('same size next door', 1700, { bedrooms: '2', sqft: 1000, distanceMiles: 0.1 }),
      comp('a bedroom fewer', 1500, { bedrooms: '1', sqft: 800, distanceMiles: 0.5 }),
      comp('dearer twin', 1800, { bedrooms: '2', sqft: 1000, distanceMiles: 0 }),
      comp('same, a bit farther', 1650, { bedrooms: '2', sqft: 950, distanceMiles: 0.9 }),
    ];
    expect(letterComps({ ...listing, comps }, 1780).map((c) => c.address)).toEqual([
      'same size next door',
      'same, a bit farther',
      'a bedroom fewer',
    ]);
    // At exactly the rent it still argues for it.
    expect(letterComps({ ...listing, comps }, 1700).map((c) => c.address)).toContain('same size next door');
    expect(letterComps({ ...listing, comps }, 1699).map((c) => c.address)).not.toContain('same size next door');
  });

  it('scores a comparable’s unknown figures as half a point each, never as a perfect match', () => {
    const unknown = comp('unknown', 1500, { bedrooms: null, sqft: null, distanceMiles: null });
    expect(compDissimilarity(listing, unknown)).toBe(1.5);
    expect(compDissimilarity(listing, comp('twin', 1500, { sqft: 1000, distanceMiles: 0 }))).toBe(0);
  });

  it('cites the fixture’s three most similar at or below $1,780, not the $1,825 studio nor the $2,300 one', () => {
    const plan = planLetter(listing, request(listing));
    expect(plan.comps.map((c) => c.rent)).toEqual([1650, 1750, 1600]);
    expect(plan.fewComps).toBe(false);
  });
});

describe('planLetter', () => {
  it('advises instead of proposing when the rent asked is at or below the expected rent', () => {
    // Chicago, listed at $1,650 against an expected $1,834: no "proposal" of $1,650.
    const chicago: LetterFacts = {
      ...listing,
      askingRent: 1650,
      expectedRent: 1834,
      minPrice: 1724,
      maxPrice: 1944,
      netEffectiveRent: null,
    };
    const plan = planLetter(chicago, request(chicago));
    expect(plan).toMatchObject({ purpose: 'advice', rent: 1650, comps: [], fewComps: false, benchmark: null });
    expect(plan.concessions).toEqual(['monthFree', 'waivedFees', 'longerLease']);
    expect(plan.sections).toContain('concessions');
    for (const { write } of WRITERS)
      for (const tone of LETTER_TONES)
        for (const length of LETTER_LENGTHS) {
          const { subject, text } = write(chicago, request(chicago, tone, length));
          expect(`${subject}\n${text}`).not.toMatch(/propos|propon|consider(?:ar)? (?:a rent|una renta) of/i);
          expect(text).toContain('$1,650');
          expect(inventedNumbers(`${subject}\n${text}`, chicago, request(chicago, tone, length))).toEqual([]);
        }
    expect(writeLetter(chicago, request(chicago)).text).toContain(
      'Before I sign, I would like to ask whether you would consider one of the following: one month free, waived application and move-in fees, or a longer lease at this rent.',
    );
    expect(writeLetterEs(chicago, request(chicago)).text).toContain(
      'Antes de firmar, quisiera preguntarle si consideraría alguna de las siguientes opciones: un mes gratis, la exención de los cargos de solicitud y de mudanza o un contrato más largo con esta renta.',
    );
  });

  it('advises a renewal whose offer is at or below the market, or no raise, and asks for renewal concessions', () => {
    const fair = { ...renewal, askingRent: 2200, rentCap: null };
    expect(planLetter(fair, request(fair))).toMatchObject({ purpose: 'advice', rent: 2200 });
    expect(writeLetter(fair, request(fair, 'firm')).text).toContain(
      'With the renewal I ask for one of these: one month free, waived renewal fees, or a longer lease at this rent.',
    );
    // $3,000 paid, $2,900 offered, a market of $2,361: the offer is no raise, and the letter proposes no cut.
    const noRaise = {
      ...renewal,
      askingRent: 2900,
      currentRent: 3000,
      expectedRent: 2361,
      minPrice: 2219,
      maxPrice: 2503,
      rentCap: null,
    };
    expect(planLetter(noRaise, request(noRaise))).toMatchObject({ purpose: 'advice', rent: 2900 });
  });

  it('takes a typed rent at or above the rent asked as advice, and a typed lower rent as a proposal', () => {
    expect(planLetter(listing, { ...request(listing), proposedRent: 2100 })).toMatchObject({
      purpose: 'advice',
      rent: 2100,
    });
    expect(planLetter(listing, { ...request(listing), proposedRent: 2500 })).toMatchObject({
      purpose: 'advice',
      rent: 2100,
    });
    expect(planLetter(listing, { ...request(listing), proposedRent: 2099 })).toMatchObject({
      purpose: 'proposal',
      rent: 2099,
    });
  });

  it('with fewer than LETTER_MIN_COMPS at or below the proposal, cites none and says so, in both languages', () => {
    const facts = { ...listing, comps: [comp('45 Oak St, Springfield, IL 62701', 1650), comp('Dear', 1900)] };
    const plan = planLetter(facts, request(facts));
    expect(LETTER_MIN_COMPS).toBe(2);
    expect(plan).toMatchObject({ purpose: 'proposal', comps: [], fewComps: true });
    expect(plan.sections).toContain('fewComps');
    for (const length of LETTER_LENGTHS) {
      const req = request(facts, 'neutral', length);
      expect(writeLetter(facts, req).text).toContain('Few comparable rentals nearby rent for $1,780 or less');
      expect(writeLetterEs(facts, req).text).toContain(
        'Pocas viviendas comparables cercanas se rentan por $1,780 o menos',
      );
      for (const { write } of WRITERS) expect(write(facts, req).text).not.toContain('Oak St');
    }
  });

  it('orders a full letter: opening, market and specials, comparables, benchmark, cap, link, closing', () => {
    expect(planLetter(listing, request(listing)).sections).toEqual([
      'date',
      'heading',
      'salutation',
      'opening',
      'market',
      'specials',
      'comps',
      'benchmark',
      'link',
      'closing',
      'signOff',
    ]);
    expect(planLetter(renewal, request(renewal, 'firm', 'email')).sections).toEqual([
      'greeting',
      'opening',
      'market',
      'comps',
      'benchmark',
      'cap',
      'closing',
      'signOff',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties over generated reports: listings, renewals and listings with specials.

const compArb = (index: number) =>
  fc
    .record({
      rent: fc.integer({ min: 600, max: 5000 }),
      bedrooms: fc.constantFrom('0', '1', '2', '3', null),
      sqft: fc.option(fc.integer({ min: 300, max: 2200 }), { nil: null }),
      distanceMiles: fc.option(
        fc.integer({ min: 0, max: 40 }).map((tenths) => tenths / 10),
        { nil: null },
      ),
    })
    .map((c): LetterComp => ({ address: `Comp ${'ABCDEFGHIJ'[index]} Ln, Springfield, IL`, ...c }));

const factsArb: fc.Arbitrary<LetterFacts> = fc
  .record({
    kind: fc.constantFrom('new' as const, 'renewal' as const),
    expected: fc.integer({ min: 900, max: 4000 }),
    askShare: fc.integer({ min: 75, max: 135 }),
    currentShare: fc.integer({ min: 80, max: 105 }),
    comps: fc.integer({ min: 0, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => compArb(i)))),
    specialsShare: fc.option(fc.integer({ min: 80, max: 99 }), { nil: null }),
    cap: fc.option(fc.constantFrom('over' as const, 'depends' as const, 'within' as const), { nil: null }),
    bedrooms: fc.constantFrom('0', '1', '2', '3'),
    sqft: fc.integer({ min: 350, max: 2000 }),
  })
  .map(({ kind, expected, askShare, currentShare, comps, specialsShare, cap, bedrooms, sqft }) => {
    const askingRent = Math.round((expected * askShare) / 100);
    const currentRent = kind === 'renewal' ? Math.round((askingRent * currentShare) / 100) : null;
    return {
      ...listing,
      kind,
      askingRent,
      currentRent,
      expectedRent: expected,
      minPrice: Math.round(expected * 0.94),
      maxPrice: Math.round(expected * 1.06),
      bedrooms,
      subjectSqft: sqft,
      comps,
      netEffectiveRent:
        kind === 'new' && specialsShare !== null ? Math.round((askingRent * specialsShare) / 100) : null,
      rentCap:
        kind === 'renewal' && cap !== null
          ? {
              lawName: 'Oregon ORS 90.323',
              capPercent: cap === 'depends' ? null : 9.5,
              maxAllowedRent: cap === 'depends' || currentRent === null ? null : Math.round(currentRent * 1.095),
              verdict: cap,
            }
          : null,
    };
  });

const requestArb: fc.Arbitrary<Omit<LetterRequest, 'proposedRent'> & { typed: number | null }> = fc.record({
  tone: fc.constantFrom(...LETTER_TONES),
  length: fc.constantFrom(...LETTER_LENGTHS),
  language: fc.constantFrom('en' as const, 'es' as const),
  typed: fc.option(fc.integer({ min: 500, max: 5500 }), { nil: null }),
});

describe('properties of every letter, in English and Spanish', () => {
  it('a proposal is below the rent asked, advice names the rent asked, and no cited comparable rents for more', () => {
    fc.assert(
      fc.property(factsArb, requestArb, (facts, { typed, ...rest }) => {
        const req: LetterRequest = { ...rest, proposedRent: typed ?? 0 };
        const plan = planLetter(facts, req);
        if (plan.purpose === 'proposal') expect(plan.rent).toBeLessThan(facts.askingRent);
        else expect(plan.rent).toBe(facts.askingRent);
        for (const cited of plan.comps) expect(cited.rent).toBeLessThanOrEqual(plan.rent);
        expect(plan.comps.length === 0 || plan.comps.length >= LETTER_MIN_COMPS).toBe(true);
        // Never a "proposal" of the rent asked: no default at or below the expected rent proposes anything (but an
        // offer above the statewide cap's most, which the letter proposes instead).
        const capMost = facts.kind === 'renewal' ? facts.rentCap?.maxAllowedRent : null;
        if (
          typed === null &&
          facts.askingRent <= Math.round(facts.expectedRent) &&
          !(capMost && capMost < facts.askingRent)
        )
          expect(plan.purpose).toBe('advice');
        // A renewal's default proposal is never below the current rent nor above the offer.
        if (typed === null && facts.kind === 'renewal' && facts.currentRent !== null && plan.purpose === 'proposal') {
          expect(plan.rent).toBeGreaterThanOrEqual(Math.min(facts.currentRent, facts.askingRent));
          expect(plan.rent).toBeLessThan(facts.askingRent);
        }

        const write = req.language === 'es' ? writeLetterEs : writeLetter;
        const { subject, text } = write(facts, req);
        // Every comparable the letter names rents for no more than its rent.
        for (const c of facts.comps)
          if (text.includes(c.address.split(',')[0]!)) expect(c.rent).toBeLessThanOrEqual(plan.rent);
        if (plan.purpose === 'advice') expect(`${subject}\n${text}`).not.toMatch(/propos|propon/i);
        expect(text).toContain(formatUsd(plan.rent));
        expect(inventedNumbers(`${subject}\n${text}`, facts, req)).toEqual([]);
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('the Spanish letter states the same figures as the English one', () => {
    const figures = (text: string) => (text.match(/\$\d{1,3}(?:,\d{3})*/g) ?? []).sort();
    fc.assert(
      fc.property(factsArb, requestArb, (facts, { typed, ...rest }) => {
        const req: LetterRequest = { ...rest, proposedRent: typed ?? defaultProposedRent(facts) };
        expect(figures(writeLetterEs(facts, req).text)).toEqual(figures(writeLetter(facts, req).text));
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
