import * as v from 'valibot';
import type { SubscriptionItem } from '../../domain/billing/subscription.entity';
import { acceptedCollection, count, fields, requiredText, strictTrue } from '../shared/answer-schema';

/** The start-up gateway loads this file lazily (lazy-import.ts) and reads through it. */
export { readAnswer } from '../shared/answer-schema';

/**
 * The billing service's answers (spec 1 §7, spec 3 §7.5), each shape declared once below with its
 * mapping to the domain (issue 36 §3). A plan
 * without a name, or metrics without items, is a `MalformedAnswer` naming the field.
 */

/** GET /tenants/{tenantId}/subscription/plan → its name. */
export const PLAN_NAME = v.pipe(
  fields({ name: requiredText }),
  v.transform(({ name }) => name),
);

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
export const SUBSCRIPTION_ITEMS = v.pipe(
  acceptedCollection(SUBSCRIPTION_ITEM),
  v.transform((items): SubscriptionItem[] => items),
);
