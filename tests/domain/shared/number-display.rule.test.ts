import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDisplayNumber } from '../../../src/domain/shared/number-display.rule';
import type { DisplayLanguage } from '../../../src/domain/shared/date-display.rule';

const PROPERTY_RUNS = { numRuns: 1000, seed: 4242 } as const;
const languages = fc.constantFrom<DisplayLanguage>('pt', 'en', 'es');

describe('formatDisplayNumber (spec 1 §2 Generic data table: numbers locale-formatted)', () => {
  it('spec 1 §2: pt-BR groups with dots and uses a decimal comma', () => {
    expect(formatDisplayNumber(1234567.5, 'pt')).toBe('1.234.567,5');
  });

  it('spec 1 §2: en-US groups with commas and uses a decimal point', () => {
    expect(formatDisplayNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('spec 1 §2: es-ES groups with dots and uses a decimal comma', () => {
    expect(formatDisplayNumber(1234567.5, 'es')).toBe('1.234.567,5');
  });

  it('spec 1 §9: money amounts with 2 decimals and locale separators', () => {
    expect(`R$ ${formatDisplayNumber(1500, 'pt', { fractionDigits: 2 })}`).toBe('R$ 1.500,00');
    expect(formatDisplayNumber(0.4, 'en', { fractionDigits: 2 })).toBe('0.40');
  });

  it('non-finite values display as an empty text', () => {
    expect(formatDisplayNumber(Number.NaN, 'pt')).toBe('');
    expect(formatDisplayNumber(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });

  it('property: never throws', () => {
    fc.assert(
      fc.property(
        fc.double(),
        languages,
        fc.option(fc.integer({ min: -5, max: 30 }), { nil: undefined }),
        (n, language, digits) => {
          expect(
            typeof formatDisplayNumber(n, language, digits === undefined ? {} : { fractionDigits: digits }),
          ).toBe('string');
        },
      ),
      PROPERTY_RUNS,
    );
  });

  it('property: integers use only the language grouping separator and round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2147483647, max: 2147483647 }), languages, (n, language) => {
        const text = formatDisplayNumber(n, language);
        const group = language === 'en' ? ',' : '.';
        expect(text).toMatch(/^-?[\d.,]+$/);
        expect(Number(text.split(group).join(''))).toBe(n);
      }),
      PROPERTY_RUNS,
    );
  });

  it('property: two fraction digits always end with the language decimal separator and two digits', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), languages, (n, language) => {
        const decimal = language === 'en' ? '.' : ',';
        const text = formatDisplayNumber(n, language, { fractionDigits: 2 });
        expect(text.slice(-3, -2)).toBe(decimal);
        expect(text.slice(-2)).toMatch(/^\d{2}$/);
      }),
      PROPERTY_RUNS,
    );
  });
});
