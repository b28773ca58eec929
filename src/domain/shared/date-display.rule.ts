import type { Language } from './language.rule';

/** The three UI languages (spec 1 §1) and the locale each one displays dates and numbers in. */
export type DisplayLanguage = Language;

const DISPLAY_LOCALES: Readonly<Record<string, string>> = {
  pt: 'pt-BR',
  en: 'en-US',
  es: 'es-ES',
};

/** The locale of a language; anything unknown displays as the default language, pt-BR. */
export function displayLocale(language: DisplayLanguage): string {
  return DISPLAY_LOCALES[language] ?? 'pt-BR';
}

export interface DateDisplayOptions {
  /** Adds the 24-hour time (HH:mm) after the date. */
  readonly time?: boolean;
  /** Replaces the '/' between day, month and year. */
  readonly separator?: string;
}

// A date-time without an offset would otherwise be read in the machine's zone, so the same
// backend value would display differently per user; the display zone is UTC (spec 1 §9).
const NAIVE_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;

const dateFormats = new Map<DisplayLanguage, Intl.DateTimeFormat>();

function dateFormat(language: DisplayLanguage): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    // en-US shows numeric day and month (1/5/2024); pt-BR and es-ES pad them (05/01/2024).
    const dayMonth = language === 'en' ? 'numeric' : '2-digit';
    format = new Intl.DateTimeFormat(displayLocale(language), {
      timeZone: 'UTC',
      day: dayMonth,
      month: dayMonth,
      year: 'numeric',
    });
    dateFormats.set(language, format);
  }
  return format;
}

export function toValidDate(value: Date | string | number): Date | undefined {
  let date: Date;
  if (value instanceof Date) {
    date = value;
  } else if (typeof value === 'number') {
    date = new Date(value);
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    date = new Date(NAIVE_DATE_TIME.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  } else {
    return undefined;
  }
  return Number.isFinite(date.getTime()) ? date : undefined;
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * A date as the module shows it (spec 1 §9, spec 3 §9 'Dates'): UTC; en-US with numeric day
 * and month, pt-BR and es-ES with 2-digit ones; year included; '/' between parts; 24-hour
 * time when asked. Anything that is not a valid date displays as ''.
 */
export function formatDisplayDate(
  value: Date | string | number,
  language: DisplayLanguage,
  options: DateDisplayOptions = {},
): string {
  const date = toValidDate(value);
  if (!date) return '';
  const separator = options.separator ?? '/';
  // Parts are joined by hand so the separator is exactly the one asked for, whatever the
  // locale's own literal is, and only the day, month and year order comes from the locale.
  const parts = dateFormat(language)
    .formatToParts(date)
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.value);
  const text = parts.join(separator);
  if (!options.time) return text;
  return `${text} ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}`;
}

/** The contract card's creation date: the display date with dots (spec 1 §2 'Contract card'). */
export function formatDotDate(value: Date | string | number, language: DisplayLanguage): string {
  return formatDisplayDate(value, language, { separator: '.' });
}

/**
 * A date as data (issue 14, CSV export): the UTC calendar day in ISO 8601, 'YYYY-MM-DD', the
 * day the tables display (spec 3 §9: UTC, no time), in a form every spreadsheet reads as a
 * date whatever its locale. Anything that is not a valid date gives ''.
 */
export function formatIsoDay(value: Date | string | number | undefined): string {
  const date = value === undefined ? undefined : toValidDate(value);
  return date ? date.toISOString().slice(0, 10) : '';
}
