import { inject, injectable } from 'inversify';
import { validateCertificateFile } from '../../domain/mtls/certificate-file.rule';
import { canLeaveInfo, certificateInfoOf } from '../../domain/mtls/certificate-wizard.rule';
import type { CertificateInfo } from '../../domain/mtls/mtls-certificate.entity';
import { Logger } from '../shared/logger.port';
import { throwIfCancelled, UploadCancelledError, type UploadControl } from '../shared/upload-control.port';
import { CertificateStorageGateway } from './certificate-storage.port';
import { MtlsGateway } from './mtls.port';

export interface CertificateRegistration {
  readonly tenantId: string;
  readonly file: Blob | undefined;
  readonly fileName: string;
  readonly password: string;
  readonly description: string;
  readonly hosts: readonly string[];
}

/** Where a registration stopped: the page shows one upload error for all of them (spec 1 §4). */
export type RegistrationStage = 'invalid' | 'upload-url' | 'upload' | 'save';

export class CertificateRegistrationError extends Error {
  constructor(
    readonly stage: RegistrationStage,
    cause: unknown,
  ) {
    super(`Certificate registration failed at ${stage}`, { cause });
    this.name = 'CertificateRegistrationError';
  }
}

/**
 * The wizard's Finish (spec 1 §4/§7): the upload URL from the mTLS service, the multipart
 * POST of file and password to it, then SET of the certificate info. The form is checked
 * again first, so nothing invalid is ever sent whatever the caller did.
 */
@injectable()
export class RegisterCertificateUseCase {
  constructor(
    @inject(MtlsGateway) private readonly gateway: MtlsGateway,
    @inject(CertificateStorageGateway) private readonly storage: CertificateStorageGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /** Issue 24 §3: a cancel rejects with UploadCancelledError and the info is never saved. */
  async execute(registration: CertificateRegistration, control?: UploadControl): Promise<CertificateInfo> {
    const { tenantId, file, fileName, password, description, hosts } = registration;
    const facts = file === undefined ? undefined : { name: fileName, type: file.type, size: file.size };
    const fileError = validateCertificateFile(facts);
    if (file === undefined || fileError !== null || !canLeaveInfo(description, hosts)) {
      throw this.failed('invalid', fileError ?? 'form');
    }
    const uploadUrl = await this.stage('upload-url', () => this.gateway.getUploadUrl(tenantId));
    const upload = await this.stage('upload', () => {
      throwIfCancelled(control);
      return this.storage.upload(uploadUrl, { file, fileName, password }, control);
    });
    throwIfCancelled(control);
    const info = certificateInfoOf(upload, tenantId, description, hosts);
    await this.stage('save', () => this.gateway.saveCertificateInfo(info));
    return info;
  }

  private async stage<T>(stage: RegistrationStage, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof UploadCancelledError) throw error;
      throw this.failed(stage, error);
    }
  }

  private failed(stage: RegistrationStage, cause: unknown): CertificateRegistrationError {
    this.logger.error(`mTLS certificate registration failed (${stage})`, cause);
    return new CertificateRegistrationError(stage, cause);
  }
}
