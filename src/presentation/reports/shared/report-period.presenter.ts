import { monthValue, monthOf } from '../../../domain/reports/calendar-month';
import {
  isCurrentMonth,
  monthLabel,
  monthOptions,
  periodRange,
  trackingMonthOf,
  type MonthOption,
  type PeriodRange,
} from '../../../domain/reports/report-period.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { makeObservableState } from '../../shared/observable-state';

/**
 * A report page's month selector (spec 3 §2.2): the months from REVENUE_START_DATE to the
 * current one, newest first; the chosen month ('YYYY-MM', as sent), its range with today as
 * the end of the current month, and whether it is the partial current month.
 */
export class ReportPeriod {
  selected: string;

  constructor(
    private readonly startMonth: string,
    private readonly today: () => Date,
    initial: string | undefined,
  ) {
    const options = monthOptions(startMonth, today());
    const current = monthValue(monthOf(today()));
    this.selected = options.some((option) => option.value === initial) ? initial! : current;
    makeObservableState(this, { startMonth: false });
  }

  get options(): readonly MonthOption[] {
    return monthOptions(this.startMonth, this.today());
  }

  /** Spec 3 §2.2 'Current month': the 'Partial usage' badge and an end of today. */
  get isCurrent(): boolean {
    return isCurrentMonth(this.selected, this.today());
  }

  get range(): PeriodRange | undefined {
    return periodRange(this.selected, this.today());
  }

  /** 'MM-YYYY' (spec 3 §5.1), the tracking payload's date. */
  get trackingDate(): string {
    return trackingMonthOf(this.selected) ?? '';
  }

  labelOf(value: string, language: Language): string {
    return monthLabel(value, language);
  }

  /** A month that is not offered changes nothing (answers false). */
  select(value: string): boolean {
    if (value === this.selected || !this.options.some((option) => option.value === value)) return false;
    this.selected = value;
    return true;
  }
}
