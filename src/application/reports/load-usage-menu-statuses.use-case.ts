import { inject, injectable } from 'inversify';
import { monthlyUsersStatus } from '../../domain/reports/metric-plan-status.rule';
import type { MonthlyUserStatuses } from '../../domain/reports/metric-visibility.rule';
import { isReportSuccess } from '../../domain/reports/consumption.entity';
import { UsageReportsGateway } from './usage-reports.port';

/**
 * Spec 3 §5.3 side menu: whether the MIU and MEU reports of a month load ('error' hides an item
 * that is there only for its messages). Asked once per contract, month and metric set: the menu
 * is drawn on every report page, the answer does not change while one browses them.
 */
@injectable()
export class LoadUsageMenuStatusesUseCase {
  private readonly cache = new Map<string, Promise<MonthlyUserStatuses>>();

  constructor(@inject(UsageReportsGateway) private readonly reports: UsageReportsGateway) {}

  statuses(
    tenantId: string,
    month: string,
    sets: { readonly miu: readonly string[]; readonly meu: readonly string[] },
  ): Promise<MonthlyUserStatuses> {
    const key = JSON.stringify([tenantId, month, sets.miu, sets.meu]);
    let pending = this.cache.get(key);
    if (pending === undefined) {
      pending = Promise.all([
        this.statusOf(tenantId, month, sets.miu),
        this.statusOf(tenantId, month, sets.meu),
      ]).then(([miu, meu]) => ({ miu, meu }));
      this.cache.set(key, pending);
    }
    return pending;
  }

  /** A family without metrics is not asked about (§5.1: calls only for allowed metrics). */
  private async statusOf(tenantId: string, month: string, metricIds: readonly string[]) {
    if (metricIds.length === 0) return monthlyUsersStatus('success');
    const result = await this.reports.messageMetricsSummary(tenantId, month, metricIds);
    return monthlyUsersStatus(isReportSuccess(result) ? 'success' : 'failure');
  }
}
