import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, isUrlDocument } from '../../../src/domain/knowledge-base/document.entity';
import {
  documentStatusTone,
  isProcessing,
  toDocumentStatus,
  toggledStatus,
} from '../../../src/domain/knowledge-base/document-status.rule';

const RUNS = { numRuns: 1000, seed: 20260201 };

describe('document status (spec 2 §3, §4, §2.5)', () => {
  it('spec 2 §3: both spellings read the same — processing|active|inactive and PROCESSING|ACTIVE|INACTIVE', () => {
    expect(toDocumentStatus('processing')).toBe('processing');
    expect(toDocumentStatus('active')).toBe('active');
    expect(toDocumentStatus('inactive')).toBe('inactive');
    expect(toDocumentStatus('PROCESSING')).toBe('processing');
    expect(toDocumentStatus('ACTIVE')).toBe('active');
    expect(toDocumentStatus('INACTIVE')).toBe('inactive');
    expect(toDocumentStatus(' Active ')).toBe('active');
  });

  it('spec 2 §3: an absent status defaults to processing', () => {
    expect(toDocumentStatus(undefined)).toBe('processing');
    expect(toDocumentStatus(null)).toBe('processing');
    expect(toDocumentStatus('')).toBe('processing');
  });

  it('spec 2 §3: an unknown status or a non-string reads as processing (decision)', () => {
    expect(toDocumentStatus('deleted')).toBe('processing');
    expect(toDocumentStatus('inactives')).toBe('processing');
    expect(toDocumentStatus(1)).toBe('processing');
    expect(toDocumentStatus({ status: 'active' })).toBe('processing');
  });

  it('spec 2 §3: any casing of a known status reads as it; anything else is processing (property)', () => {
    const casing = fc
      .tuple(fc.constantFrom(...DOCUMENT_STATUSES), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }))
      .map(([status, upper]) =>
        Array.from(status)
          .map((char, index) => (upper[index] ? char.toUpperCase() : char))
          .join(''),
      );
    fc.assert(
      fc.property(casing, (raw) => {
        expect(toDocumentStatus(raw)).toBe(raw.toLowerCase());
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const status = toDocumentStatus(raw);
        expect(DOCUMENT_STATUSES).toContain(status);
        const known =
          typeof raw === 'string' &&
          (DOCUMENT_STATUSES as readonly string[]).includes(raw.trim().toLowerCase());
        if (!known) expect(status).toBe('processing');
      }),
      RUNS,
    );
  });

  it("spec 2 §2.5: badge tones — 'Synchronizing' info, 'Active' success, 'Inactive' disabled", () => {
    expect(documentStatusTone('processing')).toBe('info');
    expect(documentStatusTone('active')).toBe('success');
    expect(documentStatusTone('inactive')).toBe('disabled');
    expect(isProcessing('processing')).toBe(true);
    expect(isProcessing('active')).toBe(false);
  });

  it('spec 2 §4: active ↔ inactive; not toggleable while processing', () => {
    expect(toggledStatus('active')).toBe('inactive');
    expect(toggledStatus('inactive')).toBe('active');
    expect(toggledStatus('processing')).toBeUndefined();
  });

  it("spec 2 §3: a URL document is the one whose extension is 'url', however it is written", () => {
    expect(isUrlDocument({ extension: 'url' })).toBe(true);
    expect(isUrlDocument({ extension: '.URL' })).toBe(true);
    expect(isUrlDocument({ extension: 'pdf' })).toBe(false);
    expect(isUrlDocument({ extension: '' })).toBe(false);
  });
});
