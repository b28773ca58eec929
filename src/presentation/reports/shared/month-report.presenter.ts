import type { Language } from '../../../domain/shared/language.rule';
import type { ReportPeriod } from './report-period.presenter';
import type { ReportSupport } from './report-support';
import { AsyncLoad } from '../../shared/async-load';
import { chooseMonth } from './choose-month';
import { makeObservableState } from '../../shared/observable-state';
import { PreviousMonth } from './previous-month.presenter';

export interface MonthReportSource<T> {
  /** Reads one month ('YYYY-MM') of the tenant; never rejects (the ports resolve failures). */
  readonly fetch: (tenantId: string, month: string) => Promise<T>;
  /** The tracking event of a period change (spec 3 §2.2). */
  readonly trackingAction: () => string;
  /** The plan status sent with the event (spec 3 §3.10), when the page has one. */
  readonly planStatusOf?: (value: T) => string | undefined;
  /**
   * Issue 24 §2: whether the page compares the figures of `month` ('YYYY-MM') with the previous
   * month's, read in parallel; none → never.
   */
  readonly comparesPreviousMonth?: (month: string) => boolean;
}

/**
 * One report page's month and data (spec 3 §2.2): loads the chosen month with the host's
 * loading indicator; a month change is remembered for the other reports, reloads, and is
 * tracked with the new month's plan status once its data arrived. A late answer for a month
 * no longer chosen (or after the page closed) is dropped (issue 36 §2: by the one async state).
 */
export class MonthReport<T> {
  /** Issue 24 §2: the month before the one shown, read with it, for the figures' comparison. */
  readonly previous: PreviousMonth<T>;
  /** The month shown; its data stays on screen while another month loads. */
  private readonly month = new AsyncLoad<T | undefined>();

  constructor(
    private readonly support: ReportSupport,
    readonly period: ReportPeriod,
    private readonly source: MonthReportSource<T>,
  ) {
    this.previous = new PreviousMonth((tenantId, month) => this.source.fetch(tenantId, month));
    makeObservableState(this, { source: false });
  }

  /** The latest month's data; the one before stays while another month loads. */
  get value(): T | undefined {
    return this.month.data;
  }

  /**
   * The chosen month is on its way, from the page's start until its first answer too (the source
   * never rejects, so there is no failed state).
   */
  get loading(): boolean {
    return this.month.loading;
  }

  get tenantName(): string {
    return this.support.tenantName;
  }

  get language(): Language {
    return this.support.language;
  }

  /** The first load of the page, and a retry; settles once the comparison's month is read too. */
  async load(): Promise<void> {
    const { fetched, comparing } = this.fetchSelected();
    await fetched;
    await comparing;
  }

  async monthSelected(month: string): Promise<void> {
    if (!chooseMonth(this.period, this.support, month)) return;
    const loaded = await this.fetchSelected().fetched;
    if (loaded === undefined) return;
    this.support.track(this.source.trackingAction(), this.period, this.source.planStatusOf?.(loaded.value));
  }

  /** The page closed: whatever is still on its way is dropped. */
  dispose(): void {
    this.month.drop();
    this.previous.drop();
  }

  /**
   * Starts reading the selected month: `fetched` gives its data, or undefined when it was
   * superseded or there is no contract; `comparing` settles when the previous month (issue 24 §2)
   * is read too, in parallel, so it never holds the month shown (or its tracking) back.
   */
  private fetchSelected(): { fetched: Promise<{ value: T } | undefined>; comparing: Promise<void> } {
    const tenantId = this.support.tenantId;
    if (tenantId === '') {
      // No contract: nothing to ask, and nothing loading.
      const settled = this.month.run(() => Promise.resolve(undefined));
      return { fetched: settled.then(() => undefined), comparing: Promise.resolve() };
    }
    const month = this.period.selected;
    // The previous month is asked first so that the month shown is the latest request: whatever
    // reads "the latest answer" (a support trace, the simulator's log) reads the month shown.
    const comparing =
      this.source.comparesPreviousMonth?.(month) === true
        ? this.support.withLoading(() => this.previous.read(tenantId, month))
        : Promise.resolve();
    const fetched = this.month
      .run(() => this.support.withLoading(() => this.source.fetch(tenantId, month)))
      .then((kept) => (kept === undefined ? undefined : { value: this.month.data as T }));
    return { fetched, comparing };
  }
}
