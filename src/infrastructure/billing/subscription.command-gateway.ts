import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { SubscriptionGateway } from '../../application/billing/subscription.gateway';
import type { SubscriptionItem } from '../../domain/billing/subscription.entity';
import { isCommandFailure } from '../../domain/shared/command-failure';
import {
  fieldsOf,
  finiteNumber,
  isFields,
  itemsOf,
  malformed,
  nonEmptyText,
} from '../shared/command-resource';
import { serviceAddresses } from '../shared/service-addresses';

/** Spec 1 §7 'Billing service', spec 3 §7.5: the plan name and the subscription metrics. */
@injectable()
export class SubscriptionCommandGateway implements SubscriptionGateway {
  private readonly billing: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.billing = serviceAddresses(settings).billing;
  }

  async getPlanName(tenantId: string): Promise<string> {
    const resource = await this.channel.send<unknown>({
      to: this.billing,
      method: 'get',
      uri: `/tenants/${encodeURIComponent(tenantId)}/subscription/plan`,
    });
    const name = nonEmptyText(fieldsOf(resource, 'subscription plan')['name']);
    if (name === undefined) throw malformed('subscription plan name');
    return name;
  }

  /** 67 (resource not found) is a contract without a subscription: no items (spec 3 §8). */
  async getMetrics(tenantId: string): Promise<SubscriptionItem[]> {
    let resource: unknown;
    try {
      resource = await this.channel.send<unknown>({
        to: this.billing,
        method: 'get',
        uri: `/tenants/${encodeURIComponent(tenantId)}/subscription/plan/metrics`,
      });
    } catch (error) {
      if (isCommandFailure(error) && error.isNotFound) return [];
      throw error;
    }
    return itemsOf(resource, 'subscription metrics').flatMap((item) => {
      const mapped = toSubscriptionItem(item);
      return mapped === null ? [] : [mapped];
    });
  }
}

/** An item without a metricId cannot be matched to anything, so it is dropped. */
function toSubscriptionItem(raw: unknown): SubscriptionItem | null {
  if (!isFields(raw)) return null;
  const metricId = nonEmptyText(raw['metricId']);
  if (metricId === undefined) return null;
  return {
    metricId,
    quantity: finiteNumber(raw['quantity']),
    additionalItemValue: finiteNumber(raw['additionalItemValue']),
    allowAdditionalItem: raw['allowAdditionalItem'] === true,
  };
}
