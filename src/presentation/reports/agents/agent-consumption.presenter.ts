import { inject, injectable } from 'inversify';
import {
  LoadAgentConsumptionUseCase,
  type AgentConsumptionReport,
} from '../../../application/reports/load-agent-consumption.use-case';
import type { ReportRows } from '../../../application/reports/report-rows';
import { LoadOldAgentConsumptionUseCase } from '../../../application/reports/load-old-agent-consumption.use-case';
import { ReportSupport } from '../shared/report-support';
import { agentPlanFigures, type AgentPlanFigures } from './agent-plan-figures';
import { AGENT_REPORT_TRACKING, type AgentReportVariant } from './agent-report-variant';
import { agentsCsvFileName, toAgentRows, type AgentRowView } from './agent-rows';
import { MonthReport } from '../shared/month-report.presenter';
import { exportRows } from '../shared/export-rows';
import { makeObservableState } from '../../shared/observable-state';

/**
 * An activated agents overview: the newer report (spec 3 §2.6: the summary and every agent
 * of the month, 30 a page) or the legacy one (§2.13: the older total and the first 5
 * agents). The view names its variant when it opens the page.
 */
@injectable()
export class AgentConsumptionPresenter {
  variant: AgentReportVariant = 'current';
  /** The month, its data and the page's frame (period, language, tenant) the view reads. */
  readonly report: MonthReport<AgentConsumptionReport>;

  constructor(
    @inject(ReportSupport) private readonly support: ReportSupport,
    @inject(LoadAgentConsumptionUseCase) private readonly current: LoadAgentConsumptionUseCase,
    @inject(LoadOldAgentConsumptionUseCase) private readonly legacy: LoadOldAgentConsumptionUseCase,
  ) {
    this.report = new MonthReport(support, support.newPeriod(), {
      fetch: (tenantId, month) =>
        this.variant === 'legacy'
          ? this.legacy.report(tenantId, month)
          : this.current.report(tenantId, month),
      comparesPreviousMonth: () => true,
      trackingAction: () => AGENT_REPORT_TRACKING[this.variant].root,
      planStatusOf: (report) => report.plan.status,
    });
    makeObservableState(this);
  }

  get figures(): AgentPlanFigures {
    return agentPlanFigures(
      this.report.value?.plan,
      this.support.planName,
      this.support.language,
      this.report.previous.value?.plan,
    );
  }

  get rows(): readonly AgentRowView[] {
    return toAgentRows(this.report.value?.agents.rows ?? []);
  }

  get csvFileName(): string {
    return agentsCsvFileName(this.report.period.selected);
  }

  /**
   * Issue 14: every agent of the month. The newer overview lists them all already; the legacy
   * one shows 5 (spec 3 §2.13), so its export reads the full list, the call of its details page.
   */
  exportRows(): Promise<ReportRows<AgentRowView>> {
    const tenantId = this.support.tenantId;
    const month = this.report.period.selected;
    return exportRows(this.variant === 'legacy', this.rows, async () => {
      const list = await this.support.withLoading(() => this.current.list(tenantId, month));
      return { loaded: list.loaded, rows: toAgentRows(list.rows) };
    });
  }

  /** Opens the page of `variant` on the month last chosen in the reports. */
  open(variant: AgentReportVariant): Promise<void> {
    this.variant = variant;
    return this.report.load();
  }
}
