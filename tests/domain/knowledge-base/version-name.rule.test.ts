import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  truncateVersionName,
  VERSION_NAME_MAX_LENGTH,
} from '../../../src/domain/knowledge-base/version-name.rule';

const RUNS = { numRuns: 1000, seed: 20260207 };
const length = (text: string) => Array.from(text).length;

/** The shown start of the name (before the '…') and what follows the '…'. */
function split(shown: string): { prefix: string; suffix: string } {
  const ellipsis = shown.lastIndexOf('…');
  return { prefix: shown.slice(0, ellipsis), suffix: shown.slice(ellipsis + 1) };
}

describe('version name truncation (spec 2 §2.10, §9: 25 characters, extension kept)', () => {
  it('spec 2 §9: a name of 25 characters or fewer is shown as it is', () => {
    expect(truncateVersionName('manual.pdf')).toBe('manual.pdf');
    const exactly25 = 'abcdefghijklmnopqrstu.pdf';
    expect(length(exactly25)).toBe(25);
    expect(truncateVersionName(exactly25)).toBe(exactly25);
    expect(truncateVersionName('')).toBe('');
  });

  it("spec 2 §2.10: a longer name keeps its extension, '…' before it, 25 characters in all", () => {
    expect(truncateVersionName('abcdefghijklmnopqrstuvwxyz.pdf')).toBe('abcdefghijklmnopqrst….pdf');
    expect(truncateVersionName('Monthly sales report for 2024.xlsx')).toBe('Monthly sales repor….xlsx');
    expect(length(truncateVersionName('Monthly sales report for 2024.xlsx'))).toBe(VERSION_NAME_MAX_LENGTH);
  });

  it('spec 2 §2.10: spaces where the name is cut are dropped (decision)', () => {
    expect(truncateVersionName('Relatório anual de vendas 2024.xlsx')).toBe('Relatório anual de….xlsx');
    expect(truncateVersionName('Report version 2.5 fin   draft')).toBe('Report version 2.5 fin…');
  });

  it("spec 2 §2.10: without an extension the end is cut: 24 characters + '…'", () => {
    expect(truncateVersionName('https://example.com/docs/getting-started')).toBe('https://example.com/docs…');
    expect(truncateVersionName('Report version 2.5 finalized draft')).toBe('Report version 2.5 final…');
  });

  it('spec 2 §2.10: an extension too long to leave any of the name is cut like the rest', () => {
    const name = `a.${'x'.repeat(10)}${'y'.repeat(20)}`;
    expect(truncateVersionName(name)).toBe(`${name.slice(0, 24)}…`);
    expect(truncateVersionName(`${'b'.repeat(30)}.abcdefghijk`)).toBe(`${'b'.repeat(24)}…`);
  });

  it('spec 2 §2.10: characters are code points — a surrogate pair (emoji) is never split', () => {
    expect(truncateVersionName(`${'😀'.repeat(30)}.pdf`)).toBe(`${'😀'.repeat(20)}….pdf`);
    expect(truncateVersionName('😀'.repeat(30))).toBe(`${'😀'.repeat(24)}…`);
  });

  it('spec 2 §9: at most 25 characters; short names unchanged; long ones show a start and an end of the name (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
        const shown = truncateVersionName(name);
        expect(length(shown)).toBeLessThanOrEqual(VERSION_NAME_MAX_LENGTH);
        if (length(name) <= VERSION_NAME_MAX_LENGTH) {
          expect(shown).toBe(name);
          return;
        }
        const { prefix, suffix } = split(shown);
        expect(name.startsWith(prefix)).toBe(true);
        expect(name.endsWith(suffix)).toBe(true);
        // Shorter than 25 only because spaces at the cut were dropped.
        if (length(shown) < VERSION_NAME_MAX_LENGTH)
          expect(Array.from(name)[length(prefix)]).toMatch(/^\s$/u);
      }),
      RUNS,
    );
  });

  it('spec 2 §2.10: a long name with an extension keeps it right after the ellipsis (property)', () => {
    const base = fc.string({ unit: 'grapheme', minLength: 25, maxLength: 60 });
    const extension = fc.constantFrom('pdf', 'xlsx', 'csv', 'docx', 'pptx', 'txt', 'PDF', 'md');
    fc.assert(
      fc.property(base, extension, (text, ext) => {
        const shown = truncateVersionName(`${text}.${ext}`);
        const { prefix, suffix } = split(shown);
        expect(suffix).toBe(`.${ext}`);
        expect(text.startsWith(prefix)).toBe(true);
        expect(length(prefix)).toBeLessThanOrEqual(VERSION_NAME_MAX_LENGTH - 2 - ext.length);
      }),
      RUNS,
    );
  });
});
