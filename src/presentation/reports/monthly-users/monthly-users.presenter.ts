import { inject, injectable } from 'inversify';
import {
  LoadMonthlyUsersUseCase,
  monthlyUsersMetricIds,
  type MonthlyUsersBotRow,
  type MonthlyUsersDayRow,
  type MonthlyUsersSummary,
} from '../../../application/reports/load-monthly-users.use-case';
import type { ReportRows } from '../../../application/reports/report-rows';
import { figureText } from '../../../domain/reports/usage-figures.rule';
import { csvFileName } from '../../../domain/shared/csv.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { SessionStore } from '../../shell/session.store';
import { ALL_ROWS, SUMMARY_ROWS } from '../shared/ReportTable.view';
import { chooseMonth } from '../shared/choose-month';
import { exportRows } from '../shared/export-rows';
import { ReportBlocks } from '../shared/report-blocks';
import type { ReportPeriod } from '../shared/report-period';
import { ReportSupport } from '../shared/report-support';
import {
  EXPORT_TABLE_NAMES,
  MONTHLY_USERS,
  monthlyUsersTrackingAction,
  type MonthlyUserFamily,
  type MonthlyUsersScope,
} from './monthly-users.metrics';
import { makeObservableState } from '../../shared/observable-state';

/** Spec 3 §9: MIU and MEU detail tables show 30 rows a page. */
export const MONTHLY_USERS_ROWS_PER_PAGE = 30;

/** One total of the consolidated card: the user metric or the exchanged messages. */
export interface MonthlyUsersFigure {
  readonly id: 'users' | 'messages';
  /** Locale-formatted; '--' without data (§2.2, §4.2). */
  readonly value: string;
}

/**
 * One MIU or MEU page (spec 3 §2.8), whichever family and scope the view opens: the root page has
 * the consolidated card (the user metric and the exchanged messages) and the 5-row per-chatbot
 * and daily tables; a detail page has one full table, 30 rows a page. The metric ids are the
 * subscription's items of the family (§7.3). A month change reloads (§4.6) and tracks (§2.2);
 * each block fills in as it arrives, and an answer for a month no longer shown is dropped.
 */
@injectable()
export class MonthlyUsersPresenter {
  family: MonthlyUserFamily = 'miu';
  scope: MonthlyUsersScope = 'report';
  readonly period: ReportPeriod;
  private readonly blocks: ReportBlocks<MonthlyUsersSummary, MonthlyUsersBotRow, MonthlyUsersDayRow>;

  constructor(
    @inject(LoadMonthlyUsersUseCase) private readonly loader: LoadMonthlyUsersUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
  ) {
    this.period = support.newPeriod();
    this.blocks = new ReportBlocks(support);
    makeObservableState(this);
  }

  get summary(): MonthlyUsersSummary | undefined {
    return this.blocks.summary;
  }

  get botRows(): readonly MonthlyUsersBotRow[] {
    return this.blocks.botRows;
  }

  get dayRows(): readonly MonthlyUsersDayRow[] {
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

  /** §7.3 metricIdList: the family's items of the subscription, as it spells them. */
  get metricIds(): readonly string[] {
    return monthlyUsersMetricIds(this.family, this.sessionStore.session?.subscription ?? []);
  }

  /** §4.3: the current month's figures are partial. */
  get partial(): boolean {
    return this.period.isCurrent;
  }

  /** The card's totals (§2.8, §3.5); undefined while the consolidated call is on its way. */
  get figures(): readonly MonthlyUsersFigure[] | undefined {
    const summary = this.summary;
    if (summary === undefined) return undefined;
    const text = (total: number | undefined) => figureText(total ?? 0, summary.succeeded, this.language);
    const figures: MonthlyUsersFigure[] = [];
    if (summary.shows.users) figures.push({ id: 'users', value: text(summary.users?.total) });
    if (summary.shows.messages) figures.push({ id: 'messages', value: text(summary.messages?.total) });
    return figures;
  }

  /** Issue 14: 'monthly-active-users-by-chatbot-2026-10.csv', 'monthly-engaged-users-daily-2026-10.csv'. */
  csvFileName(table: Exclude<MonthlyUsersScope, 'report'>): string {
    return csvFileName(
      `${MONTHLY_USERS[this.family].exportName}-${EXPORT_TABLE_NAMES[table]}`,
      this.period.selected,
    );
  }

  /** Issue 14: every per-chatbot row of the month (the root page's table shows 5). */
  exportBotRows(): Promise<ReportRows<MonthlyUsersBotRow>> {
    const { tenantId, month, metricIds } = this.exportQuery();
    return exportRows(this.scope === 'report', this.botRows, () =>
      this.support.withLoading(() => this.loader.byBot(tenantId, month, metricIds, ALL_ROWS)),
    );
  }

  /** Issue 14: every daily row of the month. */
  exportDayRows(): Promise<ReportRows<MonthlyUsersDayRow>> {
    const { tenantId, month, metricIds } = this.exportQuery();
    return exportRows(this.scope === 'report', this.dayRows, () =>
      this.support.withLoading(() => this.loader.daily(tenantId, month, metricIds, ALL_ROWS)),
    );
  }

  private exportQuery() {
    return { tenantId: this.support.tenantId, month: this.period.selected, metricIds: this.metricIds };
  }

  /** Opens the page of `family` and `scope` on the month last chosen in the reports. */
  open(family: MonthlyUserFamily, scope: MonthlyUsersScope): Promise<void> {
    this.family = family;
    this.scope = scope;
    return this.load();
  }

  /** Spec 3 §2.2, §4.6: a new month is remembered, tracked and loaded. */
  monthChanged(month: string): Promise<void> {
    if (!chooseMonth(this.period, this.support, month)) return Promise.resolve();
    this.support.track(
      monthlyUsersTrackingAction(this.family, this.scope),
      this.period,
      this.summary?.status,
    );
    return this.load();
  }

  /** The view is gone: answers still on their way are dropped. */
  dispose(): void {
    this.blocks.drop();
  }

  load(): Promise<void> {
    const tenantId = this.support.tenantId;
    if (tenantId === '') return Promise.resolve();
    const { family, scope, metricIds } = this;
    const month = this.period.selected;
    const take = scope === 'report' ? SUMMARY_ROWS : ALL_ROWS;
    return this.blocks.load({
      summary: scope === 'report' ? () => this.loader.summary(family, tenantId, month, metricIds) : undefined,
      byBot: scope !== 'daily' ? () => this.loader.byBot(tenantId, month, metricIds, take) : undefined,
      daily: scope !== 'chatbots' ? () => this.loader.daily(tenantId, month, metricIds, take) : undefined,
    });
  }
}
