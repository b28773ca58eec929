import { observableRef, runInAction } from 'mobx';
import {
  type LoadMonthProjectionUseCase,
  type ProjectedMetric,
} from '../../../application/reports/load-month-projection.use-case';
import type { OverviewResult } from '../../../application/reports/load-plan-overview.use-case';
import { isReportSuccess } from '../../../domain/reports/consumption.entity';
import type { ProjectionOutcome } from '../../../domain/reports/month-projection.rule';
import { makeObservableState } from '../../shared/observable-state';

/** A card's projection: still on its way, hidden after a failed daily call, or the outcome. */
export type ProjectionState = ProjectionOutcome | 'loading' | 'failed';

/**
 * Issue 24 §1: the Plan Overview's projections, one per rated card (DAU, DEU, agents), asked for
 * once that card's consolidated answer is in (the plan quantity decides whether to ask at all).
 * A month's answers that arrive after another month was chosen are dropped.
 */
export class OverviewProjections {
  states: Readonly<Partial<Record<ProjectedMetric, ProjectionState>>> = {};

  constructor(private readonly loader: LoadMonthProjectionUseCase) {
    makeObservableState(this, { states: observableRef });
  }

  reset(): void {
    this.states = {};
  }

  /** Starts the card's projection after its consolidated answer; undefined when it has none. */
  request(
    tenantId: string,
    month: string,
    arrived: OverviewResult,
    current: () => boolean,
  ): Promise<void> | undefined {
    const metric = arrived.metric;
    if (metric !== 'dau' && metric !== 'deu' && metric !== 'agent') return undefined;
    if (!isReportSuccess(arrived.result)) return undefined;
    const { metric: plan, total } = arrived.result.value;
    this.set(metric, 'loading');
    return this.loader.load(tenantId, month, metric, { quantity: plan.quantity, total }).then((outcome) => {
      if (current()) this.set(metric, outcome ?? 'failed');
    });
  }

  private set(metric: ProjectedMetric, state: ProjectionState): void {
    runInAction(() => {
      this.states = { ...this.states, [metric]: state };
    });
  }
}
