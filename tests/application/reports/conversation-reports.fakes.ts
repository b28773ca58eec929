import type { ConversationReportsGateway } from '../../../src/application/reports/conversation-reports.port';
import type { ReportResult } from '../../../src/domain/reports/consumption.entity';
import {
  emptyConversationsByCategory,
  emptyOldSessionTotal,
  emptySessionSummary,
  type ConversationsByCategory,
  type ConversationType,
  type DailyConversations,
  type OldDailySessions,
  type OldMonthlySessions,
  type OldSessionTotal,
  type PhoneMonthlyConversations,
  type SessionSummary,
  type WabaList,
} from '../../../src/domain/reports/conversation.entity';
import { REPORT_NO_DATA } from '../../../src/domain/reports/report-no-data';

export const ok = <T>(value: T): ReportResult<T> => ({ status: 'SUCCESS', value });
export const failed = <T>(value: T): ReportResult<T> => ({ status: 'failure', code: 1, value });

/** A call the fake records: method and the arguments that shape it. */
export interface ConversationCall {
  readonly method: string;
  readonly month: string;
  readonly waba?: string | undefined;
  readonly type?: ConversationType;
  readonly take?: number;
}

export function byCategory(): ConversationsByCategory {
  const empty = emptyConversationsByCategory();
  const billed = {
    ...empty.billedConversations,
    marketing: 120,
    marketing_lite: 7,
    utility: 40,
    authentication: 12,
    service: 300,
    total: 1479,
    oldWhatsAppPricing: { sessionByCompany: 0, sessionByUser: 1000 },
  };
  const free = { freeTier: 50, freeEntryPoint: 3, freeCustomerService: 60, total: 113 };
  return {
    billedConversations: billed,
    freeOfChargeConversations: free,
    allConversations: { ...billed, freeTier: 50, freeEntryPoint: 3, freeCustomerService: 60, total: 1592 },
  };
}

export const oldTotal = (): OldSessionTotal => ({
  ...emptyOldSessionTotal(),
  sessionByUser: 1200,
  sessionByCompany: 345,
  sessionTotal: 1545,
});

export const phoneRow = (
  phoneNumber: string,
  utility: number,
  service: number,
): PhoneMonthlyConversations => ({
  phoneNumber,
  businessInitiated: { utility, authentication: 2, marketing: 3, marketing_lite: 1, total: utility + 6 },
  userInitiated: { service, free: 4, total: service + 4 },
});

export const dailyRow = (dateReference: string, utility: number): DailyConversations => ({
  dateReference,
  businessInitiated: { utility, authentication: 1, marketing: 1, marketing_lite: 0, total: utility + 2 },
  userInitiated: { service: 5, free: 1, total: 6 },
});

/**
 * A literal ConversationReportsGateway: answers what each field holds, records every call,
 * and, like the real one, makes no call without a WABA (NO_DATA, spec 3 §5.1).
 */
export class FakeConversationReportsGateway implements ConversationReportsGateway {
  calls: ConversationCall[] = [];
  wabasResult: ReportResult<WabaList> = ok(['111', '222']);
  oldTotalResult: ReportResult<OldSessionTotal> = ok(oldTotal());
  /** A month whose old total differs from `oldTotalResult` (issue 24 §2: the previous month). */
  oldTotalByMonth: Record<string, ReportResult<OldSessionTotal>> = {};
  byCategoryResult: ReportResult<ConversationsByCategory> = ok(byCategory());
  oldMonthlyResult: ReportResult<OldMonthlySessions[]> = ok([
    { phoneNumber: '5531988887777', sessionByUser: 10, sessionByCompany: 5 },
  ]);
  monthlyResult: ReportResult<PhoneMonthlyConversations[]> = ok([
    phoneRow('5531999998888', 20, 30),
    phoneRow('+14155550100', 4, 9),
  ]);
  oldDailyResult: ReportResult<OldDailySessions[]> = ok([
    { dateReference: '2026-11-02T00:00:00.000Z', sessionByUser: 3, sessionByCompany: 2, sessionTotal: 5 },
  ]);
  dailyResult: ReportResult<DailyConversations[]> = ok([dailyRow('2026-11-02T00:00:00.000Z', 8)]);
  /** While set, every answer waits for it (to change things mid-load). */
  gate: Promise<void> | undefined = undefined;

  private async answer<T>(
    call: ConversationCall,
    result: ReportResult<T>,
    empty: T,
    needsWaba = true,
  ): Promise<ReportResult<T>> {
    if (needsWaba && (call.waba === undefined || call.waba.trim() === '')) {
      return { status: REPORT_NO_DATA, value: empty };
    }
    this.calls.push(call);
    if (this.gate !== undefined) await this.gate;
    return result;
  }

  wabas(_tenantId: string, month: string) {
    return this.answer({ method: 'wabas', month }, this.wabasResult, [], false);
  }
  oldSessionTotal(_tenantId: string, month: string, type: ConversationType, waba: string | undefined) {
    return this.answer(
      { method: 'oldSessionTotal', month, type, waba },
      this.oldTotalByMonth[month] ?? this.oldTotalResult,
      emptyOldSessionTotal(),
    );
  }
  byCategory(_tenantId: string, month: string, waba: string | undefined) {
    return this.answer(
      { method: 'byCategory', month, waba },
      this.byCategoryResult,
      emptyConversationsByCategory(),
    );
  }
  sessionSummary(_tenantId: string, month: string): Promise<ReportResult<SessionSummary>> {
    return this.answer(
      { method: 'sessionSummary', month },
      ok(emptySessionSummary(new Date())),
      emptySessionSummary(new Date()),
      false,
    );
  }
  oldMonthlyByBot(
    _tenantId: string,
    month: string,
    type: ConversationType,
    waba: string | undefined,
    take: number,
  ) {
    return this.answer({ method: 'oldMonthlyByBot', month, type, waba, take }, this.oldMonthlyResult, []);
  }
  monthlyByPhone(_tenantId: string, month: string, waba: string | undefined, take: number) {
    return this.answer({ method: 'monthlyByPhone', month, waba, take }, this.monthlyResult, []);
  }
  oldDaily(_tenantId: string, month: string, type: ConversationType, waba: string | undefined, take: number) {
    return this.answer({ method: 'oldDaily', month, type, waba, take }, this.oldDailyResult, []);
  }
  daily(_tenantId: string, month: string, waba: string | undefined, take: number) {
    return this.answer({ method: 'daily', month, waba, take }, this.dailyResult, []);
  }
}
