import { inject, injectable } from 'inversify';
import {
  LoadSingleConversationsUseCase,
  type SingleConversationsBotRow,
  type SingleConversationsDayRow,
  type SingleConversationsSummary,
} from '../../../application/reports/load-single-conversations.use-case';
import { isMetricAvailable } from '../../../domain/access/subscription-metrics.rule';
import { SessionStore } from '../../shell/session.store';
import { chooseMonth } from '../shared/choose-month';
import { ReportBlocks } from '../shared/report-blocks.presenter';
import { ReportSupport } from '../shared/report-support';
import { consolidatedFigures, type ConsolidatedFigures } from './consolidated-figures';
import {
  SINGLE_CONVERSATIONS,
  singleConversationsBackTo,
  singleConversationsDetailsPath,
  singleConversationsPath,
  type SingleConversationsEdition,
  type SingleConversationsMetric,
  type SingleConversationsScope,
} from './single-conversations.metrics';
import { makeObservableState } from '../../shared/observable-state';

/** 'dau-consumption-period-changed', 'daily-engaged-users-monthly-period-changed', … */
export function trackingAction(
  metric: SingleConversationsMetric,
  scope: SingleConversationsScope,
  edition: SingleConversationsEdition = 'current',
): string {
  return `${singleConversationsPath(metric, scope, edition).slice(1).replace('/', '-')}-period-changed`;
}

/**
 * One Single Conversations page (spec 3 §2.4 DAU, §2.5 DEU), whichever metric and scope the view
 * opens: the root page has the consolidated card and the 5-row per-chatbot and daily tables; a
 * detail page has one full table. Changing the month reloads (§4.6) and tracks (§2.2); each block
 * fills in as its answer arrives, and an answer for a month no longer shown is dropped.
 */
@injectable()
export class SingleConversationsPresenter {
  metric: SingleConversationsMetric = 'dau';
  scope: SingleConversationsScope = 'report';
  edition: SingleConversationsEdition = 'current';
  readonly report: ReportBlocks<
    SingleConversationsSummary,
    SingleConversationsBotRow,
    SingleConversationsDayRow
  >;

  constructor(
    @inject(LoadSingleConversationsUseCase) private readonly loader: LoadSingleConversationsUseCase,
    @inject(ReportSupport) private readonly support: ReportSupport,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
  ) {
    this.report = new ReportBlocks(support, {
      summary: (tenantId, month) => {
        const { metric, edition } = this;
        const allowed = isMetricAvailable(
          this.sessionStore.accessContext,
          SINGLE_CONVERSATIONS[metric].metricId,
        );
        return this.loader.summary(metric, tenantId, month, allowed, edition === 'legacy');
      },
      byBot: (tenantId, month, take) => this.loader.byBot(this.metric, tenantId, month, take),
      daily: (tenantId, month, take) => this.loader.daily(this.metric, tenantId, month, take),
      exportName: () => SINGLE_CONVERSATIONS[this.metric].exportName,
    });
    makeObservableState(this);
  }

  /** The card's texts; undefined while the consolidated call is on its way. */
  get figures(): ConsolidatedFigures | undefined {
    const summary = this.report.summary;
    if (summary === undefined) return undefined;
    const toggle = SINGLE_CONVERSATIONS[this.metric].planInformationToggle;
    return consolidatedFigures(
      summary,
      this.report.language,
      this.support.isToggleOn(toggle),
      this.report.previous.value,
    );
  }

  /** Spec 3 §2.10: the legacy DAU card names the exceeded count 'Overflow DAUs' and the plan values in DAUs. */
  get legacyDau(): boolean {
    return this.edition === 'legacy' && this.metric === 'dau';
  }

  /** The header's back link (spec 3 §2.2, §2.10, §2.11); undefined → the reports overview. */
  get backTo(): string | undefined {
    return singleConversationsBackTo(this.metric, this.scope, this.edition);
  }

  /** The root page's 'Show details' targets (spec 3 §2.4, §2.5, §2.10, §2.11); none on a detail page. */
  get detailsTo(): { readonly byBot: string; readonly daily: string } | undefined {
    if (this.scope !== 'report') return undefined;
    return {
      byBot: singleConversationsDetailsPath(this.metric, 'byBot', this.edition),
      daily: singleConversationsDetailsPath(this.metric, 'daily', this.edition),
    };
  }

  /** Opens the page of `metric` and `scope` (of the newer or the legacy pages) on the month last chosen in the reports. */
  open(
    metric: SingleConversationsMetric,
    scope: SingleConversationsScope,
    edition: SingleConversationsEdition = 'current',
  ): Promise<void> {
    this.metric = metric;
    this.scope = scope;
    this.edition = edition;
    return this.load();
  }

  /**
   * Spec 3 §2.2, §4.6: a new month is remembered and loaded, then tracked once settled, with
   * that month's plan status on the root page (a detail page has no card, so no status).
   */
  async monthChanged(month: string): Promise<void> {
    if (!chooseMonth(this.report.period, this.support, month)) return;
    await this.load();
    if (this.report.period.selected !== month) return;
    this.support.track(
      trackingAction(this.metric, this.scope, this.edition),
      this.report.period,
      this.report.summary?.status,
    );
  }

  /** The view is gone: answers still on their way are dropped. */
  dispose(): void {
    this.report.drop();
  }

  load(): Promise<void> {
    return this.report.load(this.scope);
  }
}
