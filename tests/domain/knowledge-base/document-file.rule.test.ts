import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  checkDocumentFiles,
  DOCUMENT_FILE_ACCEPT,
  fileDocumentPayload,
  fileNameExtension,
} from '../../../src/domain/knowledge-base/document-file.rule';

const RUNS = { numRuns: 1000, seed: 20260205 };
const file = (name: string, size = 100) => ({ name, size });
const randomCase = (text: string, upper: readonly boolean[]) =>
  Array.from(text)
    .map((char, index) => (upper[index % upper.length] ? char.toUpperCase() : char))
    .join('');

describe('accepted document files (spec 2 §2.6, §2.8, §5, §9)', () => {
  it('spec 2 §9: accepted extensions are .xlsx .csv .pdf .docx .pptx .txt', () => {
    expect(ACCEPTED_DOCUMENT_EXTENSIONS).toEqual(['xlsx', 'csv', 'pdf', 'docx', 'pptx', 'txt']);
    expect(DOCUMENT_FILE_ACCEPT).toBe('.xlsx,.csv,.pdf,.docx,.pptx,.txt');
  });

  it('spec 2 §5: each accepted extension passes, in any case', () => {
    for (const extension of ACCEPTED_DOCUMENT_EXTENSIONS) {
      expect(checkDocumentFiles([file(`manual.${extension}`)])).toEqual({
        ok: true,
        file: file(`manual.${extension}`),
        extension,
      });
    }
    expect(checkDocumentFiles([file('REPORT.PDF')])).toMatchObject({ ok: true, extension: 'pdf' });
    expect(checkDocumentFiles([file('Plan.XlSx')])).toMatchObject({ ok: true, extension: 'xlsx' });
  });

  it('spec 2 §2.6: no file leaves Save disabled (missing)', () => {
    expect(checkDocumentFiles([])).toEqual({ ok: false, error: 'missing' });
  });

  it('spec 2 §9: one file per upload (too-many)', () => {
    expect(checkDocumentFiles([file('a.pdf'), file('b.pdf')])).toEqual({ ok: false, error: 'too-many' });
  });

  it('spec 2 §5: any other extension is refused (unsupported-format)', () => {
    for (const name of ['a.xls', 'a.doc', 'a.json', 'a.pdf.exe', 'pdf', '.csv', 'report.', 'a.p df', '']) {
      expect(checkDocumentFiles([file(name)])).toEqual({ ok: false, error: 'unsupported-format' });
    }
  });

  it('spec 2 §5: the extension is what follows the last dot, lower case', () => {
    expect(fileNameExtension('a.b.CSV')).toBe('csv');
    expect(fileNameExtension(' notes.txt ')).toBe('txt');
    expect(fileNameExtension('.csv')).toBe('');
    expect(fileNameExtension('noext')).toBe('');
  });

  it('spec 2 §5: a name ending in an accepted extension, any case, is accepted (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...ACCEPTED_DOCUMENT_EXTENSIONS),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        (base, extension, upper) => {
          const name = `x${base}.${randomCase(extension, upper)}`;
          expect(checkDocumentFiles([file(name)])).toEqual({ ok: true, file: file(name), extension });
        },
      ),
      RUNS,
    );
  });

  it('spec 2 §5: a file passes only when its last extension is an accepted one (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (name, size) => {
        const check = checkDocumentFiles([file(name, size)]);
        const extension = fileNameExtension(name);
        expect(check.ok).toBe((ACCEPTED_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension));
      }),
      RUNS,
    );
  });

  it('spec 2 §9: two or more files are refused whatever they are (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), size: fc.nat() }), { minLength: 2, maxLength: 6 }),
        (files) => {
          expect(checkDocumentFiles(files)).toEqual({ ok: false, error: 'too-many' });
        },
      ),
      RUNS,
    );
  });

  it("spec 2 §3 'File document payload': name, uploaded url, extension and size", () => {
    expect(fileDocumentPayload(file(' Manual.PDF ', 2048), 'pdf', 'https://media.example/abc')).toEqual({
      name: 'Manual.PDF',
      url: 'https://media.example/abc',
      extension: 'pdf',
      content_size_bytes: 2048,
    });
    expect(fileDocumentPayload(file('a.txt', Number.NaN), 'txt', 'u').content_size_bytes).toBe(0);
  });
});
