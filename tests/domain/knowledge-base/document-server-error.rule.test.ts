import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentServerErrorKey } from '../../../src/domain/knowledge-base/document-server-error.rule';

const RUNS = { numRuns: 1000, seed: 20260211 };

const TABLE = [
  ['unsupported file content-type', 'invalid-format'],
  ['error loading pdf document', 'pdf-reading-failed'],
  ['empty file', 'empty-file'],
  ['file formatting missmatch', 'file-formatting-failed'],
  ['not_found', 'url-not-found'],
  ['blocked_site', 'url-blocked'],
] as const;

const randomCase = (text: string, upper: readonly boolean[]) =>
  Array.from(text)
    .map((char, index) => (upper[index % upper.length] ? char.toUpperCase() : char))
    .join('');

describe('server-error mapping (spec 2 §8)', () => {
  it('spec 2 §8: each row of the table gives its toast key', () => {
    for (const [text, key] of TABLE) expect(documentServerErrorKey(`Request failed: ${text}.`)).toBe(key);
  });

  it("spec 2 §8: 'File column error' needs both 'missing required column' and 'text'", () => {
    expect(documentServerErrorKey("Missing required column: 'text'")).toBe('missing-text-column');
    expect(documentServerErrorKey('missing required column: question')).toBe('generic');
    expect(documentServerErrorKey('text is too long')).toBe('generic');
  });

  it("spec 2 §8: the match ignores case ('Unsupported File Content-Type', 'NOT_FOUND')", () => {
    expect(documentServerErrorKey('Unsupported File Content-Type: image/png')).toBe('invalid-format');
    expect(documentServerErrorKey('URL NOT_FOUND')).toBe('url-not-found');
    expect(documentServerErrorKey('BLOCKED_SITE')).toBe('url-blocked');
  });

  it("spec 2 §8: the spec's spelling 'missmatch' and the correct 'mismatch' both map (decision)", () => {
    expect(documentServerErrorKey('File formatting missmatch in row 3')).toBe('file-formatting-failed');
    expect(documentServerErrorKey('File formatting mismatch in row 3')).toBe('file-formatting-failed');
  });

  it('spec 2 §8: anything else, or no text at all, is the generic add-content failure', () => {
    expect(documentServerErrorKey('Internal server error')).toBe('generic');
    expect(documentServerErrorKey('not found')).toBe('generic');
    expect(documentServerErrorKey('')).toBe('generic');
    expect(documentServerErrorKey(undefined)).toBe('generic');
    expect(documentServerErrorKey(404)).toBe('generic');
  });

  it('spec 2 §8: the first matching row of the table wins', () => {
    expect(documentServerErrorKey('empty file; error loading pdf document')).toBe('pdf-reading-failed');
  });

  it('spec 2 §8: a fragment in any case, anywhere in the text, maps to its key (property)', () => {
    const noise = fc.string().filter((text) => documentServerErrorKey(text) === 'generic');
    fc.assert(
      fc.property(
        noise,
        fc.constantFrom(...TABLE),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 7 }),
        noise,
        (before, [fragment, key], upper, after) => {
          const text = `${before}${randomCase(fragment, upper)}${after}`;
          expect(documentServerErrorKey(text)).toBe(
            documentServerErrorKey(`${before}${fragment}${after}`.toLowerCase()),
          );
          // Noise can only add an earlier row of the table, never remove the match.
          const rank = (k: string) => TABLE.findIndex(([, candidate]) => candidate === k);
          const found = documentServerErrorKey(text);
          expect(found).not.toBe('generic');
          if (found !== 'missing-text-column') expect(rank(found)).toBeLessThanOrEqual(rank(key));
        },
      ),
      RUNS,
    );
  });

  it('spec 2 §8: any value maps to a key and never throws (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof documentServerErrorKey(value)).toBe('string');
      }),
      RUNS,
    );
  });
});
