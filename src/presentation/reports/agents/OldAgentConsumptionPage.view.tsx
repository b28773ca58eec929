import { AgentReportPage } from './AgentReportPage.view';

/** /old-agent-consumption (spec 3 §2.13): content at most 1440 px wide (the route's maxContentWidth). */
export default function OldAgentConsumptionPage() {
  return <AgentReportPage variant="legacy" />;
}
