import type { ReportPeriod } from './report-period';
import type { ReportSupport } from './report-support';

/**
 * Counts a page's loads so that a late answer — for a month no longer chosen, or after the page
 * closed — is dropped instead of overwriting what is shown. Plain (not observable): only the
 * presenters read it, never a view.
 */
export class LatestLoad {
  private generation = 0;

  /** Starts a load; the returned check tells whether it is still the one shown. */
  begin(): () => boolean {
    this.generation += 1;
    const generation = this.generation;
    return () => generation === this.generation;
  }

  /** The page closed: whatever is still on its way is dropped. */
  drop(): void {
    this.generation += 1;
  }
}

/**
 * Spec 3 §2.2: a month chosen in the selector is remembered for the other reports. False when
 * the month is not selectable or already shown, so the page neither reloads nor tracks.
 */
export function chooseMonth(period: ReportPeriod, support: ReportSupport, month: string): boolean {
  if (!period.select(month)) return false;
  support.rememberMonth(month);
  return true;
}
