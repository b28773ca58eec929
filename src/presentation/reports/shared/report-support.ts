import { inject, injectable } from 'inversify';
import { AppSettings } from '../../../application/shared/app-settings.port';
import { Clock } from '../../../application/shared/clock.port';
import { HostGateway } from '../../../application/shared/host.port';
import { parseMonthValue } from '../../../domain/reports/calendar-month';
import { isCurrentMonth } from '../../../domain/reports/report-period.rule';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/shared/language.rule';
import { SessionStore } from '../../shell/session.store';
import { Tracker } from '../../shared/tracker.service';
import { ReportMonthStore } from './report-month.store';
import { ReportPeriod } from './report-period.presenter';

/** The tracking origin of every usage-report event (spec 3 §1 'Usage events'). */
export const REPORTS_TRACKING_ORIGIN = 'usage-reports';

/**
 * What every report presenter needs (spec 3 §2.2): the contract, the language, a month selector
 * that starts from the month last chosen, the host's loading indicator around each fetch, and
 * tracking with the period's 'MM-YYYY' date. Reads the session on every call, so presenters'
 * computed values stay reactive.
 */
@injectable()
export class ReportSupport {
  private loadings = 0;

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(AppSettings) private readonly settings: AppSettings,
    @inject(Clock) private readonly clock: Clock,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Tracker) private readonly tracker: Tracker,
    @inject(ReportMonthStore) private readonly months: ReportMonthStore,
  ) {}

  get tenantId(): string {
    return this.sessionStore.session?.tenant.id ?? '';
  }

  get tenantName(): string {
    return this.sessionStore.session?.tenant.name ?? '';
  }

  get planName(): string {
    const session = this.sessionStore.session;
    return session?.planName ?? session?.tenant.plan ?? '';
  }

  get language(): Language {
    return this.sessionStore.session?.language ?? DEFAULT_LANGUAGE;
  }

  get today(): Date {
    return this.clock.now();
  }

  isToggleOn(name: string): boolean {
    return this.sessionStore.accessContext.isToggleOn(name);
  }

  /** A fresh selector on the month last chosen in the reports (the current one at first). */
  newPeriod(): ReportPeriod {
    return new ReportPeriod(this.settings.REVENUE_START_DATE, () => this.clock.now(), this.months.month);
  }

  rememberMonth(month: string): void {
    this.months.remember(month);
  }

  /**
   * The month a link to a report carries (issue 14): the one last chosen, or undefined for the
   * current month, the default that keeps a report's URL plain.
   */
  get linkMonth(): string | undefined {
    const month = this.months.month;
    return month === undefined || isCurrentMonth(month, this.clock.now()) ? undefined : month;
  }

  /** A month from a link, remembered as if chosen in a selector when a selector offers it. */
  monthLinked(month: string): void {
    if (this.newPeriod().select(month)) this.months.remember(month);
  }

  /**
   * Runs a fetch with the host's loading indicator on (spec 3 §2.2): started with the first
   * of overlapping fetches and stopped with the last, whatever each one's outcome.
   */
  async withLoading<T>(fetch: () => Promise<T>): Promise<T> {
    if (this.loadings === 0) this.host.startLoading();
    this.loadings += 1;
    try {
      return await fetch();
    } finally {
      this.loadings -= 1;
      if (this.loadings === 0) this.host.stopLoading();
    }
  }

  /** Spec 3 §3.10: the event with the period's date ('MM-YYYY') and the plan status. */
  track(action: string, period: ReportPeriod, planStatus?: string): void {
    this.trackMonth(action, period.selected, {}, planStatus);
  }

  /** Spec 3 §1 (issue 22 §5): a 'Show more' / 'Show details' click, with the month shown and its target. */
  linkClicked(action: string, target: string): void {
    // The month every report opens on: the one last chosen, else the current one.
    this.trackMonth(action, this.newPeriod().selected, { target });
  }

  private trackMonth(
    action: string,
    selected: string,
    extra: Readonly<Record<string, string>>,
    planStatus?: string,
  ): void {
    const month = parseMonthValue(selected);
    const date = month === undefined ? undefined : new Date(Date.UTC(month.year, month.month - 1, 1));
    void this.tracker.track(
      action,
      REPORTS_TRACKING_ORIGIN,
      { month: selected, ...extra },
      { ...(date === undefined ? {} : { date }), ...(planStatus === undefined ? {} : { planStatus }) },
    );
  }
}
