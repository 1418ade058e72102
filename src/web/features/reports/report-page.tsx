import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { REPORT_MESSAGES } from '#core/messages';
import { buttonClass } from '../../components/button-styles';
import { Seo } from '../../components/seo';
import { isApiError } from '../../lib/api-client';
import { useCoreText } from '../../lib/core-messages';
import { paths, reportPath } from '../../lib/paths';
import { loginPath } from '../../lib/auth-paths';
import { useSession } from '../../lib/use-session';
import { ResearchSteps } from '../../components/research-steps';
import { ReportSidePanel } from './report-side-panel';
import { ReportLoadError, ReportLoading } from './report-load-states';
import { ReportView } from './report-view';
import { reportQueryOptions } from '../../lib/reports-api';
import { ShareReport } from './share-report';

/** /report/{id} (docs/product.md#report-page): a saved report, readable by its owner only; not indexed. */
export function ReportPage() {
  const { _ } = useLingui();
  const core = useCoreText();
  const { id = '' } = useParams();
  const { isLoggedIn, isPending: sessionPending } = useSession();
  const report = useQuery({ ...reportQueryOptions(id), enabled: isLoggedIn });

  let body;
  if (sessionPending || (isLoggedIn && report.isPending)) {
    body = <ReportLoading />;
  } else if (!isLoggedIn || (report.isError && isApiError(report.error) && report.error.status === 404)) {
    body = (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{core(REPORT_MESSAGES.reportNotFound)}</h1>
        <p className="mt-3 text-slate-700">{isLoggedIn ? _('reports.page.notFound') : _('reports.page.private')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {isLoggedIn ? null : (
            <Link to={loginPath({ redirect: reportPath(id) })} className={buttonClass('primary')}>
              {_('reports.page.logIn')}
            </Link>
          )}
          <Link to={paths.research} className={buttonClass('secondary')}>
            {_('reports.page.research')}
          </Link>
        </div>
      </div>
    );
  } else if (report.isError) {
    body = <ReportLoadError error={report.error} />;
  } else {
    body = (
      <>
        <ResearchSteps current={2} />
        <div className="mt-4 sm:mt-8">
          <ReportView
            report={report.data!}
            sidePanel={
              <div className="space-y-6">
                <ShareReport report={report.data!} />
                <ReportSidePanel signedIn />
              </div>
            }
          />
        </div>
      </>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-8 lg:px-8">
      <Seo title={_('reports.title')} noindex />
      {body}
    </div>
  );
}
