import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, currencyOf, formatMoney } from '../../../src/domain/reports/money.rule';

/** Intl puts a no-break space between symbol and amount in some locales. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe("spec 3 §1/§9 money values in the plan's currencyCode", () => {
  it('spec 3 §9: the currency defaults to BRL when the plan names none or no valid code', () => {
    expect(DEFAULT_CURRENCY).toBe('BRL');
    expect(currencyOf(undefined)).toBe('BRL');
    expect(currencyOf('')).toBe('BRL');
    expect(currencyOf('reais')).toBe('BRL');
    expect(currencyOf(' usd ')).toBe('USD');
  });

  it("spec 3 §1: formatted with the plan's currency in the language's locale", () => {
    expect(plain(formatMoney(1234.5, 'BRL', 'pt'))).toBe('R$ 1.234,50');
    expect(plain(formatMoney(1234.5, 'USD', 'en'))).toBe('$1,234.50');
    expect(plain(formatMoney(0.18, 'EUR', 'es'))).toBe('0,18 €');
    expect(plain(formatMoney(0.12, '', 'en'))).toBe('R$0.12');
  });

  it('spec 3 §1: any amount gives a currency text, never throws (non-numbers read 0)', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.string({ maxLength: 4 }),
        fc.constantFrom('pt', 'en', 'es' as const),
        (v, c, l) => {
          expect(typeof formatMoney(v, c, l)).toBe('string');
        },
      ),
    );
    expect(plain(formatMoney(Number.NaN, 'BRL', 'en'))).toBe('R$0.00');
  });
});
