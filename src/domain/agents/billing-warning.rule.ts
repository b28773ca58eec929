import type { Language } from '../shared/language.rule';
import { formatDisplayNumber } from '../shared/number-display.rule';

/** A tuple of exactly `Length` items: each language names every month, no more, no fewer. */
type TupleOf<Item, Length extends number, Built extends readonly Item[] = []> = Built['length'] extends Length
  ? Built
  : TupleOf<Item, Length, readonly [...Built, Item]>;

type TwelveNames = TupleOf<string, 12>;

/**
 * Month names for the billing warning, in the three languages (spec 1 §9: "month names are
 * listed in all three languages"). Lower-case in pt and es, as the languages write them
 * inside a sentence; capitalised in en.
 */
export const MONTH_NAMES: Readonly<Record<Language, TwelveNames>> = {
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

export const MONEY_PREFIX = 'R$ ';

/** 0-based month (as Date#getUTCMonth) → its name; out-of-range months wrap around the year. */
export function monthName(monthIndex: number, language: Language): string {
  const names = MONTH_NAMES[language];
  const index = ((Math.trunc(monthIndex) % 12) + 12) % 12;
  return names[index] ?? names[0];
}

/** The month of an instant, in UTC like every date of the product (spec 1 §9). */
export function monthNameOf(date: Date, language: Language): string {
  return monthName(date.getUTCMonth(), language);
}

/** 'R$ ' + the amount with 2 decimals and the language's separators (spec 1 §9, spec 3 §9). */
export function formatAgentCharge(value: number, language: Language): string {
  const amount = Number.isFinite(value) ? value : 0;
  return `${MONEY_PREFIX}${formatDisplayNumber(amount, language, { fractionDigits: 2 })}`;
}

export interface LimitWarningValues {
  readonly additionalItemValue: string;
  readonly month: string;
}

/** The two values of the limit warning text (spec 1 §9), ready for the sentence. */
export function limitWarningValues(
  additionalItemValue: number,
  now: Date,
  language: Language,
): LimitWarningValues {
  return {
    additionalItemValue: formatAgentCharge(additionalItemValue, language),
    month: monthNameOf(now, language),
  };
}
