import { AgentReportPage } from './AgentReportPage.view';

/** /agent-consumption (spec 3 §2.6). */
export default function AgentConsumptionPage() {
  return <AgentReportPage variant="current" />;
}
