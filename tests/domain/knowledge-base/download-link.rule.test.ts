import { describe, expect, it } from 'vitest';
import { toDownloadUrl } from '../../../src/domain/knowledge-base/download-link.rule';

/** Spec 2 §2.5 'Download': only an allowed address is opened (issue 37 §9: one rule). */
describe('toDownloadUrl (spec 2 §2.5, issue 37 §9)', () => {
  it('issue 37 §9 (spec 2 §2.5): an https link is opened as the browser reads it (trimmed, normalised), local run or not', () => {
    for (const localRun of [false, true]) {
      expect(toDownloadUrl('  https://Media.Example.com/files/a.pdf?sig=1 ', localRun)).toBe(
        'https://media.example.com/files/a.pdf?sig=1',
      );
    }
  });

  it('issue 37 §9 (spec 2 §2.5): plain http only to a loopback host, and only in a local run', () => {
    const loopback = 'http://127.0.0.1:5173/fake-storage/knowledge-base/a.pdf';
    expect(toDownloadUrl(loopback, true)).toBe(loopback);
    expect(toDownloadUrl(loopback, false)).toBeUndefined();
    expect(toDownloadUrl('http://localhost:5173/a.pdf', true)).toBe('http://localhost:5173/a.pdf');
    expect(toDownloadUrl('http://media.example.com/a.pdf', true)).toBeUndefined();
    expect(toDownloadUrl('http://media.example.com/a.pdf', false)).toBeUndefined();
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
    expect(toDownloadUrl(raw, true)).toBeUndefined();
  });
});
