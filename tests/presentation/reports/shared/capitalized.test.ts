import { describe, expect, it } from 'vitest';
import { capitalized } from '../../../../src/presentation/reports/shared/capitalized';

describe('spec 3 §3.1: the plan name is displayed capitalised', () => {
  it('trims and capitalises the first letter, keeping the rest', () => {
    expect(capitalized('  advanced ')).toBe('Advanced');
    expect(capitalized('business PLUS', 'en')).toBe('Business PLUS');
    expect(capitalized('émpresa', 'pt')).toBe('Émpresa');
  });

  it('an empty or blank name stays empty', () => {
    expect(capitalized('')).toBe('');
    expect(capitalized('   ', 'es')).toBe('');
  });
});
