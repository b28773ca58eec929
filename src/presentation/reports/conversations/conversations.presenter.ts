import { inject, injectable } from 'inversify';
import {
  LoadConversationReportUseCase,
  type ConversationBlocks,
  type ConversationQuery,
} from '../../../application/reports/load-conversation-report.use-case';
import type { ReportRows } from '../../../application/reports/report-rows';
import { csvFileName } from '../../../domain/shared/csv.rule';
import { isMetricAvailable } from '../../../domain/access/subscription-metrics.rule';
import { CONVERSATION_TYPES, type ConversationType } from '../../../domain/reports/conversation.entity';
import { pricingChangesUrl } from '../../../domain/reports/pricing-link.rule';
import { offersConversationType, type PricingMode } from '../../../domain/reports/pricing-mode.rule';
import { SessionStore } from '../../shell/session.store';
import { AppSettings } from '../../../application/shared/app-settings.port';
import type { ReportPeriod } from '../shared/report-period.presenter';
import { ReportSupport } from '../shared/report-support';
import { consolidatedView, type ConsolidatedView } from './conversation-figures';
import {
  dailyRows,
  EXPORT_NAMES,
  phoneRows,
  tableModel,
  type ConversationRow,
  type ConversationTab,
  type ConversationTableModel,
} from './conversation-rows';
import { ConversationChoices, type ConversationTableKind } from './conversation-choices.presenter';
import { ConversationData } from './conversation-data.presenter';
import { ConversationFilterStore, type ConversationsQueryState } from './conversation-filter.store';
import type { WabaFilter } from './waba-filter.presenter';
import {
  conversationPaths,
  pageBlocks,
  PHONE_TABLE_TOGGLE,
  type ConversationPageConfig,
  type ConversationPaths,
} from './conversation-pages';
import { makeObservableState } from '../../shared/observable-state';
import { capitalized } from '../shared/capitalized';

export type { ConversationTableKind };

/**
 * The conversation report (spec 3 §2.7, §4.5, §4.6, §5.1) and its legacy pages (§2.12): the
 * WABA list first (its first id is the filter's default), then the consolidated block and the
 * tables of the month's pricing mode, re-fetched on a month, conversation-type or WABA change.
 */
@injectable()
export class ConversationsPresenter {
  config: ConversationPageConfig = { page: 'current', kind: 'overview' };
  readonly period: ReportPeriod;
  private readonly choices: ConversationChoices;
  private readonly data: ConversationData;
  private readonly tooltipsTracked = new Set<string>();

  constructor(
    @inject(LoadConversationReportUseCase) private readonly loader: LoadConversationReportUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(AppSettings) private readonly settings: AppSettings,
    @inject(ConversationFilterStore) filters: ConversationFilterStore,
  ) {
    this.period = support.newPeriod();
    this.choices = new ConversationChoices(filters);
    this.data = new ConversationData(loader, support, this.period, this.choices);
    makeObservableState(this, {
      config: false,
      settings: false,
      tooltipsTracked: false,
    });
  }

  get wabaFilter(): WabaFilter {
    return this.choices.wabaFilter;
  }

  get conversationType(): ConversationType {
    return this.choices.conversationType;
  }

  get tabs(): Readonly<Record<ConversationTableKind, ConversationTab>> {
    return this.choices.tabs;
  }

  /** Which page this is; set once, before the first render. */
  configure(config: ConversationPageConfig): void {
    this.config = config;
  }

  get hasTenant(): boolean {
    return this.support.tenantId !== '';
  }

  get tenantName(): string {
    return this.support.tenantName;
  }

  get language() {
    return this.support.language;
  }

  /** §3.1: the plan name capitalised for display. */
  get planName(): string {
    return capitalized(this.support.planName, this.support.language);
  }

  get paths(): ConversationPaths {
    return conversationPaths(this.config.page);
  }

  /** Spec 3 §4.5 for the selected month (always old on the legacy pages). */
  get mode(): PricingMode {
    return this.loader.pricingMode(this.period.selected, this.config.page);
  }

  /** Spec 3 §2.7, §4.5: only before the consolidated date (on a detail page: the old tables). */
  get showsTypeFilter(): boolean {
    return offersConversationType(this.mode, this.config.kind === 'overview' ? 'consolidated' : 'tables');
  }

  get typeOptions(): readonly ConversationType[] {
    return CONVERSATION_TYPES;
  }

  get consolidatedView(): ConsolidatedView | undefined {
    if (this.data.consolidated === undefined) return undefined;
    return consolidatedView(this.data.consolidated, this.support.language, this.data.previous.value);
  }

  /** Figures of the current month are partial (spec 3 §2.2). */
  get isPartial(): boolean {
    return this.period.isCurrent;
  }

  get showsPhoneTable(): boolean {
    return this.blocks.phone;
  }

  get showsDailyTable(): boolean {
    return this.blocks.daily;
  }

  get phoneTable(): ConversationTableModel {
    return this.table('phone', this.data.phone, phoneRows, this.paths.monthly);
  }

  get dailyTable(): ConversationTableModel {
    return this.table('daily', this.data.daily, dailyRows, this.paths.daily);
  }

  private table<D extends { readonly layout: 'old' | 'new' }>(
    kind: ConversationTableKind,
    data: D | undefined,
    toRows: (data: D, tab: ConversationTab) => ConversationRow[],
    detailsTo: string,
  ): ConversationTableModel {
    const details = this.config.kind === 'overview' ? detailsTo : undefined;
    return tableModel(this.mode.tables, this.tabs[kind], data, toRows, details);
  }

  /** Issue 14: 'conversations-daily-user-initiated-2026-10.csv'; the old pricing has no tab. */
  csvFileName(kind: ConversationTableKind): string {
    const view = (kind === 'phone' ? this.phoneTable : this.dailyTable).activeView;
    return csvFileName(`${EXPORT_NAMES.tables[kind]}-${EXPORT_NAMES.views[view]}`, this.period.selected);
  }

  /**
   * Issue 14: every row of the month under the active tab's columns. The report's tables show
   * 5 (spec 3 §9), so their export asks the month's rows again with the same WABA and type.
   */
  exportRows(kind: ConversationTableKind): Promise<ReportRows<ConversationRow>> {
    const shown = (kind === 'phone' ? this.phoneTable : this.dailyTable).rows ?? [];
    const overview = this.config.kind === 'overview';
    return this.data.exportRows(kind, this.tabs[kind], shown, overview, this.query, this.mode);
  }

  /** Spec 3 §2.7: the pricing-changes page in the user's locale; undefined unless https. */
  get pricingLink(): string | undefined {
    return pricingChangesUrl(this.settings.WHATSAPP_BP_PRICING_CHANGES_URL, this.support.language);
  }

  /** The WABA list once, then the month's data. */
  load(): Promise<void> {
    if (!this.hasTenant) return Promise.resolve();
    return this.reload();
  }

  monthSelected(month: string): Promise<void> {
    if (!this.period.select(month)) return Promise.resolve();
    this.support.rememberMonth(month);
    this.support.track('conversations-period-changed', this.period);
    return this.reload();
  }

  wabaSelected(waba: string): Promise<void> {
    if (!this.choices.selectWaba(waba)) return Promise.resolve();
    this.support.track('conversations-waba-changed', this.period);
    return this.reload();
  }

  typeSelected(type: ConversationType): Promise<void> {
    if (!this.choices.selectType(type)) return Promise.resolve();
    this.support.track(`conversations-type-changed-${type}`, this.period);
    return this.reload();
  }

  /** Issue 14: a URL's filters and tabs (untracked): they seed the first load; later a change reloads. */
  filtersRestored(state: ConversationsQueryState): Promise<void> {
    return this.choices.restore(state) ? this.reload() : Promise.resolve();
  }

  tabSelected(kind: ConversationTableKind, tab: string): void {
    const next = this.choices.selectTab(kind, tab);
    if (next !== undefined) this.support.track(`conversations-${kind}-tab-${next}`, this.period);
  }

  /** Tracked once per card and page (spec 3 §1 'tooltip hover'). */
  tooltipShown(card: string): void {
    if (this.tooltipsTracked.has(card)) return;
    this.tooltipsTracked.add(card);
    this.support.track(`conversations-tooltip-${card}`, this.period);
  }

  /** The view is gone: answers still on their way are dropped. */
  dispose(): void {
    this.data.drop();
  }

  private get blocks(): ConversationBlocks {
    const metricAllowed = isMetricAvailable(this.sessionStore.accessContext, 'Session');
    return pageBlocks(this.config.kind, this.support.isToggleOn(PHONE_TABLE_TOGGLE), metricAllowed);
  }

  private get query(): ConversationQuery {
    return this.data.query(this.showsTypeFilter);
  }

  /** Spec 3 §4.6: every block again; a newer reload or the view leaving drops older answers. */
  private reload(): Promise<void> {
    return this.data.reload(() => ({
      query: this.query,
      mode: this.mode,
      blocks: this.blocks,
      modeOf: (month) => this.loader.pricingMode(month, this.config.page),
    }));
  }
}
