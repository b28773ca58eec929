import { displayLocale, type DisplayLanguage } from '../shared/date-display.rule';

/** Spec 3 §1, §9: the currency shown when the plan names none. */
export const DEFAULT_CURRENCY = 'BRL';

const ISO_CURRENCY = /^[A-Z]{3}$/;

/** The plan's currencyCode (ISO 4217, any case), or BRL when it is missing or not a code. */
export function currencyOf(currencyCode: string | null | undefined): string {
  const code = typeof currencyCode === 'string' ? currencyCode.trim().toUpperCase() : '';
  return ISO_CURRENCY.test(code) ? code : DEFAULT_CURRENCY;
}

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: DisplayLanguage, currency: string): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(displayLocale(language), { style: 'currency', currency });
    } catch {
      // A well-formed code the runtime does not know: shown in the default currency.
      format = new Intl.NumberFormat(displayLocale(language), {
        style: 'currency',
        currency: DEFAULT_CURRENCY,
      });
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * Spec 3 §1 'money values are formatted with the plan's currencyCode' (BRL by default), in the
 * language's locale: 'R$ 1.234,50' (pt), '$1,234.50' for USD in en. A value that is not a
 * finite number reads as 0.
 */
export function formatMoney(
  value: number,
  currencyCode: string | null | undefined,
  language: DisplayLanguage,
): string {
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return moneyFormat(language, currencyOf(currencyCode)).format(amount);
}
