import { describe, expect, it } from 'vitest';
import { confidenceReasonText } from './confidence-reason-text';

describe('confidenceReasonText', () => {
  it('words each reason in English, as the report has always said it', () => {
    expect(confidenceReasonText({ id: 'noComps', values: {} }, 'en')).toBe(
      'No comparable rental was found nearby, so the expected rent comes from the official benchmarks alone.',
    );
    expect(confidenceReasonText({ id: 'tooFewComps', values: { count: 1, min: 4 } }, 'en')).toBe(
      'Only 1 comparable rental was found; a Value Score needs at least 4.',
    );
    expect(confidenceReasonText({ id: 'tooFewComps', values: { count: 2, min: 4 } }, 'en')).toBe(
      'Only 2 comparable rentals were found; a Value Score needs at least 4.',
    );
    expect(confidenceReasonText({ id: 'fewCloseMatches', values: { count: 6, close: 3 } }, 'en')).toBe(
      'Few close matches: 6 comparables, but only about 3 much like this unit.',
    );
    expect(confidenceReasonText({ id: 'scattered', values: { percent: 12 } }, 'en')).toBe(
      "The comparables' rents are scattered (about ±12% around the middle once adjusted).",
    );
    expect(confidenceReasonText({ id: 'farAway', values: { miles: 40 } }, 'en')).toBe(
      'The comparables are far away (typically 40 miles).',
    );
  });

  it('words the same reason in Spanish from the same figures', () => {
    expect(confidenceReasonText({ id: 'scattered', values: { percent: 12 } }, 'es')).toBe(
      'Las rentas de las comparables están dispersas (alrededor de ±12% en torno al valor central, una vez ajustadas).',
    );
    expect(confidenceReasonText({ id: 'farAway', values: { miles: 40 } }, 'es')).toBe(
      'Las comparables están lejos (normalmente a 40 millas).',
    );
  });
});
