import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRestoreVersion,
  initialRestoreSelection,
  restoreChoices,
} from '../../../src/domain/knowledge-base/restore-version.rule';
import { document, version } from './document-fixtures';

const RUNS = { numRuns: 1000, seed: 20260208 };

describe('restore version (spec 2 §2.10, §4, §5)', () => {
  const doc = document({ version_id: 'v2', versions: [version('v1'), version('v2'), version('v3')] });

  it('spec 2 §5: Save needs a selected version', () => {
    expect(canRestoreVersion(doc, undefined)).toBe(false);
    expect(canRestoreVersion(doc, '')).toBe(false);
  });

  it('spec 2 §4: the current version cannot be re-saved', () => {
    expect(canRestoreVersion(doc, 'v2')).toBe(false);
  });

  it("spec 2 §5: the selected version must exist among the document's versions", () => {
    expect(canRestoreVersion(doc, 'v9')).toBe(false);
    expect(canRestoreVersion(doc, 'v1')).toBe(true);
    expect(canRestoreVersion(doc, 'v3')).toBe(true);
  });

  it('spec 2 §5: Save is enabled exactly for a listed version other than the current one (property)', () => {
    const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 6 });
    fc.assert(
      fc.property(
        ids,
        fc.string({ maxLength: 4 }),
        fc.option(fc.string({ maxLength: 4 }), { nil: undefined }),
        (list, current, selected) => {
          const subject = document({ version_id: current, versions: list.map((id) => version(id)) });
          const expected =
            selected !== undefined && selected !== '' && selected !== current && list.includes(selected);
          expect(canRestoreVersion(subject, selected)).toBe(expected);
        },
      ),
      RUNS,
    );
  });

  it('spec 2 §2.10: the modal opens on the current version when it is listed', () => {
    expect(initialRestoreSelection(doc)).toBe('v2');
    expect(
      initialRestoreSelection(document({ version_id: 'gone', versions: [version('v1')] })),
    ).toBeUndefined();
  });

  it("spec 2 §2.10, §7: the modal lists the version endpoint's answer; the embedded list only when it gave none", () => {
    const embedded = [version('v1')];
    const fetched = [version('v1'), version('v2')];
    expect(restoreChoices(embedded, fetched)).toEqual(fetched);
    expect(restoreChoices(embedded, [])).toEqual(embedded);
    expect(restoreChoices(embedded, undefined)).toEqual(embedded);
  });
});
