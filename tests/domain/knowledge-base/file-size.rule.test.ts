import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DisplayLanguage } from '../../../src/domain/shared/date-display.rule';
import {
  FILE_SIZE_BASE,
  FILE_SIZE_UNITS,
  fileSizeParts,
  formatFileSize,
} from '../../../src/domain/knowledge-base/file-size.rule';

const RUNS = { numRuns: 1000, seed: 20260203 };
const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const languages = fc.constantFrom<DisplayLanguage>('pt', 'en', 'es');

describe('file size display (spec 2 §2.5, §9: B/KB/MB/GB, base 1024, 1 decimal)', () => {
  it('spec 2 §9: units B, KB, MB, GB with base 1024', () => {
    expect(FILE_SIZE_UNITS).toEqual(['B', 'KB', 'MB', 'GB']);
    expect(FILE_SIZE_BASE).toBe(1024);
  });

  it("spec 2 §2.5: 0 bytes (the default size) is '0 B'; bytes are whole, grouped as the language groups", () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(1, 'en')).toBe('1 B');
    expect(formatFileSize(1023, 'en')).toBe('1,023 B');
    expect(formatFileSize(1023, 'pt')).toBe('1.023 B');
  });

  it("spec 2 §9: KB, MB and GB always show 1 decimal — '1.0 KB', '1.5 MB'", () => {
    expect(formatFileSize(KB, 'en')).toBe('1.0 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(1.5 * MB, 'en')).toBe('1.5 MB');
    expect(formatFileSize(3 * GB, 'en')).toBe('3.0 GB');
    expect(formatFileSize(10 * KB + 51, 'en')).toBe('10.0 KB');
    expect(formatFileSize(10 * KB + 52, 'en')).toBe('10.1 KB');
  });

  it("spec 2 §9: a value that rounds to 1024 moves up a unit ('1.0 MB', not '1024.0 KB')", () => {
    expect(formatFileSize(MB - 1, 'en')).toBe('1.0 MB');
    expect(formatFileSize(GB - 1, 'en')).toBe('1.0 GB');
    expect(formatFileSize(MB - 60, 'en')).toBe('1,023.9 KB');
  });

  it('spec 2 §9: GB is the largest unit', () => {
    expect(formatFileSize(2048 * GB, 'en')).toBe('2,048.0 GB');
  });

  it('spec 2 §2.5: the decimal separator follows the language (pt and es use a comma)', () => {
    expect(formatFileSize(1536, 'pt')).toBe('1,5 KB');
    expect(formatFileSize(1536, 'es')).toBe('1,5 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
  });

  it("spec 2 §3: negative, NaN and infinite sizes read '0 B'", () => {
    expect(formatFileSize(-1, 'en')).toBe('0 B');
    expect(formatFileSize(Number.NaN, 'en')).toBe('0 B');
    expect(formatFileSize(Number.POSITIVE_INFINITY, 'en')).toBe('0 B');
    expect(formatFileSize(0.5, 'en')).toBe('0 B');
  });

  it('spec 2 §9: the parts stay within the unit and within 0.05 of the exact value (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        const parts = fileSizeParts(bytes);
        const power = FILE_SIZE_UNITS.indexOf(parts.unit);
        expect(parts.fractionDigits).toBe(power === 0 ? 0 : 1);
        if (parts.unit !== 'GB') expect(parts.value).toBeLessThan(FILE_SIZE_BASE);
        if (bytes > 0) expect(parts.value).toBeGreaterThanOrEqual(1);
        expect(Math.round(parts.value * 10)).toBeCloseTo(parts.value * 10, 6);
        expect(Math.abs(parts.value - bytes / FILE_SIZE_BASE ** power)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
      RUNS,
    );
  });

  it('spec 2 §9: a bigger file never shows a smaller size (property)', () => {
    const shown = (bytes: number) => {
      const parts = fileSizeParts(bytes);
      return parts.value * FILE_SIZE_BASE ** FILE_SIZE_UNITS.indexOf(parts.unit);
    };
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 45 }), fc.nat({ max: 2 ** 45 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(shown(small)).toBeLessThanOrEqual(shown(large));
      }),
      RUNS,
    );
  });

  it('spec 2 §2.5: the text is a number, a space and a unit in every language (property)', () => {
    fc.assert(
      fc.property(fc.double(), languages, (bytes, language) => {
        expect(formatFileSize(bytes, language)).toMatch(/^\d{1,3}([.,]\d{3})*([.,]\d)? (B|KB|MB|GB)$/);
      }),
      RUNS,
    );
  });
});
