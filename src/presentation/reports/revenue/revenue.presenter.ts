import { inject, injectable } from 'inversify';
import {
  LoadRevenueUseCase,
  type RevenueChatbotRow,
  type RevenueOverview,
} from '../../../application/reports/load-revenue.use-case';
import type { ReportRows } from '../../../application/reports/report-rows';
import { csvFileName } from '../../../domain/shared/csv.rule';
import { formatDisplayDate } from '../../../domain/shared/date-display.rule';
import { figureText } from '../../../domain/reports/usage-figures.rule';
import { showsDataFromSecondMessage } from '../../../domain/reports/revenue-period.rule';
import { compareMonths, type MonthChangeView } from '../shared/month-change-view';
import { MonthReport } from '../shared/month-report.presenter';
import { ReportSupport } from '../shared/report-support';
import { REVENUE_CHATBOTS_EXPORT_NAME } from './revenue-navigation';
import {
  money,
  referenceValueTexts,
  revenueMonthView,
  type ReferenceValueTexts,
  type RevenueMonthView,
} from './revenue-texts';
import { makeObservableState } from '../../shared/observable-state';

/** The tracking action of the contract page's month selector. */
export const REVENUE_TRACKING_ACTION = 'revenue-period-changed';

/** A metric card of the month (spec 3 §2.9, §9): the MIU-type metric or the exchanged MSGs. */
export interface RevenueCardFigure {
  readonly id: 'miu' | 'msg';
  /** The MIU card's metric ('MAUs', 'MEUs'); '' on the MSG card. */
  readonly metric: string;
  /** Locale-formatted; '--' without data. */
  readonly value: string;
  /** Issue 24 §2: against the previous month; undefined hides the comparison. */
  readonly change: MonthChangeView | undefined;
}

/** What the month's figures area says besides the cards (spec 3 §4.7, §8). */
export type RevenueNotice = 'dataFromSecond' | 'noData' | 'error' | undefined;

/** The contract's reference values (spec 3 §2.9, §3.9, §9) as texts. */
export interface RevenueReference {
  /** §9 planBase = fixPrice of stepRule 1, as money. */
  readonly planBase: string;
  /** validityContractRuleStart as a date ('' when unknown). */
  readonly contractStart: string;
  readonly values: readonly ReferenceValueTexts[];
}

/**
 * The contract usage page (spec 3 §2.9): the month's consumption card (selector, period,
 * 'Partial consumption', the "data from the 2nd" message), the metric cards chosen by the
 * contract's main rule, the top 3 chatbots and the contract's reference values. Reason code 67
 * on the month's consumption is "no data" ('--'), not an error (§8). A month change reloads and
 * tracks; an answer for a month no longer shown is dropped.
 */
@injectable()
export class RevenuePresenter {
  readonly report: MonthReport<RevenueOverview>;

  constructor(
    @inject(LoadRevenueUseCase) private readonly loader: LoadRevenueUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
  ) {
    this.report = new MonthReport(support, support.newPeriod(), {
      // Each month asked (the one shown, and the previous one for issue 24 §2) by its own §4.7 rule.
      fetch: (tenantId, month) =>
        this.loader.overview(tenantId, month, !showsDataFromSecondMessage(month, this.support.today)),
      // A month whose figures are not out yet (§4.7) shows none, so there is nothing to compare.
      comparesPreviousMonth: (month) => !showsDataFromSecondMessage(month, this.support.today),
      trackingAction: () => REVENUE_TRACKING_ACTION,
    });
    makeObservableState(this);
  }

  /** The selected month's overview; none while it loads (the page shows the loading state). */
  private get overview(): RevenueOverview | undefined {
    return this.report.loading ? undefined : this.report.value;
  }

  get loading(): boolean {
    return this.overview === undefined;
  }

  /** 'Month Year' of the selected month, for 'Consumption in {month}'. */
  get monthLabel(): string {
    return this.report.period.labelOf(this.report.period.selected, this.report.language);
  }

  get month(): RevenueMonthView {
    return revenueMonthView(this.report.period.selected, this.support.today, this.report.period.isCurrent);
  }

  /** The contract's MIU-type metric ('MAUs', 'MEUs'); '' until known. */
  get miu(): string {
    return this.overview?.contract.miu ?? '';
  }

  /** §9: the MIU card when the main rule names MIU (on MAU or MEU), the MSG card when it names MSG. */
  get cards(): readonly RevenueCardFigure[] {
    const overview = this.overview;
    if (overview === undefined || this.month.dataFromSecond) return [];
    const { contract } = overview;
    const language = this.report.language;
    // Issue 24 §2: a month's figure counts only when it has data.
    const figureOf = (answer: RevenueOverview | undefined, id: RevenueCardFigure['id']) =>
      answer?.figures.state === 'data'
        ? id === 'miu'
          ? answer.figures.consumption
          : answer.figures.messages
        : undefined;
    const previous = this.report.previous.value;
    const card = (id: RevenueCardFigure['id'], metric: string): RevenueCardFigure => ({
      id,
      metric,
      value: figureText(figureOf(overview, id) ?? 0, figureOf(overview, id) !== undefined, language),
      change: compareMonths(figureOf(overview, id), figureOf(previous, id), language),
    });
    const cards: RevenueCardFigure[] = [];
    if (contract.cards.miu) cards.push(card('miu', contract.miu));
    if (contract.cards.msg) cards.push(card('msg', ''));
    return cards;
  }

  get notice(): RevenueNotice {
    if (this.month.dataFromSecond) return 'dataFromSecond';
    const overview = this.overview;
    if (overview === undefined) return undefined;
    if (!overview.contract.succeeded || overview.figures.state === 'error') return 'error';
    return overview.figures.state === 'noData' ? 'noData' : undefined;
  }

  get chatbotRows(): readonly RevenueChatbotRow[] {
    return this.overview?.chatbots ?? [];
  }

  get chatbotsCsvFileName(): string {
    return csvFileName(REVENUE_CHATBOTS_EXPORT_NAME, this.report.period.selected);
  }

  /** Issue 14: the page shows the top 3 chatbots (spec 3 §9); the export reads all of them. */
  exportChatbotRows(): Promise<ReportRows<RevenueChatbotRow>> {
    const tenantId = this.support.tenantId;
    const month = this.report.period.selected;
    const withFigures = !this.month.dataFromSecond;
    // The detail page's call: every chatbot, with the contract whose metric they are counted in.
    return this.support.withLoading(() => this.loader.chatbots(tenantId, month, withFigures));
  }

  get reference(): RevenueReference | undefined {
    const contract = this.overview?.contract;
    if (contract === undefined) return undefined;
    const language = this.report.language;
    return {
      planBase: money(contract.planBase, language),
      contractStart: formatDisplayDate(contract.contractInitialDate, language),
      values: contract.referenceValues.map((value) => referenceValueTexts(value, language)),
    };
  }

  open(): Promise<void> {
    return this.report.load();
  }
}
