import { AgentReportPage } from './AgentReportPage.view';

/** The legacy agents report (spec 3 §2.13): content at most 1440 px wide (its route row's maxContentWidth). */
export default function OldAgentConsumptionPage() {
  return <AgentReportPage variant="legacy" />;
}
