import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ReportView as ReportData } from '#core/api/reports';
import { NegotiationLetterSection } from './negotiation-letter-section';
import { paths } from '../../lib/paths';
import { REPORT_SECTIONS } from './report-texts';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';

const linkClass =
  'inline-flex min-h-10 items-center text-[15px] font-semibold text-brand-700 underline-offset-2 hover:underline';

/**
 * What to do next (docs/product.md#what-to-do-next), right after why: write a negotiation letter from this report,
 * compare it with other listings, or research another. The owner's report only: a shared report's reader has their
 * own offer in the side panel.
 */
export function NextStepsSection({ report }: { report: ReportData }) {
  const { _ } = useLingui();
  const headingId = useId();
  if (report.readOnly) return null;
  return (
    <section
      id={REPORT_SECTIONS.nextSteps.id}
      aria-labelledby={headingId}
      data-print-hide
      className={`${cardClass} scroll-mt-20 print:hidden`}
    >
      <h2 id={headingId} className={sectionHeadingClass}>
        {_('reports.nextSteps.heading')}
      </h2>
      <NegotiationLetterSection report={report} />
      <div className="mt-4 flex flex-wrap items-center gap-x-5 border-t border-slate-200 pt-2">
        <Link to={paths.compare} className={linkClass}>
          {_('reports.nextSteps.compare')}
        </Link>
        <Link to={paths.research} state={{ reset: true }} className={linkClass}>
          {_('reports.nextSteps.researchAnother')}
        </Link>
      </div>
    </section>
  );
}

/** Whether the report shows the next-steps section (the contents list links to it only then). */
export function hasNextSteps(report: ReportData): boolean {
  return !report.readOnly;
}
