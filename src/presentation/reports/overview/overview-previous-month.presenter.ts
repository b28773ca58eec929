import { observableRef } from 'mobx';
import type {
  LoadPlanOverviewUseCase,
  OverviewResult,
  PlanOverviewScope,
} from '../../../application/reports/load-plan-overview.use-case';
import { previousMonthValue } from '../../../domain/reports/calendar-month';
import { makeObservableState } from '../../shared/observable-state';
import type { ReportSupport } from '../shared/report-support';
import type { PreviousResults } from './overview-comparison';

/**
 * Issue 24 §2: the Plan Overview's previous month, read beside the month shown. Its answers
 * serve the cards' comparison only: a failure, or an answer of a load no longer shown, leaves
 * the cards without it and nothing else.
 */
export class OverviewPreviousMonth {
  results: PreviousResults = {};

  constructor(
    private readonly loader: LoadPlanOverviewUseCase,
    private readonly support: ReportSupport,
  ) {
    makeObservableState(this, { results: observableRef });
  }

  reset(): void {
    this.results = {};
  }

  /** Asked before the month shown, so the month shown is the latest request of the two. */
  fetch(tenantId: string, month: string, scope: PlanOverviewScope, current: () => boolean): Promise<void> {
    const previous = previousMonthValue(month);
    if (previous === undefined) return Promise.resolve();
    return this.support
      .withLoading(() =>
        this.loader.load(tenantId, previous, scope, (arrived) => {
          if (current()) this.arrived(arrived);
        }),
      )
      .catch(() => undefined);
  }

  private arrived(arrived: OverviewResult): void {
    this.results = { ...this.results, [arrived.metric]: arrived };
  }
}
