import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import {
  LoadPlanOverviewUseCase,
  planOverviewScope,
  type OverviewMetric,
  type OverviewResult,
  type PlanOverviewScope,
} from '../../../application/reports/load-plan-overview.use-case';
import { LoadMonthProjectionUseCase } from '../../../application/reports/load-month-projection.use-case';
import { AppSettings } from '../../../application/shared/app-settings.port';
import { parseMonthValue } from '../../../domain/reports/calendar-month';
import { isReportSuccess } from '../../../domain/reports/consumption.entity';
import { showsDataProtectionBanner } from '../../../domain/reports/data-protection.rule';
import { overallPlanStatus, type PlanStatus } from '../../../domain/reports/plan-status.rule';
import { planStatusVisual } from '../../../domain/reports/status-visuals.rule';
import { LatestLoad } from '../../shared/async-load';
import { Texts } from '../../shared/texts.port';
import { SessionStore } from '../../shell/session.store';
import type { ReportPeriod } from '../shared/report-period.presenter';
import { ReportSupport } from '../shared/report-support';
import { ChartViews } from './chart-views.presenter';
import type { CardContext, OverviewCard, Translate } from './overview-card.model';
import { capitalized } from '../shared/capitalized';
import { OVERVIEW_TRACKING, PLAN_OVERVIEW_NAMESPACE, type OverviewHeader } from './overview-header';
import { metricStatus, overviewCard } from './overview-results';
import { withMonthChange } from './overview-comparison';
import { OverviewPreviousMonth } from './overview-previous-month.presenter';
import { StatusCommit } from './status-commit.presenter';
import { makeObservableState } from '../../shared/observable-state';
import { OverviewProjections } from './overview-projections.presenter';
import { withProjection } from './projection-note';

/**
 * The Plan Overview (/data-consumption, spec 3 §2.3): the month selector, the consolidated
 * header with the overall plan status (§4.1: the highest-priority per-metric status, committed
 * 1 s after it is read, read again 3 s after a period change), a card per allowed metric filled
 * in as its consolidated call answers (§5.1: calls for allowed metrics only), and the
 * data-protection banner of the configured clusters.
 */
@injectable()
export class PlanOverviewPresenter {
  readonly period: ReportPeriod;
  /** The month's answers so far, by card. */
  results: Readonly<Partial<Record<OverviewMetric, OverviewResult>>> = {};
  /** Built once per answer, so a chart's option stays the same object until its data changes. */
  builtCards: Readonly<Partial<Record<OverviewMetric, OverviewCard>>> = {};
  /** Issue 38 §1: the charts the user reads as tables (the print prints them so). */
  readonly chartViews = new ChartViews();
  private readonly loads = new LatestLoad();
  private readonly commit = new StatusCommit(() => this.liveStatus);
  private readonly hovered = new Set<string>();
  private readonly projections: OverviewProjections;
  private readonly previousMonth: OverviewPreviousMonth;

  constructor(
    @inject(LoadPlanOverviewUseCase) private readonly loader: LoadPlanOverviewUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(AppSettings) private readonly settings: AppSettings,
    @inject(Texts) private readonly texts: Texts,
    @inject(LoadMonthProjectionUseCase) projectionLoader: LoadMonthProjectionUseCase,
  ) {
    this.period = support.newPeriod();
    this.projections = new OverviewProjections(projectionLoader);
    this.previousMonth = new OverviewPreviousMonth(loader, support);
    makeObservableState(this, {
      settings: false,
      hovered: false,
      results: observableRef,
      builtCards: observableRef,
    });
  }

  /** The committed overall status (spec 3 §4.1); error until the first commit. */
  get status(): PlanStatus {
    return this.commit.status;
  }

  get statusLoading(): boolean {
    return this.commit.loading;
  }

  get tenantId(): string {
    return this.support.tenantId;
  }

  get tenantName(): string {
    return this.support.tenantName;
  }

  get language() {
    return this.support.language;
  }

  get scope(): PlanOverviewScope {
    return planOverviewScope(this.sessionStore.accessContext);
  }

  /** Spec 3 §4.1 'Per metric'; a card without an answer yet is in its initial status. */
  metricStatus(metric: OverviewMetric): PlanStatus {
    return metricStatus(metric, this.results[metric]);
  }

  /** Spec 3 §4.1 'Overall status': the highest priority among the allowed metrics; default error. */
  get liveStatus(): PlanStatus {
    return overallPlanStatus(this.scope.metrics.map((metric) => this.metricStatus(metric)));
  }

  /** Spec 3 §8: some consolidated call failed this month. */
  get hasFailure(): boolean {
    return Object.values(this.results).some((arrived) => !isReportSuccess<unknown>(arrived.result));
  }

  get header(): OverviewHeader {
    const plan = this.support.planName;
    return {
      planTitle: plan.trim() === '' ? '' : this.t('plan', { plan: capitalized(plan) }),
      loading: this.statusLoading,
      status: this.status,
      message: this.t(`status.${this.status}`),
      visual: planStatusVisual(this.status),
      loadError:
        !this.statusLoading && this.hasFailure && this.status !== 'error' ? this.t('loadError') : undefined,
    };
  }

  /**
   * Spec 3 §2.3 table and §5.3: the allowed cards (the scope holds the MIU and MEU cards their
   * family shows, metric-visibility.rule); MIU and MEU not while in error.
   */
  get cards(): readonly OverviewCard[] {
    const monthlyInError = (metric: OverviewMetric) =>
      (metric === 'miu' || metric === 'meu') && this.metricStatus(metric) === 'error';
    return this.scope.metrics
      .filter((metric) => !monthlyInError(metric))
      .map((metric) => this.builtCards[metric] ?? this.buildCard(metric, undefined))
      .map((card) =>
        withMonthChange(
          card,
          this.results[card.metric],
          this.previousMonth.results[card.metric],
          this.language,
        ),
      )
      .map((card) => withProjection(card, this.projections.states, this.t, this.language));
  }

  /** Spec 3 §2.3 item 4. */
  get showsDataProtectionBanner(): boolean {
    return showsDataProtectionBanner(
      this.sessionStore.session?.tenant.clusterName,
      this.settings.DATA_PROTECTION_CLUSTER_NAMES,
    );
  }

  /** The first load: the month's data, then the status committed 1 s later. */
  async load(): Promise<void> {
    this.commit.restarted();
    const { current, done, comparing } = this.fetchMonth();
    await done;
    this.commit.schedule(current);
    await comparing;
  }

  /**
   * Spec 3 §2.3 item 1: a new month sets the search date, reloads, emits the tracking event and
   * re-evaluates the plan status (read 3 s later, then committed after 1 s).
   */
  async periodChanged(month: string): Promise<void> {
    if (!this.period.select(month)) return;
    this.support.rememberMonth(month);
    this.support.track(OVERVIEW_TRACKING.periodChanged, this.period, this.status);
    this.commit.restarted();
    const { current, done, comparing } = this.fetchMonth();
    this.commit.scheduleReread(done, current);
    await done;
    await comparing;
  }

  /** Spec 3 §2.3: chart hover is tracked once per card. */
  chartHovered(metric: OverviewMetric): void {
    this.trackOnce(OVERVIEW_TRACKING.chartHovered(metric));
  }

  /** Spec 3 §2.3: tooltip hover is tracked once per card. */
  tooltipHovered(metric: OverviewMetric): void {
    this.trackOnce(OVERVIEW_TRACKING.tooltipHovered(metric));
  }

  /** The view is gone: timers stop and late answers are dropped. */
  dispose(): void {
    this.commit.stop();
    this.loads.drop();
  }

  /** `done`: the month's answers are in; `comparing`: the previous month's too (issue 24 §2). */
  private fetchMonth(): { current: () => boolean; done: Promise<void>; comparing: Promise<void> } {
    const current = this.loads.begin();
    const scope = this.scope;
    const month = this.period.selected;
    const tenantId = this.support.tenantId;
    this.results = {};
    this.previousMonth.reset();
    this.projections.reset();
    this.builtCards = Object.fromEntries(
      scope.metrics.map((metric) => [metric, this.buildCard(metric, undefined)]),
    );
    if (tenantId === '') return { current, done: Promise.resolve(), comparing: Promise.resolve() };
    // Issue 24 §2: the previous month in parallel, for the comparison.
    const comparing = this.previousMonth.fetch(tenantId, month, scope, current);
    // Issue 24 §1: each rated card's projection follows its answer, within the same loading.
    const projections: Promise<void>[] = [];
    const done = this.support
      .withLoading(async () => {
        await this.loader.load(tenantId, month, scope, (arrived) => {
          if (!current()) return;
          this.resultArrived(arrived);
          const projection = this.projections.request(tenantId, month, arrived, current);
          if (projection !== undefined) projections.push(projection);
        });
        await Promise.all(projections);
      })
      .catch(() => undefined);
    return { current, done, comparing };
  }

  private resultArrived(arrived: OverviewResult): void {
    this.results = { ...this.results, [arrived.metric]: arrived };
    this.builtCards = { ...this.builtCards, [arrived.metric]: this.buildCard(arrived.metric, arrived) };
  }

  private trackOnce(action: string): void {
    if (this.hovered.has(action)) return;
    this.hovered.add(action);
    this.support.track(action, this.period, this.status);
  }

  private get cardContext(): CardContext {
    const month = parseMonthValue(this.period.selected);
    return { language: this.support.language, t: this.t, month };
  }

  private t: Translate = (key, values) => this.texts.t(`${PLAN_OVERVIEW_NAMESPACE}:${key}`, { ...values });

  private buildCard(metric: OverviewMetric, arrived: OverviewResult | undefined): OverviewCard {
    return overviewCard(metric, arrived, this.scope, this.cardContext, this.support.today);
  }
}
