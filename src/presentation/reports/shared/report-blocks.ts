import { observableRef } from 'mobx';
import type { ReportRows } from '../../../application/reports/report-rows';
import { LatestLoad } from '../../shared/async-load';
import type { ReportSupport } from './report-support';
import { makeObservableState } from '../../shared/observable-state';

/** One load's calls, made in this order; a block without a call keeps its rows (a detail page shows one table). */
export interface ReportBlockCalls<Summary, BotRow, DayRow> {
  readonly summary?: (() => Promise<Summary>) | undefined;
  readonly byBot?: (() => Promise<ReportRows<BotRow>>) | undefined;
  readonly daily?: (() => Promise<ReportRows<DayRow>>) | undefined;
}

/**
 * The consolidated card and the per-chatbot and daily tables of a usage report page (spec 3
 * §2.4, §2.5, §2.8), shared by the Single Conversations and the MIU/MEU presenters: each block
 * fills in as its answer arrives, under the host's loading indicator, and an answer of a load no
 * longer shown (another month, or the page closed) is dropped.
 */
export class ReportBlocks<Summary, BotRow, DayRow> {
  summary: Summary | undefined = undefined;
  botRows: readonly BotRow[] = [];
  dayRows: readonly DayRow[] = [];
  botsLoading = false;
  daysLoading = false;
  private readonly loads = new LatestLoad();

  constructor(private readonly support: ReportSupport) {
    makeObservableState(this, {
      summary: observableRef,
      botRows: observableRef,
      dayRows: observableRef,
    });
  }

  async load(calls: ReportBlockCalls<Summary, BotRow, DayRow>): Promise<void> {
    const current = this.loads.begin();
    this.summary = undefined;
    this.botsLoading = calls.byBot !== undefined;
    this.daysLoading = calls.daily !== undefined;
    if (this.botsLoading) this.botRows = [];
    if (this.daysLoading) this.dayRows = [];
    const pending: Promise<void>[] = [];
    const kept =
      <T>(arrived: (value: T) => void) =>
      (value: T): void => {
        if (current()) arrived(value);
      };
    if (calls.summary) pending.push(calls.summary().then(kept(this.summaryArrived)));
    if (calls.byBot) pending.push(calls.byBot().then(kept(this.botRowsArrived)));
    if (calls.daily) pending.push(calls.daily().then(kept(this.dayRowsArrived)));
    await this.support.withLoading(() => Promise.all(pending));
  }

  /** The page closed: answers still on their way are dropped. */
  drop(): void {
    this.loads.drop();
  }

  private summaryArrived(summary: Summary): void {
    this.summary = summary;
  }

  private botRowsArrived({ rows }: ReportRows<BotRow>): void {
    this.botRows = rows;
    this.botsLoading = false;
  }

  private dayRowsArrived({ rows }: ReportRows<DayRow>): void {
    this.dayRows = rows;
    this.daysLoading = false;
  }
}
