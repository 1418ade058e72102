import { describe, expect, it } from 'vitest';
import { WITHIN_RANGE } from '#fixtures/evaluation-facts';
import { isValidAiText, parseEvaluation, type EvaluationBlock } from './ai-text';
import type { EvaluationFacts } from './evaluation-facts';
import { EVALUATION_BULLET_LABELS, writeEvaluation } from './evaluation-writer';
import { computeValuation } from '../valuation/valuation';

const within = WITHIN_RANGE;

const above: EvaluationFacts = {
  ...within,
  rent: 2100,
  valueScore: 2.6,
  percentageDifference: 17.98,
  verdict: 'above',
  askingPricePerSqft: 2.1,
  askingPercentile: 95,
};

const below: EvaluationFacts = {
  ...within,
  address: '88 Oak Ave, Austin, TX 78701',
  bedrooms: '3',
  buildingType: 'house',
  rent: 1500,
  valueScore: 7.4,
  percentageDifference: -15.73,
  verdict: 'below',
  askingPricePerSqft: 1.5,
  askingPercentile: 10,
  dataSource: 'listings',
};

const noScore: EvaluationFacts = {
  ...within,
  valueScore: null,
  marketPrice: null,
  minPrice: null,
  maxPrice: null,
  medianRent: 1700,
  percentageDifference: null,
  verdict: null,
  askingPricePerSqft: null,
  medianPricePerSqft: null,
  expectedPricePerSqft: null,
  adjustmentFactor: null,
  compsFound: 7,
  compsUsed: 3,
  dropped: { invalid: 0, priceOutlier: 0, sqftOutOfRange: 4, duplicateAddress: 0 },
  askingPercentile: 100,
};

const sample: EvaluationFacts = { ...within, dataSource: 'sample', isSample: true };

const noSqftMedians: EvaluationFacts = {
  ...within,
  medianPricePerSqft: null,
  medianCompSqft: null,
  expectedPricePerSqft: null,
};

function lines(text: string): string[] {
  return text.split('\n');
}

function bulletText(text: string, label: string): string | undefined {
  const block = parseEvaluation(text).find(
    (b): b is Extract<EvaluationBlock, { kind: 'bullet' }> => b.kind === 'bullet' && b.label === label,
  );
  return block?.text;
}

describe('writeEvaluation', () => {
  it('writes a listing inside its range as a paragraph and six labelled bullets', () => {
    expect(lines(writeEvaluation(within))).toEqual([
      'At $1,850 a month, the 2-bedroom apartment at 123 Main St, Springfield, IL 62701 is priced 3.9% above the expected rent of $1,780 for its condition and amenities, inside the expected range. Weighing price and price per sq ft together, it rates a Fair Value with a Value Score of 5.2.',
      '* Price vs Expected Range: The asking rent of $1,850 sits within the expected range, $1,673–$1,887, around an expected rent of $1,780.',
      '* Price per Sq Ft: The asking $1.85 a sq ft is 8.8% above the local median of $1.70; $1.74 is expected for its condition and amenities.',
      '* Size: At 1,000 sq ft it is 5.3% larger than the median comparable (950 sq ft).',
      "* Condition and Amenities: Average condition and Above Average amenities adjust the expected rent by +2.5%, from the comparables' median of $1,737 to $1,780.",
      '* Evidence: 14 comparable rentals from RentCast were found within 1.5 miles over the past 12 months, and 11 were used (left out: 1 without a price or size, 1 price outlier, 1 too different in size). The asking rent is higher than 68% of them.',
      "* Negotiation: Ask for $1,780, the expected rent for its condition and amenities, citing the comparables' median rent of $1,737.",
    ]);
  });

  it('says how far over the range a listing above it is, and asks for the top of the range', () => {
    const text = writeEvaluation(above);
    expect(lines(text)[0]).toBe(
      'At $2,100 a month, the 2-bedroom apartment at 123 Main St, Springfield, IL 62701 is priced 18% above the expected rent of $1,780 for its condition and amenities, over the expected range. Weighing price and price per sq ft together, it rates a Poorer Value with a Value Score of 2.6.',
    );
    expect(bulletText(text, 'Price vs Expected Range')).toBe(
      'The asking rent of $2,100 is $213 over the top of the expected range, $1,673–$1,887, around an expected rent of $1,780.',
    );
    expect(bulletText(text, 'Price per Sq Ft')).toBe(
      'The asking $2.10 a sq ft is 24% above the local median of $1.70; $1.74 is expected for its condition and amenities.',
    );
    expect(bulletText(text, 'Negotiation')).toBe(
      "Ask for $1,887, the top of the expected range and $213 a month less, citing the comparables' median rent of $1,737.",
    );
  });

  it('says how far under the range a listing below it is', () => {
    const text = writeEvaluation(below);
    expect(lines(text)[0]).toBe(
      'At $1,500 a month, the 3-bedroom house at 88 Oak Ave, Austin, TX 78701 is priced 16% below the expected rent of $1,780 for its condition and amenities, under the expected range. Weighing price and price per sq ft together, it rates a Better Value with a Value Score of 7.4.',
    );
    expect(bulletText(text, 'Price vs Expected Range')).toBe(
      'The asking rent of $1,500 is $173 under the bottom of the expected range, $1,673–$1,887, around an expected rent of $1,780.',
    );
    expect(bulletText(text, 'Evidence')).toBe(
      '14 comparable rentals from imported rental listings were found within 1.5 miles over the past 12 months, and 11 were used (left out: 1 without a price or size, 1 price outlier, 1 too different in size). The asking rent is higher than 10% of them.',
    );
    expect(bulletText(text, 'Negotiation')).toBe(
      'The rent is under the expected range, so move quickly, but first check the listing for the reason (fees, condition, lease terms).',
    );
  });

  it('explains a missing score with fewer than 4 usable comparables, using only the figures it has', () => {
    expect(lines(writeEvaluation(noScore))).toEqual([
      'At $1,850 a month, the 2-bedroom apartment at 123 Main St, Springfield, IL 62701 has no Value Score: only 3 of the 7 comparable rentals found could be used, and a score needs at least 4. The asking rent is 8.8% above the median of the comparables used, $1,700, a rough guide only.',
      '* Price vs Expected Range: There is no expected range without at least 4 usable comparables; the asking rent is $1,850.',
      "* Price per Sq Ft: The asking $1.85 a sq ft cannot be compared: the comparables' median price per sq ft is not available.",
      '* Size: At 1,000 sq ft it is 5.3% larger than the median comparable (950 sq ft).',
      '* Condition and Amenities: Average condition and Above Average amenities would adjust the expected rent by +2.5% once there are enough comparables.',
      '* Evidence: 7 comparable rentals from RentCast were found within 1.5 miles over the past 12 months, and 3 were used (left out: 4 too different in size). The asking rent is higher than 100% of them.',
      '* Negotiation: Cite the median rent of the comparables used, $1,700, and ask the landlord for recent rents of similar units before agreeing to more.',
    ]);
  });

  it('says so when no comparables were found at all', () => {
    const text = writeEvaluation({
      ...noScore,
      compsFound: 0,
      compsUsed: 0,
      medianRent: null,
      medianCompSqft: null,
      askingPercentile: null,
      dropped: { invalid: 0, priceOutlier: 0, sqftOutOfRange: 0, duplicateAddress: 0 },
      radiusMiles: 10,
      lookbackDays: 90,
    });
    expect(lines(text)[0]).toBe(
      'At $1,850 a month, the 2-bedroom apartment at 123 Main St, Springfield, IL 62701 has no Value Score: no comparable rentals were found within 10 miles, and a score needs at least 4.',
    );
    expect(bulletText(text, 'Evidence')).toBe(
      'No comparable rentals from RentCast were found within 10 miles over the past 90 days.',
    );
    expect(bulletText(text, 'Negotiation')).toBe(
      'Ask the landlord for recent rents of similar units nearby before agreeing to the price.',
    );
  });

  it('tells the reader when the comparables are sample market data', () => {
    expect(bulletText(writeEvaluation(sample), 'Evidence')).toBe(
      '14 comparable rentals were found within 1.5 miles over the past 12 months, and 11 were used (left out: 1 without a price or size, 1 price outlier, 1 too different in size). The asking rent is higher than 68% of them. These are sample market data generated for this area, not real listings.',
    );
    expect(writeEvaluation(within)).not.toContain('sample');
  });

  it('says the per-sq-ft and size comparisons are unavailable when the comparables have no size medians', () => {
    const text = writeEvaluation(noSqftMedians);
    expect(bulletText(text, 'Price per Sq Ft')).toBe(
      "The asking $1.85 a sq ft cannot be compared: the comparables' median price per sq ft is not available.",
    );
    expect(bulletText(text, 'Size')).toBe(
      "At 1,000 sq ft, the listing could not be compared on size: the comparables' sizes are not known.",
    );
  });

  it('shows the display score (clamped to 2..8.5) with its label', () => {
    expect(lines(writeEvaluation({ ...below, valueScore: 9.64 }))[0]).toMatch(
      /Weighing price and price per sq ft together, it rates a Better Value with a Value Score of 8\.5\.$/,
    );
    expect(lines(writeEvaluation({ ...above, valueScore: 1 }))[0]).toMatch(
      /Weighing price and price per sq ft together, it rates a Poorer Value with a Value Score of 2\.0\.$/,
    );
  });

  it('says "right at" when the asking rent is the expected rent, and negotiates terms instead of price', () => {
    const text = writeEvaluation({ ...within, rent: 1780, percentageDifference: 0, askingPricePerSqft: 1.78 });
    expect(lines(text)[0]).toContain(
      'is priced right at the expected rent of $1,780 for its condition and amenities, inside the expected range.',
    );
    expect(bulletText(text, 'Negotiation')).toBe(
      'The rent is at or under the expected rent, so negotiate terms rather than price: ask to keep this rent on a longer lease.',
    );
  });

  it('describes a neutral adjustment and a downward one', () => {
    const neutral = writeEvaluation({ ...within, amenitiesLevel: 2, adjustmentFactor: 1, marketPrice: 1736.59 });
    expect(bulletText(neutral, 'Condition and Amenities')).toBe(
      "Average condition and Average amenities adjust the expected rent by ±0%: it stays at the comparables' median of $1,737.",
    );
    const budget = writeEvaluation({ ...within, qualityLevel: 1, amenitiesLevel: 1.5, adjustmentFactor: 0.925 });
    expect(bulletText(budget, 'Condition and Amenities')).toMatch(
      /^Budget condition and Below Average amenities adjust the expected rent by -7\.5%,/,
    );
  });

  it('names a studio and keeps a multi-line address on one line', () => {
    const text = writeEvaluation({ ...within, bedrooms: '0', address: '12 Elm St\nApt 4\r\nBoston, MA 02108' });
    expect(lines(text)[0]).toMatch(
      /^At \$1,850 a month, the studio apartment at 12 Elm St Apt 4 Boston, MA 02108 is priced/,
    );
    expect(lines(text)).toHaveLength(7);
  });

  it.each([
    ['within', within],
    ['above', above],
    ['below', below],
    ['no score', noScore],
    ['sample data', sample],
    ['missing sqft medians', noSqftMedians],
  ])('writes valid text that the page parses into one paragraph and labelled bullets (%s)', (_name, facts) => {
    const text = writeEvaluation(facts);
    expect(isValidAiText(text)).toBe(true);
    const blocks = parseEvaluation(text);
    expect(blocks[0]?.kind).toBe('paragraph');
    expect(blocks.filter((b) => b.kind === 'paragraph')).toHaveLength(1);
    const bullets = blocks.slice(1);
    expect(bullets.map((b) => (b.kind === 'bullet' ? b.label : undefined))).toEqual(
      Object.values(EVALUATION_BULLET_LABELS),
    );
    for (const bullet of bullets) expect(bullet.text.length).toBeGreaterThan(0);
    expect(text).not.toContain('**');
    expect(text).not.toContain('—');
    expect(writeEvaluation(facts)).toBe(text);
  });

  it('agrees with the valuation it is written from', () => {
    const comps = [1600, 1650, 1700, 1750, 1800].map((price, i) => ({
      address: `${i + 1} Comp St`,
      price,
      sqft: 1000,
    }));
    const valuation = computeValuation({
      subject: { rent: 1950, sqft: 1000, qualityLevel: 2, amenitiesLevel: 2 },
      comps,
    });
    if (valuation.status !== 'scored') throw new Error('expected a scored valuation');
    const text = writeEvaluation({
      ...within,
      rent: 1950,
      amenitiesLevel: 2,
      valueScore: valuation.value_score,
      marketPrice: valuation.market_price,
      minPrice: valuation.min_price,
      maxPrice: valuation.max_price,
      medianRent: valuation.median_rent,
      percentageDifference: valuation.percentage_difference,
      verdict: valuation.verdict,
      askingPricePerSqft: valuation.asking_price_per_sqft,
      medianPricePerSqft: valuation.median_price_per_sqft,
      expectedPricePerSqft: valuation.expected_price_per_sqft,
      adjustmentFactor: valuation.adjustment_factor,
      medianCompSqft: 1000,
      compsFound: 5,
      compsUsed: 5,
      dropped: valuation.dropped,
    });
    // 1,950 against an expected 1,700 (range 1,598..1,802): 14.7% above, over the range by 148. Both gaps are -14.7%,
    // so the score is 5.5 - 0.147 / 0.5 x 4.5 = 4.18. Over the range, it is never a Fair Value (decision 079).
    expect(lines(text)[0]).toBe(
      'At $1,950 a month, the 2-bedroom apartment at 123 Main St, Springfield, IL 62701 is priced 15% above the expected rent of $1,700 for its condition and amenities, over the expected range. Weighing price and price per sq ft together, it rates a Poorer Value with a Value Score of 4.2.',
    );
    expect(bulletText(text, 'Size')).toBe('At 1,000 sq ft it is the same size as the median comparable (1,000 sq ft).');
    expect(bulletText(text, 'Negotiation')).toBe(
      "Ask for $1,802, the top of the expected range and $148 a month less, citing the comparables' median rent of $1,700.",
    );
  });
});

describe('the value label follows the range verdict (decision 079)', () => {
  // 16% above the expected rent, over the range: the score is 4.06, which the old 4..6 band called 'Fair Value'.
  const above: EvaluationFacts = {
    ...within,
    rent: 2065,
    valueScore: 4.06,
    percentageDifference: 16.01,
    verdict: 'above',
    askingPricePerSqft: 2.065,
  };

  it('never rates a listing over its range a Fair Value, in English or Spanish', () => {
    expect(lines(writeEvaluation(above))[0]).toContain('it rates a Poorer Value with a Value Score of 4.1.');
    const spanish = writeEvaluation(above, 'es');
    expect(spanish).toContain('Menor valor');
    expect(spanish).not.toContain('Valor justo');
  });
});

describe('writeEvaluation with confidence and benchmarks', () => {
  it('names the official benchmark and the confidence in the evidence point, from the facts only', async () => {
    const { writeEvaluation } = await import('./evaluation-writer');
    const text = writeEvaluation({
      address: '1600 Congress Ave, Austin, TX 78701',
      rent: 1850,
      bedrooms: '2',
      baths: '1',
      sqft: 950,
      buildingType: 'apartment',
      qualityLevel: 2,
      amenitiesLevel: 2,
      valueScore: 7.9,
      marketPrice: 2640,
      minPrice: 2481.6,
      maxPrice: 2798.4,
      medianRent: 2600,
      percentageDifference: -29.92,
      verdict: 'below',
      askingPricePerSqft: 1.95,
      medianPricePerSqft: 2.7,
      expectedPricePerSqft: 2.78,
      adjustmentFactor: 1,
      medianCompSqft: 960,
      compsFound: 30,
      compsUsed: 27,
      dropped: { invalid: 0, priceOutlier: 2, sqftOutOfRange: 1, duplicateAddress: 0 },
      radiusMiles: 2,
      lookbackDays: 365,
      askingPercentile: 3,
      dataSource: 'sample',
      isSample: true,
      confidence: 'medium',
      confidenceReasons: [{ id: 'scattered', values: { percent: 12 } }],
      compsEstimate: 2620,
      benchmark: {
        name: 'HUD Small Area Fair Market Rent',
        area: 'ZIP 78701 (Austin)',
        release: 'HUD FY2024 Small Area Fair Market Rents (revised)',
        rent: 2890,
      },
    });
    expect(text).toContain(
      'The official HUD Small Area Fair Market Rent for ZIP 78701 (Austin) is $2,890 a month including utilities',
    );
    expect(text).toContain("Confidence in the expected rent is Medium: The comparables' rents are scattered");
    expect(text).toContain('adjust the expected rent by ±0%, to $2,640.');
  });
});

describe('one plan, two phrasebooks (issue 35)', () => {
  /** The figures a line cites (money, percentages, counts, sizes), in order of first mention. */
  const figures = (line: string) => [...new Set(line.match(/[$±+-]?\d[\d,]*(\.\d+)?%?/g) ?? [])].sort();
  const variants: Record<string, EvaluationFacts> = {
    within,
    above,
    below,
    noScore,
    sample,
    noSqftMedians,
    renewal: { ...above, rentKind: 'offered' },
    studio: { ...within, bedrooms: '0', address: '' },
    noneFound: { ...noScore, compsFound: 0, compsUsed: 0, medianRent: null, radiusMiles: null },
  };

  it.each(Object.entries(variants))(
    'says the same thing in English and Spanish, line by line and figure by figure: %s',
    (_name, facts) => {
      const english = lines(writeEvaluation(facts, 'en'));
      const spanish = lines(writeEvaluation(facts, 'es'));
      expect(spanish).toHaveLength(english.length);
      english.forEach((line, index) => {
        const other = spanish[index] ?? '';
        expect(other.startsWith('* '), other).toBe(line.startsWith('* '));
        expect(figures(other), `${line}\n${other}`).toEqual(figures(line));
      });
    },
  );
});
