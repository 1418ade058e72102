import { describe, expect, it } from 'vitest';
import { valueScore } from '../valuation/value-score';
import {
  amenitiesLabel,
  evaluationLabel,
  FAIR_VALUE_SCORES,
  propertyLabel,
  propertyLetter,
  qualityLabel,
  starRating,
} from './compare-labels';

describe('evaluationLabel', () => {
  it.each([
    [4.96, 'Fair Value'],
    [5, 'Fair Value'],
    [6.04, 'Fair Value'],
    [6.05, 'Better Value'],
    [10, 'Better Value'],
    [4.95, 'Poorer Value'],
    [4.06, 'Poorer Value'],
    [1, 'Poorer Value'],
    ['6.50', 'Better Value'],
    ['5.00', 'Fair Value'],
  ])('labels %j as %s', (score, label) => {
    expect(evaluationLabel(score)).toBe(label);
  });

  it("spans 'Fair Value' over the scores of a rent inside the expected range", () => {
    const atTop = valueScore({ askingRent: 1060, subjectSqft: 800, expectedPrice: 1000, expectedPricePerSqft: 1.25 });
    const atBottom = valueScore({ askingRent: 940, subjectSqft: 800, expectedPrice: 1000, expectedPricePerSqft: 1.25 });
    expect(evaluationLabel(atTop.score)).toBe('Fair Value');
    expect(evaluationLabel(atBottom.score)).toBe('Fair Value');
    expect(FAIR_VALUE_SCORES).toEqual({ low: atTop.score, high: atBottom.score });
  });

  it('never calls a listing above the expected range a fair or better value', () => {
    // 16% above the expected rent scores 4.06, which the old 4..6 band called 'Fair Value'.
    const above = valueScore({ askingRent: 1160, subjectSqft: 800, expectedPrice: 1000, expectedPricePerSqft: 1.25 });
    expect(above.score).toBeCloseTo(4.06, 2);
    expect(evaluationLabel(above.score)).toBe('Poorer Value');
    expect(evaluationLabel(above.score, 'above')).toBe('Poorer Value');
  });

  it('follows the range verdict when it is given', () => {
    expect(evaluationLabel(4.95, 'within')).toBe('Fair Value');
    expect(evaluationLabel(5.2, 'above')).toBe('Poorer Value');
    expect(evaluationLabel(5.9, 'below')).toBe('Better Value');
    expect(evaluationLabel(null, 'below')).toBeNull();
  });

  it('has no label without a score', () => {
    expect(evaluationLabel(null)).toBeNull();
    expect(evaluationLabel(undefined)).toBeNull();
    expect(evaluationLabel('n/a')).toBeNull();
  });
});

describe('qualityLabel and amenitiesLabel', () => {
  it('names the whole levels with the words of the table', () => {
    expect([1, 2, 3].map(qualityLabel)).toEqual(['Budget', 'Average', 'Luxury']);
    expect([1, 2, 3].map(amenitiesLabel)).toEqual(['Minimal', 'Average', 'High']);
  });

  it("names the half levels with the form's option words", () => {
    expect(qualityLabel(1.5)).toBe('Below Average');
    expect(qualityLabel(2.5)).toBe('Above Average');
    expect(amenitiesLabel(1.5)).toBe('Below Average');
    expect(amenitiesLabel(2.5)).toBe('Above Average');
  });

  it('reads numeric text from the database', () => {
    expect(qualityLabel('2.50')).toBe('Above Average');
    expect(amenitiesLabel('3')).toBe('High');
  });

  it('has no label for other values', () => {
    expect(qualityLabel(0)).toBeNull();
    expect(qualityLabel(1.25)).toBeNull();
    expect(amenitiesLabel(4)).toBeNull();
    expect(amenitiesLabel(null)).toBeNull();
  });
});

describe('starRating', () => {
  it.each([
    [1, { full: 1, half: 0, empty: 2 }],
    [1.5, { full: 1, half: 1, empty: 1 }],
    [2, { full: 2, half: 0, empty: 1 }],
    [2.5, { full: 2, half: 1, empty: 0 }],
    [3, { full: 3, half: 0, empty: 0 }],
    [0, { full: 0, half: 0, empty: 3 }],
    [5, { full: 3, half: 0, empty: 0 }],
    [-1, { full: 0, half: 0, empty: 3 }],
    [2.3, { full: 2, half: 1, empty: 0 }],
    [2.2, { full: 2, half: 0, empty: 1 }],
    ['2.5', { full: 2, half: 1, empty: 0 }],
    [null, { full: 0, half: 0, empty: 3 }],
  ])('shows level %j as %j', (level, stars) => {
    expect(starRating(level)).toEqual(stars);
  });
});

describe('property letters', () => {
  it('starts at A', () => {
    expect(propertyLetter(0)).toBe('A');
    expect(propertyLabel(0)).toBe('Property A');
    expect(propertyLabel(1)).toBe('Property B');
    expect(propertyLabel(9)).toBe('Property J');
  });

  it('continues past Z', () => {
    expect(propertyLetter(25)).toBe('Z');
    expect(propertyLetter(26)).toBe('AA');
    expect(propertyLetter(27)).toBe('AB');
    expect(propertyLetter(701)).toBe('ZZ');
    expect(propertyLetter(702)).toBe('AAA');
  });

  it('refuses negative or fractional indexes', () => {
    expect(() => propertyLetter(-1)).toThrow(RangeError);
    expect(() => propertyLetter(1.5)).toThrow(RangeError);
  });
});
