import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { REPORT_MESSAGES } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { Seo } from '../../components/seo';
import { isApiError } from '../../lib/api-client';
import { useCoreText } from '../../lib/core-messages';
import { paths } from '../../lib/paths';
import { ReportLoadError, ReportLoading } from './report-load-states';
import { ReportView } from './report-view';
import { sharedReportQueryOptions } from '../../lib/reports-api';

/** /report/shared/{token}: a report its owner shared, read-only, for anyone with the link; not indexed. */
export function SharedReportPage() {
  const { _ } = useLingui();
  const core = useCoreText();
  const { token = '' } = useParams();
  const report = useQuery(sharedReportQueryOptions(token));
  let body;
  if (report.isPending) {
    body = <ReportLoading />;
  } else if (report.isError && isApiError(report.error) && report.error.status === 404) {
    body = (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{core(REPORT_MESSAGES.reportNotFound)}</h1>
        <p className="mt-3 text-slate-700">{_('reports.shared.notFound')}</p>
        <Link to={paths.research} className={`${buttonClass('primary')} mt-6`}>
          {_('reports.shared.researchOwn')}
        </Link>
      </div>
    );
  } else if (report.isError) {
    body = <ReportLoadError error={report.error} />;
  } else {
    body = (
      <ReportView
        report={report.data}
        sidePanel={
          <div className="rounded-xl border border-slate-200 bg-white p-5" data-print-hide>
            <h2 className="text-lg font-bold text-slate-900">{_('reports.shared.heading')}</h2>
            <p className="mt-2 text-sm text-slate-700">{_('reports.shared.offer')}</p>
            <Link to={paths.research} className={`${buttonClass('primary')} mt-4 w-full`}>
              {_('reports.shared.getOwn')}
            </Link>
          </div>
        }
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-8 lg:px-8">
      <Seo title={_('reports.shared.seoTitle')} noindex />
      {body}
    </div>
  );
}
