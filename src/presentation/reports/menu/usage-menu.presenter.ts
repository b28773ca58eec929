import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { LoadUsageMenuStatusesUseCase } from '../../../application/reports/load-usage-menu-statuses.use-case';
import { monthOf, monthValue } from '../../../domain/reports/calendar-month';
import { monthlyUserViews, type MonthlyUserStatuses } from '../../../domain/reports/metric-visibility.rule';
import {
  MENU_TRACKING_DELAY_MS,
  usageMenuEntries,
  usageMenuItemAllowed,
  type UsageMenuEntry,
  type UsageMenuOption,
} from '../../../domain/reports/usage-menu.rule';
import { routeRow } from '../../shell/routes/route-lookup';
import { SessionStore } from '../../shell/session.store';
import { ReportSupport } from '../shared/report-support';
import { makeObservableState } from '../../shared/observable-state';

export interface UsageMenuItem {
  readonly option: UsageMenuOption;
  readonly path: string;
  readonly icon: string;
  readonly titleKey: UsageMenuEntry['titleKey'];
}

/**
 * The usage side menu (spec 3 §2.14, §6): the report roots the user may open that have the
 * billing permission and their own toggle, less the MAU/MEU items §5.3 hides; a navigation from
 * it is tracked 3 s later, once (a second one in the meantime replaces the first). One for the session: every report page draws the menu, and
 * a pending event must survive the page it was started on.
 */
@injectable()
export class UsageMenuPresenter {
  /** Until the MIU/MEU loads are known, nothing counts as an error (no item flickers away). */
  statuses: MonthlyUserStatuses = { miu: 'unlimited', meu: 'unlimited' };
  private trackTimer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(LoadUsageMenuStatusesUseCase) private readonly loader: LoadUsageMenuStatusesUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
  ) {
    makeObservableState(this, { trackTimer: false });
  }

  private get subscriptionMetricIds(): readonly string[] {
    return (this.sessionStore.session?.subscription ?? []).map((item) => item.metricId);
  }

  get items(): readonly UsageMenuItem[] {
    const context = this.sessionStore.accessContext;
    const allowed = (option: UsageMenuOption) => usageMenuItemAllowed(option, context);
    return usageMenuEntries(allowed, this.subscriptionMetricIds, this.statuses).map((entry) => {
      const row = routeRow(entry.option);
      return { ...entry, path: row.path, icon: row.icon ?? 'info' };
    });
  }

  async load(): Promise<void> {
    const tenantId = this.support.tenantId;
    if (tenantId === '') return;
    const views = monthlyUserViews(this.subscriptionMetricIds);
    const month = monthValue(monthOf(this.support.today));
    const statuses = await this.loader.statuses(tenantId, month, {
      miu: views.miu.metricIds,
      meu: views.meu.metricIds,
    });
    runInAction(() => {
      this.statuses = statuses;
    });
  }

  /** Spec 3 §2.14 'Back-navigation tracking from the menu fires after 3 seconds, once.' */
  navigated(option: UsageMenuOption): void {
    if (this.trackTimer !== undefined) clearTimeout(this.trackTimer);
    const period = this.support.newPeriod();
    this.trackTimer = setTimeout(() => {
      this.trackTimer = undefined;
      this.support.track(`usage-menu-${option}`, period);
    }, MENU_TRACKING_DELAY_MS);
  }
}
