import './report-print.css';
import { whenNear } from '../../components/hydrate-in-turn';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { isValidAiText } from '#core/writing/ai-text';
import type { ReportView as ReportData } from '#core/api/reports';
import { verdictSentence } from '#core/report/report-verdict';
import { feesVerdictSentence } from '#core/report/fees-verdict';
import { evaluationLabel } from '#core/compare/compare-labels';
import { benchmarkNoteText } from '#core/benchmarks/benchmark-figures';
import { isAppReady } from '../../lib/app-ready';
import { useLanguage } from '../../lib/use-language';
import { BenchmarksSection } from './benchmarks-section';
import { PpsfSection, SqftSection } from './chart-sections';
import { CompsTable } from './comps-table';
import { EvaluationSummary } from './evaluation-summary';
import { EvidencePanel } from './evidence-panel';
import { MapSection } from './map-panel';
import { NextStepsSection, hasNextSteps } from './next-steps-section';
import { PriceRangeChart } from './price-range-chart';
import { openDetailsForPrint } from './print-report';
import { RenewalSection } from './renewal-section';
import { ReportContents } from './report-contents';
import { ReportHeading } from './report-heading';
import { REPORT_SECTIONS, type ReportSectionKey } from './report-texts';
import { cardClass } from '../../components/report-styles';
import { SpecialsSection } from './specials-section';
import { ValueScoreCard } from './value-score-card';
import { ScamWarning } from './scam-warning';

export type ReportViewProps = {
  report: ReportData;
  /** Beside the report's why and next steps on wide screens, after the evidence on phones; left out of print. */
  sidePanel?: ReactNode;
};

/**
 * The whole Rental Value Report (docs/product.md#report-page), verdict first
 * (docs/decisions/067-verdict-first-report.md): the verdict card (address, Value Score, the rent against the expected
 * rent and its range, confidence, one sentence of why) fills a phone's first screen; then why (the evaluation), what
 * to do next, and the evidence: price vs expected range, the map, the comparables, the charts, the official
 * benchmarks and how we got this, the longest of them one tap away. It brings its own h1 (the page brings the width);
 * every section below has an h2.
 */
export function ReportView({ report, sidePanel }: ReportViewProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { listing, valuation, evaluation, evidence } = report;
  // The charts, the table and the map show only the comparables the filter kept (docs/product.md#comparables-filter).
  const usedComps = useMemo(() => report.comps.filter((comp) => comp.used), [report.comps]);
  const usedPrices = useMemo(() => usedComps.map((comp) => comp.price), [usedComps]);
  const addressLine = `${listing.streetAddress}, ${listing.city}, ${listing.state} ${listing.zipCode}`;
  const language = useLanguage();
  // The sentence is written in the page's language, the reason for a missing score too (from its id and figures).
  const sentence = verdictSentence(
    {
      scoredRent: report.scoredRent,
      marketPrice: valuation.marketPrice,
      scored: valuation.valueScore !== null,
      compsUsed: evidence.compsUsed,
      radiusMiles: evidence.radiusMiles,
      noScoreReason: valuation.noScoreReason === null ? null : benchmarkNoteText(valuation.noScoreReason, language),
    },
    language,
  );
  // When the listing costs more than its rent, the verdict names the fees and what the home costs a month (decision 090).
  const fees = report.specials
    ? feesVerdictSentence(
        {
          label:
            valuation.valueScore === null
              ? null
              : evaluationLabel(valuation.displayScore ?? valuation.valueScore, valuation.verdict),
          monthlyFees: report.specials.monthlyFees,
          ownUtilities: report.specials.ownUtilities,
          totalMonthlyCost: report.specials.totalMonthlyCost,
        },
        language,
      )
    : null;
  const why = fees ? `${sentence} ${fees}` : sentence;

  // A report that appears (after a run, or a navigation) takes the focus on its heading, so keyboard and screen reader
  // users land on the result rather than on the page's top. preventScroll: the page decides the scroll.
  // Not on a page load: the browser starts at the top already, and focusing while the page hydrates forced a layout
  // that doubled the report's blocked time on a slow phone (Lighthouse TBT 106 → 59 ms without it).
  useEffect(() => {
    if (!isAppReady()) return;
    headingRef.current?.focus({ preventScroll: true });
  }, [report.id]);
  useEffect(() => openDetailsForPrint(), []);

  const sections: ReportSectionKey[] = [
    ...(isValidAiText(evaluation.text) ? (['why'] as const) : []),
    ...(hasNextSteps(report) ? (['nextSteps'] as const) : []),
    'priceRange',
    'map',
    'comparables',
    'charts',
    ...(report.benchmarks && report.benchmarks.figures.length > 0 ? (['benchmarks'] as const) : []),
    'evidence',
  ];

  return (
    <div data-report-view className="w-full">
      <div data-report-layout className="flex flex-col gap-4 sm:gap-6">
        <ScamWarning check={report.scamCheck} />
        <section aria-labelledby={headingId} data-report-verdict className={cardClass}>
          <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
            <ReportHeading report={report} headingId={headingId} headingRef={headingRef} />
            <ValueScoreCard
              valuation={valuation}
              scoredRent={report.scoredRent}
              why={why}
              totalMonthlyCost={
                report.specials && report.specials.totalMonthlyCost !== report.scoredRent.amount
                  ? report.specials.totalMonthlyCost
                  : null
              }
            />
          </div>
        </section>
        <ReportContents sections={sections} />
        {/* Why and what to do next, with the side panel beside them on a wide screen: a region of its own that ends
            before the full-width evidence, so the panel never lies over it. On a phone the region dissolves
            (display: contents) and the panel goes after the whole report. The panel scrolls with the page: taller
            than a laptop's screen once the search history has filled, a sticky panel would hide its own end. */}
        <div
          data-report-beside
          className={`contents ${sidePanel ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6' : ''}`}
        >
          <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
            {whenNear(
              20,
              <>
                <RenewalSection renewal={report.renewal} valuation={valuation} />
                <EvaluationSummary text={evaluation.text} source={evaluation.source} language={evaluation.language} />
              </>,
            )}
            {whenNear(
              21,
              <>
                <SpecialsSection report={report} />
                <NextStepsSection report={report} />
              </>,
            )}
          </div>
          {sidePanel ? (
            <div data-print-hide className="order-last min-w-0 print:hidden lg:order-none">
              {whenNear(22, <>{sidePanel}</>)}
            </div>
          ) : null}
        </div>
        <div data-report-evidence className="flex min-w-0 flex-col gap-4 sm:gap-6">
          <div className="grid gap-4 sm:gap-6 xl:grid-cols-2 xl:items-start">
            {whenNear(
              23,
              <>
                <PriceRangeChart
                  valuation={valuation}
                  compPrices={usedPrices}
                  scoredRentKind={report.scoredRent.kind}
                />
                <MapSection report={report} addressLine={addressLine} />
              </>,
            )}
          </div>
          {whenNear(
            24,
            <>
              <CompsTable listing={listing} comps={usedComps} medianRent={valuation.medianRent} />
            </>,
          )}
          <div
            id={REPORT_SECTIONS.charts.id}
            className="grid scroll-mt-20 gap-4 sm:gap-6 xl:grid-cols-2 xl:items-start"
          >
            {whenNear(
              25,
              <>
                <SqftSection listing={listing} comps={usedComps} />
                <PpsfSection listing={listing} comps={usedComps} />
              </>,
            )}
          </div>
          {whenNear(
            26,
            <>
              <BenchmarksSection benchmarks={report.benchmarks} rent={report.renewal ? 'offered' : 'asking'} />
              <EvidencePanel evidence={evidence} medianRent={valuation.medianRent} />
            </>,
          )}
        </div>
      </div>
    </div>
  );
}
