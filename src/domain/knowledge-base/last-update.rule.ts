import { formatDisplayDate, toValidDate, type DisplayLanguage } from '../shared/date-display.rule';

/** The parts of spec 2 §2.3/§2.5 'Last update': '{date} at {time}' (the template is a text). */
export interface LastUpdateParts {
  readonly date: string;
  readonly time: string;
}

/**
 * The date as the module shows every date (UTC, the language's order, '/'), and the 24-hour
 * time HH:mm. A missing or invalid date has no parts (the cell shows nothing, not 'at').
 */
export function lastUpdateParts(value: string, language: DisplayLanguage): LastUpdateParts | undefined {
  if (toValidDate(value) === undefined) return undefined;
  const [date = '', time = ''] = formatDisplayDate(value, language, { time: true }).split(' ');
  return { date, time };
}
