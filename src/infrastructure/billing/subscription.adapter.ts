import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { SubscriptionGateway } from '../../application/billing/subscription.port';
import type { SubscriptionItem } from '../../domain/billing/subscription.entity';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { serviceAddresses } from '../shared/service-addresses';
import { lazyImport } from '../shared/lazy-import';

/** The billing answers' schemas (they carry valibot: lazy-import.ts), loaded beside the first request. */
const subscriptionSchemas = lazyImport(() => import('./subscription.schema'));

/** Spec 1 §7 'Billing service', spec 3 §7.5: the plan name and the subscription metrics. */
@injectable()
export class SubscriptionCommandGateway implements SubscriptionGateway {
  private readonly billing: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.billing = serviceAddresses(settings).billing;
    subscriptionSchemas.prefetch();
  }

  async getPlanName(tenantId: string): Promise<string> {
    const [resource, { readAnswer, PLAN_NAME }] = await Promise.all([
      this.channel.send<unknown>({
        to: this.billing,
        method: 'get',
        uri: `/tenants/${encodeURIComponent(tenantId)}/subscription/plan`,
      }),
      subscriptionSchemas.get('subscription plan'),
    ]);
    return readAnswer(PLAN_NAME, resource, 'subscription plan');
  }

  /** 67 (resource not found) is a contract without a subscription: no items (spec 3 §8). */
  async getMetrics(tenantId: string): Promise<SubscriptionItem[]> {
    try {
      const [resource, { readAnswer, SUBSCRIPTION_ITEMS }] = await Promise.all([
        this.channel.send<unknown>({
          to: this.billing,
          method: 'get',
          uri: `/tenants/${encodeURIComponent(tenantId)}/subscription/plan/metrics`,
        }),
        subscriptionSchemas.get('subscription metrics'),
      ]);
      return readAnswer(SUBSCRIPTION_ITEMS, resource, 'subscription metrics');
    } catch (error) {
      if (isCommandFailure(error) && error.isNotFound) return [];
      throw error;
    }
  }
}
