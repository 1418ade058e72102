import { describe, expect, it } from 'vitest';
import { comparedReport, THREE_LISTINGS } from '#fixtures/comparison-facts';
import type { ComparedReport } from './comparison-entry';
import { toComparisonFactsList } from './comparison-facts';
import { inventedComparisonNumbers } from './comparison-numbers';
import { writeComparison } from './comparison-writer';

/** Listings of every shape the writer meets: scores, sizes, rents and specials present or missing, ties. */
function variedComparisons(): ComparedReport[][] {
  const lists: ComparedReport[][] = [];
  const rents = [null, 1500, 1700, 1700, 2100, 1850.5];
  const sizes = [null, 700, 900, 900, 1100];
  const scores = [null, 2.5, 3.9, 5, 7.4, 9];
  const specials = [undefined, null, 1650.5, 1700];
  for (let i = 0; i < 300; i++) {
    const count = 2 + (i % 4);
    lists.push(
      Array.from({ length: count }, (_, j) =>
        comparedReport({
          street_address: `${100 + i * 7 + j} Elm St`,
          rent: rents[(i * 3 + j * 5) % rents.length] ?? null,
          sqft: sizes[(i + j * 3) % sizes.length] ?? null,
          value_score: scores[(i * 7 + j) % scores.length] ?? null,
          quality_level: [1, 1.5, 2, 2.5, 3][(i + j) % 5] ?? 2,
          amenities_level: [1, 2, 3][(i * 2 + j) % 3] ?? 2,
          net_effective_rent: specials[(i + j * 2) % specials.length],
        }),
      ),
    );
  }
  return lists;
}

describe('inventedComparisonNumbers', () => {
  it('finds no invented number in what the built-in writer writes, in English or Spanish', () => {
    const found: string[] = [];
    for (const reports of variedComparisons()) {
      const facts = toComparisonFactsList(reports);
      for (const language of ['en', 'es'] as const) {
        const { leftColumn, rightColumn } = writeComparison(facts, language);
        const invented = inventedComparisonNumbers(`${leftColumn}\n${rightColumn}`, facts);
        if (invented.length > 0) found.push(`${language}: ${invented.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('finds a figure the table does not back, the same in both languages', () => {
    expect(inventedComparisonNumbers('Property B saves $999 a month against Property A.', THREE_LISTINGS)).toEqual([
      '$999',
    ]);
    expect(
      inventedComparisonNumbers('La Propiedad B le ahorra $999 al mes frente a la Propiedad A.', THREE_LISTINGS),
    ).toEqual(['$999']);
    expect(inventedComparisonNumbers('Property A has 1,450 sq ft; Property C scores 6.2.', THREE_LISTINGS)).toEqual([
      '1,450',
      '6.2',
    ]);
  });

  it('accepts the figures of the table and what two of them give, and the numbers of the addresses', () => {
    const text =
      'Property B (22 Elm St) at $1,500 a month ($18,000 a year) saves $800 a month, or $9,600 a year, against ' +
      'Property A, which has 300 sq ft more; Property B scores 7.1 against 3.1 for Property C, 35% cheaper than A.';
    expect(inventedComparisonNumbers(text, THREE_LISTINGS)).toEqual([]);
  });
});
