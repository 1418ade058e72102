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

describe("verdictSentence(…, 'es'): one plan, worded in Spanish", () => {
  it('says the same in Spanish, with the same figures', () => {
    expect(verdictSentence(base, 'es')).toBe(
      'La renta pedida de $1,650 está $284 (15%) por debajo de los $1,934 esperados para una vivienda como esta, según 24 viviendas comparables a menos de 2 millas en los últimos 12 meses.',
    );
    expect(verdictSentence({ ...base, scored: false, marketPrice: null }, 'es')).toBe(
      'La renta pedida de $1,650 no se pudo evaluar: se encontraron muy pocas viviendas comparables para calcular una Puntuación de Valor.',
    );
    expect(verdictSentence({ ...base, scored: false, scoredRent: { kind: 'offered', amount: 1936 } }, 'es')).toBe(
      'La renta ofrecida de $1,936 está en línea con los $1,934 esperados para una vivienda como esta, según las rentas de referencia oficiales para este código postal.',
    );
    const figures = (text: string) => text.match(/\$?[\d,.]+%?/g);
    for (const kind of ['asking', 'netEffective', 'offered'] as const)
      for (const amount of [1000, 1934.4, 1936, 1990, 2500])
        for (const [compsUsed, radiusMiles] of [
          [1, 1],
          [24, 1.5],
          [5, null],
          [3, 0],
        ] as const)
          for (const scored of [true, false]) {
            const facts = { ...base, scoredRent: { kind, amount }, compsUsed, radiusMiles, scored };
            const spanish = verdictSentence(facts, 'es');
            expect(spanish).toMatch(/^La renta /);
            expect(figures(spanish)).toEqual(figures(verdictSentence(facts)));
          }
  });

  it('keeps the server’s reason for a missing score as given (the page has it in its own language)', () => {
    const reason = 'Solo se encontró 1 vivienda comparable útil.';
    expect(verdictSentence({ ...base, marketPrice: null, noScoreReason: reason }, 'es')).toBe(reason);
  });
});
