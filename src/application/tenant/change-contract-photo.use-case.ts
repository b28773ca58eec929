import { inject, injectable } from 'inversify';
import {
  checkContractPhoto,
  uploadFailureCode,
  type PhotoErrorCode,
} from '../../domain/tenant/contract-photo.rule';
import type { CurrentTenant } from '../../domain/tenant/tenant.entity';
import { HostGateway } from '../shared/host.port';
import { Logger } from '../shared/logger.port';
import { throwIfCancelled, UploadCancelledError, type UploadControl } from '../shared/upload-control.port';
import { MediaGateway } from './media.port';
import { MediaUploader, MediaUploadError } from './media-upload.port';
import { SaveContractUseCase } from './save-contract.use-case';

/** A picked file: its bytes plus the name it had on the user's disk. */
export interface PhotoFile extends Blob {
  readonly name: string;
}

export type PhotoOutcome =
  | { readonly kind: 'saved'; readonly tenant: CurrentTenant }
  | { readonly kind: 'refused'; readonly code: PhotoErrorCode }
  /** Issue 24 §3: the user stopped it; the tenant was not saved, so nothing changed. */
  | { readonly kind: 'cancelled' };

/**
 * Spec 1 §5 'Contract photo' and §7 'Media service': check the file, ask for an upload URL,
 * POST the file there, then save the tenant with the returned photoUri. Every refusal and
 * failure ends in the host's upload-error toast with its code (§8), so the outcome needs no
 * text of its own.
 */
@injectable()
export class ChangeContractPhotoUseCase {
  constructor(
    @inject(MediaGateway) private readonly media: MediaGateway,
    @inject(MediaUploader) private readonly uploader: MediaUploader,
    @inject(SaveContractUseCase) private readonly saveContract: SaveContractUseCase,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  async execute(tenant: CurrentTenant, file: PhotoFile, control?: UploadControl): Promise<PhotoOutcome> {
    const refusal = checkContractPhoto({ name: file.name, type: file.type, size: file.size });
    if (refusal !== null) return this.refuse(refusal);
    try {
      const uploadUrl = await this.media.getUploadUri();
      throwIfCancelled(control);
      const photoUri = await this.uploader.upload(uploadUrl, file, control);
      // Issue 24 §3: a cancel that came as the last bytes landed still leaves the tenant as it was.
      throwIfCancelled(control);
      return { kind: 'saved', tenant: await this.saveContract.execute({ ...tenant, photoUri }) };
    } catch (error) {
      if (error instanceof UploadCancelledError) return { kind: 'cancelled' };
      this.logger.error('Contract photo not saved', error);
      return this.refuse(uploadFailureCode(error instanceof MediaUploadError ? error.httpStatus : undefined));
    }
  }

  private refuse(code: PhotoErrorCode): PhotoOutcome {
    this.host.showUploadErrorToast(code);
    return { kind: 'refused', code };
  }
}
