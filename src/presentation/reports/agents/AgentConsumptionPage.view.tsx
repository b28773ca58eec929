import { AgentReportPage } from './AgentReportPage.view';

/** The activated agents report (spec 3 §2.6). */
export default function AgentConsumptionPage() {
  return <AgentReportPage variant="current" />;
}
