import { describe, expect, it } from 'vitest';
import { comparedReport, THREE_LISTINGS } from '#fixtures/comparison-facts';
import { isValidAiText, parseEvaluation } from './ai-text';
import { toComparisonFactsList, type ComparisonFacts } from './comparison-facts';
import { COMPARISON_BULLET_LABELS, recommendedListing, writeComparison } from './comparison-writer';

const report = comparedReport;
const three = THREE_LISTINGS;

function bullets(text: string) {
  return parseEvaluation(text).filter((b) => b.kind === 'bullet');
}

function bulletText(text: string, label: string): string | undefined {
  const found = bullets(text).find((b) => b.kind === 'bullet' && b.label === label);
  return found?.text;
}

describe('writeComparison', () => {
  const { leftColumn, rightColumn } = writeComparison(three);

  it('writes two columns the page can lay out: a paragraph, then labelled bullets', () => {
    for (const column of [leftColumn, rightColumn]) {
      expect(isValidAiText(column)).toBe(true);
      const blocks = parseEvaluation(column);
      expect(blocks[0]?.kind).toBe('paragraph');
      expect(blocks.slice(1).every((b) => b.kind === 'bullet' && b.label !== undefined)).toBe(true);
    }
  });

  it('opens with the rent spread, a month and a year', () => {
    expect(parseEvaluation(leftColumn)[0]?.text).toBe(
      'Across these 3 listings the rent runs from $1,300 a month (Property C) to $2,300 (Property A): a gap of $1,000 a month, or $12,000 a year.',
    );
  });

  it('says where each listing wins, in the figures the table shows', () => {
    expect(bulletText(leftColumn, COMPARISON_BULLET_LABELS.bestValue)).toBe(
      'Property B has the highest score, a Value Score of 7.1 (Better Value), against 3.1 for Property C.',
    );
    expect(bulletText(leftColumn, COMPARISON_BULLET_LABELS.lowestRent)).toBe(
      'Property C at $1,300 a month ($15,600 a year), $200 a month less than the next cheapest, Property B.',
    );
    expect(bulletText(leftColumn, COMPARISON_BULLET_LABELS.mostSpace)).toBe(
      'Property A with 1,200 sq ft, 600 sq ft more than the smallest, Property C at 600 sq ft.',
    );
    expect(bulletText(leftColumn, COMPARISON_BULLET_LABELS.pricePerSqft)).toBe(
      'Property B at $1.67 per sq ft, against $2.17 for Property C.',
    );
    expect(bulletText(leftColumn, COMPARISON_BULLET_LABELS.conditionAmenities)).toBe(
      'Property A has the best condition (Luxury); Property B the most amenities (Above Average).',
    );
  });

  it('weighs the trade-offs against the recommended listing and recommends it by street', () => {
    expect(parseEvaluation(rightColumn)[0]?.text).toBe(
      'Property B looks like the strongest choice: a Value Score of 7.1 (Better Value) at $1,500 a month for 900 sq ft.',
    );
    expect(bulletText(rightColumn, COMPARISON_BULLET_LABELS.space)).toBe(
      'Property A gives 300 sq ft more than Property B for $800 more a month ($9,600 a year), about $2.67 a month for each extra sq ft.',
    );
    expect(bulletText(rightColumn, COMPARISON_BULLET_LABELS.cheapest)).toBe(
      'Property C saves $200 a month ($2,400 a year) against Property B, with a Value Score of 3.1 (Poorer Value) and 300 sq ft less room.',
    );
    expect(bulletText(rightColumn, COMPARISON_BULLET_LABELS.poorerValue)).toMatch(
      /^Property C \(3\.1\) scores below 4/,
    );
    expect(bulletText(rightColumn, COMPARISON_BULLET_LABELS.recommendation)).toBe(
      'Shortlist Property B (22 Elm St) first; if the budget is tight, Property C costs $2,400 less a year, and if you need room, Property A has 300 sq ft more.',
    );
  });

  it('names one listing once when it leads on both condition and amenities', () => {
    const written = writeComparison(
      toComparisonFactsList([
        report({ quality_level: 3, amenities_level: 2.5 }),
        report({ quality_level: 2, amenities_level: 1 }),
      ]),
    );
    expect(bulletText(written.leftColumn, COMPARISON_BULLET_LABELS.conditionAmenities)).toBe(
      'Property A has both the best condition (Luxury) and the most amenities (Above Average).',
    );
  });

  it('gives the same text for the same figures', () => {
    expect(writeComparison(three)).toEqual({ leftColumn, rightColumn });
  });

  it('names ties and skips rows where every listing is the same', () => {
    const same = toComparisonFactsList([report({}), report({ street_address: '2 Main St' })]);
    const written = writeComparison(same);
    expect(parseEvaluation(written.leftColumn)[0]?.text).toBe(
      'All 2 listings with a rent ask $1,800 a month, so the choice comes down to value, space and condition.',
    );
    expect(bulletText(written.leftColumn, COMPARISON_BULLET_LABELS.bestValue)).toBe(
      'All 2 listings share a Value Score of 5.0 (Fair Value), so value does not separate them.',
    );
    expect(bulletText(written.leftColumn, COMPARISON_BULLET_LABELS.lowestRent)).toBeUndefined();
    expect(bulletText(written.leftColumn, COMPARISON_BULLET_LABELS.mostSpace)).toBe(
      'Property A and Property B both have 900 sq ft.',
    );
    expect(bulletText(written.leftColumn, COMPARISON_BULLET_LABELS.conditionAmenities)).toBe(
      'All 2 listings are rated Average for condition and Average for amenities.',
    );
    expect(bulletText(written.rightColumn, COMPARISON_BULLET_LABELS.recommendation)).toBe(
      'Shortlist Property A (1 Main St) first: no other listing here beats it on rent or space.',
    );
  });

  it('says so when no listing has a Value Score and recommends on price per sq ft', () => {
    const unscored = toComparisonFactsList([
      report({ value_score: null, rent: 2000, sqft: 1000 }),
      report({ value_score: null, rent: 1900, sqft: 800 }),
    ]);
    const written = writeComparison(unscored);
    expect(bulletText(written.leftColumn, COMPARISON_BULLET_LABELS.bestValue)).toMatch(
      /^None of these listings has a Value Score/,
    );
    expect(parseEvaluation(written.rightColumn)[0]?.text).toBe(
      'Without Value Scores this rests on price and size: Property A gives the most space for the money, $2.00 per sq ft ($2,000 a month for 1,000 sq ft).',
    );
  });

  it('notes a larger listing that costs less but scores lower', () => {
    const written = writeComparison(
      toComparisonFactsList([
        report({ rent: 1800, sqft: 800, value_score: 7 }),
        report({ rent: 1700, sqft: 1000, value_score: 4.5 }),
      ]),
    );
    expect(bulletText(written.rightColumn, COMPARISON_BULLET_LABELS.space)).toBe(
      'Property B gives 200 sq ft more than Property A and costs $100 less a month, yet scores lower: check its condition, amenities and location before ruling it out.',
    );
  });

  it('handles ten listings and never breaks a bullet over lines', () => {
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
    const written = writeComparison(ten);
    expect(written.leftColumn).toContain('Across these 10 listings');
    for (const column of [written.leftColumn, written.rightColumn]) {
      for (const line of column.split('\n')) expect(line === column.split('\n')[0] || line.startsWith('* ')).toBe(true);
    }
    expect(written.rightColumn).toMatch(/Shortlist Property [A-J] \(\d+ Long Road\)/);
  });

  it('compares what the renter pays: a listing with move-in specials on its net effective rent', () => {
    // A asks more but a month free brings it under B; B had no specials, so its rent is what it costs.
    const specials = toComparisonFactsList([
      report({ street_address: '10 Oak Ave', rent: 2000, net_effective_rent: 1850, value_score: 6.5 }),
      report({ street_address: '22 Elm St', rent: 1900, value_score: 3.5 }),
    ]);
    const written = writeComparison(specials);
    expect(parseEvaluation(written.leftColumn)[0]?.text).toBe(
      'Across these 2 listings the rent runs from $1,850 a month (Property A) to $1,900 (Property B): a gap of $50 a month, or $600 a year. ' +
        'Rents here are what the renter pays: for Property A, the total monthly cost with its move-in specials, fees and utilities counted.',
    );
    expect(bulletText(written.leftColumn, COMPARISON_BULLET_LABELS.lowestRent)).toBe(
      'Property A at $1,850 a month ($22,200 a year), $50 a month less than the next cheapest, Property B.',
    );
    expect(parseEvaluation(written.rightColumn)[0]?.text).toBe(
      'Property A looks like the strongest choice: a Value Score of 6.5 (Better Value) at $1,850 a month for 900 sq ft.',
    );
    expect(bulletText(written.rightColumn, COMPARISON_BULLET_LABELS.cheapest)).toBe(
      'Property A is also the cheapest, so its value costs nothing extra.',
    );
    expect(bulletText(written.rightColumn, COMPARISON_BULLET_LABELS.poorerValue)).toMatch(
      /^Property B \(3\.5\) scores below 4: the asking rent is high/,
    );

    const equal = writeComparison(
      toComparisonFactsList([report({ rent: 1900, net_effective_rent: 1800 }), report({ rent: 1800 })]),
    );
    expect(parseEvaluation(equal.leftColumn)[0]?.text).toBe(
      'All 2 listings with a rent cost $1,800 a month, so the choice comes down to value, space and condition. ' +
        'Rents here are what the renter pays: for Property A, the total monthly cost with its move-in specials, fees and utilities counted.',
    );
    const both = writeComparison(
      toComparisonFactsList([
        report({ rent: 1900, net_effective_rent: 1800, value_score: 3 }),
        report({ rent: 1800, net_effective_rent: 1700 }),
      ]),
    );
    expect(both.leftColumn).toContain(
      'for Property A and Property B, the total monthly cost with their move-in specials, fees and utilities counted.',
    );
    expect(bulletText(both.rightColumn, COMPARISON_BULLET_LABELS.poorerValue)).toContain(
      'the rent, move-in specials and fees counted, is high',
    );
  });

  it('needs at least two listings', () => {
    expect(() => writeComparison(three.slice(0, 1))).toThrow(RangeError);
  });
});

describe('recommendedListing', () => {
  const base = three[1] as ComparisonFacts;

  it('prefers the highest score, then the lower rent', () => {
    expect(recommendedListing(three).label).toBe('Property B');
    const tie = [
      { ...base, label: 'Property A', rent: 1600 },
      { ...base, label: 'Property B', rent: 1550 },
    ];
    expect(recommendedListing(tie).label).toBe('Property B');
  });

  it('falls back to the lowest rent when nothing else is known', () => {
    const bare = [
      { ...base, label: 'Property A', valueScore: null, pricePerSqft: null, rent: 1600 },
      { ...base, label: 'Property B', valueScore: null, pricePerSqft: null, rent: 1500 },
    ];
    expect(recommendedListing(bare).label).toBe('Property B');
  });
});

describe('one plan, two phrasebooks (issue 35)', () => {
  /** The figures a line cites (money, sizes, scores), sorted. */
  const figures = (line: string) => [...new Set(line.match(/\d[\d,]*(\.\d+)?/g) ?? [])].sort();
  const variants: Record<string, ComparisonFacts[]> = {
    three,
    unscored: toComparisonFactsList([report({ value_score: null }), report({ value_score: null, rent: 1500 })]),
    oneScored: toComparisonFactsList([report({ value_score: 6 }), report({ value_score: null, sqft: 1100 })]),
    specials: toComparisonFactsList([report({ net_effective_rent: 1712.5 }), report({ rent: 1500, sqft: 700 })]),
    same: toComparisonFactsList([report({}), report({ street_address: '2 Main St' })]),
  };

  it.each(Object.entries(variants))(
    'names the same listings and figures in English and Spanish, line by line: %s',
    (_name, facts) => {
      const english = writeComparison(facts, 'en');
      const spanish = writeComparison(facts, 'es');
      for (const column of ['leftColumn', 'rightColumn'] as const) {
        const en = english[column].split('\n');
        const es = spanish[column].split('\n');
        expect(es).toHaveLength(en.length);
        en.forEach((line, index) => {
          const other = es[index] ?? '';
          expect(figures(other), `${line}\n${other}`).toEqual(figures(line));
          const listings = (text: string, word: string) =>
            [...text.matchAll(new RegExp(`${word} ([A-J])\\b`, 'g'))].map((match) => match[1]).sort();
          expect(listings(other, 'Propiedad')).toEqual(listings(line, 'Property'));
        });
      }
    },
  );

  it('says plainly when only one listing has a Value Score (the English read "Property A share …")', () => {
    const text = bulletText(writeComparison(variants.oneScored ?? []).leftColumn, COMPARISON_BULLET_LABELS.bestValue);
    expect(text).toBe('Only Property A has a Value Score of 6.0 (Fair Value), so value cannot rank these listings.');
  });
});
