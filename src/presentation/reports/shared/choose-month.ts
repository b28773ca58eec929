import type { ReportPeriod } from './report-period.presenter';
import type { ReportSupport } from './report-support';

/**
 * Spec 3 §2.2: a month chosen in the selector is remembered for the other reports. False when
 * the month is not selectable or already shown, so the page neither reloads nor tracks.
 */
export function chooseMonth(period: ReportPeriod, support: ReportSupport, month: string): boolean {
  if (!period.select(month)) return false;
  support.rememberMonth(month);
  return true;
}
