import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES } from '../../../src/domain/knowledge-base/document.entity';
import {
  activationPayload,
  documentUpdatePayload,
  restorePayload,
} from '../../../src/domain/knowledge-base/document-update.rule';
import { document } from './document-fixtures';

const RUNS = { numRuns: 1000, seed: 20260210 };

describe("document update payload (spec 2 §3 'Document update payload', §4)", () => {
  it('spec 2 §3: { version_id, name, status } when the status is not processing', () => {
    expect(documentUpdatePayload('v2', 'Manual.pdf', 'inactive')).toEqual({
      version_id: 'v2',
      name: 'Manual.pdf',
      status: 'inactive',
    });
  });

  it('spec 2 §4: no status key at all while processing', () => {
    const payload = documentUpdatePayload('v2', 'Manual.pdf', 'processing');
    expect(payload).toEqual({ version_id: 'v2', name: 'Manual.pdf' });
    expect('status' in payload).toBe(false);
  });

  it('spec 2 §4: Activate / Deactivate send the current version and the new status', () => {
    expect(activationPayload(document({ version_id: 'v3' }), 'inactive')).toEqual({
      version_id: 'v3',
      name: 'Manual.pdf',
      status: 'inactive',
    });
  });

  it("spec 2 §4: Restore sends the chosen version and the document's status unless processing", () => {
    expect(restorePayload(document({ status: 'active' }), 'v1')).toEqual({
      version_id: 'v1',
      name: 'Manual.pdf',
      status: 'active',
    });
    expect(restorePayload(document({ status: 'processing' }), 'v1')).toEqual({
      version_id: 'v1',
      name: 'Manual.pdf',
    });
  });

  it('spec 2 §3: the status is present exactly when it is not processing (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom(...DOCUMENT_STATUSES),
        (versionId, name, status) => {
          const payload = documentUpdatePayload(versionId, name, status);
          expect(payload.version_id).toBe(versionId);
          expect(payload.name).toBe(name);
          expect(Object.keys(payload).sort()).toEqual(
            status === 'processing' ? ['name', 'version_id'] : ['name', 'status', 'version_id'],
          );
        },
      ),
      RUNS,
    );
  });
});
