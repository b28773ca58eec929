import type { FakeAgentRecord, FakeDataset } from './fake-data';

type AgentItem = FakeDataset['subscription']['items'][number];

function agentItem(data: FakeDataset): AgentItem | undefined {
  return data.subscription.items.find((item) => item.metricId === 'Agent');
}

function isTriggered(agent: FakeAgentRecord): boolean {
  return agent.ticketsThisMonth > 0;
}

/**
 * Scenario 'agents-at-limit' (issue 4): the plan's Agent quantity equals the agents already
 * triggered this month, so enabling any non-triggered agent warns about the extra charge. One
 * disabled and one enabled agent without tickets are kept, so both the warning and a plain
 * delete can be tried.
 */
export function reachAgentLimit(data: FakeDataset): void {
  const untriggered = data.agents.filter((agent) => !isTriggered(agent));
  const last = untriggered[untriggered.length - 1];
  if (last !== undefined && untriggered.every((agent) => agent.isEnabled)) last.isEnabled = false;
  const first = untriggered[0];
  if (first !== undefined && untriggered.length > 1 && untriggered.every((agent) => !agent.isEnabled)) {
    first.isEnabled = true;
  }
  const quantity = Math.max(1, data.agents.filter(isTriggered).length);
  const item = agentItem(data);
  if (item === undefined) {
    data.subscription.items.push({
      metricId: 'Agent',
      quantity,
      additionalItemValue: 119.9,
      allowAdditionalItem: true,
    });
  } else {
    data.subscription.items[data.subscription.items.indexOf(item)] = { ...item, quantity };
  }
}

/** Share of the plan's agents the default contract has used this month. */
const DEFAULT_USAGE = 0.7;

/**
 * The default contract stays under its limit whatever the seed draws, so it shows the usual
 * state and only 'agents-at-limit' shows the warning: the agents whose first ticket came last
 * give their tickets back until the triggered ones fit.
 */
export function keepUnderAgentLimit(data: FakeDataset): void {
  const quantity = agentItem(data)?.quantity;
  if (quantity === undefined || quantity < 0) return;
  const allowed = Math.floor(quantity * DEFAULT_USAGE);
  const triggered = data.agents
    .filter(isTriggered)
    .sort((a, b) => (a.firstTicketDate ?? '').localeCompare(b.firstTicketDate ?? ''));
  for (const agent of triggered.slice(allowed)) {
    agent.ticketsThisMonth = 0;
    agent.firstTicketDate = undefined;
  }
}

/** Scenario 'agents-idle': nobody has had a ticket this month, so no agent is triggered. */
export function idleAllAgents(data: FakeDataset): void {
  for (const agent of data.agents) {
    agent.ticketsThisMonth = 0;
    agent.firstTicketDate = undefined;
  }
}
