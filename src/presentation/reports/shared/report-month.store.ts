import { injectable } from 'inversify';
import { makeObservableState } from '../../shared/observable-state';

/**
 * The month the user last chose on any usage report, kept for the session so that 'Show
 * details' and the back link open the same month (spec 3 §2.2: each page has its own selector,
 * and starts from this choice). undefined: nothing chosen yet, the current month.
 */
@injectable()
export class ReportMonthStore {
  month: string | undefined = undefined;

  constructor() {
    makeObservableState(this);
  }

  remember(month: string): void {
    this.month = month;
  }
}
