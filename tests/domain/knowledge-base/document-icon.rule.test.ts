import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ICONS, documentIcon } from '../../../src/domain/knowledge-base/document-icon.rule';

const RUNS = { numRuns: 1000, seed: 20260204 };
const KNOWN = ['csv', 'xlsx', 'txt', 'docx', 'pdf', 'pptx', 'url'];

describe('document icon (spec 2 §2.5, §9)', () => {
  it('spec 2 §9: csv, xlsx, txt, docx, pdf, pptx and url have their own icon', () => {
    for (const extension of KNOWN) expect(documentIcon(extension)).toBe(extension);
  });

  it('spec 2 §2.5: any other extension gets the json icon', () => {
    expect(documentIcon('json')).toBe('json');
    expect(documentIcon('xls')).toBe('json');
    expect(documentIcon('doc')).toBe('json');
    expect(documentIcon('')).toBe('json');
    expect(documentIcon('pdf.exe')).toBe('json');
  });

  it('spec 2 §2.5: the extension is compared without case or a leading dot', () => {
    expect(documentIcon('PDF')).toBe('pdf');
    expect(documentIcon('.Xlsx')).toBe('xlsx');
    expect(documentIcon(' URL ')).toBe('url');
  });

  it('spec 2 §9: every input gets one of the eight icons; unknown ones the json icon (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(...KNOWN).map((e) => e.toUpperCase()),
        ),
        (extension) => {
          const icon = documentIcon(extension);
          expect(DOCUMENT_ICONS).toContain(icon);
          const normalized = extension
            .replace(/^[\s.]+/, '')
            .trimEnd()
            .toLowerCase();
          expect(icon).toBe(KNOWN.includes(normalized) ? normalized : 'json');
        },
      ),
      RUNS,
    );
  });
});
