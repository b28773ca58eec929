import { describe, expect, it } from 'vitest';
import { chosen, makeDocument } from '../../application/knowledge-base/documents-fakes';
import { pendingUpload, settle } from '../../support/pending-upload';
import { setupDocumentsPage } from './documents-page-setup';

/** A page whose media service holds every upload open until the test ends it. */
async function pageWithSlowUploads() {
  const setup = setupDocumentsPage();
  const { media } = setup;
  media.upload = (file, control) => {
    media.uploads.push(file);
    return pendingUpload<string>(control, 45).promise;
  };
  await setup.presenter.open('cat-1');
  return setup;
}

describe('ContentModal upload progress and cancel (issue 24 §3)', () => {
  it.each(['import-file', 'update-file'] as const)(
    'issue 24 §3: %s shows the progress; Cancel registers nothing, toasts nothing and keeps the file',
    async (kind) => {
      const { presenter, gateway, host } = await pageWithSlowUploads();
      const { modal } = presenter;
      const file = chosen('manual.pdf');
      modal.open(kind, makeDocument());
      modal.filesChosen([file]);
      const saving = modal.saveClicked();
      await settle();
      expect([modal.upload.phase, modal.upload.percent, modal.saving]).toEqual(['uploading', 45, true]);
      modal.upload.cancel();
      await saving;
      expect(modal.upload.phase).toBe('cancelled');
      expect([modal.kind, modal.files, modal.saving]).toEqual([kind, [file], false]);
      expect(gateway.names()).toEqual(['list']);
      expect(host.toasts).toEqual([]);
    },
  );

  it('issue 24 §3: a failed upload keeps the modal and the file; Save (or Retry) sends it again', async () => {
    const { presenter, media, gateway } = setupDocumentsPage();
    await presenter.open('cat-1');
    const { modal } = presenter;
    modal.open('import-file');
    modal.filesChosen([chosen('a.pdf')]);
    media.uploadError = new Error('network');
    await modal.saveClicked();
    expect([modal.kind, modal.files.length, modal.upload.phase]).toEqual(['import-file', 1, 'failed']);
    media.uploadError = undefined;
    await modal.saveClicked();
    expect(gateway.names()).toEqual(['list', 'createFile', 'list']);
    expect(modal.upload.phase).toBe('idle');
  });

  it('issue 24 §3: choosing another file or closing forgets the last outcome; Add URL shows no bar', async () => {
    const { presenter } = await pageWithSlowUploads();
    const { modal } = presenter;
    modal.open('import-file');
    modal.filesChosen([chosen('a.pdf')]);
    const saving = modal.saveClicked();
    await settle();
    modal.upload.cancel();
    await saving;
    modal.filesChosen([chosen('b.pdf')]);
    expect(modal.upload.phase).toBe('idle');
    modal.cancelClicked();
    modal.open('add-url');
    modal.urlChanged('https://example.com/docs');
    void modal.saveClicked();
    expect(modal.upload.phase).toBe('idle');
  });
});
