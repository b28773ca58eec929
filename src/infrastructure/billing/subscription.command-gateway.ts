import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { SubscriptionGateway } from '../../application/billing/subscription.gateway';
import type { SubscriptionItem } from '../../domain/billing/subscription.entity';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { serviceAddresses } from '../shared/service-addresses';
import { subscriptionAnswers } from './subscription-answers';

/** Spec 1 §7 'Billing service', spec 3 §7.5: the plan name and the subscription metrics. */
@injectable()
export class SubscriptionCommandGateway implements SubscriptionGateway {
  private readonly billing: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.billing = serviceAddresses(settings).billing;
    subscriptionAnswers.prefetch();
  }

  async getPlanName(tenantId: string): Promise<string> {
    const [resource, { toPlanName }] = await Promise.all([
      this.channel.send<unknown>({
        to: this.billing,
        method: 'get',
        uri: `/tenants/${encodeURIComponent(tenantId)}/subscription/plan`,
      }),
      subscriptionAnswers.get('subscription plan'),
    ]);
    return toPlanName(resource);
  }

  /** 67 (resource not found) is a contract without a subscription: no items (spec 3 §8). */
  async getMetrics(tenantId: string): Promise<SubscriptionItem[]> {
    try {
      const [resource, { toSubscriptionItems }] = await Promise.all([
        this.channel.send<unknown>({
          to: this.billing,
          method: 'get',
          uri: `/tenants/${encodeURIComponent(tenantId)}/subscription/plan/metrics`,
        }),
        subscriptionAnswers.get('subscription metrics'),
      ]);
      return toSubscriptionItems(resource);
    } catch (error) {
      if (isCommandFailure(error) && error.isNotFound) return [];
      throw error;
    }
  }
}
