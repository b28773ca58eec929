import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BLOB_URL_LIFETIME_MS,
  BlobFileDownload,
} from '../../../src/infrastructure/shared/file-download.adapter';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BlobFileDownload (issue 14: a download from inside the frame)', () => {
  it('clicks a detached <a download> on a Blob URL, adds nothing to the page, releases the URL later', () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:module/1';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: { download: string; href: string; connected: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, connected: this.isConnected });
    });
    const before = document.body.childElementCount;

    new BlobFileDownload().save({
      name: 'agents-2026-10.csv',
      mediaType: 'text/csv;charset=utf-8',
      content: 'a,b\r\n',
    });

    expect(clicked).toEqual([{ download: 'agents-2026-10.csv', href: 'blob:module/1', connected: false }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(document.body.childElementCount).toBe(before);
    vi.advanceTimersByTime(BLOB_URL_LIFETIME_MS - 1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:module/1');
  });
});
