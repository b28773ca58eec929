import { describe, expect, it } from 'vitest';
import { formatUnitPrice } from '../../../src/domain/reports/unit-price.rule';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatUnitPrice (spec 3 §9 calculation text, §1 currency)', () => {
  it('spec 3 §1/§9: a sub-cent price per unit keeps its decimals, in BRL by default', () => {
    expect(plain(formatUnitPrice(0.005, undefined, 'pt'))).toBe('R$ 0,005');
    expect(plain(formatUnitPrice(0.35, undefined, 'en'))).toBe('R$0.35');
    expect(plain(formatUnitPrice(2, 'usd', 'en'))).toBe('$2.00');
  });

  it('spec 3 §1: not a number reads 0; a code that is not ISO 4217 falls back to BRL', () => {
    expect(plain(formatUnitPrice(Number.NaN, 'R$', 'es'))).toBe('0,00 BRL');
  });
});
