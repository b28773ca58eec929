import { inject, injectable } from 'inversify';
import { isoDay, parseMonthValue } from '../../domain/reports/calendar-month';
import { isReportSuccess, type ReportResult } from '../../domain/reports/consumption.entity';
import {
  dailyUsage,
  daysClosedBefore,
  projectMonthEnd,
  type DailyFigure,
  type DailyUsage,
  type ProjectionOutcome,
} from '../../domain/reports/month-projection.rule';
import { isCurrentMonth } from '../../domain/reports/report-period.rule';
import { deuDailyTotal } from '../../domain/reports/report-rows.rule';
import { Clock } from '../shared/clock.port';
import { Logger } from '../shared/logger.port';
import { UsageReportsGateway } from './usage-reports.port';

/** The plan metrics with a limit (spec 3 §3.4), the ones projected (issue 24 §1). */
export type ProjectedMetric = 'dau' | 'deu' | 'agent';

/** What the consolidated call already said of the metric. */
export interface ProjectionFigures {
  /** metric.quantity: -1 unlimited. */
  readonly quantity: number;
  /** The consolidated total (agents: the month's activated agents). */
  readonly total: number;
}

/** A month holds 31 days at most: one page of daily rows is the whole month. */
const MONTH_DAYS_TAKE = 31;

/**
 * Issue 24 §1: a plan metric's end-of-month projection. DAU and DEU are running totals of their
 * daily figures, so their daily rows are asked for (one call, the current month only, with a
 * limit and three days possible); agents are counted once each, when first active, so their
 * consolidated count is held as it stands once three days are closed (no call). Resolves undefined
 * when the daily call fails: the projection alone is hidden. Never rejects.
 */
@injectable()
export class LoadMonthProjectionUseCase {
  constructor(
    @inject(UsageReportsGateway) private readonly usage: UsageReportsGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  async load(
    tenantId: string,
    month: string,
    metric: ProjectedMetric,
    figures: ProjectionFigures,
  ): Promise<ProjectionOutcome | undefined> {
    const parsed = parseMonthValue(month);
    if (parsed === undefined) return undefined;
    const today = isoDay(this.clock.now());
    const closed = daysClosedBefore(parsed, today);
    const project = (usage: DailyUsage) =>
      projectMonthEnd({
        ...usage,
        month: parsed,
        quantity: figures.quantity,
        current: isCurrentMonth(month, this.clock.now()),
        pace: metric === 'agent' ? 'held' : 'linear',
      });
    if (metric === 'agent') return project({ used: figures.total, daysCovered: closed });
    // No call when the rows cannot make a projection: a past month, no limit, or a month too
    // young even if the rows reach today (one day more than those closed).
    const atBest = project({ used: figures.total, daysCovered: closed + 1 });
    if (atBest.kind === 'none') return atBest;
    try {
      const rows = await this.dailyRows(tenantId, month, metric);
      if (!isReportSuccess(rows)) return undefined;
      return project(dailyUsage(rows.value, parsed, today));
    } catch (error) {
      this.logger.warn('Month projection: daily call rejected', { metric, error });
      return undefined;
    }
  }

  private async dailyRows(
    tenantId: string,
    month: string,
    metric: 'dau' | 'deu',
  ): Promise<ReportResult<readonly DailyFigure[]>> {
    if (metric === 'dau') return this.usage.dauDaily(tenantId, month, MONTH_DAYS_TAKE);
    const result = await this.usage.deuDaily(tenantId, month, MONTH_DAYS_TAKE);
    // A DEU day's figure is its DailyEngagedUser entry (spec 3 §3.6).
    const value = result.value.map((row) => ({
      dateReference: row.dateReference,
      total: deuDailyTotal(row.metricConsumption),
    }));
    return { ...result, value };
  }
}
