import { weeksOf, type YearMonth } from '../calendar';
import {
  businessInitiatedOf,
  sumCounts,
  userInitiatedOf,
  type ConversationCounts,
} from '../dataset/conversation-reports.data';

/** The answers of spec 3 §7.1 (shapes of §3.7), built from the seeded daily conversations. */

export const CONVERSATION_TYPES = ['All', 'FreeTier', 'Regular'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
/** The messaging app's monthly free tier (spec 3 §2.3 'used / limit'). */
const FREE_TIER_LIMIT = 1000;

export const midnight = (day: string): string => `${day}T00:00:00.000Z`;

/** Old pricing (§3.7): by company = business-initiated; by user = user-initiated, per type. */
export function oldSessions(counts: ConversationCounts, type: ConversationType) {
  const business = businessInitiatedOf(counts).total;
  const user = userInitiatedOf(counts);
  const sessionByCompany = type === 'FreeTier' ? 0 : business;
  const sessionByUser = type === 'All' ? user.total : type === 'FreeTier' ? user.free : user.service;
  return { sessionByUser, sessionByCompany, sessionTotal: sessionByUser + sessionByCompany };
}

export function byCategoryView(
  counts: ConversationCounts,
  carriedOver: { sessionByCompany: number; sessionByUser: number },
) {
  const { utility, authentication, marketing, marketing_lite, service } = counts;
  const old = carriedOver.sessionByCompany + carriedOver.sessionByUser;
  const billedTotal = utility + authentication + marketing + marketing_lite + service + old;
  const free = {
    freeTier: counts.freeTier,
    freeEntryPoint: counts.freeEntryPoint,
    freeCustomerService: counts.freeCustomerService,
    total: counts.freeTier + counts.freeEntryPoint + counts.freeCustomerService,
  };
  const billed = {
    marketing,
    marketing_lite,
    utility,
    authentication,
    service,
    total: billedTotal,
    oldWhatsAppPricing: carriedOver,
  };
  return {
    billedConversations: billed,
    freeOfChargeConversations: free,
    allConversations: { ...billed, ...free, total: billedTotal + free.total },
  };
}

/**
 * §3.7 summary: every WABA of the month, its weeks (ending on Saturday or the last day) and the
 * totals by who started the conversation and by free category.
 */
export function sessionSummaryView(
  month: YearMonth,
  days: readonly string[],
  perDay: readonly ConversationCounts[],
) {
  const weeks = weeksOf(month).map((week) => {
    const inWeek = sumCounts(
      perDay.filter((_, index) => days[index]! >= week.start && days[index]! <= week.end),
    );
    const business = businessInitiatedOf(inWeek).total;
    const user = userInitiatedOf(inWeek).total;
    return {
      weekNumber: week.weekNumber,
      startDateReference: midnight(week.start),
      endDateReference: midnight(week.end),
      total: business + user,
      totalBusinessInitiated: business,
      totalUserInitiated: user,
    };
  });
  const all = sumCounts(perDay);
  const business = businessInitiatedOf(all).total;
  const user = userInitiatedOf(all);
  return {
    freeTierLimit: FREE_TIER_LIMIT,
    total: business + user.total,
    totalBusinessInitiated: business,
    totalUserInitiated: user.total,
    totalFreeTier: all.freeTier,
    totalFreeEntryPoint: all.freeEntryPoint,
    totalFreeCustomerService: all.freeCustomerService,
    totalRegular: business + user.service,
    weekItems: weeks,
  };
}
