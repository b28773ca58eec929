import type { ReportResult } from '../../domain/reports/consumption.entity';
import type {
  ConversationsByCategory,
  ConversationType,
  DailyConversations,
  OldDailySessions,
  OldMonthlySessions,
  OldSessionTotal,
  PhoneMonthlyConversations,
  SessionSummary,
  WabaList,
} from '../../domain/reports/conversation.entity';

/**
 * Conversations over the messaging app on the billing service (spec 3 §7.1). `month` is
 * 'YYYY-MM'; `take` is the row count (5 on summary tables, -1 or 0 for every row, §5.1, §9).
 *
 * No method ever rejects (§8): a failure resolves with the default as `value` and the
 * failure's status and reason code (§3.11). A call whose path needs a WABA is not made when
 * `waba` is missing or blank: it resolves at once with the default and status NO_DATA (§5.1).
 */
export const ConversationReportsGateway = Symbol.for('ConversationReportsGateway');
export interface ConversationReportsGateway {
  /** The tenant's WABA ids; the first is the default filter (§2.7). */
  wabas(tenantId: string, month: string): Promise<ReportResult<WabaList>>;
  /** Old consolidated session (old layout, with the conversation-type filter, §4.5). */
  oldSessionTotal(
    tenantId: string,
    month: string,
    type: ConversationType,
    waba: string | undefined,
  ): Promise<ReportResult<OldSessionTotal>>;
  /** New consolidated layout (§4.5). */
  byCategory(
    tenantId: string,
    month: string,
    waba: string | undefined,
  ): Promise<ReportResult<ConversationsByCategory>>;
  /** The Plan Overview conversation card (every WABA). */
  sessionSummary(tenantId: string, month: string): Promise<ReportResult<SessionSummary>>;
  oldMonthlyByBot(
    tenantId: string,
    month: string,
    type: ConversationType,
    waba: string | undefined,
    take: number,
  ): Promise<ReportResult<OldMonthlySessions[]>>;
  monthlyByPhone(
    tenantId: string,
    month: string,
    waba: string | undefined,
    take: number,
  ): Promise<ReportResult<PhoneMonthlyConversations[]>>;
  oldDaily(
    tenantId: string,
    month: string,
    type: ConversationType,
    waba: string | undefined,
    take: number,
  ): Promise<ReportResult<OldDailySessions[]>>;
  daily(
    tenantId: string,
    month: string,
    waba: string | undefined,
    take: number,
  ): Promise<ReportResult<DailyConversations[]>>;
}
