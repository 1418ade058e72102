import { useId, type ReactNode } from 'react';
import type { ReportEvidence } from '../../../server/reports/report-view';
import {
  REPORT_TEXTS,
  askingPercentileText,
  compsUsedText,
  dataSourceLabel,
  droppedReasons,
  geocodePrecisionText,
  radiusText,
  windowText,
} from './report-texts';
import { cardClass, sectionHeadingClass } from './report-styles';

/** "How we got this": where the comparables came from and what the filter left out (the report's evidence). */
export function EvidencePanel({ evidence }: { evidence: ReportEvidence }) {
  const headingId = useId();
  const reasons = droppedReasons(evidence.dropped);
  const radius = radiusText(evidence.radiusMiles);
  const percentile = askingPercentileText(evidence.askingPercentile);
  const location = geocodePrecisionText(evidence.geocodePrecision);

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {REPORT_TEXTS.evidenceHeading}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Fact term="Comparables">{compsUsedText(evidence.compsUsed, evidence.compsFound)}</Fact>
        {radius ? <Fact term="Search radius">Within {radius}</Fact> : null}
        <Fact term="Time window">
          Listed in the {windowText(evidence.lookbackDays, evidence.windowFrom, evidence.windowTo)}
        </Fact>
        <Fact term="Data source">{dataSourceLabel(evidence.dataSource)}</Fact>
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
    </section>
  );
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
