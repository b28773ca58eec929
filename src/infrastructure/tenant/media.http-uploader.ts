import { inject, injectable } from 'inversify';
import { MediaUploadError, type MediaUploader } from '../../application/tenant/media-upload.port';
import { LocalRun } from '../../application/shared/local-run.port';
import { toUploadUrl } from '../../domain/shared/upload-url.rule';
import { tenantAnswers } from './tenant-answers';

/** A 20 MB photo on a slow line still fits; a storage that never answers does not hang the card. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Spec 1 §7: a real HTTP POST of the file, the file as the body and its type as Content-Type;
 * the storage answers JSON with the stored file's `mediaUri`. No credentials travel: the
 * upload URL is the only authority.
 */
@injectable()
export class HttpMediaUploader implements MediaUploader {
  constructor(@inject(LocalRun) private readonly localRun: LocalRun) {}

  async upload(uploadUrl: string, file: Blob): Promise<string> {
    const target = toUploadUrl(uploadUrl, this.localRun);
    if (target === null) throw new MediaUploadError(undefined, 'The upload URL is not an allowed address');
    let response: Response;
    try {
      response = await fetch(target.href, {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.type },
        credentials: 'omit',
        redirect: 'error',
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      });
    } catch (error) {
      throw new MediaUploadError(undefined, `The upload did not reach the storage: ${String(error)}`);
    }
    if (!response.ok) throw new MediaUploadError(response.status, `The storage answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new MediaUploadError(response.status, 'The storage answer is not JSON');
    }
    const mediaUri = (await this.answers(response.status)).storedMediaUri(body);
    const address = mediaUri === undefined ? null : toUploadUrl(mediaUri, this.localRun);
    if (address === null)
      throw new MediaUploadError(response.status, 'The storage answer has no valid mediaUri');
    return address.href;
  }

  /** The answer schemas (a lazy chunk); the port rejects with MediaUploadError only. */
  private async answers(status: number) {
    try {
      return await tenantAnswers.get('upload answer');
    } catch (error) {
      throw new MediaUploadError(status, String(error));
    }
  }
}
