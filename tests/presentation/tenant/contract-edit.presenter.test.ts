import { describe, expect, it } from 'vitest';
import { MediaUploadError } from '../../../src/application/tenant/media-upload.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { pendingUpload, settle } from '../../support/pending-upload';
import { photoFile } from '../../application/tenant/tenant-fakes';
import { makeSession } from '../shared/fakes';
import { tenantPresenters } from './tenant-presenter.fixture';

describe('ContractEditPresenter (spec 1 §5 Contract name and photo)', () => {
  it('spec 1 §6: admins edit the name and photo (write on tenant-summary); members and guests do not', () => {
    expect(tenantPresenters(makeSession({ roleId: 'admin' })).edit.canEdit).toBe(true);
    expect(tenantPresenters(makeSession({ roleId: 'member' })).edit.canEdit).toBe(false);
    expect(tenantPresenters(makeSession({ roleId: 'guest' })).edit.canEdit).toBe(false);
  });

  it('spec 1 §5: the input takes 2 to 15 characters; the picker offers the photo extensions', () => {
    const { edit } = tenantPresenters();
    expect([edit.nameMinLength, edit.nameMaxLength, edit.photoAccept]).toEqual([
      2,
      15,
      '.gif,.png,.jpeg,.jpg',
    ]);
  });

  it("spec 1 §8: a saved name shows 'Name updated' and replaces the session's tenant", async () => {
    const { card, edit, host, store, gateway } = tenantPresenters();
    expect(await edit.nameSubmitted('<b>Acme</b>')).toBe(true);
    expect(gateway.saved.map((tenant) => tenant.name)).toEqual(['Acme']);
    expect(host.toasts).toEqual([{ type: 'success', message: 'Name updated' }]);
    expect(store.session?.tenant.name).toBe('Acme');
    expect(card.name).toBe('Acme');
    expect(edit.isSavingName).toBe(false);
  });

  it("spec 1 §5: 'A' keeps the field open with the 2-character error and sends nothing", async () => {
    const { edit, gateway, host } = tenantPresenters();
    expect(await edit.nameSubmitted('A')).toBe(false);
    expect(edit.nameErrorKey).toBe('name.tooShort');
    expect(gateway.calls).toEqual([]);
    expect(host.toasts).toEqual([]);
    edit.nameEditCancelled();
    expect(edit.nameErrorKey).toBeUndefined();
  });

  it('spec 1 §5: 16 characters and the unchanged name close the edit and send nothing', async () => {
    const { edit, gateway, host } = tenantPresenters();
    expect(await edit.nameSubmitted('Sixteen chars!!!')).toBe(true);
    expect(await edit.nameSubmitted('Acme Corp')).toBe(true);
    expect(gateway.calls).toEqual([]);
    expect(host.toasts).toEqual([]);
  });

  it("spec 1 §8: a failed save shows 'Failed to update name' and the stored name stays", async () => {
    const { card, edit, gateway, host } = tenantPresenters();
    gateway.saveResult = () => Promise.reject(new CommandFailure('command', 'failure', 1, 'x'));
    expect(await edit.nameSubmitted('Acme')).toBe(true);
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failed to update name' }]);
    expect(card.name).toBe('Acme Corp');
  });

  it('the name is not sent while a photo is uploading (each save sends the whole tenant)', async () => {
    const { card, edit, gateway, uploader } = tenantPresenters();
    let finish: (uri: string) => void = () => undefined;
    uploader.answer = () => new Promise((resolve) => (finish = resolve));
    const upload = edit.photoSelected(photoFile('a.png', 'image/png'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(edit.isBusy).toBe(true);
    expect(await edit.nameSubmitted('Other')).toBe(true);
    finish('https://storage.example.com/media/p');
    await upload;
    expect(gateway.saved.map((tenant) => tenant.name)).toEqual(['Acme Corp']);
    expect(card.photoUri).toBe('https://storage.example.com/media/p');
    expect(edit.isBusy).toBe(false);
  });

  it('spec 1 §5: a refused photo leaves the tenant as it was', async () => {
    const { card, edit, host } = tenantPresenters();
    await edit.photoSelected(photoFile('a.bmp', 'image/bmp'));
    expect(host.uploadErrors).toEqual([415]);
    expect(card.photoUri).toBeUndefined();
    expect(edit.isUploadingPhoto).toBe(false);
  });

  it('members and guests cannot save, even when asked directly', async () => {
    const { edit, gateway, media } = tenantPresenters(makeSession({ roleId: 'member' }));
    await edit.nameSubmitted('Acme');
    await edit.photoSelected(photoFile('a.png', 'image/png'));
    expect(gateway.calls).toEqual([]);
    expect(media.calls).toBe(0);
  });
});

describe('ContractEditPresenter photo progress and cancel (issue 24 §3)', () => {
  it('issue 24 §3: the photo shows its progress; Cancel saves nothing, shows no error toast and says cancelled', async () => {
    const { card, edit, gateway, host, uploader } = tenantPresenters();
    uploader.answer = (control) => pendingUpload<string>(control, 35).promise;
    const upload = edit.photoSelected(photoFile('a.png', 'image/png'));
    await settle();
    expect([edit.photoUpload.phase, edit.photoUpload.percent]).toEqual(['uploading', 35]);
    edit.photoUpload.cancel();
    await upload;
    expect(edit.photoUpload.phase).toBe('cancelled');
    expect([gateway.saved, host.uploadErrors, card.photoUri]).toEqual([[], [], undefined]);
    expect(edit.isBusy).toBe(false);
  });

  it('issue 24 §3: a failed upload keeps the file, and Retry sends it again in one click', async () => {
    const { card, edit, host, uploader } = tenantPresenters();
    const file = photoFile('a.png', 'image/png');
    uploader.answer = () => Promise.reject(new MediaUploadError(500, 'down'));
    await edit.photoSelected(file);
    expect(edit.photoUpload.phase).toBe('failed');
    expect(host.uploadErrors).toEqual([400]);
    uploader.answer = () => Promise.resolve('https://storage.example.com/media/again');
    await edit.photoRetryClicked();
    expect(uploader.uploads.map((sent) => sent.file)).toEqual([file, file]);
    expect(edit.photoUpload.phase).toBe('idle');
    expect(card.photoUri).toBe('https://storage.example.com/media/again');
  });

  it('issue 24 §3: a file the rule refuses gets no Retry (it would be refused again)', async () => {
    const { edit } = tenantPresenters();
    await edit.photoSelected(photoFile('a.bmp', 'image/bmp'));
    expect(edit.photoUpload.phase).toBe('idle');
  });
});
