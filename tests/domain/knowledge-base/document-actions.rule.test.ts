import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canDownload,
  DOCUMENT_ROW_ACTION_ORDER,
  documentRowActions,
} from '../../../src/domain/knowledge-base/document-actions.rule';
import { DOCUMENT_STATUSES } from '../../../src/domain/knowledge-base/document.entity';
import { document, version } from './document-fixtures';

const RUNS = { numRuns: 1000, seed: 20260209 };
const urlDoc = (overrides = {}) =>
  document({ extension: 'url', url: 'https://example.com/docs', ...overrides });

describe('document row menu (spec 2 §2.5)', () => {
  it('spec 2 §2.5: a file document — Download, Update file, Deactivate, Delete', () => {
    expect(documentRowActions(document())).toEqual(['download', 'update-file', 'deactivate', 'delete']);
  });

  it('spec 2 §2.5: a URL document — Open, Update URL, Activate, Delete', () => {
    expect(documentRowActions(urlDoc({ status: 'inactive' }))).toEqual([
      'open',
      'update-url',
      'activate',
      'delete',
    ]);
  });

  it('spec 2 §2.5: Restore only with more than 1 version', () => {
    expect(documentRowActions(document({ versions: [] }))).not.toContain('restore');
    expect(documentRowActions(document({ versions: [version('v1')] }))).not.toContain('restore');
    expect(documentRowActions(document({ versions: [version('v1'), version('v2')] }))).toEqual([
      'download',
      'update-file',
      'restore',
      'deactivate',
      'delete',
    ]);
  });

  it('spec 2 §6: a role that may not write keeps Open or Download only', () => {
    const many = { versions: [version('v1'), version('v2')] };
    expect(documentRowActions(document(many), { canWrite: false })).toEqual(['download']);
    expect(documentRowActions(urlDoc({ ...many, status: 'inactive' }), { canWrite: false })).toEqual([
      'open',
    ]);
    expect(documentRowActions(document({ status: 'processing' }), { canWrite: false })).toEqual(['download']);
  });

  it('spec 2 §2.10: Restore when the version endpoint counts more than 1, whatever the document embeds', () => {
    const oneEmbedded = document({ versions: [version('v1')] });
    expect(documentRowActions(oneEmbedded, { versionTotal: 2 })).toContain('restore');
    expect(documentRowActions(oneEmbedded, { versionTotal: 1 })).not.toContain('restore');
    // A smaller count than the embedded list does not hide what the document itself shows.
    expect(
      documentRowActions(document({ versions: [version('v1'), version('v2')] }), { versionTotal: 0 }),
    ).toContain('restore');
  });

  it('spec 2 §2.5: Activate / Deactivate hidden while processing; Delete always', () => {
    expect(documentRowActions(document({ status: 'processing' }))).toEqual([
      'download',
      'update-file',
      'delete',
    ]);
    expect(documentRowActions(urlDoc({ status: 'processing' }))).toEqual(['open', 'update-url', 'delete']);
  });

  it('spec 2 §2.5: the menu follows the rules for every document, in the spec order (property)', () => {
    const facts = fc.record({
      extension: fc.constantFrom('url', 'URL', 'pdf', 'csv', 'xlsx', 'json', ''),
      status: fc.constantFrom(...DOCUMENT_STATUSES),
      versions: fc.nat(4).map((n) => Array.from({ length: n }, (_, i) => version(`v${i}`))),
    });
    fc.assert(
      fc.property(facts, (doc) => {
        const actions = documentRowActions(doc);
        const isUrl = doc.extension.toLowerCase() === 'url';
        expect(actions.includes('open')).toBe(isUrl);
        expect(actions.includes('download')).toBe(!isUrl);
        expect(actions.includes('update-url')).toBe(isUrl);
        expect(actions.includes('update-file')).toBe(!isUrl);
        expect(actions.includes('restore')).toBe(doc.versions.length > 1);
        expect(actions.includes('activate')).toBe(doc.status === 'inactive');
        expect(actions.includes('deactivate')).toBe(doc.status === 'active');
        expect(actions.includes('delete')).toBe(true);
        const order = actions.map((action) => DOCUMENT_ROW_ACTION_ORDER.indexOf(action));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
      RUNS,
    );
  });

  it('spec 2 §5: a download needs a url', () => {
    expect(canDownload(document())).toBe(true);
    expect(canDownload(document({ url: '  ' }))).toBe(false);
  });
});
