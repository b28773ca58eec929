import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import {
  LoadRevenueUseCase,
  type RevenueChatbotRow,
  type RevenueChatbots,
} from '../../../application/reports/load-revenue.use-case';
import type { ReportRows } from '../../../application/reports/report-rows';
import { csvFileName } from '../../../domain/shared/csv.rule';
import { revenueChatbotsBackTarget } from '../../../domain/reports/revenue-period.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { shownRows } from '../shared/export-rows';
import { LatestLoad } from '../../shared/async-load';
import { chooseMonth } from '../shared/choose-month';
import type { ReportPeriod } from '../shared/report-period';
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
  readonly period: ReportPeriod;
  result: RevenueChatbots | undefined = undefined;
  backTo: string = pathOf('home');
  private readonly loads = new LatestLoad();

  constructor(
    @inject(LoadRevenueUseCase) private readonly loader: LoadRevenueUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
  ) {
    this.period = support.newPeriod();
    makeObservableState(this, {
      result: observableRef,
    });
  }

  get tenantName(): string {
    return this.support.tenantName;
  }

  get language(): Language {
    return this.support.language;
  }

  get loading(): boolean {
    return this.result === undefined;
  }

  get month(): RevenueMonthView {
    return revenueMonthView(this.period.selected, this.support.today, this.period.isCurrent);
  }

  /** The contract's MIU-type metric ('MAUs', 'MEUs'); '' until known or when the rules failed. */
  get miu(): string {
    return this.result?.contract.miu ?? '';
  }

  get rows(): readonly RevenueChatbotRow[] {
    return this.result?.rows ?? [];
  }

  get csvFileName(): string {
    return csvFileName(REVENUE_CHATBOTS_EXPORT_NAME, this.period.selected);
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

  monthChanged(month: string): Promise<void> {
    if (!chooseMonth(this.period, this.support, month)) return Promise.resolve();
    this.support.track(REVENUE_CHATBOTS_TRACKING_ACTION, this.period);
    return this.load();
  }

  dispose(): void {
    this.loads.drop();
  }

  async load(): Promise<void> {
    const tenantId = this.support.tenantId;
    if (tenantId === '') return;
    const current = this.loads.begin();
    const month = this.period.selected;
    const withFigures = !this.month.dataFromSecond;
    this.result = undefined;
    const result = await this.support.withLoading(() => this.loader.chatbots(tenantId, month, withFigures));
    if (current()) this.arrived(result);
  }

  private arrived(result: RevenueChatbots): void {
    this.result = result;
  }
}
