import * as v from 'valibot';
import type {
  BilledConversations,
  ConversationsByCategory,
  DailyConversations,
  OldDailySessions,
  OldMonthlySessions,
  OldSessionTotal,
  PhoneMonthlyConversations,
  SessionSummary,
} from '../../domain/reports/conversation.entity';
import {
  collection,
  count,
  fields,
  optionalCount,
  optionalObjects,
  readAnswer,
  section,
  text,
} from '../shared/answer-schema';

/**
 * Billing answers of spec 3 §7.1 → §3.7 entities, each shape declared once below. Missing
 * numbers are 0 and missing texts '' (§3.7 defaults); list items that are not objects are
 * dropped; a resource that is not an object (or has no items) is a `MalformedAnswer` naming the
 * field, so the call ends as a failure with its default. Phone numbers are kept as sent (the
 * '+' of §5.1 is added for display).
 */

const WABAS = v.pipe(
  fields({ items: v.array(text) }),
  v.transform(({ items }) => items.map((id) => id.trim()).filter((id) => id !== '')),
);

export function toWabaList(resource: unknown): string[] {
  return readAnswer(WABAS, resource, 'wabas');
}

const WEEK = fields({
  weekNumber: optionalCount,
  startDateReference: text,
  endDateReference: text,
  total: count(),
  totalBusinessInitiated: count(),
  totalUserInitiated: count(),
});

const SESSION_SUMMARY = fields({
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

export function toSessionSummary(resource: unknown): SessionSummary {
  const summary = readAnswer(SESSION_SUMMARY, resource, 'session summary');
  return {
    ...summary,
    // §3.4: weeks count from 0 in the month's order when the service sends no number.
    weekItems: summary.weekItems.map((week, index) => ({ ...week, weekNumber: week.weekNumber ?? index })),
  };
}

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

const BY_CATEGORY = fields({
  billedConversations: section(BILLED_ENTRIES),
  freeOfChargeConversations: section(FREE_ENTRIES),
  allConversations: v.fallback(v.optional(fields({ ...BILLED_ENTRIES, ...FREE_ENTRIES })), undefined),
});

/** §3.7: allConversations as sent; when absent, the billed and free fields merged. */
export function toConversationsByCategory(resource: unknown): ConversationsByCategory {
  const answer = readAnswer(BY_CATEGORY, resource, 'conversations by category');
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
}

const OLD_SESSION_TOTAL = fields({
  sessionByUser: count(),
  sessionByCompany: count(),
  sessionTotal: count(),
  startDateReference: text,
  endDateReference: text,
});

export function toOldSessionTotal(resource: unknown): OldSessionTotal {
  return readAnswer(OLD_SESSION_TOTAL, resource, 'old session total');
}

const BUSINESS_INITIATED = section({
  utility: count(),
  authentication: count(),
  marketing: count(),
  marketing_lite: count(),
  total: count(),
});

const USER_INITIATED = section({ service: count(), free: count(), total: count() });

const PHONE_MONTHLY_ROWS = collection(
  fields({ phoneNumber: text, businessInitiated: BUSINESS_INITIATED, userInitiated: USER_INITIATED }),
);

export function toPhoneMonthlyRows(resource: unknown): PhoneMonthlyConversations[] {
  return readAnswer(PHONE_MONTHLY_ROWS, resource, 'monthly conversations by phone number');
}

const DAILY_ROWS = collection(
  fields({ dateReference: text, businessInitiated: BUSINESS_INITIATED, userInitiated: USER_INITIATED }),
);

export function toDailyRows(resource: unknown): DailyConversations[] {
  return readAnswer(DAILY_ROWS, resource, 'daily conversations');
}

const OLD_MONTHLY_ROWS = collection(
  fields({ phoneNumber: text, sessionByUser: count(), sessionByCompany: count() }),
);

export function toOldMonthlyRows(resource: unknown): OldMonthlySessions[] {
  return readAnswer(OLD_MONTHLY_ROWS, resource, 'old monthly sessions');
}

const OLD_DAILY_ROWS = collection(
  fields({ dateReference: text, sessionByUser: count(), sessionByCompany: count(), sessionTotal: count() }),
);

export function toOldDailyRows(resource: unknown): OldDailySessions[] {
  return readAnswer(OLD_DAILY_ROWS, resource, 'old daily sessions');
}
