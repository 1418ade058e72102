import { describe, expect, it } from 'vitest';
import { comparedReport, THREE_LISTINGS } from '#fixtures/comparison-facts';
import { isValidAiText, parseEvaluation } from '../ai-text';
import { toComparisonFactsList, type ComparisonFacts } from '../comparison-facts';
import { recommendedListing, writeComparison } from '../comparison-writer';
import { COMPARISON_ES } from './comparison-phrasebook-es';

const COMPARISON_BULLET_LABELS_ES = COMPARISON_ES.labels;
const writeComparisonEs = (all: readonly ComparisonFacts[]) => writeComparison(all, 'es');

const report = comparedReport;
const three = THREE_LISTINGS;

const same = toComparisonFactsList([report({}), report({ street_address: '2 Main St' })]);
const unscored = toComparisonFactsList([
  report({ value_score: null, rent: 2000, sqft: 1000 }),
  report({ value_score: null, rent: 1900, sqft: 800 }),
]);
const biggerCheaper = toComparisonFactsList([
  report({ rent: 1800, sqft: 800, value_score: 7 }),
  report({ rent: 1700, sqft: 1000, value_score: 4.5 }),
]);
const specials = toComparisonFactsList([
  report({ street_address: '10 Oak Ave', rent: 2000, net_effective_rent: 1850, value_score: 6.5 }),
  report({ street_address: '22 Elm St', rent: 1900, value_score: 3.5 }),
]);
const bothSpecials = toComparisonFactsList([
  report({ rent: 1900, net_effective_rent: 1800, value_score: 3 }),
  report({ rent: 1800, net_effective_rent: 1700 }),
]);
const ten = toComparisonFactsList(
  Array.from({ length: 10 }, (_, i) =>
    report({
      street_address: `${i + 1} Long\nRoad`,
      rent: 1200 + i * 150,
      sqft: 600 + ((i * 7) % 10) * 80,
      value_score: 2 + ((i * 3) % 10) * 0.7,
    }),
  ),
);
const mixed = toComparisonFactsList([
  report({ quality_level: 3, amenities_level: 2.5 }),
  report({ quality_level: 2, amenities_level: 1 }),
  report({ quality_level: 3, amenities_level: 3, value_score: null, sqft: null, rent: 1500 }),
]);

const ALL_SETS: readonly (readonly ComparisonFacts[])[] = [
  three,
  same,
  unscored,
  biggerCheaper,
  specials,
  bothSpecials,
  ten,
  mixed,
];

function bulletText(text: string, label: string): string | undefined {
  const found = parseEvaluation(text).find((b) => b.kind === 'bullet' && b.label === label);
  return found?.text;
}

/** Every figure a text shows: money, sizes, scores, counts and street numbers. */
function figures(text: string): string[] {
  return text.match(/\$?\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [];
}

describe("writeComparison(…, 'es')", () => {
  const { leftColumn, rightColumn } = writeComparisonEs(three);

  it('writes two columns the page can lay out: a paragraph, then labelled bullets', () => {
    for (const facts of ALL_SETS) {
      const written = writeComparisonEs(facts);
      for (const column of [written.leftColumn, written.rightColumn]) {
        expect(isValidAiText(column)).toBe(true);
        const blocks = parseEvaluation(column);
        expect(blocks[0]?.kind).toBe('paragraph');
        expect(blocks.slice(1).every((b) => b.kind === 'bullet' && b.label !== undefined)).toBe(true);
        for (const line of column.split('\n').slice(1)) expect(line.startsWith('* ')).toBe(true);
      }
    }
    for (const label of Object.values(COMPARISON_BULLET_LABELS_ES)) expect(label).not.toContain(':');
  });

  it('opens with the rent spread, a month and a year', () => {
    expect(parseEvaluation(leftColumn)[0]?.text).toBe(
      'En estas 3 viviendas, la renta va de $1,300 al mes (Propiedad C) a $2,300 (Propiedad A): una diferencia de $1,000 al mes, o $12,000 al año.',
    );
  });

  it('says where each listing wins, in the figures the table shows', () => {
    const labels = COMPARISON_BULLET_LABELS_ES;
    expect(bulletText(leftColumn, labels.bestValue)).toBe(
      'La Propiedad B tiene la puntuación más alta, una Puntuación de Valor de 7.1 (Mejor valor), frente a 3.1 de la Propiedad C.',
    );
    expect(bulletText(leftColumn, labels.lowestRent)).toBe(
      'La Propiedad C cuesta $1,300 al mes ($15,600 al año), $200 al mes menos que la siguiente más barata, la Propiedad B.',
    );
    expect(bulletText(leftColumn, labels.mostSpace)).toBe(
      'La Propiedad A tiene 1,200 pies cuadrados, 600 pies cuadrados más que la más pequeña, la Propiedad C, con 600 pies cuadrados.',
    );
    expect(bulletText(leftColumn, labels.pricePerSqft)).toBe(
      'La Propiedad B cuesta $1.67 por pie cuadrado, frente a $2.17 de la Propiedad C.',
    );
    expect(bulletText(leftColumn, labels.conditionAmenities)).toBe(
      'La Propiedad A tiene la mejor condición (De lujo); la Propiedad B tiene las mejores comodidades (Por encima del promedio).',
    );
  });

  it('weighs the trade-offs against the recommended listing and recommends it by street', () => {
    const labels = COMPARISON_BULLET_LABELS_ES;
    expect(parseEvaluation(rightColumn)[0]?.text).toBe(
      'La Propiedad B parece la mejor opción: tiene una Puntuación de Valor de 7.1 (Mejor valor) y cuesta $1,500 al mes por 900 pies cuadrados.',
    );
    expect(bulletText(rightColumn, labels.space)).toBe(
      'La Propiedad A ofrece 300 pies cuadrados más que la Propiedad B por $800 más al mes ($9,600 al año), unos $2.67 al mes por cada pie cuadrado adicional.',
    );
    expect(bulletText(rightColumn, labels.cheapest)).toBe(
      'La Propiedad C le ahorra $200 al mes ($2,400 al año) frente a la Propiedad B, con una Puntuación de Valor de 3.1 (Menor valor) y 300 pies cuadrados menos de espacio.',
    );
    expect(bulletText(rightColumn, labels.poorerValue)).toMatch(
      /^La Propiedad C \(3\.1\) tiene una puntuación por debajo de 4: la renta pedida es alta/,
    );
    expect(bulletText(rightColumn, labels.recommendation)).toBe(
      'Dé prioridad a la Propiedad B (22 Elm St); si su presupuesto es ajustado, la Propiedad C cuesta $2,400 menos al año, y si necesita espacio, la Propiedad A tiene 300 pies cuadrados más.',
    );
  });

  it('recommends the listing the English writer recommends, with every figure the English text shows', () => {
    for (const facts of ALL_SETS) {
      const english = writeComparison(facts);
      const spanish = writeComparisonEs(facts);
      const letter = /Shortlist Property ([A-Z]+) /.exec(english.rightColumn)?.[1];
      expect(letter).toBe(recommendedListing(facts).label.replace('Property ', ''));
      expect(spanish.rightColumn).toContain(`Dé prioridad a la Propiedad ${letter} `);
      for (const side of ['leftColumn', 'rightColumn'] as const) {
        const shown = spanish[side];
        for (const figure of figures(english[side])) expect(shown).toContain(figure);
        expect(parseEvaluation(shown)).toHaveLength(parseEvaluation(english[side]).length);
      }
    }
  });

  it('leaves no English behind', () => {
    for (const facts of ALL_SETS) {
      const { leftColumn: left, rightColumn: right } = writeComparisonEs(facts);
      const text = ` ${left} ${right} `.toLowerCase();
      for (const word of [' the ', ' and ', 'property ', ' a month', ' a year', ' sq ft', 'value score', ' with ']) {
        expect(text).not.toContain(word);
      }
      for (const label of ['Better Value', 'Fair Value', 'Poorer Value', 'Luxury', 'Average', 'Minimal', 'High)']) {
        expect(`${left} ${right}`).not.toContain(label);
      }
    }
  });

  it('names one listing once when it leads on both condition and amenities', () => {
    const written = writeComparisonEs(
      toComparisonFactsList([
        report({ quality_level: 3, amenities_level: 2.5 }),
        report({ quality_level: 2, amenities_level: 1 }),
      ]),
    );
    expect(bulletText(written.leftColumn, COMPARISON_BULLET_LABELS_ES.conditionAmenities)).toBe(
      'La Propiedad A tiene a la vez la mejor condición (De lujo) y las mejores comodidades (Por encima del promedio).',
    );
  });

  it('gives the same text for the same figures', () => {
    expect(writeComparisonEs(three)).toEqual({ leftColumn, rightColumn });
  });

  it('names ties and skips rows where every listing is the same', () => {
    const written = writeComparisonEs(same);
    const labels = COMPARISON_BULLET_LABELS_ES;
    expect(parseEvaluation(written.leftColumn)[0]?.text).toBe(
      'Las 2 viviendas piden $1,800 al mes, así que la elección depende del valor, el espacio y la condición.',
    );
    expect(bulletText(written.leftColumn, labels.bestValue)).toBe(
      'Las 2 viviendas comparten una Puntuación de Valor de 5.0 (Valor justo), así que el valor no las distingue.',
    );
    expect(bulletText(written.leftColumn, labels.lowestRent)).toBeUndefined();
    expect(bulletText(written.leftColumn, labels.mostSpace)).toBe(
      'La Propiedad A y la Propiedad B tienen el mismo tamaño, 900 pies cuadrados.',
    );
    expect(bulletText(written.leftColumn, labels.conditionAmenities)).toBe(
      'Las 2 viviendas tienen la misma calificación de condición (Promedio) y de comodidades (Promedio).',
    );
    expect(bulletText(written.rightColumn, labels.recommendation)).toBe(
      'Dé prioridad a la Propiedad A (1 Main St): ninguna otra vivienda de esta comparación la supera en renta ni en espacio.',
    );
  });

  it('says so when no listing has a Value Score and recommends on price per sq ft', () => {
    const written = writeComparisonEs(unscored);
    expect(bulletText(written.leftColumn, COMPARISON_BULLET_LABELS_ES.bestValue)).toMatch(
      /^Ninguna de estas viviendas tiene Puntuación de Valor/,
    );
    expect(parseEvaluation(written.rightColumn)[0]?.text).toBe(
      'Sin Puntuación de Valor, la recomendación se basa en el precio y el tamaño: la Propiedad A le da más espacio por su dinero, a $2.00 por pie cuadrado ($2,000 al mes por 1,000 pies cuadrados).',
    );
    expect(bulletText(written.rightColumn, COMPARISON_BULLET_LABELS_ES.cheapest)).toBe(
      'La Propiedad B le ahorra $100 al mes ($1,200 al año) frente a la Propiedad A, sin Puntuación de Valor y con 200 pies cuadrados menos de espacio.',
    );
  });

  it('notes a larger listing that costs less but scores lower', () => {
    expect(bulletText(writeComparisonEs(biggerCheaper).rightColumn, COMPARISON_BULLET_LABELS_ES.space)).toBe(
      'La Propiedad B ofrece 200 pies cuadrados más que la Propiedad A y cuesta $100 menos al mes, pero tiene una puntuación más baja: revise su condición, sus comodidades y su ubicación antes de descartarla.',
    );
  });

  it('handles ten listings and never breaks a bullet over lines', () => {
    const written = writeComparisonEs(ten);
    expect(written.leftColumn).toContain('En estas 10 viviendas');
    expect(written.rightColumn).toMatch(/Dé prioridad a la Propiedad [A-J] \(\d+ Long Road\)/);
  });

  it('compares what the renter pays: a listing with move-in specials on its net effective rent', () => {
    const labels = COMPARISON_BULLET_LABELS_ES;
    const written = writeComparisonEs(specials);
    expect(parseEvaluation(written.leftColumn)[0]?.text).toBe(
      'En estas 2 viviendas, la renta va de $1,850 al mes (Propiedad A) a $1,900 (Propiedad B): una diferencia de $50 al mes, o $600 al año. ' +
        'Las rentas que se muestran son lo que usted pagaría: para la Propiedad A, el costo mensual total, contando sus ofertas de mudanza, sus cargos y sus servicios públicos.',
    );
    expect(bulletText(written.rightColumn, labels.cheapest)).toBe(
      'La Propiedad A es también la más barata, así que su valor no le cuesta nada extra.',
    );
    expect(bulletText(written.rightColumn, labels.poorerValue)).toMatch(
      /^La Propiedad B \(3\.5\) tiene una puntuación por debajo de 4: la renta pedida es alta/,
    );

    const equal = writeComparisonEs(
      toComparisonFactsList([report({ rent: 1900, net_effective_rent: 1800 }), report({ rent: 1800 })]),
    );
    expect(parseEvaluation(equal.leftColumn)[0]?.text).toMatch(/^Las 2 viviendas cuestan \$1,800 al mes/);
    const both = writeComparisonEs(bothSpecials);
    expect(both.leftColumn).toContain('para la Propiedad A y la Propiedad B, el costo mensual total');
    expect(bulletText(both.rightColumn, labels.poorerValue)).toContain(
      'la renta, contando las ofertas de mudanza y los cargos, es alta',
    );
  });

  it('agrees the verb with one listing or many', () => {
    const labels = COMPARISON_BULLET_LABELS_ES;
    const tiedCheapest = writeComparisonEs(
      toComparisonFactsList([
        report({ rent: 1500, value_score: 3 }),
        report({ rent: 1500, value_score: 3.5 }),
        report({ rent: 1900, value_score: 6.5 }),
      ]),
    );
    expect(bulletText(tiedCheapest.leftColumn, labels.lowestRent)).toMatch(
      /^La Propiedad A y la Propiedad B cuestan \$1,500 al mes .* que la siguiente más barata, la Propiedad C\.$/,
    );
    expect(bulletText(tiedCheapest.rightColumn, labels.poorerValue)).toMatch(
      /^La Propiedad A \(3\.0\) y la Propiedad B \(3\.5\) tienen una puntuación por debajo de 4/,
    );
    const mixedText = writeComparisonEs(mixed);
    expect(bulletText(mixedText.leftColumn, labels.lowestRent)).toMatch(
      /^La Propiedad C cuesta \$1,500 al mes .* que las siguientes más baratas, la Propiedad A y la Propiedad B\.$/,
    );
    expect(bulletText(mixedText.leftColumn, labels.conditionAmenities)).toBe(
      'La Propiedad A y la Propiedad C tienen la mejor condición (De lujo); la Propiedad C tiene las mejores comodidades (Alta).',
    );
    const oneScore = writeComparisonEs(
      toComparisonFactsList([report({ rent: null }), report({ value_score: null, rent: null })]),
    );
    expect(parseEvaluation(oneScore.leftColumn)[0]?.text).toMatch(/^Estas 2 viviendas no tienen renta registrada/);
    expect(bulletText(oneScore.leftColumn, labels.bestValue)).toBe(
      'Solo la Propiedad A tiene Puntuación de Valor, de 5.0 (Valor justo), así que el valor no permite compararlas.',
    );
    const oneRent = writeComparisonEs(toComparisonFactsList([report({}), report({ rent: null })]));
    expect(parseEvaluation(oneRent.leftColumn)[0]?.text).toMatch(/^La única vivienda con renta pide \$1,800 al mes/);
  });

  it('needs at least two listings', () => {
    expect(() => writeComparisonEs(three.slice(0, 1))).toThrow(RangeError);
  });
});
