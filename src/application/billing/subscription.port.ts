import type { SubscriptionItem } from '../../domain/billing/subscription.entity';

/** Billing service: plan name and subscription metrics (spec 1 §7, spec 3 §7.5). */
export const SubscriptionGateway = Symbol.for('SubscriptionGateway');
export interface SubscriptionGateway {
  getPlanName(tenantId: string): Promise<string>;
  getMetrics(tenantId: string): Promise<SubscriptionItem[]>;
}
