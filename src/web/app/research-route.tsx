import { ReportSidePanel } from '../features/reports/report-side-panel';
import { ReportView } from '../features/reports/report-view';
import { ResearchPage, type ReportSlot } from '../features/research/research-page';

// The research page's second step is the report feature's view: the two features meet here, not in each other.

const renderReport: ReportSlot = ({ report, onNewReport, signedIn }) => (
  <ReportView report={report} sidePanel={<ReportSidePanel onNewReport={onNewReport} signedIn={signedIn} />} />
);

/** /research: the research page, its report drawn by the report feature. */
export function ResearchRoute() {
  return <ResearchPage renderReport={renderReport} />;
}
