import { inject, injectable } from 'inversify';
import type {
  CertificateStorageGateway,
  CertificateUpload,
} from '../../application/mtls/certificate-storage.gateway';
import { LocalRun } from '../../application/shared/local-run.port';
import { CertificateUploadFailure } from '../../domain/mtls/certificate-upload.failure';
import type { CertificateUploadResult } from '../../domain/mtls/mtls-certificate.entity';
import { toUploadUrl } from '../../domain/shared/upload-url.rule';
import { isFields, nonEmptyText } from '../shared/command-resource';

/** Spec 1 §9: the same 60000 ms the commands get. */
export const CERTIFICATE_UPLOAD_TIMEOUT_MS = 60000;

/**
 * Spec 1 §7: HTTP POST {upload url}, multipart/form-data with the fields `password` and
 * `file` → { storage_id, name, contract_id }. The browser writes the multipart boundary, so
 * no Content-Type is set here; no cookies go to the storage.
 */
@injectable()
export class CertificateStorageHttpGateway implements CertificateStorageGateway {
  constructor(@inject(LocalRun) private readonly localRun: LocalRun) {}

  async upload(uploadUrl: string, upload: CertificateUpload): Promise<CertificateUploadResult> {
    // The password goes only where a file may go: https, or this machine's storage in a local run.
    if (toUploadUrl(uploadUrl, this.localRun) === null) {
      throw new CertificateUploadFailure('unsafe-url', undefined, 'upload url refused');
    }
    const form = new FormData();
    form.append('password', upload.password);
    form.append('file', upload.file, upload.fileName);
    let response: Response;
    try {
      response = await fetch(uploadUrl, {
        method: 'POST',
        body: form,
        credentials: 'omit',
        signal: AbortSignal.timeout(CERTIFICATE_UPLOAD_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CertificateUploadFailure('network', undefined, String(error));
    }
    const body = await readJson(response);
    if (!response.ok) {
      const reason = isFields(body) ? nonEmptyText(body['error']) : undefined;
      throw new CertificateUploadFailure('refused', response.status, reason ?? response.statusText);
    }
    return toUploadResult(body, response.status);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function toUploadResult(body: unknown, status: number): CertificateUploadResult {
  if (isFields(body)) {
    const storageId = nonEmptyText(body['storage_id']);
    const name = nonEmptyText(body['name']);
    const contractId = nonEmptyText(body['contract_id']);
    if (storageId !== undefined && name !== undefined && contractId !== undefined) {
      return { storageId, name, contractId };
    }
  }
  throw new CertificateUploadFailure('malformed', status, 'not an upload result');
}
