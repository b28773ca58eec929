import { observableRef } from 'mobx';
import type { OverviewMetric } from '../../../application/reports/load-plan-overview.use-case';
import { makeObservableState } from '../../shared/observable-state';
import type { PanelSide } from './overview-card.model';

/**
 * Issue 38 §1: which charts of the Plan Overview the user reads as tables, one 'View as table'
 * switch per chart. Kept while the page is open, across months, and read by the print, which
 * prints the table where it was chosen.
 */
export class ChartViews {
  /** The charts shown as tables ('dau:right'). */
  tables: ReadonlySet<string> = new Set();

  constructor() {
    makeObservableState(this, { tables: observableRef });
  }

  showsTable(metric: OverviewMetric, side: PanelSide): boolean {
    return this.tables.has(chartKey(metric, side));
  }

  viewAsTableChanged(metric: OverviewMetric, side: PanelSide, asTable: boolean): void {
    const next = new Set(this.tables);
    if (asTable) next.add(chartKey(metric, side));
    else next.delete(chartKey(metric, side));
    this.tables = next;
  }
}

function chartKey(metric: OverviewMetric, side: PanelSide): string {
  return `${metric}:${side}`;
}
