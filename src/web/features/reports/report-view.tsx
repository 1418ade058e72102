import './report-print.css';
import { useId, useMemo, type ReactNode } from 'react';
import type { ReportView as ReportData } from '#core/api/reports';
import { PpsfSection, SqftSection } from './chart-sections';
import { BenchmarksSection } from './benchmarks-section';
import { CompsTable } from './comps-table';
import { EvaluationSummary } from './evaluation-summary';
import { EvidencePanel } from './evidence-panel';
import { NegotiationLetterSection } from '../letters/negotiation-letter-section';
import { PriceRangeChart } from './price-range-chart';
import { RenewalSection } from './renewal-section';
import { ReportHeading } from './report-heading';
import { SpecialsSection } from './specials-section';
import { ValueScoreCard } from './value-score-card';

export type ReportViewProps = {
  report: ReportData;
  /** Shown in a right-hand column on wide screens and under the report on phones; left out of print. */
  sidePanel?: ReactNode;
};

/**
 * The whole Rental Value Report (SPEC §2 "Report"): the results heading with its map, the evaluation summary, the
 * Value Score, Price vs Expected Range, the official rent benchmarks, the Square Footage and Price/Sq Ft charts, the comparables table and the
 * evidence behind them. It brings its own h1 (the page brings the width); every section below has an h2.
 */
export function ReportView({ report, sidePanel }: ReportViewProps) {
  const headingId = useId();
  const { listing, valuation, evaluation, evidence } = report;
  // The charts, the table and the map show only the comparables the filter kept (SPEC §5).
  const usedComps = useMemo(() => report.comps.filter((comp) => comp.used), [report.comps]);
  const usedPrices = useMemo(() => usedComps.map((comp) => comp.price), [usedComps]);
  const addressLine = `${listing.streetAddress}, ${listing.city}, ${listing.state} ${listing.zipCode}`;

  return (
    <div data-report-view className="w-full">
      <div
        data-report-layout
        className={sidePanel ? 'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start' : undefined}
      >
        <div className="min-w-0 space-y-6">
          <ReportHeading report={report} headingId={headingId} addressLine={addressLine} />
          <RenewalSection renewal={report.renewal} valuation={valuation} />
          <EvaluationSummary text={evaluation.text} source={evaluation.source} />
          <ValueScoreCard valuation={valuation} />
          <SpecialsSection specials={report.specials} askingRent={listing.rent} />
          <NegotiationLetterSection report={report} />
          <PriceRangeChart valuation={valuation} compPrices={usedPrices} />
          <BenchmarksSection benchmarks={report.benchmarks} />
          <SqftSection listing={listing} comps={usedComps} />
          <PpsfSection listing={listing} comps={usedComps} />
          <CompsTable listing={listing} comps={usedComps} medianRent={valuation.medianRent} />
          <EvidencePanel evidence={evidence} medianRent={valuation.medianRent} />
        </div>
        {sidePanel ? (
          <div data-print-hide className="min-w-0 space-y-6 print:hidden">
            {sidePanel}
          </div>
        ) : null}
      </div>
    </div>
  );
}
