import { describe, expect, it } from 'vitest';
import { UploadCancelledError } from '../../../src/application/shared/upload-control.port';
import { UploadProgress } from '../../../src/presentation/shared/upload-progress.presenter';

describe('UploadProgress (issue 24 §3: progress 0–100 and cancel)', () => {
  it('issue 24 §3: start hands out a control whose reports move the percent, bounded to 0–100', () => {
    const upload = new UploadProgress();
    expect([upload.phase, upload.isUploading]).toEqual(['idle', false]);
    const control = upload.start();
    expect([upload.phase, upload.percent, upload.isUploading]).toEqual(['uploading', 0, true]);
    control.onProgress?.(42.4);
    expect(upload.percent).toBe(42);
    control.onProgress?.(140);
    expect(upload.percent).toBe(100);
  });

  it('issue 24 §3: cancel aborts the running upload only', () => {
    const upload = new UploadProgress();
    upload.cancel();
    const control = upload.start();
    upload.cancel();
    expect(control.signal?.aborted).toBe(true);
  });

  it('issue 24 §3: the outcome is cancelled for UploadCancelledError, failed otherwise, idle when done', () => {
    const upload = new UploadProgress();
    upload.start();
    upload.endedBy(new UploadCancelledError());
    expect(upload.phase).toBe('cancelled');
    upload.start();
    upload.endedBy(new Error('network'));
    expect(upload.phase).toBe('failed');
    upload.clear();
    expect(upload.phase).toBe('idle');
    upload.start();
    upload.ended('done');
    expect(upload.phase).toBe('idle');
  });

  it('a report from an upload that already ended, or was replaced, moves nothing', () => {
    const upload = new UploadProgress();
    const first = upload.start();
    upload.ended('failed');
    first.onProgress?.(80);
    expect(upload.percent).toBe(0);
    upload.start();
    first.onProgress?.(80);
    expect(upload.percent).toBe(0);
  });

  it('clear leaves a running upload alone', () => {
    const upload = new UploadProgress();
    upload.start();
    upload.clear();
    expect(upload.phase).toBe('uploading');
  });
});
