import { describe, expect, it } from 'vitest';
import { PRIVATE_ROUTES, privateRouteById } from '../../../src/domain/access/private-routes';

describe('private route access rules (spec 1 §6, spec 2 §6, spec 3 §6)', () => {
  it('each route has one rule', () => {
    expect(new Set(PRIVATE_ROUTES.map((route) => route.id)).size).toBe(PRIVATE_ROUTES.length);
  });

  it('lead reading: the members page is behind tenant-members', () => {
    expect(privateRouteById('members')).toMatchObject({
      accessPermission: 'tenant-members',
    });
  });

  it('spec 2 §6: knowledge-base routes read workspace and the agent plan, the toggle deciding when not configured', () => {
    for (const id of ['knowledgeBase', 'knowledgeBaseDocuments', 'knowledgeBaseUrlPaths'] as const) {
      expect(privateRouteById(id)).toMatchObject({
        accessPermission: 'tenant-workspace',
        agentPlan: {
          mode: 'toggle-decides-when-not-configured',
          toggle: 'ai-agent-knowledge-base-screens-enabled',
        },
      });
      expect(privateRouteById(id).featureToggle).toBeUndefined();
    }
  });

  it("spec 2 §6: pipeline reads members and ('pipeline-enable' OR the agent plan)", () => {
    expect(privateRouteById('pipeline')).toMatchObject({
      accessPermission: 'tenant-members',
      agentPlan: { mode: 'toggle-or-plan', toggle: 'pipeline-enable' },
    });
  });

  it.each([
    ['revenue', ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage']],
    ['dailyActiveUsers', ['DailyActiveUser']],
    ['dauConsumption', ['DailyActiveUser']],
    ['dailyEngagedUsers', ['DailyEngagedUser']],
    ['deuConsumption', ['DailyEngagedUser']],
    ['oldSessionConsumption', ['Session']],
    ['sessionConsumption', ['Session']],
    ['oldAgentConsumption', ['Agent']],
    ['agentConsumption', ['Agent']],
    ['mauConsumption', ['MonthlyActiveUser', 'ExchangedMessage']],
    ['meuConsumption', ['MonthlyEngagedUser', 'ExchangedMessage']],
  ] as const)("spec 3 §6 'Route guards by metric': %s is guarded by %j", (id, metrics) => {
    expect(privateRouteById(id).metrics).toEqual(metrics);
    expect(privateRouteById(id).accessPermission).toBe('tenant-billing');
  });

  it("spec 3 §6: the Usage report is guarded by any metric and its toggle 'billing-data-consumption'", () => {
    expect(privateRouteById('dataConsumption').metrics).toHaveLength(7);
    expect(privateRouteById('dataConsumption').featureToggle).toBe('billing-data-consumption');
  });

  it('spec 3 §6: detail pages share the gate of their report root', () => {
    expect(privateRouteById('dauConsumptionDaily')).toMatchObject({
      featureToggle: privateRouteById('dauConsumption').featureToggle,
      metrics: privateRouteById('dauConsumption').metrics,
    });
    expect(privateRouteById('revenueChatbots').metrics).toEqual(privateRouteById('revenue').metrics);
  });

  it('spec 1 §6: the agent page requires the Agent metric; mTLS needs members and its toggle', () => {
    expect(privateRouteById('agent')).toMatchObject({
      accessPermission: 'tenant-billing',
      requiresAgentMetric: true,
    });
    expect(privateRouteById('mtls')).toMatchObject({
      accessPermission: 'tenant-members',
      featureToggle: 'enable-tenant-mtls-certificates',
    });
  });
});
