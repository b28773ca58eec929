import { inject, injectable } from 'inversify';
import {
  LoadMonthlyUsersUseCase,
  type MonthlyUsersBotRow,
  type MonthlyUsersDayRow,
  type MonthlyUsersSummary,
} from '../../../application/reports/load-monthly-users.use-case';
import {
  monthlyUserViews,
  type MonthlyUserVariant,
  type MonthlyUserView,
} from '../../../domain/reports/metric-visibility.rule';
import { figureText } from '../../../domain/reports/usage-figures.rule';
import { SessionStore } from '../../shell/session.store';
import { chooseMonth } from '../shared/choose-month';
import { ReportBlocks, type ReportBlocksShown } from '../shared/report-blocks.presenter';
import { ReportSupport } from '../shared/report-support';
import {
  MONTHLY_USERS,
  monthlyUsersTrackingAction,
  type MonthlyUserFamily,
  type MonthlyUsersScope,
} from './monthly-users.metrics';
import { makeObservableState } from '../../shared/observable-state';
import { compareMonths, type MonthChangeView } from '../shared/month-change-view';

/** The blocks of each page: the root page all three, a detail page its table. */
const SHOWN: Readonly<Record<MonthlyUsersScope, ReportBlocksShown>> = {
  report: 'report',
  chatbots: 'byBot',
  daily: 'daily',
};

/** Spec 3 §9: MIU and MEU detail tables show 30 rows a page. */
export const MONTHLY_USERS_ROWS_PER_PAGE = 30;

/** One total of the consolidated card: the user metric or the exchanged messages. */
export interface MonthlyUsersFigure {
  readonly id: 'users' | 'messages';
  /** Locale-formatted; '--' without data (§2.2, §4.2). */
  readonly value: string;
  /** Issue 24 §2: against the previous month; undefined hides the comparison. */
  readonly change: MonthChangeView | undefined;
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
  readonly report: ReportBlocks<MonthlyUsersSummary, MonthlyUsersBotRow, MonthlyUsersDayRow>;

  constructor(
    @inject(LoadMonthlyUsersUseCase) private readonly loader: LoadMonthlyUsersUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
  ) {
    this.report = new ReportBlocks(support, {
      summary: (tenantId, month) => this.loader.summary(this.family, tenantId, month, this.metricIds),
      byBot: (tenantId, month, take) => this.loader.byBot(tenantId, month, this.metricIds, take),
      daily: (tenantId, month, take) => this.loader.daily(tenantId, month, this.metricIds, take),
      exportName: () => MONTHLY_USERS[this.family].exportName,
    });
    makeObservableState(this);
  }

  /** What this report shows, as the overview card and the side menu show it (spec 3 §5.3). */
  get view(): MonthlyUserView {
    const ids = (this.sessionStore.session?.subscription ?? []).map((item) => item.metricId);
    return monthlyUserViews(ids)[this.family];
  }

  /** §7.3 metricIdList: the metrics this report shows, as the subscription spells them. */
  get metricIds(): readonly string[] {
    return this.view.metricIds;
  }

  /**
   * The report's name in the 'reports' texts, its variant (issue 37 §15): the page header and the
   * table titles say 'MIU + Messages', 'MEU', 'Exchanged messages'… as the overview card does.
   */
  get metricKey(): MonthlyUserVariant {
    return this.view.variant;
  }

  /** The card's totals (§2.8, §3.5); undefined while the consolidated call is on its way. */
  get figures(): readonly MonthlyUsersFigure[] | undefined {
    const summary = this.report.summary;
    if (summary === undefined) return undefined;
    const language = this.report.language;
    const previous = this.report.previous.value;
    // Issue 24 §2: a month's total counts only when its call succeeded.
    const totalOf = (answer: MonthlyUsersSummary | undefined, id: MonthlyUsersFigure['id']) =>
      answer?.succeeded === true ? answer[id]?.total : undefined;
    const figure = (id: MonthlyUsersFigure['id']): MonthlyUsersFigure => ({
      id,
      value: figureText(totalOf(summary, id) ?? 0, summary.succeeded, language),
      change: compareMonths(totalOf(summary, id), totalOf(previous, id), language),
    });
    const figures: MonthlyUsersFigure[] = [];
    if (summary.shows.users) figures.push(figure('users'));
    if (summary.shows.messages) figures.push(figure('messages'));
    return figures;
  }

  /** Opens the page of `family` and `scope` on the month last chosen in the reports. */
  open(family: MonthlyUserFamily, scope: MonthlyUsersScope): Promise<void> {
    this.family = family;
    this.scope = scope;
    return this.load();
  }

  /**
   * Spec 3 §2.2, §4.6: a new month is remembered and loaded, then tracked once settled with that
   * month's status (issue 37 §16, as the other reports do; a detail page has no card, no status).
   */
  async monthChanged(month: string): Promise<void> {
    if (!chooseMonth(this.report.period, this.support, month)) return;
    await this.load();
    if (this.report.period.selected !== month) return;
    this.support.track(
      monthlyUsersTrackingAction(this.family, this.scope),
      this.report.period,
      this.report.summary?.status,
    );
  }

  /** The view is gone: answers still on their way are dropped. */
  dispose(): void {
    this.report.drop();
  }

  load(): Promise<void> {
    return this.report.load(SHOWN[this.scope]);
  }
}
