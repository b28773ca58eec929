import {
  monthChange,
  type ChangeDirection,
  type MonthChange,
} from '../../../domain/reports/month-change.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { formatDisplayNumber } from '../../../domain/shared/number-display.rule';

/** Issue 24 §2: a comparison with the previous month as the view shows it. */
export interface MonthChangeView {
  readonly direction: ChangeDirection;
  /** '+30', '−1.234': signed, in the language's format. */
  readonly absolute: string;
  /** '+25%', '−12,5%' (one decimal at most); undefined when the previous month had 0. */
  readonly percent: string | undefined;
}

/** The sign written before a change: the arrow repeats it, so no reader depends on the colour. */
const SIGNS: Readonly<Record<ChangeDirection, string>> = { up: '+', down: '−', same: '' };

function signed(value: number, direction: ChangeDirection, language: Language, digits?: number): string {
  const magnitude = Math.abs(value);
  const text = formatDisplayNumber(
    digits === undefined ? magnitude : Math.round(magnitude * 10 ** digits) / 10 ** digits,
    language,
  );
  return `${SIGNS[direction]}${text}`;
}

/** Issue 24 §2: the change as signed texts in the language's format. */
export function monthChangeView(change: MonthChange, language: Language): MonthChangeView {
  const { direction } = change;
  return {
    direction,
    absolute: signed(change.absolute, direction, language),
    percent: change.percent === undefined ? undefined : `${signed(change.percent, direction, language, 1)}%`,
  };
}

/**
 * Issue 24 §2: a month's figure against the previous month's, ready for the view; undefined
 * (the comparison hides) when either figure is missing or unlimited (month-change.rule).
 */
export function compareMonths(
  current: number | undefined,
  previous: number | undefined,
  language: Language,
): MonthChangeView | undefined {
  const change = monthChange(current, previous);
  return change === undefined ? undefined : monthChangeView(change, language);
}
