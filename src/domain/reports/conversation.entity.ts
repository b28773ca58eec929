/**
 * Conversations over the messaging app (WhatsApp, docs/decisions/conversations.md) of spec 3 §3.7, with the
 * failure defaults of §8. Numbers default to 0; dates are ISO strings as the billing service
 * sends them. Phone numbers are kept as sent: the leading '+' (§5.1) is a display rule.
 */
import { monthWeeksOf } from './month-weeks.rule';
import type { WeekItem } from './consumption.entity';

/** §3.7 / §9 conversation types; All is the default filter. */
export const CONVERSATION_TYPES = ['All', 'FreeTier', 'Regular'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
export const DEFAULT_CONVERSATION_TYPE: ConversationType = 'All';

export function isConversationType(value: unknown): value is ConversationType {
  return typeof value === 'string' && (CONVERSATION_TYPES as readonly string[]).includes(value);
}

/** §3.7 WABA list: business-account ids; the first is the default filter (§2.7). */
export type WabaList = readonly string[];

/**
 * The WABA list as a page got it: the ids, and whether the list call succeeded. A failed call
 * gives the empty list too (§8), but says nothing about the contract's WABAs.
 */
export interface WabaListing {
  readonly succeeded: boolean;
  readonly wabas: WabaList;
}

/** §3.7 summary weekItems: the week's conversations split by who started them. */
export interface SessionWeekItem extends WeekItem {
  readonly totalBusinessInitiated: number;
  readonly totalUserInitiated: number;
}

/** §3.7 summary session consumption (the Plan Overview conversation card). */
export interface SessionSummary {
  readonly freeTierLimit: number;
  readonly total: number;
  readonly totalBusinessInitiated: number;
  readonly totalUserInitiated: number;
  readonly totalFreeTier: number;
  readonly totalFreeEntryPoint: number;
  readonly totalFreeCustomerService: number;
  readonly totalRegular: number;
  readonly weekItems: readonly SessionWeekItem[];
}

/** §3.7 old{App}Pricing: conversations still billed under the old pricing. */
export interface OldWhatsAppPricing {
  readonly sessionByCompany: number;
  readonly sessionByUser: number;
}

export interface BilledConversations {
  readonly marketing: number;
  readonly marketing_lite: number;
  readonly utility: number;
  readonly authentication: number;
  readonly service: number;
  readonly total: number;
  readonly oldWhatsAppPricing: OldWhatsAppPricing;
}

export interface FreeOfChargeConversations {
  readonly freeTier: number;
  readonly freeEntryPoint: number;
  readonly freeCustomerService: number;
  readonly total: number;
}

/** §3.7 allConversations: the billed and free fields in one object (total = all). */
export type AllConversations = BilledConversations & Omit<FreeOfChargeConversations, 'total'>;

/** §3.7 conversation consumption by category (new consolidated layout, §4.5). */
export interface ConversationsByCategory {
  readonly billedConversations: BilledConversations;
  readonly freeOfChargeConversations: FreeOfChargeConversations;
  readonly allConversations: AllConversations;
}

/** §3.7 old consolidated session. */
export interface OldSessionTotal {
  readonly sessionByUser: number;
  readonly sessionByCompany: number;
  readonly sessionTotal: number;
  readonly startDateReference: string;
  readonly endDateReference: string;
}

/** §3.7 business-initiated categories of a per-phone or daily row. */
export interface BusinessInitiatedConversations {
  readonly utility: number;
  readonly authentication: number;
  readonly marketing: number;
  readonly marketing_lite: number;
  readonly total: number;
}

/** §3.7 user-initiated categories of a per-phone or daily row. */
export interface UserInitiatedConversations {
  readonly service: number;
  readonly free: number;
  readonly total: number;
}

/** §3.7 monthly row by phone number (new pricing). */
export interface PhoneMonthlyConversations {
  readonly phoneNumber: string;
  readonly businessInitiated: BusinessInitiatedConversations;
  readonly userInitiated: UserInitiatedConversations;
}

/** §3.7 daily row (new pricing). */
export interface DailyConversations {
  readonly dateReference: string;
  readonly businessInitiated: BusinessInitiatedConversations;
  readonly userInitiated: UserInitiatedConversations;
}

/** §3.7 old monthly row (per phone number). */
export interface OldMonthlySessions {
  readonly phoneNumber: string;
  readonly sessionByUser: number;
  readonly sessionByCompany: number;
}

/** §3.7 old daily row. */
export interface OldDailySessions {
  readonly dateReference: string;
  readonly sessionByUser: number;
  readonly sessionByCompany: number;
  readonly sessionTotal: number;
}

/* ---- §8 defaults (after a failure, or a call skipped for want of a WABA, §5.1) ---- */

/** §3.7: the weeks of `today`'s month (UTC), each with zero totals and weekNumber from 0. */
export function emptySessionSummary(today: Date): SessionSummary {
  return {
    freeTierLimit: 0,
    total: 0,
    totalBusinessInitiated: 0,
    totalUserInitiated: 0,
    totalFreeTier: 0,
    totalFreeEntryPoint: 0,
    totalFreeCustomerService: 0,
    totalRegular: 0,
    weekItems: monthWeeksOf(today).map((week) => ({
      weekNumber: week.weekNumber,
      startDateReference: week.start,
      endDateReference: week.end,
      total: 0,
      totalBusinessInitiated: 0,
      totalUserInitiated: 0,
    })),
  };
}

export function emptyBilledConversations(): BilledConversations {
  return {
    marketing: 0,
    marketing_lite: 0,
    utility: 0,
    authentication: 0,
    service: 0,
    total: 0,
    oldWhatsAppPricing: { sessionByCompany: 0, sessionByUser: 0 },
  };
}

export function emptyFreeOfChargeConversations(): FreeOfChargeConversations {
  return { freeTier: 0, freeEntryPoint: 0, freeCustomerService: 0, total: 0 };
}

export function emptyConversationsByCategory(): ConversationsByCategory {
  return {
    billedConversations: emptyBilledConversations(),
    freeOfChargeConversations: emptyFreeOfChargeConversations(),
    allConversations: {
      ...emptyBilledConversations(),
      freeTier: 0,
      freeEntryPoint: 0,
      freeCustomerService: 0,
    },
  };
}

export function emptyOldSessionTotal(): OldSessionTotal {
  return {
    sessionByUser: 0,
    sessionByCompany: 0,
    sessionTotal: 0,
    startDateReference: '',
    endDateReference: '',
  };
}

export function emptyBusinessInitiated(): BusinessInitiatedConversations {
  return { utility: 0, authentication: 0, marketing: 0, marketing_lite: 0, total: 0 };
}

export function emptyUserInitiated(): UserInitiatedConversations {
  return { service: 0, free: 0, total: 0 };
}
