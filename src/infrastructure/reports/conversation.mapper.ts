import type {
  BilledConversations,
  BusinessInitiatedConversations,
  ConversationsByCategory,
  DailyConversations,
  FreeOfChargeConversations,
  OldDailySessions,
  OldMonthlySessions,
  OldSessionTotal,
  PhoneMonthlyConversations,
  SessionSummary,
  SessionWeekItem,
  UserInitiatedConversations,
} from '../../domain/reports/conversation.entity';
import { fieldsOf, finiteNumber, isFields, itemsOf, type Fields } from '../shared/command-resource';

/**
 * Billing answers of spec 3 §7.1 → §3.7 entities. Missing numbers are 0 and missing texts ''
 * (§3.7 defaults); list items that are not objects are dropped; a resource that is not an
 * object (or has no items) is malformed, so the call ends as a failure with its default.
 * Phone numbers are kept as sent (the '+' of §5.1 is added for display).
 */

/** An identifier or a date as text: strings as sent, finite numbers printed. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function nested(raw: Fields, key: string): Fields {
  const value = raw[key];
  return isFields(value) ? value : {};
}

function objectsOf(resource: unknown, what: string): Fields[] {
  return itemsOf(resource, what).filter(isFields);
}

export function toWabaList(resource: unknown): string[] {
  return itemsOf(resource, 'wabas')
    .map((item) => textOf(item).trim())
    .filter((id) => id !== '');
}

function toWeek(raw: Fields, index: number): SessionWeekItem {
  return {
    weekNumber: finiteNumber(raw['weekNumber'], index),
    startDateReference: textOf(raw['startDateReference']),
    endDateReference: textOf(raw['endDateReference']),
    total: finiteNumber(raw['total']),
    totalBusinessInitiated: finiteNumber(raw['totalBusinessInitiated']),
    totalUserInitiated: finiteNumber(raw['totalUserInitiated']),
  };
}

export function toSessionSummary(resource: unknown): SessionSummary {
  const raw = fieldsOf(resource, 'session summary');
  const weeks = Array.isArray(raw['weekItems']) ? (raw['weekItems'] as unknown[]).filter(isFields) : [];
  return {
    freeTierLimit: finiteNumber(raw['freeTierLimit']),
    total: finiteNumber(raw['total']),
    totalBusinessInitiated: finiteNumber(raw['totalBusinessInitiated']),
    totalUserInitiated: finiteNumber(raw['totalUserInitiated']),
    totalFreeTier: finiteNumber(raw['totalFreeTier']),
    totalFreeEntryPoint: finiteNumber(raw['totalFreeEntryPoint']),
    totalFreeCustomerService: finiteNumber(raw['totalFreeCustomerService']),
    totalRegular: finiteNumber(raw['totalRegular']),
    weekItems: weeks.map(toWeek),
  };
}

function toBilled(raw: Fields): BilledConversations {
  const old = nested(raw, 'oldWhatsAppPricing');
  return {
    marketing: finiteNumber(raw['marketing']),
    marketing_lite: finiteNumber(raw['marketing_lite']),
    utility: finiteNumber(raw['utility']),
    authentication: finiteNumber(raw['authentication']),
    service: finiteNumber(raw['service']),
    total: finiteNumber(raw['total']),
    oldWhatsAppPricing: {
      sessionByCompany: finiteNumber(old['sessionByCompany']),
      sessionByUser: finiteNumber(old['sessionByUser']),
    },
  };
}

function toFree(raw: Fields): FreeOfChargeConversations {
  return {
    freeTier: finiteNumber(raw['freeTier']),
    freeEntryPoint: finiteNumber(raw['freeEntryPoint']),
    freeCustomerService: finiteNumber(raw['freeCustomerService']),
    total: finiteNumber(raw['total']),
  };
}

/** §3.7: allConversations as sent; when absent, the billed and free fields merged. */
export function toConversationsByCategory(resource: unknown): ConversationsByCategory {
  const raw = fieldsOf(resource, 'conversations by category');
  const billed = toBilled(nested(raw, 'billedConversations'));
  const free = toFree(nested(raw, 'freeOfChargeConversations'));
  const all = raw['allConversations'];
  const { total: _freeTotal, ...freeFields } = free;
  return {
    billedConversations: billed,
    freeOfChargeConversations: free,
    allConversations: isFields(all)
      ? { ...toBilled(all), ...toFree(all), total: finiteNumber(all['total']) }
      : { ...billed, ...freeFields, total: billed.total + free.total },
  };
}

export function toOldSessionTotal(resource: unknown): OldSessionTotal {
  const raw = fieldsOf(resource, 'old session total');
  return {
    sessionByUser: finiteNumber(raw['sessionByUser']),
    sessionByCompany: finiteNumber(raw['sessionByCompany']),
    sessionTotal: finiteNumber(raw['sessionTotal']),
    startDateReference: textOf(raw['startDateReference']),
    endDateReference: textOf(raw['endDateReference']),
  };
}

function toBusinessInitiated(raw: Fields): BusinessInitiatedConversations {
  return {
    utility: finiteNumber(raw['utility']),
    authentication: finiteNumber(raw['authentication']),
    marketing: finiteNumber(raw['marketing']),
    marketing_lite: finiteNumber(raw['marketing_lite']),
    total: finiteNumber(raw['total']),
  };
}

function toUserInitiated(raw: Fields): UserInitiatedConversations {
  return {
    service: finiteNumber(raw['service']),
    free: finiteNumber(raw['free']),
    total: finiteNumber(raw['total']),
  };
}

export function toPhoneMonthlyRows(resource: unknown): PhoneMonthlyConversations[] {
  return objectsOf(resource, 'monthly conversations by phone number').map((raw) => ({
    phoneNumber: textOf(raw['phoneNumber']),
    businessInitiated: toBusinessInitiated(nested(raw, 'businessInitiated')),
    userInitiated: toUserInitiated(nested(raw, 'userInitiated')),
  }));
}

export function toDailyRows(resource: unknown): DailyConversations[] {
  return objectsOf(resource, 'daily conversations').map((raw) => ({
    dateReference: textOf(raw['dateReference']),
    businessInitiated: toBusinessInitiated(nested(raw, 'businessInitiated')),
    userInitiated: toUserInitiated(nested(raw, 'userInitiated')),
  }));
}

export function toOldMonthlyRows(resource: unknown): OldMonthlySessions[] {
  return objectsOf(resource, 'old monthly sessions').map((raw) => ({
    phoneNumber: textOf(raw['phoneNumber']),
    sessionByUser: finiteNumber(raw['sessionByUser']),
    sessionByCompany: finiteNumber(raw['sessionByCompany']),
  }));
}

export function toOldDailyRows(resource: unknown): OldDailySessions[] {
  return objectsOf(resource, 'old daily sessions').map((raw) => ({
    dateReference: textOf(raw['dateReference']),
    sessionByUser: finiteNumber(raw['sessionByUser']),
    sessionByCompany: finiteNumber(raw['sessionByCompany']),
    sessionTotal: finiteNumber(raw['sessionTotal']),
  }));
}
