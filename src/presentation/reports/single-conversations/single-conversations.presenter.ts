import { inject, injectable } from 'inversify';
import {
  LoadSingleConversationsUseCase,
  type SingleConversationsBotRow,
  type SingleConversationsDayRow,
  type SingleConversationsSummary,
} from '../../../application/reports/load-single-conversations.use-case';
import type { ReportRows } from '../../../application/reports/report-rows';
import { isMetricAvailable } from '../../../domain/access/subscription-metrics.rule';
import { csvFileName } from '../../../domain/shared/csv.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { SessionStore } from '../../shell/session.store';
import { ALL_ROWS, SUMMARY_ROWS } from '../shared/ReportTable.view';
import { chooseMonth } from '../shared/choose-month';
import { exportRows } from '../shared/export-rows';
import { ReportBlocks } from '../shared/report-blocks';
import type { ReportPeriod } from '../shared/report-period';
import { ReportSupport } from '../shared/report-support';
import { consolidatedFigures, type ConsolidatedFigures } from './consolidated-figures';
import {
  EXPORT_TABLE_NAMES,
  SINGLE_CONVERSATIONS,
  singleConversationsBackTo,
  singleConversationsDetailsPath,
  singleConversationsPath,
  type SingleConversationsEdition,
  type SingleConversationsMetric,
  type SingleConversationsScope,
} from './single-conversations.metrics';
import { makeObservableState } from '../../shared/observable-state';

/** 'dau-consumption-period-changed', 'daily-engaged-users-monthly-period-changed', … */
export function trackingAction(
  metric: SingleConversationsMetric,
  scope: SingleConversationsScope,
  edition: SingleConversationsEdition = 'current',
): string {
  return `${singleConversationsPath(metric, scope, edition).slice(1).replace('/', '-')}-period-changed`;
}

/**
 * One Single Conversations page (spec 3 §2.4 DAU, §2.5 DEU), whichever metric and scope the view
 * opens: the root page has the consolidated card and the 5-row per-chatbot and daily tables; a
 * detail page has one full table. Changing the month reloads (§4.6) and tracks (§2.2); each block
 * fills in as its answer arrives, and an answer for a month no longer shown is dropped.
 */
@injectable()
export class SingleConversationsPresenter {
  metric: SingleConversationsMetric = 'dau';
  scope: SingleConversationsScope = 'report';
  edition: SingleConversationsEdition = 'current';
  readonly period: ReportPeriod;
  private readonly blocks: ReportBlocks<
    SingleConversationsSummary,
    SingleConversationsBotRow,
    SingleConversationsDayRow
  >;

  constructor(
    @inject(LoadSingleConversationsUseCase) private readonly loader: LoadSingleConversationsUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
  ) {
    this.period = support.newPeriod();
    this.blocks = new ReportBlocks(support);
    makeObservableState(this);
  }

  get summary(): SingleConversationsSummary | undefined {
    return this.blocks.summary;
  }

  get botRows(): readonly SingleConversationsBotRow[] {
    return this.blocks.botRows;
  }

  get dayRows(): readonly SingleConversationsDayRow[] {
    return this.blocks.dayRows;
  }

  get botsLoading(): boolean {
    return this.blocks.botsLoading;
  }

  get daysLoading(): boolean {
    return this.blocks.daysLoading;
  }

  get tenantName(): string {
    return this.support.tenantName;
  }

  get language(): Language {
    return this.support.language;
  }

  /** Spec 3 §4.3: the current month's figures are partial. */
  get partial(): boolean {
    return this.period.isCurrent;
  }

  /** The card's texts; undefined while the consolidated call is on its way. */
  get figures(): ConsolidatedFigures | undefined {
    if (this.summary === undefined) return undefined;
    const toggle = SINGLE_CONVERSATIONS[this.metric].planInformationToggle;
    return consolidatedFigures(this.summary, this.language, this.support.isToggleOn(toggle));
  }

  /** Spec 3 §2.10: the legacy DAU card names the exceeded count 'Overflow DAUs' and the plan values in DAUs. */
  get legacyDau(): boolean {
    return this.edition === 'legacy' && this.metric === 'dau';
  }

  /** The header's back link (spec 3 §2.2, §2.10, §2.11); undefined → the reports overview. */
  get backTo(): string | undefined {
    return singleConversationsBackTo(this.metric, this.scope, this.edition);
  }

  /** The root page's 'Show details' targets (spec 3 §2.4, §2.5, §2.10, §2.11); none on a detail page. */
  get detailsTo(): { readonly byBot: string; readonly daily: string } | undefined {
    if (this.scope !== 'report') return undefined;
    return {
      byBot: singleConversationsDetailsPath(this.metric, 'byBot', this.edition),
      daily: singleConversationsDetailsPath(this.metric, 'daily', this.edition),
    };
  }

  /** Issue 14: 'daily-active-users-by-chatbot-2026-10.csv', 'daily-engaged-users-daily-2026-10.csv'. */
  csvFileName(table: Exclude<SingleConversationsScope, 'report'>): string {
    return csvFileName(
      `${SINGLE_CONVERSATIONS[this.metric].exportName}-${EXPORT_TABLE_NAMES[table]}`,
      this.period.selected,
    );
  }

  /** Issue 14: every per-chatbot row of the month (the root page's table shows 5). */
  exportBotRows(): Promise<ReportRows<SingleConversationsBotRow>> {
    const { metric, tenantId, month } = this.exportQuery();
    return exportRows(this.scope === 'report', this.botRows, () =>
      this.support.withLoading(() => this.loader.byBot(metric, tenantId, month, ALL_ROWS)),
    );
  }

  /** Issue 14: every daily row of the month. */
  exportDayRows(): Promise<ReportRows<SingleConversationsDayRow>> {
    const { metric, tenantId, month } = this.exportQuery();
    return exportRows(this.scope === 'report', this.dayRows, () =>
      this.support.withLoading(() => this.loader.daily(metric, tenantId, month, ALL_ROWS)),
    );
  }

  private exportQuery() {
    return { metric: this.metric, tenantId: this.support.tenantId, month: this.period.selected };
  }

  /** Opens the page of `metric` and `scope` (of the newer or the legacy pages) on the month last chosen in the reports. */
  open(
    metric: SingleConversationsMetric,
    scope: SingleConversationsScope,
    edition: SingleConversationsEdition = 'current',
  ): Promise<void> {
    this.metric = metric;
    this.scope = scope;
    this.edition = edition;
    return this.load();
  }

  /**
   * Spec 3 §2.2, §4.6: a new month is remembered and loaded, then tracked once settled, with
   * that month's plan status on the root page (a detail page has no card, so no status).
   */
  async monthChanged(month: string): Promise<void> {
    if (!chooseMonth(this.period, this.support, month)) return;
    await this.load();
    if (this.period.selected !== month) return;
    this.support.track(
      trackingAction(this.metric, this.scope, this.edition),
      this.period,
      this.summary?.status,
    );
  }

  /** The view is gone: answers still on their way are dropped. */
  dispose(): void {
    this.blocks.drop();
  }

  load(): Promise<void> {
    const tenantId = this.support.tenantId;
    if (tenantId === '') return Promise.resolve();
    const { metric, scope, edition } = this;
    const month = this.period.selected;
    const take = scope === 'report' ? SUMMARY_ROWS : ALL_ROWS;
    const summary = (): Promise<SingleConversationsSummary> => {
      const allowed = isMetricAvailable(
        this.sessionStore.accessContext,
        SINGLE_CONVERSATIONS[metric].metricId,
      );
      return this.loader.summary(metric, tenantId, month, allowed, edition === 'legacy');
    };
    return this.blocks.load({
      summary: scope === 'report' ? summary : undefined,
      byBot: scope !== 'daily' ? () => this.loader.byBot(metric, tenantId, month, take) : undefined,
      daily: scope !== 'byBot' ? () => this.loader.daily(metric, tenantId, month, take) : undefined,
    });
  }
}
