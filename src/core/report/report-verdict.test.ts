import { describe, expect, it } from 'vitest';
import { verdictSentence, type VerdictFacts } from './report-verdict';

const base: VerdictFacts = {
  scoredRent: { kind: 'asking', amount: 1650 },
  marketPrice: 1934,
  scored: true,
  compsUsed: 24,
  radiusMiles: 2,
  noScoreReason: null,
};

describe('verdictSentence', () => {
  it('says how far below the expected rent the scored rent is, and what the expected rent stands on', () => {
    expect(verdictSentence(base)).toBe(
      'The asking rent of $1,650 is $284 (15%) below the $1,934 expected for a unit like this, going by 24 comparable rentals within 2 miles in the past 12 months.',
    );
  });

  it('says above for a rent over the expected rent, and names the offered or net effective rent it judged', () => {
    expect(
      verdictSentence({
        ...base,
        scoredRent: { kind: 'offered', amount: 3360 },
        marketPrice: 3000,
        compsUsed: 1,
        radiusMiles: 1,
      }),
    ).toBe(
      'The offered rent of $3,360 is $360 (12%) above the $3,000 expected for a unit like this, going by 1 comparable rental within 1 mile in the past 12 months.',
    );
    expect(
      verdictSentence({ ...base, scoredRent: { kind: 'netEffective', amount: 1985.4 }, marketPrice: 2000 }),
    ).toMatch(/^The net effective rent of \$1,985 is \$15 \(<1%\) below the \$2,000 expected/);
  });

  it('reads a rent within half a percent as in line with the expected rent', () => {
    expect(verdictSentence({ ...base, scoredRent: { kind: 'asking', amount: 1936 } })).toBe(
      'The asking rent of $1,936 is in line with the $1,934 expected for a unit like this, going by 24 comparable rentals within 2 miles in the past 12 months.',
    );
  });

  it('without a score, leans on the official benchmarks when they give an expected rent, else gives the reason', () => {
    expect(verdictSentence({ ...base, scored: false, compsUsed: 1 })).toBe(
      'The asking rent of $1,650 is $284 (15%) below the $1,934 expected for a unit like this, going by the official rent benchmarks for this ZIP code.',
    );
    expect(
      verdictSentence({
        ...base,
        scored: false,
        marketPrice: null,
        noScoreReason: 'Only 1 usable comparable rental was found.',
      }),
    ).toBe('Only 1 usable comparable rental was found.');
    expect(verdictSentence({ ...base, scored: false, marketPrice: null })).toBe(
      'The asking rent of $1,650 could not be judged: too few comparable rentals were found for a Value Score.',
    );
  });
});
