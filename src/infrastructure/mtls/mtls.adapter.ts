import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { MtlsGateway } from '../../application/mtls/mtls.port';
import type { CertificateInfo, MtlsCertificate } from '../../domain/mtls/mtls-certificate.entity';
import { CommandFailure, isCommandFailure } from '../../domain/shared/command-failure';
import { MediaTypes } from '../shared/media-types';
import { serviceAddresses } from '../shared/service-addresses';
import { readAnswer } from '../shared/answer-schema';
import { MTLS_CERTIFICATES, SAVE_FAILED, UPLOAD_URL } from './mtls-certificate.schema';

/** Spec 1 §7 'mTLS service': the commands of the mTLS page, to the mTLS address. */
@injectable()
export class MtlsCommandGateway implements MtlsGateway {
  private readonly mtls: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.mtls = serviceAddresses(settings).mtls;
  }

  /** 67 (resource not found) is a contract that never registered a certificate. */
  async listCertificates(tenantId: string): Promise<MtlsCertificate[]> {
    let resource: unknown;
    try {
      resource = await this.channel.send<unknown>({
        to: this.mtls,
        method: 'get',
        uri: `/certificates-mtls/${encodeURIComponent(tenantId)}`,
      });
    } catch (error) {
      if (isCommandFailure(error) && error.isNotFound) return [];
      throw error;
    }
    return readAnswer(MTLS_CERTIFICATES, resource, 'mtls certificates');
  }

  async getUploadUrl(tenantId: string): Promise<string> {
    const resource = await this.channel.send<unknown>({
      to: this.mtls,
      method: 'get',
      uri: `/upload-certificate-uri/${encodeURIComponent(tenantId)}`,
    });
    return readAnswer(UPLOAD_URL, resource, 'certificate upload uri');
  }

  /** Spec 1 §4: a save answered with status failure is a failed registration. */
  async saveCertificateInfo(info: CertificateInfo): Promise<void> {
    const resource = await this.channel.send<unknown>({
      to: this.mtls,
      method: 'set',
      uri: '/certificates-mtls',
      type: MediaTypes.certificateInfo,
      resource: { certificate_id: info.certificateId, description: info.description, hosts: [...info.hosts] },
    });
    if (readAnswer(SAVE_FAILED, resource, 'certificate info save')) {
      throw new CommandFailure('command', 'failure', undefined, 'certificate info save answered failure');
    }
  }

  async deleteCertificate(tenantId: string, certificateId: string): Promise<void> {
    await this.channel.send<unknown>({
      to: this.mtls,
      method: 'delete',
      uri: `/certificate-mtls/${encodeURIComponent(tenantId)}/${encodeURIComponent(certificateId)}`,
    });
  }

  async deleteHost(tenantId: string, hostId: string): Promise<void> {
    await this.channel.send<unknown>({
      to: this.mtls,
      method: 'delete',
      uri: `/certificate-mtls/${encodeURIComponent(tenantId)}/host/${encodeURIComponent(hostId)}`,
    });
  }
}
