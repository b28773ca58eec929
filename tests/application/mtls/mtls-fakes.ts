import type { UploadControl } from '../../../src/application/shared/upload-control.port';
import type {
  CertificateStorageGateway,
  CertificateUpload,
} from '../../../src/application/mtls/certificate-storage.port';
import type { MtlsGateway } from '../../../src/application/mtls/mtls.port';
import type {
  CertificateInfo,
  CertificateUploadResult,
  MtlsCertificate,
} from '../../../src/domain/mtls/mtls-certificate.entity';

/** A literal MtlsGateway: records every call in order; failures are set per method. */
export class FakeMtlsGateway implements MtlsGateway {
  readonly calls: string[] = [];
  readonly saved: CertificateInfo[] = [];
  certificates: MtlsCertificate[] = [];
  uploadUrl = 'https://storage.example.com/certificates/acme';
  failing = new Set<keyof MtlsGateway>();

  listCertificates(tenantId: string): Promise<MtlsCertificate[]> {
    return this.run('listCertificates', `list ${tenantId}`, () => this.certificates.map((c) => ({ ...c })));
  }
  getUploadUrl(tenantId: string): Promise<string> {
    return this.run('getUploadUrl', `upload-url ${tenantId}`, () => this.uploadUrl);
  }
  saveCertificateInfo(info: CertificateInfo): Promise<void> {
    return this.run('saveCertificateInfo', `save ${info.certificateId}`, () => {
      this.saved.push(info);
      this.certificates.push({
        certificateId: info.certificateId,
        contractId: 'acme',
        description: info.description,
        status: 'underValidation',
        expirationDate: undefined,
        hosts: info.hosts.map((host, index) => ({ hostId: `${info.certificateId}#${index}`, host })),
      });
    });
  }
  deleteCertificate(tenantId: string, certificateId: string): Promise<void> {
    return this.run('deleteCertificate', `delete ${tenantId} ${certificateId}`, () => {
      this.certificates = this.certificates.filter((c) => c.certificateId !== certificateId);
    });
  }
  deleteHost(tenantId: string, hostId: string): Promise<void> {
    return this.run('deleteHost', `delete-host ${tenantId} ${hostId}`, () => {
      this.certificates = this.certificates.map((c) => ({
        ...c,
        hosts: c.hosts.filter((host) => host.hostId !== hostId),
      }));
    });
  }

  private run<T>(method: keyof MtlsGateway, call: string, effect: () => T): Promise<T> {
    this.calls.push(call);
    if (this.failing.has(method)) return Promise.reject(new Error(`${method} failed`));
    return Promise.resolve(effect());
  }
}

export class FakeCertificateStorage implements CertificateStorageGateway {
  readonly uploads: { url: string; upload: CertificateUpload }[] = [];
  result: CertificateUploadResult = { storageId: '9d2e', name: 'client', contractId: 'acme' };
  fail = false;

  upload(url: string, upload: CertificateUpload, _control?: UploadControl): Promise<CertificateUploadResult> {
    this.uploads.push({ url, upload });
    return this.fail
      ? Promise.reject(new Error('400 invalid certificate or password'))
      : Promise.resolve(this.result);
  }
}

export function certificate(overrides: Partial<MtlsCertificate> = {}): MtlsCertificate {
  return {
    certificateId: 'c1:acme-client',
    contractId: 'acme',
    description: 'Payments gateway',
    status: 'valid',
    expirationDate: '2027-07-19T12:00:00.000Z',
    hosts: [
      { hostId: 'h1', host: 'https://payments.acme.com' },
      { hostId: 'h2', host: 'https://payments.acme.com:8443/v2' },
    ],
    ...overrides,
  };
}

/** A .pfx Blob as the browser's File gives it (name travels beside it). */
export function pfxBlob(size = 2048, type = 'application/x-pkcs12'): Blob {
  return new Blob([new Uint8Array(size)], { type });
}
