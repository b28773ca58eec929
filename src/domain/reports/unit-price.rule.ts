import { displayLocale, type DisplayLanguage } from '../shared/date-display.rule';
import { currencyOf, DEFAULT_CURRENCY } from './money.rule';

/** A unit price keeps up to this many decimals: R$ 0,005 per message is not R$ 0,01. */
export const UNIT_PRICE_MAX_DECIMALS = 6;

const formats = new Map<string, Intl.NumberFormat>();

function unitPriceFormat(language: DisplayLanguage, currency: string): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    const options = {
      style: 'currency',
      minimumFractionDigits: 2,
      maximumFractionDigits: UNIT_PRICE_MAX_DECIMALS,
    };
    try {
      format = new Intl.NumberFormat(displayLocale(language), {
        ...options,
        currency,
      } as Intl.NumberFormatOptions);
    } catch {
      format = new Intl.NumberFormat(displayLocale(language), {
        ...options,
        currency: DEFAULT_CURRENCY,
      } as Intl.NumberFormatOptions);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A price per unit (spec 3 §9 revenue calculation text, '{pricePerUser} per additional …'): money
 * in the currency (BRL by default, §1) with at least 2 and up to 6 decimals, so sub-cent prices
 * read as negotiated ('R$ 0,005'). A value that is not a finite number reads as 0.
 */
export function formatUnitPrice(
  value: number,
  currencyCode: string | null | undefined,
  language: DisplayLanguage,
): string {
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return unitPriceFormat(language, currencyOf(currencyCode)).format(amount);
}
