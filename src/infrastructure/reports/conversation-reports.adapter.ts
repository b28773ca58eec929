import { inject, injectable } from 'inversify';
import type { ConversationReportsGateway } from '../../application/reports/conversation-reports.port';
import { ReferenceDateFlag } from '../../application/reports/reference-date-flag.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { Clock } from '../../application/shared/clock.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import { Logger } from '../../application/shared/logger.port';
import type { ReportResult } from '../../domain/reports/consumption.entity';
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
} from '../../domain/reports/conversation.entity';
import { REPORT_NO_DATA } from '../../domain/reports/report-no-data';
import { answerReader } from '../shared/answer-schema';
import { serviceAddresses } from '../shared/service-addresses';
import {
  BY_CATEGORY,
  DAILY_ROWS,
  OLD_DAILY_ROWS,
  OLD_MONTHLY_ROWS,
  OLD_SESSION_TOTAL,
  PHONE_MONTHLY_ROWS,
  SESSION_SUMMARY,
  WABAS,
} from './conversation.schema';
import { reportResult, reportUri, takeIfPositive } from './report-request';

/** The app's path segment: '/tenants/{tenantId}/{app}-sessions/…' (spec 3 §7.1; the app is WhatsApp). */
export const SESSIONS_PATH = '/whatsapp-sessions';

const segment = (value: string): string => encodeURIComponent(value);

/** §5.1: a missing or blank WABA skips the call. */
function hasWaba(waba: string | undefined): waba is string {
  return waba !== undefined && waba.trim() !== '';
}

/**
 * Spec 3 §7.1 on the billing service: every uri carries month and useSubscriptionReferenceDate
 * (§7), and $take only when the count is greater than 0 (§5.1). Failures resolve with the
 * §8 defaults (WABA list and rows: empty lists).
 */
@injectable()
export class ConversationReportsCommandGateway implements ConversationReportsGateway {
  private readonly billing: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
    @inject(ReferenceDateFlag) private readonly flag: ReferenceDateFlag,
    @inject(Logger) private readonly logger: Logger,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.billing = serviceAddresses(settings).billing;
  }

  wabas(tenantId: string, month: string): Promise<ReportResult<WabaList>> {
    return this.get('wabas', tenantId, '/wabas', month, 0, answerReader(WABAS, 'wabas'), () => []);
  }

  oldSessionTotal(
    tenantId: string,
    month: string,
    type: ConversationType,
    waba: string | undefined,
  ): Promise<ReportResult<OldSessionTotal>> {
    if (!hasWaba(waba)) return skipped(emptyOldSessionTotal());
    const path = `${SESSIONS_PATH}/${segment(type)}/${segment(waba)}/total`;
    return this.get(
      'old session total',
      tenantId,
      path,
      month,
      0,
      answerReader(OLD_SESSION_TOTAL, 'old session total'),
      emptyOldSessionTotal,
    );
  }

  byCategory(
    tenantId: string,
    month: string,
    waba: string | undefined,
  ): Promise<ReportResult<ConversationsByCategory>> {
    if (!hasWaba(waba)) return skipped(emptyConversationsByCategory());
    const path = `${SESSIONS_PATH}/${segment(waba)}/by-category`;
    return this.get(
      'conversations by category',
      tenantId,
      path,
      month,
      0,
      answerReader(BY_CATEGORY, 'conversations by category'),
      emptyConversationsByCategory,
    );
  }

  sessionSummary(tenantId: string, month: string): Promise<ReportResult<SessionSummary>> {
    return this.get(
      'session summary',
      tenantId,
      `${SESSIONS_PATH}/summary`,
      month,
      0,
      answerReader(SESSION_SUMMARY, 'session summary'),
      () => emptySessionSummary(this.clock.now()),
    );
  }

  oldMonthlyByBot(
    tenantId: string,
    month: string,
    type: ConversationType,
    waba: string | undefined,
    take: number,
  ): Promise<ReportResult<OldMonthlySessions[]>> {
    if (!hasWaba(waba)) return skipped([]);
    const path = `${SESSIONS_PATH}/${segment(type)}/${segment(waba)}/monthly/by-bot`;
    return this.get(
      'old monthly sessions',
      tenantId,
      path,
      month,
      take,
      answerReader(OLD_MONTHLY_ROWS, 'old monthly sessions'),
      () => [],
    );
  }

  monthlyByPhone(
    tenantId: string,
    month: string,
    waba: string | undefined,
    take: number,
  ): Promise<ReportResult<PhoneMonthlyConversations[]>> {
    if (!hasWaba(waba)) return skipped([]);
    const path = `${SESSIONS_PATH}/monthly/${segment(waba)}/by-phone-number`;
    return this.get(
      'monthly conversations by phone',
      tenantId,
      path,
      month,
      take,
      answerReader(PHONE_MONTHLY_ROWS, 'monthly conversations by phone number'),
      () => [],
    );
  }

  oldDaily(
    tenantId: string,
    month: string,
    type: ConversationType,
    waba: string | undefined,
    take: number,
  ): Promise<ReportResult<OldDailySessions[]>> {
    if (!hasWaba(waba)) return skipped([]);
    const path = `${SESSIONS_PATH}/${segment(type)}/${segment(waba)}/daily`;
    return this.get(
      'old daily sessions',
      tenantId,
      path,
      month,
      take,
      answerReader(OLD_DAILY_ROWS, 'old daily sessions'),
      () => [],
    );
  }

  daily(
    tenantId: string,
    month: string,
    waba: string | undefined,
    take: number,
  ): Promise<ReportResult<DailyConversations[]>> {
    if (!hasWaba(waba)) return skipped([]);
    const path = `${SESSIONS_PATH}/${segment(waba)}/daily`;
    return this.get(
      'daily conversations',
      tenantId,
      path,
      month,
      take,
      answerReader(DAILY_ROWS, 'daily conversations'),
      () => [],
    );
  }

  private get<T>(
    what: string,
    tenantId: string,
    path: string,
    month: string,
    take: number,
    map: (resource: unknown) => T,
    fallback: () => T,
  ): Promise<ReportResult<T>> {
    return reportResult(
      what,
      this.logger,
      async () => {
        const useSubscriptionReferenceDate = await this.flag.useSubscriptionReferenceDate();
        const rows = takeIfPositive(take);
        const uri = reportUri(tenantId, path, {
          month,
          useSubscriptionReferenceDate,
          ...(rows === undefined ? {} : { take: rows }),
        });
        return map(await this.channel.send<unknown>({ to: this.billing, method: 'get', uri }));
      },
      fallback,
    );
  }
}

function skipped<T>(value: T): Promise<ReportResult<T>> {
  return Promise.resolve({ status: REPORT_NO_DATA, value });
}
