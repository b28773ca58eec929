import { inject, injectable } from 'inversify';
import type {
  CertificateStorageGateway,
  CertificateUpload,
} from '../../application/mtls/certificate-storage.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { LocalRun } from '../../application/shared/local-run.port';
import { UploadCancelledError, type UploadControl } from '../../application/shared/upload-control.port';
import { CertificateUploadFailure } from '../../domain/mtls/certificate-upload.failure';
import type { CertificateUploadResult } from '../../domain/mtls/mtls-certificate.entity';
import { readAnswer } from '../shared/answer-schema';
import { xhrUpload, XhrUploadFailure, type XhrUploadAnswer } from '../shared/xhr-upload';
import { REFUSAL, UPLOAD_RESULT } from './certificate-storage.schema';

/** Spec 1 §9: the same 60000 ms the commands get. */
export const CERTIFICATE_UPLOAD_TIMEOUT_MS = 60000;

/**
 * Spec 1 §7: HTTP POST {upload url}, multipart/form-data with the fields `password` and
 * `file` → { storage_id, name, contract_id }. The browser writes the multipart boundary, so
 * no Content-Type is set here; no cookies go to the storage. Issue 24 §3: sent by the XHR
 * transport, with progress and cancel.
 */
@injectable()
export class CertificateStorageHttpGateway implements CertificateStorageGateway {
  constructor(
    @inject(LocalRun) private readonly localRun: LocalRun,
    @inject(AppSettings) private readonly settings: Pick<AppSettings, 'STORAGE_ORIGINS'>,
  ) {}

  async upload(
    uploadUrl: string,
    upload: CertificateUpload,
    control: UploadControl = {},
  ): Promise<CertificateUploadResult> {
    const form = new FormData();
    form.append('password', upload.password);
    form.append('file', upload.file, upload.fileName);
    let answer: XhrUploadAnswer;
    try {
      // The password goes only where a file may go: the transport refuses any other URL unsent
      // (issue 35 §4: one of the storage origins), and the CSP stops a redirect elsewhere.
      answer = await xhrUpload({
        ...control,
        url: uploadUrl,
        localRun: this.localRun,
        storageOrigins: this.settings.STORAGE_ORIGINS,
        body: form,
        timeoutMs: CERTIFICATE_UPLOAD_TIMEOUT_MS,
      });
    } catch (error) {
      throw toUploadFailure(error);
    }
    if (!answer.ok) {
      const { error } = readAnswer(REFUSAL, answer.body, 'certificate upload refusal');
      throw new CertificateUploadFailure('refused', answer.status, error || answer.statusText);
    }
    return toUploadResult(answer.body, answer.status);
  }
}

/** A cancel stays a cancel (issue 24 §3); the rest are the upload's own failure kinds. */
function toUploadFailure(error: unknown): Error {
  if (error instanceof UploadCancelledError) return error;
  if (error instanceof XhrUploadFailure && error.kind === 'unsafe-url')
    return new CertificateUploadFailure('unsafe-url', undefined, 'upload url refused');
  return new CertificateUploadFailure('network', undefined, String(error));
}

function toUploadResult(body: unknown, status: number): CertificateUploadResult {
  const result = readAnswer(UPLOAD_RESULT, body, 'certificate upload result');
  if (result === undefined) throw new CertificateUploadFailure('malformed', status, 'not an upload result');
  return result;
}
