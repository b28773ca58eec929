import { describe, expect, it } from 'vitest';
import {
  documentResubmission,
  isStalled,
} from '../../../src/domain/knowledge-base/document-resubmission.rule';
import { document } from './document-fixtures';

describe("issue 14: what 'Retry' sends again (document-resubmission.rule)", () => {
  it('a file document: its own name, stored address, extension and size as a file payload', () => {
    expect(documentResubmission(document({ status: 'processing' }))).toEqual({
      kind: 'file',
      payload: {
        name: 'Manual.pdf',
        url: 'https://media.example/v1',
        extension: 'pdf',
        content_size_bytes: 1024,
      },
    });
  });

  it('a URL document: the URL document request of its current URL (reprocess true)', () => {
    const sent = documentResubmission(
      document({
        extension: 'url',
        name: 'https://docs.example.org',
        url: 'https://docs.example.org/guides',
      }),
    );
    expect(sent).toEqual({
      kind: 'url',
      request: {
        name: 'https://docs.example.org',
        url: 'https://docs.example.org/guides',
        reprocess: true,
        url_regex_filters: ['.*/guides.*'],
        generate_qa: false,
      },
    });
  });

  it('nothing to send: a file without a stored address, a URL that does not parse', () => {
    expect(documentResubmission(document({ url: '  ' }))).toBeUndefined();
    expect(documentResubmission(document({ extension: 'url', url: 'not a url' }))).toBeUndefined();
  });

  it("'Still synchronizing' only while processing and given up on", () => {
    const stuck = document({ id: 'a', status: 'processing' });
    expect(isStalled(stuck, ['a'])).toBe(true);
    expect(isStalled(stuck, ['b'])).toBe(false);
    expect(isStalled({ ...stuck, status: 'active' }, ['a'])).toBe(false);
  });
});
