import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import type {
  CertificateStorageGateway,
  CertificateUpload,
} from '../../application/mtls/certificate-storage.gateway';
import { LocalRun } from '../../application/shared/local-run.port';
import { CertificateUploadFailure } from '../../domain/mtls/certificate-upload.failure';
import type { CertificateUploadResult } from '../../domain/mtls/mtls-certificate.entity';
import { toUploadUrl } from '../../domain/shared/upload-url.rule';
import { fields, filledText, parsedOrNone, readAnswer, requiredText, section } from '../shared/answer-schema';

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
      const { error } = readAnswer(REFUSAL, body, 'certificate upload refusal');
      throw new CertificateUploadFailure('refused', response.status, error || response.statusText);
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

/** A refusal may say why in `error`; anything else says nothing. */
const REFUSAL = section({ error: filledText });

/** The upload result: all three fields, each a non-blank text (spec 1 §7). */
const UPLOAD_RESULT = v.pipe(
  fields({ storage_id: requiredText, name: requiredText, contract_id: requiredText }),
  v.transform((result): CertificateUploadResult => ({
    storageId: result.storage_id,
    name: result.name,
    contractId: result.contract_id,
  })),
);

function toUploadResult(body: unknown, status: number): CertificateUploadResult {
  const [result] = parsedOrNone(UPLOAD_RESULT, body);
  if (result === undefined) throw new CertificateUploadFailure('malformed', status, 'not an upload result');
  return result;
}
