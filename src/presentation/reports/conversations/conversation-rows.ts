import type {
  DailyConversationRows,
  PhoneConversationRows,
} from '../../../application/reports/load-conversation-report.use-case';
import type {
  BusinessInitiatedConversations,
  UserInitiatedConversations,
} from '../../../domain/reports/conversation.entity';
import type { ReportRows } from '../../../application/reports/report-rows';
import type { PricingLayout } from '../../../domain/reports/pricing-mode.rule';
import { formatPhoneNumber } from '../../../domain/reports/phone-number.rule';
import { toValidDate } from '../../../domain/shared/date-display.rule';

/**
 * What a conversation table shows (spec 3 §2.7): the old columns, or one of the two tabs of
 * the new pricing.
 */
export type ConversationTableView = 'old' | 'business' | 'user';
export const NEW_PRICING_TABS = ['business', 'user'] as const;
export type ConversationTab = (typeof NEW_PRICING_TABS)[number];

/** The figure columns of each view, in the order of spec 3 §2.7. */
export const TABLE_FIGURES = {
  old: ['sessionByUser', 'sessionByCompany', 'sessionTotal'],
  business: ['utility', 'authentication', 'marketing', 'marketing_lite', 'total'],
  user: ['service', 'free', 'total'],
} as const satisfies Record<ConversationTableView, readonly string[]>;

export type ConversationFigureId = (typeof TABLE_FIGURES)[ConversationTableView][number];

export interface ConversationRow {
  readonly id: string;
  /** The phone number as displayed (with its '+'), or the day (shown and sorted as a date). */
  readonly key: string | Date | undefined;
  readonly figures: Readonly<Partial<Record<ConversationFigureId, number>>>;
}

function newFigures(
  view: ConversationTab,
  business: BusinessInitiatedConversations,
  user: UserInitiatedConversations,
): ConversationRow['figures'] {
  if (view === 'business') {
    const { utility, authentication, marketing, marketing_lite, total } = business;
    return { utility, authentication, marketing, marketing_lite, total };
  }
  return { service: user.service, free: user.free, total: user.total };
}

/** Spec 3 §3.7, §5.1: every phone number with its leading '+', formatted for display. */
export function phoneRows(data: PhoneConversationRows, view: ConversationTab): ConversationRow[] {
  if (data.layout === 'old') {
    return data.rows.map((row, index) => ({
      id: `${index}:${row.phoneNumber}`,
      key: formatPhoneNumber(row.phoneNumber),
      figures: {
        sessionByUser: row.sessionByUser,
        sessionByCompany: row.sessionByCompany,
        // The old monthly row has no total of its own (§3.7).
        sessionTotal: row.sessionByUser + row.sessionByCompany,
      },
    }));
  }
  return data.rows.map((row, index) => ({
    id: `${index}:${row.phoneNumber}`,
    key: formatPhoneNumber(row.phoneNumber),
    figures: newFigures(view, row.businessInitiated, row.userInitiated),
  }));
}

export function dailyRows(data: DailyConversationRows, view: ConversationTab): ConversationRow[] {
  if (data.layout === 'old') {
    return data.rows.map((row, index) => ({
      id: `${index}:${row.dateReference}`,
      key: toValidDate(row.dateReference),
      figures: {
        sessionByUser: row.sessionByUser,
        sessionByCompany: row.sessionByCompany,
        sessionTotal: row.sessionTotal,
      },
    }));
  }
  return data.rows.map((row, index) => ({
    id: `${index}:${row.dateReference}`,
    key: toValidDate(row.dateReference),
    figures: newFigures(view, row.businessInitiated, row.userInitiated),
  }));
}

export interface ConversationTableModel {
  /** ['old'] under the old pricing; the two tabs under the new one (spec 3 §4.5). */
  readonly views: readonly ConversationTableView[];
  readonly activeView: ConversationTableView;
  /** undefined while loading. */
  readonly rows: readonly ConversationRow[] | undefined;
  /** The summary's 'Show details' target; undefined on a detail page. */
  readonly detailsTo: string | undefined;
}

/**
 * A table under the month's layout (spec 3 §4.5). Rows loaded under the other layout (a month
 * switch still on its way) are not shown under these columns: the table reads as loading.
 */
export function tableModel<D extends { readonly layout: PricingLayout }>(
  layout: PricingLayout,
  tab: ConversationTab,
  data: D | undefined,
  toRows: (data: D, tab: ConversationTab) => ConversationRow[],
  detailsTo: string | undefined,
): ConversationTableModel {
  return {
    views: layout === 'old' ? ['old'] : NEW_PRICING_TABS,
    activeView: layout === 'old' ? 'old' : tab,
    rows: data === undefined || data.layout !== layout ? undefined : toRows(data, tab),
    detailsTo,
  };
}

/** Issue 14: a table's rows of one tab as they export; none when the call failed. */
export function exportedRows<D extends { readonly loaded: boolean }>(
  data: D,
  toRows: (data: D, tab: ConversationTab) => ConversationRow[],
  tab: ConversationTab,
): ReportRows<ConversationRow> {
  return data.loaded ? { loaded: true, rows: toRows(data, tab) } : { loaded: false, rows: [] };
}

/** Issue 14: each table and tab in a CSV file's name, in English whatever the language. */
export const EXPORT_NAMES = {
  tables: { phone: 'conversations-by-phone-number', daily: 'conversations-daily' },
  views: { old: '', business: 'business-initiated', user: 'user-initiated' },
} as const satisfies {
  tables: Record<'phone' | 'daily', string>;
  views: Record<ConversationTableView, string>;
};
