import { previousMonthValue } from '../../../domain/reports/calendar-month';
import { AsyncLoad } from '../../shared/async-load';
import { makeObservableState } from '../../shared/observable-state';

/**
 * Issue 24 §2: a report's previous month, read beside the month shown so its figures can be
 * compared. Only the answer for the latest month asked is kept; while it loads, after a failure
 * (or a rejection) there is no value, so only the comparison hides and the month shown stays.
 */
export class PreviousMonth<T> {
  private readonly answer = new AsyncLoad<T>();

  constructor(private readonly fetch: (tenantId: string, month: string) => Promise<T>) {
    makeObservableState(this);
  }

  /** The previous month's answer; undefined while it loads or when it failed. */
  get value(): T | undefined {
    return this.answer.status === 'ready' ? this.answer.data : undefined;
  }

  /** Reads the month before `month` ('YYYY-MM'); never rejects. */
  async read(tenantId: string, month: string): Promise<void> {
    const previous = previousMonthValue(month);
    await this.answer.run(() =>
      previous === undefined
        ? Promise.reject(new Error(`No month before '${month}'`))
        : this.fetch(tenantId, previous),
    );
  }

  /** The page closed: an answer still on its way is dropped. */
  drop(): void {
    this.answer.drop();
  }
}
