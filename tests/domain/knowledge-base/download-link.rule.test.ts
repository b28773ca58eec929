import { describe, expect, it } from 'vitest';
import { toDownloadUrl } from '../../../src/domain/knowledge-base/download-link.rule';

/** Spec 2 §2.5 'Download': only an absolute http(s) link without credentials is opened. */
describe('toDownloadUrl (spec 2 §2.5)', () => {
  it('spec 2 §2.5: an https or http link is opened as the browser reads it (trimmed, normalised)', () => {
    expect(toDownloadUrl('  https://Media.Example.com/files/a.pdf?sig=1 ')).toBe(
      'https://media.example.com/files/a.pdf?sig=1',
    );
    expect(toDownloadUrl('http://media.example.com/a.pdf')).toBe('http://media.example.com/a.pdf');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://media.example.com/a.pdf'],
    ['a relative path', '/files/a.pdf'],
    ['file:', 'file:///etc/passwd'],
    ['a user name', 'https://user@media.example.com/a.pdf'],
    ['a password', 'https://:secret@media.example.com/a.pdf'],
    ['nothing', ''],
  ])('spec 2 §2.5: a link with %s is refused', (_name, raw) => {
    expect(toDownloadUrl(raw)).toBeUndefined();
  });
});
