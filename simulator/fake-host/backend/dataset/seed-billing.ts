import type { AgentPlanStatus } from '../../../../src/domain/access/agent-plan.entity';
import type { FakeSubscription } from './fake-data';

/** A rich contract (spec 3 §7.5): every metric the home cards and reports look for. */
export function advancedSubscription(): FakeSubscription {
  return {
    planName: 'advanced',
    items: [
      { metricId: 'Agent', quantity: 10, additionalItemValue: 119.9, allowAdditionalItem: true },
      { metricId: 'DailyActiveUser', quantity: 2000, additionalItemValue: 0.12, allowAdditionalItem: true },
      { metricId: 'DailyEngagedUser', quantity: 1500, additionalItemValue: 0.18, allowAdditionalItem: true },
      { metricId: 'Session', quantity: 10000, additionalItemValue: 0.35, allowAdditionalItem: true },
      {
        metricId: 'MonthlyActiveUser',
        quantity: 50000,
        additionalItemValue: 0.05,
        allowAdditionalItem: true,
      },
      {
        metricId: 'ExchangedMessage',
        quantity: 1000000,
        additionalItemValue: 0.002,
        allowAdditionalItem: false,
      },
    ],
  };
}

/** A new contract: free plan, no billed items. */
export function freeSubscription(): FakeSubscription {
  return { planName: 'free', items: [] };
}

export function agentPlanNotConfigured(): AgentPlanStatus {
  return { hasActivePaidPlan: false, isTrial: false, reason: 'notConfigured' };
}

/**
 * The agent plan of a scenario (issue 37 §10): 'ai-plan-paid' has an active paid plan (the AI
 * routes open whatever their toggles); 'ai-plan-expired' has one that ended, a reason other than
 * 'notConfigured' (no toggle opens the knowledge base); every other scenario is not configured.
 */
export function seedAgentPlan(scenario: string): AgentPlanStatus {
  if (scenario === 'ai-plan-paid') return { hasActivePaidPlan: true, isTrial: false, reason: undefined };
  if (scenario === 'ai-plan-expired') return { hasActivePaidPlan: false, isTrial: false, reason: 'expired' };
  return agentPlanNotConfigured();
}
