import { AgentListPage } from './AgentListPage.view';

/** The activated agents list (spec 3 §2.6): the full list. */
export default function AgentConsumptionListPage() {
  return <AgentListPage variant="current" />;
}
