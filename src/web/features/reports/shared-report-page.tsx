import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { REPORT_MESSAGES } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { Seo } from '../../components/seo';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { ReportLoadError, ReportLoading } from './report-load-states';
import { ReportView } from './report-view';
import { sharedReportQueryOptions } from '../../lib/reports-api';

/** /report/shared/{token}: a report its owner shared, read-only, for anyone with the link; not indexed. */
export function SharedReportPage() {
  const { token = '' } = useParams();
  const report = useQuery(sharedReportQueryOptions(token));
  let body;
  if (report.isPending) {
    body = <ReportLoading />;
  } else if (report.isError && isApiError(report.error) && report.error.status === 404) {
    body = (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{REPORT_MESSAGES.reportNotFound}</h1>
        <p className="mt-3 text-slate-700">The link may have been turned off by the person who shared it.</p>
        <Link to={paths.research} className={`${buttonClass('primary')} mt-6`}>
          Research Your Own Listing
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
            <h2 className="text-lg font-bold text-slate-900">Shared Report</h2>
            <p className="mt-2 text-sm text-slate-700">
              Someone shared this Rental Value Report with you. Want one for a listing you are looking at? Your first
              report is free.
            </p>
            <Link to={paths.research} className={`${buttonClass('primary')} mt-4 w-full`}>
              Get Your Own Report
            </Link>
          </div>
        }
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-8 lg:px-8">
      <Seo title="Shared Rental Value Report" noindex />
      {body}
    </div>
  );
}
