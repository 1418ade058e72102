import { useId, type ReactNode } from 'react';
import type { ReportEvidence } from '#core/api/reports';
import { WarningIcon } from '../../components/icons';
import { formatUsd } from '#core/primitives/format';
import {
  REPORT_TEXTS,
  askingPercentileText,
  compsShareText,
  compsUsedText,
  lookbackText,
  dataSourceLabel,
  droppedReasons,
  geocodePrecisionText,
  radiusText,
  REPORT_SECTIONS,
  windowText,
} from '../../lib/report-texts';
import { SectionDisclosure } from './section-disclosure';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';

export type EvidencePanelProps = {
  evidence: ReportEvidence;
  /** The raw median rent of the comparables used (valuation.medianRent). */
  medianRent: number | null;
};

/**
 * "How we got this": where the comparables came from, what the filter left out, and what the expected rent stands
 * on: the comparables' raw median, the comparables alone, the official benchmark alone and how the two are weighted
 * (docs/product.md#expected-rent), said plainly when they disagree strongly.
 */
export function EvidencePanel({ evidence, medianRent }: EvidencePanelProps) {
  const headingId = useId();
  const reasons = droppedReasons(evidence.dropped);
  const radius = radiusText(evidence.radiusMiles);
  const percentile = askingPercentileText(evidence.askingPercentile);
  const location = geocodePrecisionText(evidence.geocodePrecision);
  const share = compsShareText(evidence.compsShare);

  return (
    <section id={REPORT_SECTIONS.evidence.id} aria-labelledby={headingId} className={`${cardClass} scroll-mt-20`}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {REPORT_TEXTS.evidenceHeading}
      </h2>
      <p className="mt-1 text-slate-800">
        Comparables: {compsUsedText(evidence.compsUsed, evidence.compsFound)}
        {radius ? `, within ${radius}` : ''}, listed in the {lookbackText(evidence.lookbackDays)}.
      </p>
      {evidence.benchmarkDisagreement ? (
        <div
          role="note"
          className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <WarningIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <p className="text-sm leading-relaxed">
            <strong className="font-semibold">{REPORT_TEXTS.disagreementLabel}.</strong>{' '}
            {evidence.benchmarkDisagreement}
          </p>
        </div>
      ) : null}
      <SectionDisclosure summary={REPORT_TEXTS.showEvidence}>
        {evidence.isSample ? (
          <p
            id={REPORT_TEXTS.sampleAnchor}
            className="mb-4 scroll-mt-20 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
          >
            <strong className="font-semibold">{REPORT_TEXTS.sampleBadge}.</strong> {REPORT_TEXTS.sampleExplanation}
          </p>
        ) : null}
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Fact term="Comparables">{compsUsedText(evidence.compsUsed, evidence.compsFound)}</Fact>
          {radius ? <Fact term="Search radius">Within {radius}</Fact> : null}
          <Fact term="Time window">
            Listed in the {windowText(evidence.lookbackDays, evidence.windowFrom, evidence.windowTo)}
          </Fact>
          <Fact term="Data source">{dataSourceLabel(evidence.dataSource)}</Fact>
          {medianRent !== null ? <Fact term={REPORT_TEXTS.rawMedian}>{formatUsd(medianRent)}</Fact> : null}
          {evidence.compsEstimate !== null ? (
            <Fact term={REPORT_TEXTS.compsAlone}>
              {formatUsd(evidence.compsEstimate)} <Note>each adjusted to this unit</Note>
            </Fact>
          ) : null}
          {evidence.benchmarkEstimate !== null ? (
            <Fact term={REPORT_TEXTS.benchmarkAlone}>{formatUsd(evidence.benchmarkEstimate)}</Fact>
          ) : null}
          {share ? <Fact term={REPORT_TEXTS.expectedRentMix}>{share}</Fact> : null}
          {evidence.providerRent !== null ? (
            <Fact term={REPORT_TEXTS.providerRent}>{formatUsd(evidence.providerRent)}</Fact>
          ) : null}
          {percentile ? <Fact term="Where the asking rent sits">{percentile}</Fact> : null}
          {location ? <Fact term="Address location">{location}</Fact> : null}
          <Fact term="Left out" wide>
            {reasons.length === 0 ? (
              evidence.compsFound > 0 ? (
                'None: every comparable found passed the filter.'
              ) : (
                'None'
              )
            ) : (
              <ul className="space-y-0.5">
                {reasons.map((reason) => (
                  <li key={reason.key}>
                    <span className="font-semibold tabular-nums text-slate-900">{reason.count}</span> {reason.reason}
                  </li>
                ))}
              </ul>
            )}
          </Fact>
        </dl>
      </SectionDisclosure>
    </section>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <span className="text-sm text-slate-600">({children})</span>;
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
