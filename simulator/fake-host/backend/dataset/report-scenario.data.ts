import type { FakeBackendContext } from '../backend-context';
import { derivePrng } from '../prng';
import type { FakeDataset } from './fake-data';
import { inReferenceMonth } from './people';

/** The planUsageRate band (percent of the plan) the generated months aim at. */
export interface RateBand {
  readonly min: number;
  readonly max: number;
  /** The current month's usage grows with the days gone by; a scenario's band holds already. */
  readonly growsWithMonth: boolean;
  /** A ceiling on the month's rate so far (the band is then the month's end, at this pace). */
  readonly below?: number;
}

const NEAR_LIMIT_BAND: RateBand = { min: 82, max: 97, growsWithMonth: false };
const EXCEEDED_BAND: RateBand = { min: 105, max: 140, growsWithMonth: false };

/** 'usage-alerts' (issue 14): daily active users over the plan, daily engaged users near it. */
const USAGE_ALERT_BANDS: Readonly<Record<string, RateBand>> = {
  DailyActiveUser: EXCEEDED_BAND,
  DailyEngagedUser: NEAR_LIMIT_BAND,
};

/**
 * 'projected-overrun' (issue 24 §1): DAU grows day by day towards 115–130 % of the plan by the
 * month's end, kept under 80 % so far. Past about the 20th no pace can do both (79 % at day 24
 * of 30 projects 99 %): the month then shows its projection without the home's alert.
 */
const PROJECTED_OVERRUN_BANDS: Readonly<Record<string, RateBand>> = {
  DailyActiveUser: { min: 115, max: 130, growsWithMonth: true, below: 79 },
};

export function reportRateBand(scenario: string, metricId = ''): RateBand {
  switch (scenario) {
    case 'projected-overrun':
      return PROJECTED_OVERRUN_BANDS[metricId] ?? { min: 35, max: 60, growsWithMonth: true };
    case 'near-limit':
      return NEAR_LIMIT_BAND;
    case 'exceeded':
      return EXCEEDED_BAND;
    case 'usage-alerts':
      return USAGE_ALERT_BANDS[metricId] ?? { min: 35, max: 60, growsWithMonth: false };
    case 'no-data':
      return { min: 0, max: 0, growsWithMonth: false };
    default:
      return { min: 35, max: 75, growsWithMonth: true };
  }
}

/** Agents triggered this month for each plan quantity: 90% of the plan, 3 over it, or half. */
function triggeredTarget(scenario: string, quantity: number): number | undefined {
  if (scenario === 'near-limit') return Math.ceil(quantity * 0.9);
  if (scenario === 'exceeded') return quantity + 3;
  if (scenario === 'no-data') return 0;
  if (scenario === 'usage-alerts' || scenario === 'projected-overrun') return Math.floor(quantity / 2);
  return undefined;
}

/**
 * Settles the scenario's data before any command is answered (as the agents routes do for
 * 'agents-at-limit'): plan quantities and this month's triggered agents.
 */
export function applyReportScenario(context: FakeBackendContext): void {
  const { data, scenario } = context;
  if (scenario === 'unlimited') {
    // Every plan item unlimited. Conversations are left out: with usage they read 'normal'
    // (issue 22 §3), which outranks 'unlimited', and this scenario shows the unlimited state.
    data.subscription.items.splice(
      0,
      data.subscription.items.length,
      ...data.subscription.items
        .filter((item) => item.metricId !== 'Session')
        .map((item) => ({ ...item, quantity: -1 })),
    );
    return;
  }
  if (scenario === 'meu-contract') {
    // An MEU + messages contract: monthly engaged users take the active users' place.
    data.subscription.items.splice(
      0,
      data.subscription.items.length,
      ...data.subscription.items.map((item) =>
        item.metricId === 'MonthlyActiveUser' ? { ...item, metricId: 'MonthlyEngagedUser' } : item,
      ),
    );
  }
  if (scenario === 'messages-only') {
    // A contract billed on exchanged messages alone (issue 22 §1): no monthly-user item.
    const messagesOnly = data.subscription.items.filter((item) => item.metricId !== 'MonthlyActiveUser');
    data.subscription.items.splice(0, data.subscription.items.length, ...messagesOnly);
  }
  if (scenario === 'miu-and-meu') {
    // Both monthly-user items and one exchanged-message item (issue 37 §12).
    const active = data.subscription.items.find((item) => item.metricId === 'MonthlyActiveUser');
    if (active !== undefined) data.subscription.items.push({ ...active, metricId: 'MonthlyEngagedUser' });
  }
  const quantity = data.subscription.items.find((item) => item.metricId === 'Agent')?.quantity ?? 0;
  const target = triggeredTarget(scenario, Math.max(quantity, 0));
  if (target !== undefined) setTriggeredAgents(data, target, context);
}

/** Exactly `count` agents (as far as there are) answered tickets this month. */
function setTriggeredAgents(data: FakeDataset, count: number, context: FakeBackendContext): void {
  const random = derivePrng(context.seed, 'report-scenario-agents');
  const byFirstTicket = [...data.agents].sort((a, b) =>
    (a.firstTicketDate ?? '\uffff').localeCompare(b.firstTicketDate ?? '\uffff'),
  );
  byFirstTicket.forEach((agent, index) => {
    const triggered = agent.ticketsThisMonth > 0 && agent.firstTicketDate !== undefined;
    if (index < count && !triggered) {
      agent.isEnabled = true;
      agent.ticketsThisMonth = random.int(1, 420);
      agent.firstTicketDate = inReferenceMonth(context.referenceDate, random);
    } else if (index >= count && triggered) {
      agent.ticketsThisMonth = 0;
      agent.firstTicketDate = undefined;
    }
  });
}
