import { Trans, useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import type { ReportEvidence } from '#core/api/reports';
import { WarningIcon } from '../../components/icons';
import { formatUsd } from '#core/primitives/format';
import { useLanguage } from '../../lib/use-language';
import { benchmarkNoteText } from '#core/benchmarks/benchmark-figures';
import {
  SAMPLE_ANCHOR,
  askingPercentileText,
  compsShareText,
  lookbackText,
  dataSourceLabel,
  droppedReasons,
  geocodePrecisionText,
  radiusText,
  REPORT_SECTIONS,
  windowText,
} from './report-texts';
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
  const { _, i18n } = useLingui();
  const language = useLanguage();
  const headingId = useId();
  const reasons = droppedReasons(evidence.dropped);
  const radius = radiusText(_, evidence.radiusMiles);
  const percentile = askingPercentileText(_, evidence.askingPercentile);
  const location = geocodePrecisionText(_, evidence.geocodePrecision);
  const share = compsShareText(_, evidence.compsShare);
  const counts = { used: evidence.compsUsed, found: evidence.compsFound };
  const lookback = lookbackText(_, evidence.lookbackDays);

  return (
    <section id={REPORT_SECTIONS.evidence.id} aria-labelledby={headingId} className={`${cardClass} scroll-mt-20`}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {_('reports.evidence.heading')}
      </h2>
      <p className="mt-1 text-slate-800">
        {radius
          ? _('reports.evidence.gistWithRadius', { ...counts, radius, lookback })
          : _('reports.evidence.gist', { ...counts, lookback })}
      </p>
      {evidence.benchmarkDisagreement ? (
        <div
          role="note"
          className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <WarningIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <p className="text-sm leading-relaxed">
            <strong className="font-semibold">{_('reports.evidence.disagreement')}</strong>{' '}
            {benchmarkNoteText(evidence.benchmarkDisagreement, language)}
          </p>
        </div>
      ) : null}
      <SectionDisclosure summary={_('reports.evidence.show')}>
        {evidence.isSample ? (
          <p
            id={SAMPLE_ANCHOR}
            className="mb-4 scroll-mt-20 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
          >
            <strong className="font-semibold">{_('reports.sample.title')}</strong> {_('reports.sample.explanation')}
          </p>
        ) : null}
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Fact term={_('reports.evidence.comparables')}>{_('reports.evidence.used', counts)}</Fact>
          {radius ? (
            <Fact term={_('reports.evidence.radiusTerm')}>{_('reports.evidence.within', { radius })}</Fact>
          ) : null}
          <Fact term={_('reports.evidence.windowTerm')}>
            {_('reports.evidence.listedIn', {
              window: windowText(_, i18n.locale, evidence.lookbackDays, evidence.windowFrom, evidence.windowTo),
            })}
          </Fact>
          <Fact term={_('reports.evidence.sourceTerm')}>{dataSourceLabel(_, evidence.dataSource)}</Fact>
          {medianRent !== null ? <Fact term={_('reports.evidence.rawMedian')}>{formatUsd(medianRent)}</Fact> : null}
          {evidence.compsEstimate !== null ? (
            <Fact term={_('reports.evidence.compsAlone')}>
              {formatUsd(evidence.compsEstimate)} <Note>{_('reports.evidence.compsAloneNote')}</Note>
            </Fact>
          ) : null}
          {evidence.benchmarkEstimate !== null ? (
            <Fact term={_('reports.evidence.benchmarkAlone')}>{formatUsd(evidence.benchmarkEstimate)}</Fact>
          ) : null}
          {share ? <Fact term={_('reports.evidence.expectedRentMix')}>{share}</Fact> : null}
          {evidence.providerRent !== null ? (
            <Fact term={_('reports.evidence.providerRent')}>{formatUsd(evidence.providerRent)}</Fact>
          ) : null}
          {percentile ? <Fact term={_('reports.evidence.percentileTerm')}>{percentile}</Fact> : null}
          {location ? <Fact term={_('reports.evidence.locationTerm')}>{location}</Fact> : null}
          <Fact term={_('reports.evidence.leftOutTerm')} wide>
            {reasons.length === 0 ? (
              evidence.compsFound > 0 ? (
                _('reports.evidence.leftOut.noneFiltered')
              ) : (
                _('reports.evidence.leftOut.none')
              )
            ) : (
              <ul className="space-y-0.5">
                {reasons.map((reason) => (
                  <li key={reason.key}>
                    <Trans
                      id={reason.messageId}
                      values={{ count: reason.count }}
                      components={{ 0: <span className="font-semibold tabular-nums text-slate-900" /> }}
                    />
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
