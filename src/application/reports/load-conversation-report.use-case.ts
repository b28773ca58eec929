import { inject, injectable } from 'inversify';
import { isReportSuccess } from '../../domain/reports/consumption.entity';
import {
  emptyConversationsByCategory,
  emptyOldSessionTotal,
  type ConversationsByCategory,
  type ConversationType,
  type DailyConversations,
  type OldDailySessions,
  type OldMonthlySessions,
  type OldSessionTotal,
  type PhoneMonthlyConversations,
  type WabaListing,
} from '../../domain/reports/conversation.entity';
import { OLD_PRICING, pricingModeOf, type PricingMode } from '../../domain/reports/pricing-mode.rule';
import { AppSettings } from '../shared/app-settings.port';
import { ConversationReportsGateway } from './conversation-reports.port';
import { toReportRows, type ReportRows } from './report-rows';

/** The report of spec 3 §2.7, or the legacy pages of §2.12 (always the old pricing). */
export type ConversationReportPage = 'current' | 'legacy';

/** What every conversation call of one page load is about (spec 3 §7.1). */
export interface ConversationQuery {
  readonly tenantId: string;
  /** 'YYYY-MM' (spec 3 §5.1). */
  readonly month: string;
  /** undefined without a WABA: the gateway makes no call (§5.1) and the block has no data. */
  readonly waba: string | undefined;
  /** Sent only by the old calls; the page passes All where the filter is not offered. */
  readonly type: ConversationType;
}

/** spec 3 §4.2: `hasData` only when the call succeeded (values show '--' otherwise). */
export type ConsolidatedConversations =
  | { readonly layout: 'old'; readonly hasData: boolean; readonly value: OldSessionTotal }
  | { readonly layout: 'new'; readonly hasData: boolean; readonly value: ConversationsByCategory };

/**
 * Per-phone monthly rows (§3.7); an empty list after a failure or without a WABA (§8).
 * `loaded` is false after a failure (issue 14: an export tells it from no rows).
 */
export type PhoneConversationRows =
  | ({ readonly layout: 'old' } & ReportRows<OldMonthlySessions>)
  | ({ readonly layout: 'new' } & ReportRows<PhoneMonthlyConversations>);

export type DailyConversationRows =
  | ({ readonly layout: 'old' } & ReportRows<OldDailySessions>)
  | ({ readonly layout: 'new' } & ReportRows<DailyConversations>);

/** The blocks a page shows (spec 3 §2.7): the report all three, a detail page one table. */
export interface ConversationBlocks {
  readonly consolidated: boolean;
  /** §5.1: the consolidated call only for a tenant whose Session metric is allowed. */
  readonly metricAllowed: boolean;
  readonly phone: boolean;
  readonly daily: boolean;
  /** §5.1, §9: 5 rows on the report, -1 (all) on a detail page. */
  readonly take: number;
}

/** Receives each block as it arrives. */
export interface ConversationBlockListener {
  consolidated(data: ConsolidatedConversations): void;
  phone(data: PhoneConversationRows): void;
  daily(data: DailyConversationRows): void;
}

/**
 * The conversation report's data (spec 3 §2.7, §2.12, §4.5, §5.1, §7.1): the WABA filter's
 * list, then each block with the calls of the month's pricing mode. The gateway never rejects
 * (§8), so neither does this.
 */
@injectable()
export class LoadConversationReportUseCase {
  constructor(
    @inject(ConversationReportsGateway) private readonly gateway: ConversationReportsGateway,
    @inject(AppSettings) private readonly settings: AppSettings,
  ) {}

  /** Spec 3 §4.5 with the configured dates; the legacy pages keep the old pricing. */
  pricingMode(month: string, page: ConversationReportPage): PricingMode {
    if (page === 'legacy') return OLD_PRICING;
    return pricingModeOf(month, {
      pricingChangesStart: this.settings.WHATSAPP_BP_PRICING_CHANGES_START_DATE,
      consolidatedStart: this.settings.WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE,
    });
  }

  /** Spec 3 §7.1 and §8: the tenant's WABAs (blank ids dropped), an empty list on failure. */
  async wabas(tenantId: string, month: string): Promise<WabaListing> {
    const result = await this.gateway.wabas(tenantId, month);
    if (!isReportSuccess(result)) return { succeeded: false, wabas: [] };
    const wabas = result.value.filter((waba) => typeof waba === 'string' && waba.trim() !== '');
    return { succeeded: true, wabas };
  }

  /**
   * Spec 3 §2.7: the old consolidated session (with the conversation type) or the consumption
   * by category. §5.1, §8: when the Session metric is not allowed, the defaults without a call.
   */
  async consolidated(
    query: ConversationQuery,
    mode: PricingMode,
    metricAllowed: boolean,
  ): Promise<ConsolidatedConversations> {
    const { tenantId, month, waba } = query;
    if (mode.consolidated === 'new') {
      if (!metricAllowed) return { layout: 'new', hasData: false, value: emptyConversationsByCategory() };
      const result = await this.gateway.byCategory(tenantId, month, waba);
      return { layout: 'new', hasData: isReportSuccess(result), value: result.value };
    }
    if (!metricAllowed) return { layout: 'old', hasData: false, value: emptyOldSessionTotal() };
    const result = await this.gateway.oldSessionTotal(tenantId, month, query.type, waba);
    return { layout: 'old', hasData: isReportSuccess(result), value: result.value };
  }

  /** Spec 3 §7.1: monthly rows by phone number; `take` 5 on the report, -1 on the details. */
  async byPhone(query: ConversationQuery, mode: PricingMode, take: number): Promise<PhoneConversationRows> {
    const { tenantId, month, waba } = query;
    if (mode.tables === 'new') {
      const result = await this.gateway.monthlyByPhone(tenantId, month, waba, take);
      return { layout: 'new', ...toReportRows(result, (row) => row) };
    }
    const result = await this.gateway.oldMonthlyByBot(tenantId, month, query.type, waba, take);
    return { layout: 'old', ...toReportRows(result, (row) => row) };
  }

  /** Spec 3 §7.1: the daily rows. */
  async daily(query: ConversationQuery, mode: PricingMode, take: number): Promise<DailyConversationRows> {
    const { tenantId, month, waba } = query;
    if (mode.tables === 'new') {
      const result = await this.gateway.daily(tenantId, month, waba, take);
      return { layout: 'new', ...toReportRows(result, (row) => row) };
    }
    const result = await this.gateway.oldDaily(tenantId, month, query.type, waba, take);
    return { layout: 'old', ...toReportRows(result, (row) => row) };
  }

  /** The page's blocks at once (three calls at most), each handed over as it arrives. */
  async loadBlocks(
    query: ConversationQuery,
    mode: PricingMode,
    blocks: ConversationBlocks,
    listener: ConversationBlockListener,
  ): Promise<void> {
    const tasks: Promise<void>[] = [];
    if (blocks.consolidated) {
      tasks.push(
        this.consolidated(query, mode, blocks.metricAllowed).then((data) => listener.consolidated(data)),
      );
    }
    if (blocks.phone) tasks.push(this.byPhone(query, mode, blocks.take).then((data) => listener.phone(data)));
    if (blocks.daily) tasks.push(this.daily(query, mode, blocks.take).then((data) => listener.daily(data)));
    await Promise.all(tasks);
  }
}
