import { observableRef, runInAction } from 'mobx';
import type { Language } from '../../../domain/shared/language.rule';
import type { ReportPeriod } from './report-period';
import type { ReportSupport } from './report-support';
import { LatestLoad } from '../../shared/async-load';
import { chooseMonth } from './choose-month';
import { makeObservableState } from '../../shared/observable-state';

export interface MonthReportSource<T> {
  /** Reads one month ('YYYY-MM') of the tenant; never rejects (the ports resolve failures). */
  readonly fetch: (tenantId: string, month: string) => Promise<T>;
  /** The tracking event of a period change (spec 3 §2.2). */
  readonly trackingAction: () => string;
  /** The plan status sent with the event (spec 3 §3.10), when the page has one. */
  readonly planStatusOf?: (value: T) => string | undefined;
}

/**
 * One report page's month and data (spec 3 §2.2): loads the chosen month with the host's
 * loading indicator; a month change is remembered for the other reports, reloads, and is
 * tracked with the new month's plan status once its data arrived. A late answer for a month
 * no longer chosen (or after the page closed) is dropped.
 */
export class MonthReport<T> {
  value: T | undefined = undefined;
  loading = false;
  private readonly loads = new LatestLoad();

  constructor(
    private readonly support: ReportSupport,
    readonly period: ReportPeriod,
    private readonly source: MonthReportSource<T>,
  ) {
    makeObservableState(this, {
      source: false,
      value: observableRef,
    });
  }

  get tenantName(): string {
    return this.support.tenantName;
  }

  get language(): Language {
    return this.support.language;
  }

  /** The first load of the page, and a retry. */
  async load(): Promise<void> {
    await this.fetchSelected();
  }

  async monthSelected(month: string): Promise<void> {
    if (!chooseMonth(this.period, this.support, month)) return;
    const loaded = await this.fetchSelected();
    if (loaded === undefined) return;
    this.support.track(this.source.trackingAction(), this.period, this.source.planStatusOf?.(loaded.value));
  }

  /** The page closed: whatever is still on its way is dropped. */
  dispose(): void {
    this.loads.drop();
  }

  /** The month's data, or undefined when it was superseded or there is no contract. */
  private async fetchSelected(): Promise<{ value: T } | undefined> {
    const tenantId = this.support.tenantId;
    if (tenantId === '') return undefined;
    const current = this.loads.begin();
    const month = this.period.selected;
    this.loading = true;
    const value = await this.support.withLoading(() => this.source.fetch(tenantId, month));
    if (!current()) return undefined;
    runInAction(() => {
      this.value = value;
      this.loading = false;
    });
    return { value };
  }
}
