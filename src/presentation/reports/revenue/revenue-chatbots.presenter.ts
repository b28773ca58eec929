import { inject, injectable } from 'inversify';
import {
  LoadRevenueUseCase,
  type RevenueChatbotRow,
  type RevenueChatbots,
} from '../../../application/reports/load-revenue.use-case';
import type { ReportRows } from '../../../application/reports/report-rows';
import { csvFileName } from '../../../domain/shared/csv.rule';
import { revenueChatbotsBackTarget } from '../../../domain/reports/revenue-period.rule';
import { shownRows } from '../shared/export-rows';
import { MonthReport } from '../shared/month-report.presenter';
import { ReportSupport } from '../shared/report-support';
import { REVENUE_CHATBOTS_EXPORT_NAME } from './revenue-navigation';
import { revenueMonthView, type RevenueMonthView } from './revenue-texts';
import { pathOf } from '../../shell/routes/route-lookup';
import { makeObservableState } from '../../shared/observable-state';

export const REVENUE_CHATBOTS_TRACKING_ACTION = 'revenue-chatbots-period-changed';

/**
 * The chatbots page (spec 3 §2.9): every chatbot's consumption of the month (up to 10000 rows,
 * §9), with its own month selector. The back link goes to the contract page when the page was opened from
 * the contract page, otherwise to '/'.
 */
@injectable()
export class RevenueChatbotsPresenter {
  backTo: string = pathOf('home');
  readonly report: MonthReport<RevenueChatbots>;

  constructor(
    @inject(LoadRevenueUseCase) private readonly loader: LoadRevenueUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
  ) {
    this.report = new MonthReport(support, support.newPeriod(), {
      fetch: (tenantId, month) => this.loader.chatbots(tenantId, month, !this.month.dataFromSecond),
      trackingAction: () => REVENUE_CHATBOTS_TRACKING_ACTION,
    });
    makeObservableState(this);
  }

  /** The selected month's chatbots; none while they load (the page shows the loading state). */
  private get result(): RevenueChatbots | undefined {
    return this.report.loading ? undefined : this.report.value;
  }

  get loading(): boolean {
    return this.result === undefined;
  }

  get month(): RevenueMonthView {
    return revenueMonthView(this.report.period.selected, this.support.today, this.report.period.isCurrent);
  }

  /** The contract's MIU-type metric ('MAUs', 'MEUs'); '' until known or when the rules failed. */
  get miu(): string {
    return this.result?.contract.miu ?? '';
  }

  get rows(): readonly RevenueChatbotRow[] {
    return this.result?.rows ?? [];
  }

  get csvFileName(): string {
    return csvFileName(REVENUE_CHATBOTS_EXPORT_NAME, this.report.period.selected);
  }

  /** Issue 14: this page holds every chatbot of the month: it exports those. */
  exportRows(): Promise<ReportRows<RevenueChatbotRow>> {
    return shownRows(this.rows);
  }

  /** `fromContractPage`: the navigation came from the contract page (its 'Show details'). */
  open(fromContractPage: boolean): Promise<void> {
    this.backTo = pathOf(revenueChatbotsBackTarget(fromContractPage));
    return this.load();
  }

  load(): Promise<void> {
    return this.report.load();
  }
}
