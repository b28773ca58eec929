import type { AccessContext } from '../../../src/domain/access/access-context';
import type { MetricId } from '../../../src/domain/access/metric-id';
import type { RoleId } from '../../../src/domain/access/role';
import type { Session } from '../../../src/domain/access/session';
import type { SubscriptionItem } from '../../../src/domain/billing/subscription.entity';

/** Every toggle name of spec 1 §9. */
export const ALL_TOGGLES = [
  'tenant-consumption',
  'billing-monthly-engaged-user-consumption',
  'billing-daily-active-users-consumption',
  'billing-daily-engaged-user-consumption',
  'billing-daily-active-users-plan-informations',
  'billing-daily-engaged-users-plan-informations',
  'billing-session-consumption-by-bot',
  'billing-session-consumption',
  'billing-agent-consumption',
  'billing-unlimited-agent-consumption',
  'billing-data-consumption',
  'tenant-ai-settings-copilot',
  'tenant-calls-settings',
  'billing-tracking-log',
  'enable-tenant-mtls-certificates',
  'billing-use-subscription-reference-date',
  'ai-agent-knowledge-base-screens-enabled',
  'pipeline-enable',
] as const;

export function item(metricId: string, quantity = 10): SubscriptionItem {
  return { metricId, quantity, additionalItemValue: 1.5, allowAdditionalItem: true };
}

export const FULL_SUBSCRIPTION: readonly SubscriptionItem[] = (
  [
    'Agent',
    'DailyActiveUser',
    'DailyEngagedUser',
    'Session',
    'MonthlyActiveUser',
    'MonthlyEngagedUser',
    'ExchangedMessage',
  ] as const
).map((metric: MetricId) => item(metric));

export function togglesOn(...names: readonly string[]): (name: string) => boolean {
  const on = new Set(names);
  return (name) => on.has(name);
}

export const allOn = togglesOn(...ALL_TOGGLES);
export const allOff = togglesOn();

export function ctx(overrides: Partial<AccessContext> = {}): AccessContext {
  return {
    roleId: 'admin',
    hasTenant: true,
    hasUser: true,
    isToggleOn: allOn,
    subscription: FULL_SUBSCRIPTION,
    ...overrides,
  };
}

export function session(roleId: RoleId | undefined = 'admin', subscription = FULL_SUBSCRIPTION): Session {
  return {
    user: {
      identity: 'ana%40example.com@blip.ai',
      email: 'ana@example.com',
      fullName: 'Ana Souza',
      tenantId: 'acme',
      roleId,
      localNode: 'ana%40example.com@blip.ai/portal',
      culture: 'pt-BR',
      extras: {},
    },
    tenant: {
      id: 'acme',
      name: 'Acme',
      photoUri: undefined,
      creationDate: '2023-04-05T10:00:00Z',
      ownerIdentity: 'owner@blip.ai',
      plan: 'standard',
      clusterName: 'cluster-1',
    },
    language: 'en',
    subscription,
    planName: 'Standard',
    members: undefined,
  };
}
