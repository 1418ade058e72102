import { ResearchPage } from '../features/research/research-page';

// The research page hands a finished report on to its own address (/report/{id}), drawn by the report feature's page:
// the two features meet here, not in each other. While the report runs, that page's code is fetched, so the report
// shows as soon as it is ready.

const preloadReportPage = () => void import('../features/reports/report-page');

/** /research: the research page; its report opens on the report page. */
export function ResearchRoute() {
  return <ResearchPage onRunStart={preloadReportPage} />;
}
