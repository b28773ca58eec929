import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAgentCharge,
  limitWarningValues,
  MONTH_NAMES,
  monthName,
  monthNameOf,
} from '../../../src/domain/agents/billing-warning.rule';
import { LANGUAGES, type Language } from '../../../src/domain/shared/language.rule';

const RUNS = { numRuns: 1000, seed: 4_2025 };

const SEPARATORS: Record<Language, { decimal: string; group: string }> = {
  pt: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
  es: { decimal: ',', group: '.' },
};

describe('billing warning values (spec 1 §9)', () => {
  it("spec 1 §9: 'R$ ' money with 2 decimals and the language's separators", () => {
    expect(formatAgentCharge(119.9, 'en')).toBe('R$ 119.90');
    expect(formatAgentCharge(119.9, 'pt')).toBe('R$ 119,90');
    expect(formatAgentCharge(119.9, 'es')).toBe('R$ 119,90');
    expect(formatAgentCharge(12345.678, 'en')).toBe('R$ 12,345.68');
    expect(formatAgentCharge(12345.678, 'pt')).toBe('R$ 12.345,68');
    expect(formatAgentCharge(0, 'pt')).toBe('R$ 0,00');
  });

  it('a value that is not a number is charged as 0', () => {
    expect(formatAgentCharge(Number.NaN, 'en')).toBe('R$ 0.00');
  });

  it('spec 1 §9: the 12 month names are listed in pt, en and es', () => {
    expect(MONTH_NAMES.en).toEqual([
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
    ]);
    expect(MONTH_NAMES.pt).toEqual([
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
    ]);
    expect(MONTH_NAMES.es).toEqual([
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
    ]);
  });

  it("spec 1 §9: the month is the current one, in the user's language (UTC)", () => {
    const now = new Date('2025-03-31T23:30:00Z');
    expect(limitWarningValues(119.9, now, 'en')).toEqual({
      additionalItemValue: 'R$ 119.90',
      month: 'March',
    });
    expect(limitWarningValues(119.9, now, 'pt')).toEqual({
      additionalItemValue: 'R$ 119,90',
      month: 'março',
    });
    expect(limitWarningValues(119.9, now, 'es')).toEqual({
      additionalItemValue: 'R$ 119,90',
      month: 'marzo',
    });
  });

  it('spec 1 §9: money is R$, two decimals, the locale separators and the value rounded to cents (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(...LANGUAGES),
        (value, language) => {
          const text = formatAgentCharge(value, language);
          const { decimal, group } = SEPARATORS[language];
          expect(text.startsWith('R$ ')).toBe(true);
          const amount = text.slice(3);
          const [whole, cents, ...rest] = amount.split(decimal);
          expect(rest).toEqual([]);
          expect(cents).toMatch(/^\d{2}$/);
          expect(whole).toMatch(/^\d{1,3}(\d*|([.,]\d{3})*)$/);
          const parsed = Number(`${(whole ?? '').split(group).join('')}.${cents}`);
          expect(Math.abs(parsed - value)).toBeLessThanOrEqual(0.005 + value * 1e-12);
        },
      ),
      RUNS,
    );
  });

  it('spec 1 §9: every month of every language has its own name, and dates read their UTC month (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        fc.constantFrom(...LANGUAGES),
        (date, language) => {
          const name = monthNameOf(date, language);
          expect(name).toBe(MONTH_NAMES[language][date.getUTCMonth()]);
          expect(new Set(MONTH_NAMES[language]).size).toBe(12);
        },
      ),
      RUNS,
    );
  });

  it('month indexes wrap around the year (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(...LANGUAGES), (index, language) => {
        expect(monthName(index, language)).toBe(MONTH_NAMES[language][((index % 12) + 12) % 12]);
      }),
      RUNS,
    );
  });
});
