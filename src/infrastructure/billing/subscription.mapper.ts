import * as v from 'valibot';
import type { SubscriptionItem } from '../../domain/billing/subscription.entity';
import {
  count,
  fields,
  itemsOfAnswer,
  parsedOrNone,
  readAnswer,
  requiredText,
  strictTrue,
} from '../shared/answer-schema';

/**
 * The billing service's answers (spec 1 §7, spec 3 §7.5), each shape declared once below. A plan
 * without a name, or metrics without items, is a `MalformedAnswer` naming the field.
 */

const PLAN_NAME = v.pipe(
  fields({ name: requiredText }),
  v.transform(({ name }) => name),
);

/** GET /tenants/{tenantId}/subscription/plan → its name. */
export function toPlanName(resource: unknown): string {
  return readAnswer(PLAN_NAME, resource, 'subscription plan');
}

/**
 * One metric of the subscription (spec 3 §3.4): an unreadable number is 0, the extra items are
 * allowed only when sent as `true`. An item without a metricId cannot be matched, so it is dropped.
 */
const SUBSCRIPTION_ITEM = fields({
  metricId: requiredText,
  quantity: count(),
  additionalItemValue: count(),
  allowAdditionalItem: strictTrue,
});

/** GET /tenants/{tenantId}/subscription/plan/metrics → the items of the subscription. */
export function toSubscriptionItems(resource: unknown): SubscriptionItem[] {
  return itemsOfAnswer(resource, 'subscription metrics').flatMap((item) =>
    parsedOrNone(SUBSCRIPTION_ITEM, item),
  );
}
