import { inject, injectable } from 'inversify';
import { observableRef, runInAction } from 'mobx';
import {
  LoadPlanOverviewUseCase,
  planOverviewScope,
  type OverviewResult,
} from '../../../application/reports/load-plan-overview.use-case';
import { LoadMonthProjectionUseCase } from '../../../application/reports/load-month-projection.use-case';
import { Clock } from '../../../application/shared/clock.port';
import { Logger } from '../../../application/shared/logger.port';
import { privateRouteById } from '../../../domain/access/private-routes';
import { evaluateRouteGate } from '../../../domain/access/route-gate.rule';
import { monthOf, monthValue } from '../../../domain/reports/calendar-month';
import { isReportSuccess } from '../../../domain/reports/consumption.entity';
import {
  USAGE_ALERT_METRICS,
  USAGE_ALERT_REPORTS,
  usageAlerts,
  type UsageAlertFigures,
  type UsageAlertLevel,
  type UsageAlertMetric,
} from '../../../domain/reports/usage-alert.rule';
import { percentText } from '../../../domain/reports/usage-figures.rule';
import { NEAR_LIMIT_RATE } from '../../../domain/reports/plan-status.rule';
import { formatDisplayDate } from '../../../domain/shared/date-display.rule';
import { DEFAULT_LANGUAGE } from '../../../domain/shared/language.rule';
import { pathOf } from '../../shell/routes/route-lookup';
import { SessionStore } from '../../shell/session.store';
import { makeObservableState } from '../../shared/observable-state';

/** One line of the banner, ready to show. */
export interface UsageAlertRow {
  readonly metric: UsageAlertMetric;
  readonly level: UsageAlertLevel;
  /** '85%' / '85,5%', as the reports write a usage rate. */
  readonly rateText: string;
  /** The metric's report the user may open. */
  readonly reportPath: string;
  /** Issue 24 §1 ('projected'): the day the plan is crossed at the current pace, as dates read. */
  readonly crossingDateText?: string;
}

/**
 * Issue 14: the home's usage alerts — this month's plan figures of the metrics whose report the
 * user may open, each at 80 % of the plan or more. One per module session (a singleton), so a
 * dismissal holds while the user browses and the figures are asked for once per contract and
 * month. Failures are silent: the home is not the place to report a report's outage (the
 * report pages do); the banner just does not show.
 */
@injectable()
export class UsageAlertsPresenter {
  figures: Readonly<Partial<Record<UsageAlertMetric, UsageAlertFigures>>> = {};
  dismissed = false;
  private loadedFor: string | undefined = undefined;

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(LoadPlanOverviewUseCase) private readonly loader: LoadPlanOverviewUseCase,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(LoadMonthProjectionUseCase) private readonly projections: LoadMonthProjectionUseCase,
  ) {
    makeObservableState(this, {
      loadedFor: false,
      figures: observableRef,
    });
  }

  /** The first report of the metric the route gates let this user open; none: no alert. */
  reportPathOf(metric: UsageAlertMetric): string | undefined {
    const context = this.sessionStore.accessContext;
    const id = USAGE_ALERT_REPORTS[metric].find(
      (candidate) => evaluateRouteGate(privateRouteById(candidate), context) === 'allowed',
    );
    return id === undefined ? undefined : pathOf(id);
  }

  get rows(): readonly UsageAlertRow[] {
    if (this.dismissed) return [];
    const language = this.sessionStore.session?.language ?? DEFAULT_LANGUAGE;
    return usageAlerts(this.figures).flatMap((alert) => {
      const reportPath = this.reportPathOf(alert.metric);
      if (reportPath === undefined) return [];
      const rateText = percentText(alert.planUsageRate, true, language);
      const row = { metric: alert.metric, level: alert.level, rateText, reportPath };
      if (alert.crossingDay === undefined) return [row];
      return [{ ...row, crossingDateText: formatDisplayDate(alert.crossingDay, language) }];
    });
  }

  /** Spec 3 §8 'any answer is a result': a failed call leaves that metric out. Never rejects. */
  async load(): Promise<void> {
    const session = this.sessionStore.session;
    const tenantId = session?.tenant.id ?? '';
    const month = monthValue(monthOf(this.clock.now()));
    const key = `${tenantId} ${month}`;
    if (tenantId === '' || this.loadedFor === key) return;
    this.loadedFor = key;
    // Calls only for the plan metrics of the subscription whose report this user may open.
    const overview = planOverviewScope(this.sessionStore.accessContext);
    const allowed = new Set<string>(overview.metrics);
    const metrics = USAGE_ALERT_METRICS.filter(
      (metric) => allowed.has(metric) && this.reportPathOf(metric) !== undefined,
    );
    if (metrics.length === 0) return;
    const scope = { ...overview, metrics };
    const projections: Promise<void>[] = [];
    try {
      await this.loader.load(tenantId, month, scope, (arrived) => {
        const projection = this.arrived(arrived, tenantId, month);
        if (projection !== undefined) projections.push(projection);
      });
      await Promise.all(projections);
    } catch (error) {
      this.logger.warn('Home usage alerts could not be loaded', error);
    }
  }

  dismissClicked(): void {
    this.dismissed = true;
  }

  /** Keeps a metric's figures; under 80 % of a limit, loads its projection (issue 24 §1). */
  private arrived(arrived: OverviewResult, tenantId: string, month: string): Promise<void> | undefined {
    const key = arrived.metric;
    if (key !== 'dau' && key !== 'deu' && key !== 'agent') return undefined;
    if (!isReportSuccess(arrived.result)) return undefined;
    const { metric, planUsageRate, total } = arrived.result.value;
    runInAction(() => {
      this.figures = { ...this.figures, [key]: { quantity: metric.quantity, planUsageRate } };
    });
    // Only a metric under the alert thresholds can be 'projected': no daily call for the others.
    if (!(metric.quantity > 0 && planUsageRate < NEAR_LIMIT_RATE)) return undefined;
    return this.projections
      .load(tenantId, month, key, { quantity: metric.quantity, total })
      .then((outcome) => {
        if (outcome?.kind !== 'projected') return;
        const found = this.figures[key];
        if (found === undefined) return;
        const projection = { rate: outcome.rate, crossingDay: outcome.crossingDay };
        runInAction(() => {
          this.figures = { ...this.figures, [key]: { ...found, projection } };
        });
      });
  }
}
