import { describe, expect, it } from 'vitest';
import {
  CertificateRegistrationError,
  RegisterCertificateUseCase,
  type CertificateRegistration,
} from '../../../src/application/mtls/register-certificate.use-case';
import { UploadCancelledError } from '../../../src/application/shared/upload-control.port';
import { RecordingLogger } from '../../presentation/shared/fakes';
import { FakeCertificateStorage, FakeMtlsGateway, pfxBlob } from './mtls-fakes';
import { rejectionOf } from '../../support/rejection';

function setup() {
  const gateway = new FakeMtlsGateway();
  const storage = new FakeCertificateStorage();
  const logger = new RecordingLogger();
  return { gateway, storage, logger, useCase: new RegisterCertificateUseCase(gateway, storage, logger) };
}

const registration = (overrides: Partial<CertificateRegistration> = {}): CertificateRegistration => ({
  tenantId: 'acme',
  file: pfxBlob(),
  fileName: 'client.pfx',
  password: 'simulator',
  description: ' Payments gateway ',
  hosts: ['https://payments.acme.com', ' https://api.acme.com:8443/v1 '],
  ...overrides,
});

function failureOf(promise: Promise<unknown>): Promise<CertificateRegistrationError> {
  return rejectionOf(CertificateRegistrationError, promise);
}

describe('RegisterCertificateUseCase (spec 1 §4 Finish, §7 mTLS service)', () => {
  it('spec 1 §7: upload URL, then the multipart upload (password, file), then SET of the certificate info', async () => {
    const { gateway, storage, useCase } = setup();
    const info = await useCase.execute(registration());
    expect(gateway.calls).toEqual(['upload-url acme', 'save 9d2e:acme-client']);
    expect(storage.uploads).toHaveLength(1);
    expect(storage.uploads[0]?.url).toBe(gateway.uploadUrl);
    expect(storage.uploads[0]?.upload).toMatchObject({ fileName: 'client.pfx', password: 'simulator' });
    expect(info).toEqual({
      certificateId: '9d2e:acme-client',
      description: 'Payments gateway',
      hosts: ['https://payments.acme.com', 'https://api.acme.com:8443/v1'],
    });
    expect(gateway.saved).toEqual([info]);
  });

  it('spec 1 §5: the password is sent as typed, without validation', async () => {
    const { storage, useCase } = setup();
    await useCase.execute(registration({ password: '' }));
    expect(storage.uploads[0]?.upload.password).toBe('');
  });

  it.each([
    ['no file', { file: undefined }],
    ['a .txt file', { fileName: 'notes.txt', file: pfxBlob(10, 'text/plain') }],
    ['an 11 MB file', { file: pfxBlob(11 * 1024 * 1024) }],
    ['a 51-character description', { description: 'a'.repeat(51) }],
    ['a duplicate host', { hosts: ['https://x.com', 'https://x.com'] }],
    ['an http host', { hosts: ['http://x.com'] }],
  ])('spec 1 §5: %s is refused before anything is sent', async (_label, overrides) => {
    const { gateway, storage, useCase } = setup();
    const failure = await failureOf(useCase.execute(registration(overrides)));
    expect(failure.stage).toBe('invalid');
    expect(gateway.calls).toEqual([]);
    expect(storage.uploads).toEqual([]);
  });

  it('spec 1 §8: the storage refusing the file or password fails the registration and saves nothing', async () => {
    const { gateway, storage, logger, useCase } = setup();
    storage.fail = true;
    const failure = await failureOf(useCase.execute(registration()));
    expect(failure.stage).toBe('upload');
    expect(gateway.saved).toEqual([]);
    expect(logger.errors.map((entry) => entry.message)).toEqual([
      'mTLS certificate registration failed (upload)',
    ]);
  });

  it('spec 1 §4: a save whose status is failure counts as an upload failure', async () => {
    const { gateway, useCase } = setup();
    gateway.failing.add('saveCertificateInfo');
    expect((await failureOf(useCase.execute(registration()))).stage).toBe('save');
  });

  it('spec 1 §7: no upload URL, no upload', async () => {
    const { gateway, storage, useCase } = setup();
    gateway.failing.add('getUploadUrl');
    expect((await failureOf(useCase.execute(registration()))).stage).toBe('upload-url');
    expect(storage.uploads).toEqual([]);
  });
});

describe('RegisterCertificateUseCase cancel (issue 24 §3)', () => {
  it('issue 24 §3: a cancel rejects as cancelled and the certificate info is never saved', async () => {
    const { gateway, storage, useCase } = setup();
    const controller = new AbortController();
    const seen: number[] = [];
    storage.upload = (url, upload, control) => {
      storage.uploads.push({ url, upload });
      control?.onProgress?.(40);
      controller.abort();
      return Promise.resolve(storage.result);
    };
    const control = { signal: controller.signal, onProgress: (percent: number) => seen.push(percent) };
    await rejectionOf(UploadCancelledError, useCase.execute(registration(), control));
    expect(seen).toEqual([40]);
    expect(gateway.calls).toEqual(['upload-url acme']);
    expect(gateway.saved).toEqual([]);
  });
});
