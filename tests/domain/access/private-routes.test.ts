import { describe, expect, it } from 'vitest';
import {
  findPrivateRoute,
  PRIVATE_ROUTES,
  privateRouteById,
} from '../../../src/domain/access/private-routes';

/** Every path of spec 1 §2, spec 2 §2.1 and spec 3 §2.1, with a sample for each parameter. */
const SPEC_PATHS: readonly (readonly [string, string])[] = [
  ['/', 'home'],
  ['/panel', 'panel'],
  ['/members', 'members'],
  ['/agent', 'agent'],
  ['/copilot', 'copilot'],
  ['/calls', 'calls'],
  ['/mtls', 'mtls'],
  ['/knowledge-base', 'knowledgeBase'],
  ['/knowledge-base/cat-9/documents', 'knowledgeBaseDocuments'],
  ['/knowledge-base/cat-9/documents/doc-3/url-paths', 'knowledgeBaseUrlPaths'],
  ['/pipeline', 'pipeline'],
  ['/pipeline/cat-9/documents', 'pipelineDocuments'],
  ['/data-consumption', 'dataConsumption'],
  ['/dau-consumption', 'dauConsumption'],
  ['/dau-consumption/monthly', 'dauConsumptionMonthly'],
  ['/dau-consumption/daily', 'dauConsumptionDaily'],
  ['/deu-consumption', 'deuConsumption'],
  ['/deu-consumption/monthly', 'deuConsumptionMonthly'],
  ['/deu-consumption/daily', 'deuConsumptionDaily'],
  ['/agent-consumption', 'agentConsumption'],
  ['/agent-consumption/monthly', 'agentConsumptionMonthly'],
  ['/session-consumption', 'sessionConsumption'],
  ['/session-consumption/monthly', 'sessionConsumptionMonthly'],
  ['/session-consumption/daily', 'sessionConsumptionDaily'],
  ['/mau-consumption', 'mauConsumption'],
  ['/mau-consumption/chatbots', 'mauConsumptionChatbots'],
  ['/mau-consumption/daily', 'mauConsumptionDaily'],
  ['/meu-consumption', 'meuConsumption'],
  ['/meu-consumption/chatbots', 'meuConsumptionChatbots'],
  ['/meu-consumption/daily', 'meuConsumptionDaily'],
  ['/revenue', 'revenue'],
  ['/revenue/chatbots', 'revenueChatbots'],
  ['/daily-active-users', 'dailyActiveUsers'],
  ['/daily-active-users/monthly', 'dailyActiveUsersMonthly'],
  ['/daily-active-users/daily', 'dailyActiveUsersDaily'],
  ['/daily-engaged-users', 'dailyEngagedUsers'],
  ['/daily-engaged-users/monthly', 'dailyEngagedUsersMonthly'],
  ['/daily-engaged-users/daily', 'dailyEngagedUsersDaily'],
  ['/old-session-consumption', 'oldSessionConsumption'],
  ['/old-session-consumption/monthly', 'oldSessionConsumptionMonthly'],
  ['/old-session-consumption/daily', 'oldSessionConsumptionDaily'],
  ['/old-agent-consumption', 'oldAgentConsumption'],
  ['/old-agent-consumption/monthly', 'oldAgentConsumptionMonthly'],
];

describe('private routes (spec 1 §2, spec 2 §2.1, spec 3 §2.1)', () => {
  it.each(SPEC_PATHS)('spec route table: %s is the private route %s', (path, id) => {
    expect(findPrivateRoute(path)?.id).toBe(id);
  });

  it('route ids and patterns are unique', () => {
    expect(new Set(PRIVATE_ROUTES.map((route) => route.id)).size).toBe(PRIVATE_ROUTES.length);
    expect(new Set(PRIVATE_ROUTES.map((route) => route.path)).size).toBe(PRIVATE_ROUTES.length);
  });

  it.each(['/nowhere', '/agent/extra', '/knowledge-base/cat-9', '/revenue/chatbots/x'])(
    'spec 1 §2: %s is not a private route (unknown paths go home)',
    (path) => {
      expect(findPrivateRoute(path)).toBeUndefined();
    },
  );

  it('lead reading: the members page is /members behind tenant-members', () => {
    expect(privateRouteById('members')).toMatchObject({
      path: '/members',
      accessPermission: 'tenant-members',
    });
  });

  it('spec 1 §2 / spec 3 §9: only the old agent-consumption pages have max width 1440', () => {
    const widths = PRIVATE_ROUTES.filter((route) => route.maxContentWidth !== undefined);
    expect(widths.map((route) => [route.id, route.maxContentWidth])).toEqual([
      ['oldAgentConsumption', 1440],
      ['oldAgentConsumptionMonthly', 1440],
    ]);
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

  it("spec 3 §6: /data-consumption is guarded by any metric and its toggle 'billing-data-consumption'", () => {
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
