import { inject, injectable } from 'inversify';
import { observableRef, runInAction } from 'mobx';
import {
  LoadPlanOverviewUseCase,
  planOverviewScope,
  type OverviewResult,
} from '../../../application/reports/load-plan-overview.use-case';
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
      return [{ metric: alert.metric, level: alert.level, rateText, reportPath }];
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
    try {
      await this.loader.load(tenantId, month, scope, (arrived) => this.arrived(arrived));
    } catch (error) {
      this.logger.warn('Home usage alerts could not be loaded', error);
    }
  }

  dismissClicked(): void {
    this.dismissed = true;
  }

  private arrived(arrived: OverviewResult): void {
    if (arrived.metric !== 'dau' && arrived.metric !== 'deu' && arrived.metric !== 'agent') return;
    if (!isReportSuccess(arrived.result)) return;
    const { metric, planUsageRate } = arrived.result.value;
    runInAction(() => {
      this.figures = { ...this.figures, [arrived.metric]: { quantity: metric.quantity, planUsageRate } };
    });
  }
}
