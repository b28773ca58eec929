import { inject, injectable } from 'inversify';
import type { AgentList } from '../../../application/reports/agent-plan-usage';
import type { ReportRows } from '../../../application/reports/report-rows';
import { LoadAgentConsumptionUseCase } from '../../../application/reports/load-agent-consumption.use-case';
import { ReportSupport } from '../shared/report-support';
import { AGENT_REPORT_TRACKING, type AgentReportVariant } from './agent-report-variant';
import { agentsCsvFileName, toAgentRows, type AgentRowView } from './agent-rows';
import { MonthReport } from '../shared/month-report.presenter';
import { shownRows } from '../shared/export-rows';
import { makeObservableState } from '../../shared/observable-state';

/**
 * The full list of activated agents (spec 3 §2.6 newer, §2.13
 * legacy): every agent of the chosen month, 30 a page (§9), with its
 * own month selector.
 */
@injectable()
export class AgentListPresenter {
  variant: AgentReportVariant = 'current';
  /** The month, its data and the page's frame (period, language, tenant) the view reads. */
  readonly report: MonthReport<AgentList>;

  constructor(
    @inject(ReportSupport) support: ReportSupport,
    @inject(LoadAgentConsumptionUseCase) private readonly loader: LoadAgentConsumptionUseCase,
  ) {
    this.report = new MonthReport(support, support.newPeriod(), {
      fetch: (tenantId, month) => this.loader.list(tenantId, month),
      trackingAction: () => AGENT_REPORT_TRACKING[this.variant].list,
    });
    makeObservableState(this);
  }

  get rows(): readonly AgentRowView[] {
    return toAgentRows(this.report.value?.rows ?? []);
  }

  get csvFileName(): string {
    return agentsCsvFileName(this.report.period.selected);
  }

  /** Issue 14: the full list holds every agent of the month: it exports those. */
  exportRows(): Promise<ReportRows<AgentRowView>> {
    return shownRows(this.rows);
  }

  open(variant: AgentReportVariant): Promise<void> {
    this.variant = variant;
    return this.report.load();
  }
}
