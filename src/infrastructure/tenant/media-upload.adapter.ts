import { inject, injectable } from 'inversify';
import { UploadCancelledError, type UploadControl } from '../../application/shared/upload-control.port';
import { MediaUploadError, type MediaUploader } from '../../application/tenant/media-upload.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { LocalRun } from '../../application/shared/local-run.port';
import { toUploadUrl } from '../../domain/shared/upload-url.rule';
import type { XhrUploadAnswer } from '../shared/xhr-upload';
import { lazyImport } from '../shared/lazy-import';

/** The contract's answer schemas (they carry valibot: lazy-import.ts), loaded beside the first request. */
const tenantSchemas = lazyImport(() => import('./tenant.schema'));

/** The transport loads on the first upload: the home shows the contract card, not its uploads. */
const transport = lazyImport(() => import('../shared/xhr-upload'));
type Transport = Awaited<ReturnType<typeof transport.get>>;

/** A 20 MB photo on a slow line still fits; a storage that never answers does not hang the card. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Spec 1 §7: a real HTTP POST of the file, the file as the body and its type as Content-Type;
 * the storage answers JSON with the stored file's `mediaUri`. No credentials travel: the
 * upload URL is the only authority. Issue 24 §3: sent by the XHR transport, so it reports
 * progress and a cancel rejects with UploadCancelledError as it is.
 */
@injectable()
export class HttpMediaUploader implements MediaUploader {
  constructor(
    @inject(LocalRun) private readonly localRun: LocalRun,
    @inject(AppSettings) private readonly settings: Pick<AppSettings, 'STORAGE_ORIGINS'>,
  ) {}

  async upload(uploadUrl: string, file: Blob, control: UploadControl = {}): Promise<string> {
    let answer: XhrUploadAnswer;
    let loaded: Transport | undefined;
    try {
      loaded = await transport.get('upload transport');
      answer = await loaded.xhrUpload({
        ...control,
        url: uploadUrl,
        localRun: this.localRun,
        storageOrigins: this.settings.STORAGE_ORIGINS,
        body: file,
        contentType: file.type,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
    } catch (error) {
      throw toMediaUploadError(error, loaded);
    }
    if (!answer.ok) throw new MediaUploadError(answer.status, `The storage answered ${answer.status}`);
    if (answer.body === undefined)
      throw new MediaUploadError(answer.status, 'The storage answer is not JSON');
    const { readAnswer, STORED_MEDIA_URI } = await this.answers(answer.status);
    const mediaUri = readAnswer(STORED_MEDIA_URI, answer.body, 'upload answer');
    const address = mediaUri === undefined ? null : toUploadUrl(mediaUri, this.localRun);
    if (address === null)
      throw new MediaUploadError(answer.status, 'The storage answer has no valid mediaUri');
    return address.href;
  }

  /** The answer schemas (a lazy chunk); the port rejects with MediaUploadError only. */
  private async answers(status: number) {
    try {
      return await tenantSchemas.get('upload answer');
    } catch (error) {
      throw new MediaUploadError(status, String(error));
    }
  }
}

/** A cancel stays a cancel; every other failure is the port's MediaUploadError without a status. */
function toMediaUploadError(error: unknown, loaded: Transport | undefined): Error {
  if (error instanceof UploadCancelledError) return error;
  if (loaded !== undefined && error instanceof loaded.XhrUploadFailure && error.kind === 'unsafe-url')
    return new MediaUploadError(undefined, 'The upload URL is not an allowed address');
  return new MediaUploadError(undefined, `The upload did not reach the storage: ${String(error)}`);
}
