import { displayLocale, type DisplayLanguage } from './date-display.rule';

export interface NumberDisplayOptions {
  /** Exact number of decimals (e.g. 2 for money amounts); default: up to 3, as the locale does. */
  readonly fractionDigits?: number;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: DisplayLanguage, fractionDigits: number | undefined): Intl.NumberFormat {
  const key = `${language}:${fractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      displayLocale(language),
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * A number with the language's separators (spec 1 §2 'Generic data table': numbers
 * locale-formatted): pt-BR and es-ES group with '.' and use ',' for decimals, en-US the reverse.
 * Non-finite values display as ''.
 */
export function formatDisplayNumber(
  value: number,
  language: DisplayLanguage,
  options: NumberDisplayOptions = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const digits = options.fractionDigits;
  const safeDigits =
    digits === undefined || !Number.isInteger(digits) ? undefined : Math.min(Math.max(digits, 0), 20);
  return numberFormat(language, safeDigits).format(value);
}
