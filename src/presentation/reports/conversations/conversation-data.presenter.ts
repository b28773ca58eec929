import { observableRef } from 'mobx';
import type {
  ConsolidatedConversations,
  ConversationBlocks,
  ConversationQuery,
  DailyConversationRows,
  LoadConversationReportUseCase,
  PhoneConversationRows,
} from '../../../application/reports/load-conversation-report.use-case';
import { DEFAULT_CONVERSATION_TYPE } from '../../../domain/reports/conversation.entity';
import type { PricingMode } from '../../../domain/reports/pricing-mode.rule';
import { AsyncLoad } from '../../shared/async-load';
import { makeObservableState } from '../../shared/observable-state';
import type { ReportRows } from '../../../application/reports/report-rows';
import { exportRows } from '../shared/export-rows';
import { PreviousMonth } from '../shared/previous-month.presenter';
import type { ReportPeriod } from '../shared/report-period.presenter';
import { ALL_ROWS } from '../shared/ReportTable.view';
import type { ReportSupport } from '../shared/report-support';
import type { ConversationChoices, ConversationTableKind } from './conversation-choices.presenter';
import {
  dailyRows,
  exportedRows,
  phoneRows,
  type ConversationRow,
  type ConversationTab,
} from './conversation-rows';

/** What one reload asks for, read once the WABA list is known (its first id is the default). */
export interface ConversationRequest {
  readonly query: ConversationQuery;
  readonly mode: PricingMode;
  readonly blocks: ConversationBlocks;
  /** The pricing mode of any month (issue 24 §2: the previous month may have another). */
  readonly modeOf: (month: string) => PricingMode;
}

/**
 * The conversation report's data (spec 3 §4.6): the WABA list once, then every block again on
 * each reload, under the host's loading indicator. A newer reload or the page closing drops
 * the answers still on their way. Issue 36 §2: the blocks are the parts of one async state; a
 * block is undefined until its answer arrives.
 */
export class ConversationData {
  consolidated: ConsolidatedConversations | undefined = undefined;
  phone: PhoneConversationRows | undefined = undefined;
  daily: DailyConversationRows | undefined = undefined;
  /** Issue 24 §2: the previous month's consolidated block, same WABA and type, for the comparison. */
  readonly previous: PreviousMonth<ConsolidatedConversations>;
  private readonly loads = new AsyncLoad<void>();
  /** What the latest reload asked for: the previous month is asked the same way. */
  private request: ConversationRequest | undefined = undefined;
  private wabasRequest: Promise<void> | undefined = undefined;

  constructor(
    private readonly loader: LoadConversationReportUseCase,
    private readonly support: ReportSupport,
    private readonly period: ReportPeriod,
    private readonly choices: ConversationChoices,
  ) {
    this.previous = new PreviousMonth((_tenantId, month) => this.consolidatedOf(month));
    makeObservableState(this, {
      wabasRequest: false,
      request: false,
      consolidated: observableRef,
      phone: observableRef,
      daily: observableRef,
    });
  }

  /** Every block again; `request` is read once the WABA list is known. */
  async reload(request: () => ConversationRequest): Promise<void> {
    this.consolidated = undefined;
    this.phone = undefined;
    this.daily = undefined;
    await this.support.withLoading(() =>
      this.loads.run(async (signal, part) => {
        this.wabasRequest ??= this.fetchWabas();
        await this.wabasRequest;
        // A newer reload (or the page closing) aborted this one.
        if (signal.aborted) return;
        this.request = request();
        const { query, mode, blocks } = this.request;
        await Promise.all([
          // Issue 24 §2: in parallel (it never rejects, and its failure hides only the comparison);
          // asked first, so the month shown is the latest request.
          blocks.consolidated ? this.previous.read(query.tenantId, query.month) : undefined,
          this.loader.loadBlocks(query, mode, blocks, {
            consolidated: (data) => part(() => (this.consolidated = data)),
            phone: (data) => part(() => (this.phone = data)),
            daily: (data) => part(() => (this.daily = data)),
          }),
        ]);
      }),
    );
  }

  /**
   * Issue 24 §2: a month's consolidated block, asked as the latest reload asked its own; none
   * (no call) for a month of another pricing, whose figures count other things.
   */
  private async consolidatedOf(month: string): Promise<ConsolidatedConversations> {
    const { query, mode, blocks, modeOf } = this.request!;
    const previousMode = modeOf(month);
    if (previousMode.consolidated !== mode.consolidated) throw new Error(`Another pricing in ${month}`);
    return this.loader.consolidated({ ...query, month }, previousMode, blocks.metricAllowed);
  }

  /**
   * Issue 14: every row of the month under the active tab's columns. The report's tables show
   * 5 (spec 3 §9), so their export asks the month's rows again with the same WABA and type.
   */
  exportRows(
    kind: ConversationTableKind,
    tab: ConversationTab,
    shown: readonly ConversationRow[],
    overview: boolean,
    query: ConversationQuery,
    mode: PricingMode,
  ): Promise<ReportRows<ConversationRow>> {
    const fetchAll =
      kind === 'phone'
        ? async () => exportedRows(await this.loader.byPhone(query, mode, ALL_ROWS), phoneRows, tab)
        : async () => exportedRows(await this.loader.daily(query, mode, ALL_ROWS), dailyRows, tab);
    return exportRows(overview, shown, () => this.support.withLoading(fetchAll));
  }

  /** The month, WABA and (when the page offers it, spec 3 §4.5) conversation type asked for. */
  query(typed: boolean): ConversationQuery {
    const type = typed ? this.choices.conversationType : DEFAULT_CONVERSATION_TYPE;
    const waba = this.choices.wabaFilter.selected;
    return { tenantId: this.support.tenantId, month: this.period.selected, waba, type };
  }

  /** The page closed: answers still on their way are dropped. */
  drop(): void {
    this.loads.drop();
    this.previous.drop();
  }

  private async fetchWabas(): Promise<void> {
    this.choices.wabasListed(await this.loader.wabas(this.support.tenantId, this.period.selected));
  }
}
