import { describe, expect, it } from 'vitest';
import { ChangeContractPhotoUseCase } from '../../../src/application/tenant/change-contract-photo.use-case';
import { UploadCancelledError } from '../../../src/application/shared/upload-control.port';
import { MediaUploadError } from '../../../src/application/tenant/media-upload.port';
import { SaveContractUseCase } from '../../../src/application/tenant/save-contract.use-case';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import {
  FakeMedia,
  FakeTenantGateway,
  FakeUploader,
  makeTenant,
  photoFile,
  RecordingLogger,
  tenantHost,
} from './tenant-fakes';

const MB = 1024 * 1024;

function setup() {
  const media = new FakeMedia();
  const uploader = new FakeUploader();
  const gateway = new FakeTenantGateway();
  const host = tenantHost();
  const logger = new RecordingLogger();
  const save = new SaveContractUseCase(gateway, host, logger);
  const useCase = new ChangeContractPhotoUseCase(media, uploader, save, host, logger);
  return { media, uploader, gateway, host, logger, useCase };
}

const tenant = makeTenant();

describe('contract photo (spec 1 §5 Contract photo, §7 Media service)', () => {
  it('spec 1 §7: asks for an upload URL, POSTs the file there, then saves the tenant with the new photoUri', async () => {
    const { media, uploader, gateway, host, useCase } = setup();
    const file = photoFile('logo.png', 'image/png');
    const outcome = await useCase.execute(tenant, file);
    expect(media.calls).toBe(1);
    expect(uploader.uploads).toEqual([{ url: 'https://storage.example.com/upload?sig=1', file }]);
    expect(gateway.saved[0]).toMatchObject({
      id: 'acme',
      name: 'Acme Corp',
      photoUri: 'https://storage.example.com/media/photo-1',
    });
    expect(host.currentTenants[0]).toMatchObject({ photoUri: 'https://storage.example.com/media/photo-1' });
    expect(outcome).toEqual({
      kind: 'saved',
      tenant: { ...tenant, photoUri: 'https://storage.example.com/media/photo-1' },
    });
    expect(host.uploadErrors).toEqual([]);
  });

  it("spec 1 §5: a .bmp is refused with 415 on the host's upload-error toast, and nothing is sent", async () => {
    const { media, uploader, gateway, host, useCase } = setup();
    expect(await useCase.execute(tenant, photoFile('logo.bmp', 'image/bmp'))).toEqual({
      kind: 'refused',
      code: 415,
    });
    expect(host.uploadErrors).toEqual([415]);
    expect([media.calls, uploader.uploads.length, gateway.calls.length]).toEqual([0, 0, 0]);
  });

  it('spec 1 §5: a 21 MB png is refused with 413, and nothing is sent', async () => {
    const { media, host, useCase } = setup();
    expect(await useCase.execute(tenant, photoFile('big.png', 'image/png', 21 * MB))).toEqual({
      kind: 'refused',
      code: 413,
    });
    expect(host.uploadErrors).toEqual([413]);
    expect(media.calls).toBe(0);
  });

  it('spec 1 §5: the upload URL failing is "any other failure": 400', async () => {
    const { media, uploader, host, useCase } = setup();
    media.answer = () => Promise.reject(new CommandFailure('command', 'failure', 61, 'down'));
    expect(await useCase.execute(tenant, photoFile('a.png', 'image/png'))).toEqual({
      kind: 'refused',
      code: 400,
    });
    expect(host.uploadErrors).toEqual([400]);
    expect(uploader.uploads).toEqual([]);
  });

  it('spec 1 §5: the storage refusing with 500 is 400; its own 413 passes through', async () => {
    const { uploader, host, useCase } = setup();
    uploader.answer = () => Promise.reject(new MediaUploadError(500, 'oops'));
    await useCase.execute(tenant, photoFile('a.png', 'image/png'));
    uploader.answer = () => Promise.reject(new MediaUploadError(413, 'too big'));
    await useCase.execute(tenant, photoFile('a.png', 'image/png'));
    expect(host.uploadErrors).toEqual([400, 413]);
  });

  it('spec 1 §5: the tenant save failing after the upload is 400 and the card keeps its photo', async () => {
    const { gateway, host, useCase } = setup();
    gateway.saveResult = () => Promise.reject(new CommandFailure('command', 'failure', 66, 'not allowed'));
    expect(await useCase.execute(tenant, photoFile('a.jpg', 'image/jpeg'))).toEqual({
      kind: 'refused',
      code: 400,
    });
    expect(host.uploadErrors).toEqual([400]);
    expect(host.currentTenants).toEqual([]);
  });
});

describe('contract photo cancel (issue 24 §3)', () => {
  it('issue 24 §3: a cancel during the upload saves nothing, shows no upload error and says cancelled', async () => {
    const { uploader, gateway, host, useCase } = setup();
    const controller = new AbortController();
    uploader.answer = () => {
      controller.abort();
      return Promise.reject(new UploadCancelledError());
    };
    const outcome = await useCase.execute(tenant, photoFile('logo.png', 'image/png'), {
      signal: controller.signal,
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect([gateway.saved, host.uploadErrors]).toEqual([[], []]);
  });

  it('issue 24 §3: a cancel that lands as the file is stored still leaves the tenant unsaved', async () => {
    const { uploader, gateway, useCase } = setup();
    const controller = new AbortController();
    uploader.answer = () => {
      controller.abort();
      return Promise.resolve('https://storage.example.com/media/photo-1');
    };
    const outcome = await useCase.execute(tenant, photoFile('logo.png', 'image/png'), {
      signal: controller.signal,
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(gateway.saved).toEqual([]);
  });
});
