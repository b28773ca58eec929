import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_FIELD_ALIASES,
  type AliasedDocumentField,
  readAliasedField,
  toContentSizeBytes,
  toDocumentExtension,
  toText,
} from '../../../src/domain/knowledge-base/document-fields.rule';

const RUNS = { numRuns: 1000, seed: 20260202 };

describe('document field normalisation for the mapper (spec 2 §3)', () => {
  it('spec 2 §3: updatedAt, updatedBy and syncStatus are read as updated_at, updated_by and status', () => {
    expect(DOCUMENT_FIELD_ALIASES).toEqual({
      updated_at: 'updatedAt',
      updated_by: 'updatedBy',
      status: 'syncStatus',
    });
    const record = { updatedAt: '2024-05-01T10:00:00Z', updatedBy: 'ana@x.com', syncStatus: 'ACTIVE' };
    expect(readAliasedField(record, 'updated_at')).toBe('2024-05-01T10:00:00Z');
    expect(readAliasedField(record, 'updated_by')).toBe('ana@x.com');
    expect(readAliasedField(record, 'status')).toBe('ACTIVE');
  });

  it('spec 2 §3: the spec name wins over the alternative; null counts as absent', () => {
    expect(readAliasedField({ status: 'inactive', syncStatus: 'ACTIVE' }, 'status')).toBe('inactive');
    expect(readAliasedField({ status: null, syncStatus: 'ACTIVE' }, 'status')).toBe('ACTIVE');
    expect(readAliasedField({ status: undefined, syncStatus: null }, 'status')).toBeUndefined();
    expect(readAliasedField({}, 'updated_by')).toBeUndefined();
  });

  it('spec 2 §3: the alias read always gives the present value, spec name first (property)', () => {
    const value = fc.option(fc.oneof(fc.string(), fc.integer()), { nil: null });
    fc.assert(
      fc.property(
        value,
        value,
        fc.constantFrom<AliasedDocumentField>('updated_at', 'updated_by', 'status'),
        (primary, alternative, field) => {
          const read = readAliasedField(
            { [field]: primary, [DOCUMENT_FIELD_ALIASES[field]]: alternative },
            field,
          );
          expect(read).toBe(primary ?? alternative ?? undefined);
        },
      ),
      RUNS,
    );
  });

  it('spec 2 §3: content_size_bytes defaults to 0; numeric strings are read; no negative or fractional sizes', () => {
    expect(toContentSizeBytes(undefined)).toBe(0);
    expect(toContentSizeBytes(null)).toBe(0);
    expect(toContentSizeBytes('abc')).toBe(0);
    expect(toContentSizeBytes('')).toBe(0);
    expect(toContentSizeBytes(-5)).toBe(0);
    expect(toContentSizeBytes(Number.NaN)).toBe(0);
    expect(toContentSizeBytes(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toContentSizeBytes(2048)).toBe(2048);
    expect(toContentSizeBytes(' 2048 ')).toBe(2048);
    expect(toContentSizeBytes(10.7)).toBe(10);
  });

  it('spec 2 §3: any input gives a whole, non-negative size (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double(), fc.string()), (raw) => {
        const size = toContentSizeBytes(raw);
        expect(Number.isInteger(size)).toBe(true);
        expect(size).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.nat(), (bytes) => {
        expect(toContentSizeBytes(bytes)).toBe(bytes);
        expect(toContentSizeBytes(String(bytes))).toBe(bytes);
      }),
      RUNS,
    );
  });

  it("spec 2 §3: extensions in one form — '.PDF' is 'pdf', 'URL' is 'url'", () => {
    expect(toDocumentExtension('.PDF')).toBe('pdf');
    expect(toDocumentExtension(' URL ')).toBe('url');
    expect(toDocumentExtension('xlsx')).toBe('xlsx');
    expect(toDocumentExtension(undefined)).toBe('');
    expect(toDocumentExtension(42)).toBe('42');
  });

  it('spec 2 §3: the normalised extension is idempotent, lower case and has no leading dot (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = toDocumentExtension(raw);
        expect(toDocumentExtension(once)).toBe(once);
        expect(once.startsWith('.')).toBe(false);
        expect(once).toBe(once.toLowerCase());
      }),
      RUNS,
    );
  });

  it('spec 2 §3: text fields — strings as sent, finite numbers as digits, anything else empty', () => {
    expect(toText('abc')).toBe('abc');
    expect(toText(12)).toBe('12');
    expect(toText(Number.NaN)).toBe('');
    expect(toText(null)).toBe('');
    expect(toText({})).toBe('');
  });
});
