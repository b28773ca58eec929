import { AgentListPage } from './AgentListPage.view';

/** The legacy agents list (spec 3 §2.13): the full list, at most 1440 px wide. */
export default function OldAgentConsumptionListPage() {
  return <AgentListPage variant="legacy" />;
}
