import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReportValuation } from '#core/api/reports';
import type { Language } from '#core/i18n/languages';
import { ValueScoreCard } from './value-score-card';
import { WithI18n } from '../../lib/test-i18n';

// The verdict card's label and colour follow the range verdict (decision 079): a rent above the expected range is
// never labelled or coloured as a good deal, in either language.

/** A listing 16% above its expected rent of $1,780: over the range $1,673–$1,887, score 4.06. */
const ABOVE: ReportValuation = {
  valueScore: 4.06,
  displayScore: 4.06,
  askingPrice: 2065,
  marketPrice: 1780,
  minPrice: 1673.2,
  maxPrice: 1886.8,
  medianRent: 1736.59,
  percentageDifference: 16.01,
  verdict: 'above',
  askingPricePerSqft: 2.07,
  expectedPricePerSqft: 1.78,
  medianPricePerSqft: 1.74,
  adjustmentFactor: 1.025,
  confidence: { level: 'high', label: 'High', reasons: [] },
  basis: 'comps_and_benchmark',
  noScoreReason: null,
};

const BELOW: ReportValuation = {
  ...ABOVE,
  valueScore: 7.4,
  displayScore: 7.4,
  askingPrice: 1500,
  percentageDifference: -15.73,
  verdict: 'below',
};

const WITHIN: ReportValuation = { ...ABOVE, valueScore: 5.2, displayScore: 5.2, askingPrice: 1850, verdict: 'within' };

function card(valuation: ReportValuation, language: Language = 'en') {
  const html = renderToStaticMarkup(
    <WithI18n language={language}>
      <ValueScoreCard
        valuation={valuation}
        scoredRent={{ kind: 'asking', amount: valuation.askingPrice ?? 0, label: 'asking rent' }}
        why=""
      />
    </WithI18n>,
  );
  const label = /<p data-value-label[^>]*class="([^"]*)"[^>]*>([^<]*)</.exec(html);
  const rent = /<dd data-scored-rent[^>]*class="([^"]*)"/.exec(html);
  return { label: label?.[2], labelClass: label?.[1] ?? '', rentClass: rent?.[1] ?? '' };
}

const green = /\btext-(green|emerald)-/;
const warm = /\btext-(red|orange)-/;

describe('ValueScoreCard label and colour', () => {
  it('labels and colours a listing above the range as a poorer value, never a fair or good deal', () => {
    const { label, labelClass, rentClass } = card(ABOVE);
    expect(label).toBe('Poorer Value');
    expect(labelClass).toMatch(warm);
    expect(rentClass).toMatch(warm);
    expect(card(ABOVE, 'es').label).toBe('Menor valor');
  });

  it('keeps green for a rent below the range, and neither green nor red within it', () => {
    const below = card(BELOW);
    expect(below.label).toBe('Better Value');
    expect(below.labelClass).toMatch(green);
    expect(below.rentClass).toMatch(green);
    const within = card(WITHIN);
    expect(within.label).toBe('Fair Value');
    expect(within.labelClass).not.toMatch(green);
    expect(within.labelClass).not.toMatch(warm);
    expect(within.rentClass).not.toMatch(green);
    expect(within.rentClass).not.toMatch(warm);
    expect(card(WITHIN, 'es').label).toBe('Valor justo');
  });
});
