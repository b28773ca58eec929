import type { AccessContext } from '../../../src/domain/access/access-context';
import { FEATURE_TOGGLE_NAMES } from '../../../src/domain/access/feature-toggle-names';
import { METRIC_IDS } from '../../../src/domain/access/metric-id';
import type { RoleId } from '../../../src/domain/access/role';
import type { AgentPlanOutcome } from '../../../src/domain/access/route-gate.rule';
import type { Session } from '../../../src/domain/access/session';
import type { SubscriptionItem } from '../../../src/domain/billing/subscription.entity';

export function item(metricId: string, quantity = 10): SubscriptionItem {
  return { metricId, quantity, additionalItemValue: 1.5, allowAdditionalItem: true };
}

/** One item per billed metric of spec 3 §3.2. */
export const FULL_SUBSCRIPTION: readonly SubscriptionItem[] = METRIC_IDS.map((metric) => item(metric));

export function togglesOn(...names: readonly string[]): (name: string) => boolean {
  const on = new Set(names);
  return (name) => on.has(name);
}

export const allOn = togglesOn(...FEATURE_TOGGLE_NAMES);

/** The agent plan the simulator answers by default: not configured, so the toggles decide. */
export const PLAN_NOT_CONFIGURED: AgentPlanOutcome = {
  ok: true,
  status: { hasActivePaidPlan: false, isTrial: false, reason: 'notConfigured' },
};
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
  };
}
