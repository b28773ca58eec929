import * as v from 'valibot';
import type {
  BilledConversations,
  ConversationsByCategory,
  SessionSummary,
} from '../../domain/reports/conversation.entity';
import {
  collection,
  count,
  fields,
  optionalCount,
  optionalObjects,
  section,
  text,
} from '../shared/answer-schema';

/**
 * Billing answers of spec 3 §7.1 → §3.7 entities, each shape declared once below with its mapping
 * (issue 36 §3). Missing
 * numbers are 0 and missing texts '' (§3.7 defaults); list items that are not objects are
 * dropped; a resource that is not an object (or has no items) is a `MalformedAnswer` naming the
 * field, so the call ends as a failure with its default. Phone numbers are kept as sent (the
 * '+' of §5.1 is added for display).
 */

export const WABAS = v.pipe(
  fields({ items: v.array(text) }),
  v.transform(({ items }) => items.map((id) => id.trim()).filter((id) => id !== '')),
);

const WEEK = fields({
  weekNumber: optionalCount,
  startDateReference: text,
  endDateReference: text,
  total: count(),
  totalBusinessInitiated: count(),
  totalUserInitiated: count(),
});

const SESSION_SUMMARY_FIELDS = fields({
  freeTierLimit: count(),
  total: count(),
  totalBusinessInitiated: count(),
  totalUserInitiated: count(),
  totalFreeTier: count(),
  totalFreeEntryPoint: count(),
  totalFreeCustomerService: count(),
  totalRegular: count(),
  weekItems: optionalObjects(WEEK),
});

export const SESSION_SUMMARY = v.pipe(
  SESSION_SUMMARY_FIELDS,
  v.transform((summary): SessionSummary => ({
    ...summary,
    // §3.4: weeks count from 0 in the month's order when the service sends no number.
    weekItems: summary.weekItems.map((week, index) => ({ ...week, weekNumber: week.weekNumber ?? index })),
  })),
);

const BILLED_ENTRIES = {
  marketing: count(),
  marketing_lite: count(),
  utility: count(),
  authentication: count(),
  service: count(),
  total: count(),
  oldWhatsAppPricing: section({ sessionByCompany: count(), sessionByUser: count() }),
};

const FREE_ENTRIES = {
  freeTier: count(),
  freeEntryPoint: count(),
  freeCustomerService: count(),
  total: count(),
};

const BY_CATEGORY_FIELDS = fields({
  billedConversations: section(BILLED_ENTRIES),
  freeOfChargeConversations: section(FREE_ENTRIES),
  allConversations: v.fallback(v.optional(fields({ ...BILLED_ENTRIES, ...FREE_ENTRIES })), undefined),
});

/** §3.7: allConversations as sent; when absent, the billed and free fields merged. */
export const BY_CATEGORY = v.pipe(
  BY_CATEGORY_FIELDS,
  v.transform((answer): ConversationsByCategory => {
    const billed: BilledConversations = answer.billedConversations;
    const free = answer.freeOfChargeConversations;
    const { total: _freeTotal, ...freeFields } = free;
    return {
      billedConversations: billed,
      freeOfChargeConversations: free,
      allConversations: answer.allConversations ?? {
        ...billed,
        ...freeFields,
        total: billed.total + free.total,
      },
    };
  }),
);

export const OLD_SESSION_TOTAL = fields({
  sessionByUser: count(),
  sessionByCompany: count(),
  sessionTotal: count(),
  startDateReference: text,
  endDateReference: text,
});

const BUSINESS_INITIATED = section({
  utility: count(),
  authentication: count(),
  marketing: count(),
  marketing_lite: count(),
  total: count(),
});

const USER_INITIATED = section({ service: count(), free: count(), total: count() });

export const PHONE_MONTHLY_ROWS = collection(
  fields({ phoneNumber: text, businessInitiated: BUSINESS_INITIATED, userInitiated: USER_INITIATED }),
);

export const DAILY_ROWS = collection(
  fields({ dateReference: text, businessInitiated: BUSINESS_INITIATED, userInitiated: USER_INITIATED }),
);

export const OLD_MONTHLY_ROWS = collection(
  fields({ phoneNumber: text, sessionByUser: count(), sessionByCompany: count() }),
);

export const OLD_DAILY_ROWS = collection(
  fields({ dateReference: text, sessionByUser: count(), sessionByCompany: count(), sessionTotal: count() }),
);
