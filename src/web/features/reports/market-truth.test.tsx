import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReportBenchmarks, ReportEvidence, ReportValuation } from '#core/api/reports';
import { CHART_MESSAGES } from '#core/messages';
import { BenchmarksSection } from './benchmarks-section';
import { EvidencePanel } from './evidence-panel';
import { PriceRangeChart } from './price-range-chart';
import { ValueScoreCard } from './value-score-card';
import { WithI18n } from '../../lib/test-i18n';

// The report's market-truth parts (official benchmarks, confidence, no-score expected rent, evidence of the
// estimate; docs/product.md#benchmarks-and-confidence), rendered to markup: what they show for the figures the
// server sends.

/** The markup of a part, rendered with the app's English catalogues. */
const render = (element: ReactElement) => renderToStaticMarkup(<WithI18n>{element}</WithI18n>);

/** The markup's words, tags dropped and the escaped apostrophe read back. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const BENCHMARKS: ReportBenchmarks = {
  heading: 'Official rent benchmarks',
  figures: [
    {
      key: 'safmr',
      name: 'HUD Small Area Fair Market Rent',
      area: { id: 'zip', values: { zip: '78701', name: 'Austin-Round Rock-San Marcos, TX HUD Metro FMR Area' } },
      release: 'HUD FY2024 Small Area Fair Market Rents (revised)',
      covers: { id: 'bedrooms', values: { count: 2 } },
      rent: 2780,
      askingDifferencePct: -33.45,
    },
    {
      key: 'fmr',
      name: 'HUD Fair Market Rent',
      area: { id: 'place', values: { name: 'Travis County (Austin-Round Rock-San Marcos, TX HUD Metro FMR Area)' } },
      release: 'HUD FY2026 Fair Market Rents',
      covers: { id: 'bedrooms', values: { count: 2 } },
      rent: 1850,
      askingDifferencePct: 0.2,
    },
  ],
  explainer: 'What these figures are.',
  source: 'Sources: HUD.',
};

const SCORED: ReportValuation = {
  valueScore: 6.2,
  displayScore: 6.2,
  askingPrice: 1850,
  marketPrice: 1900,
  minPrice: 1780,
  maxPrice: 2020,
  medianRent: 1875,
  percentageDifference: -2.63,
  verdict: 'within',
  askingPricePerSqft: 1.95,
  expectedPricePerSqft: 2,
  medianPricePerSqft: 1.98,
  adjustmentFactor: 1,
  confidence: {
    level: 'medium',
    label: 'Medium',
    reasons: [{ id: 'scattered', values: { percent: 18 } }],
  },
  basis: 'comps_and_benchmark',
  noScoreReason: null,
};

const NO_SCORE: ReportValuation = {
  ...SCORED,
  valueScore: null,
  displayScore: null,
  marketPrice: 2100,
  minPrice: 1850,
  maxPrice: 2350,
  medianRent: 1900,
  verdict: 'within',
  percentageDifference: -11.9,
  confidence: {
    level: 'low',
    label: 'Low',
    reasons: [{ id: 'tooFewComps', values: { count: 1, min: 4 } }],
  },
  basis: 'benchmark',
  noScoreReason: { id: 'noScore', values: { count: 1, min: 4, withBenchmark: true } },
};

const EVIDENCE: ReportEvidence = {
  dataSource: 'sample',
  isSample: true,
  compsFound: 14,
  compsUsed: 12,
  dropped: { invalid: 1, priceOutlier: 1, sqftOutOfRange: 0, duplicateAddress: 0 },
  radiusMiles: 2,
  lookbackDays: 365,
  windowFrom: '2025-01-05',
  windowTo: '2026-01-05',
  askingPercentile: 40,
  geocodePrecision: 'zip',
  compsEstimate: 1950,
  benchmarkEstimate: 1400,
  compsShare: 0.72,
  providerRent: null,
  benchmarkDisagreement: null,
};

describe('BenchmarksSection', () => {
  it('shows nothing without benchmarks or figures', () => {
    expect(render(<BenchmarksSection benchmarks={null} />)).toBe('');
    expect(render(<BenchmarksSection benchmarks={{ ...BENCHMARKS, figures: [] }} />)).toBe('');
  });

  it('lists each figure with its area, release, cover, rent and comparison, then the explainer and source', () => {
    const html = render(<BenchmarksSection benchmarks={BENCHMARKS} />);
    expect(html).toMatch(/<h2[^>]*>Official rent benchmarks<\/h2>/);
    expect(html.match(/<h3/g)).toHaveLength(2);
    const words = text(html);
    expect(words).toContain('HUD Small Area Fair Market Rent');
    expect(words).toContain('ZIP 78701 (Austin-Round Rock-San Marcos, TX HUD Metro FMR Area)');
    expect(words).toContain('Travis County');
    expect(words).toContain('$2,780');
    expect(words).toContain('Asking rent is 33% below this');
    expect(words).toContain('About the same as the asking rent');
    expect(words).toContain('2 bedrooms');
    expect(words).toContain('What these figures are.');
    expect(words).toContain('Sources: HUD.');
  });

  it('words the area and what each figure covers in the page’s language', () => {
    const spanish = (
      <WithI18n language="es">
        <BenchmarksSection benchmarks={BENCHMARKS} />
      </WithI18n>
    );
    const words = text(renderToStaticMarkup(spanish));
    expect(words).toContain('Código postal 78701 (Austin-Round Rock-San Marcos, TX HUD Metro FMR Area)');
    expect(words).toContain('Travis County (Austin-Round Rock-San Marcos, TX HUD Metro FMR Area)');
    expect(words).toContain('2 habitaciones');
    expect(words).not.toContain('2 bedrooms');
    expect(words).not.toContain('ZIP 78701');
  });

  it("compares a renewal's offered rent, not an asking rent", () => {
    const words = text(render(<BenchmarksSection benchmarks={BENCHMARKS} rent="offered" />));
    expect(words).toContain('Offered rent is 33% below this');
    expect(words).toContain('About the same as the offered rent');
    expect(words).not.toContain('Asking rent');
  });
});

describe('confidence and the no-score report', () => {
  it('shows the confidence beside the expected range, with the reasons when not High', () => {
    const words = text(render(<PriceRangeChart valuation={SCORED} compPrices={[1700, 1800, 1900, 2000]} />));
    expect(words).toContain('Confidence: Medium');
    expect(words).toContain("The comparables' rents are scattered");
    const high = text(
      render(
        <PriceRangeChart
          valuation={{ ...SCORED, confidence: { level: 'high', label: 'High', reasons: [] } }}
          compPrices={[1700, 1800]}
        />,
      ),
    );
    expect(high).toContain('Confidence: High');
    expect(high).not.toContain('Why not higher');
  });

  it('keeps the no-score sentence and adds why, the expected rent and range, and Low confidence', () => {
    const words = text(
      render(
        <ValueScoreCard
          valuation={NO_SCORE}
          scoredRent={{ kind: 'asking', amount: 1850, label: 'asking rent' }}
          why=""
        />,
      ),
    );
    expect(words).toContain(CHART_MESSAGES.notEnoughDataForScore);
    expect(words).toContain('Only 1 usable comparable rental was found');
    expect(words).toContain('$2,100');
    expect(words).toContain('$1,850 – $2,350');
    expect(words).toContain('Confidence: Low');
    expect(words).not.toContain('out of 10');
  });

  it('names the rent it places by the rent the report scored: a net effective rent is not called asking', () => {
    const html = render(
      <PriceRangeChart valuation={SCORED} compPrices={[1700, 1800, 1900, 2000]} scoredRentKind="netEffective" />,
    );
    expect(text(html)).toContain('Price vs Expected Range Net effective $1,850 vs expected $1,900');
    expect(html).toContain('Net effective $');
    expect(text(html)).toContain('Net effective rent');
    expect(text(html)).not.toContain('Asking');
  });

  it('draws the expected range of a no-score report even with a single comparable', () => {
    const html = render(<PriceRangeChart valuation={NO_SCORE} compPrices={[1900]} />);
    expect(html).toContain('<svg');
    expect(text(html)).toContain('Asking $1,850 vs expected $2,100 (range $1,850 – $2,350)');
    expect(text(html)).toContain('Confidence: Low');
    // A scored report keeps the chart's rule (docs/product.md#charts): comparables all at one price are not enough
    // variation.
    const scored = render(<PriceRangeChart valuation={SCORED} compPrices={[1900, 1900]} />);
    expect(scored).toContain(CHART_MESSAGES.notEnoughPriceVariation);
  });
});

describe('EvidencePanel', () => {
  it('shows what the expected rent stands on', () => {
    const words = text(render(<EvidencePanel evidence={EVIDENCE} medianRent={1875} />));
    expect(words).toContain('Raw median of comparables $1,875');
    expect(words).toContain('Comparables alone $1,950');
    expect(words).toContain('Official benchmark alone $1,400');
    expect(words).toContain('72% from comparables, 28% from the official benchmark');
    expect(words).not.toContain("Data provider's own estimate");
    expect(words).not.toContain('disagree');
  });

  it("shows the provider's own estimate and says a strong disagreement plainly", () => {
    const sentence =
      'The comparables point to $1,950, 39% above the $1,400 the official benchmarks suggest for this ZIP code. Local listings and the official figures disagree strongly here, so treat the expected rent with care.';
    const disagreement = {
      id: 'benchmarkDisagreement',
      values: { comps: 1950, benchmark: 1400, percent: 39, side: 'above' },
    } as const;
    const html = render(
      <EvidencePanel
        evidence={{ ...EVIDENCE, providerRent: 1990, benchmarkDisagreement: disagreement }}
        medianRent={null}
      />,
    );
    expect(text(html)).toContain("Data provider's own estimate $1,990");
    expect(html).toMatch(new RegExp(`role="note"[^>]*>.*${sentence.replace(/[$.]/g, '\\$&')}`));
    expect(text(html)).not.toContain('Raw median');
  });
});
