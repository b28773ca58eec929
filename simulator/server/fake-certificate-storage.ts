import Busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { createSecureContext } from 'node:tls';
import { sendJson } from './http-helpers.ts';

/** A little over the product's 10 MB limit: the module refuses larger files before sending. */
export const CERTIFICATE_LIMIT_BYTES = 11 * 1024 * 1024;

interface CertificateForm {
  password: string;
  fileName: string | undefined;
  file: Buffer | undefined;
  truncated: boolean;
}

function readForm(req: IncomingMessage, body: Readable): Promise<CertificateForm> {
  return new Promise((resolve, reject) => {
    const form: CertificateForm = { password: '', fileName: undefined, file: undefined, truncated: false };
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({ headers: req.headers, limits: { files: 1, fileSize: CERTIFICATE_LIMIT_BYTES } });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    parser.on('field', (name, value) => {
      if (name === 'password') form.password = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        form.truncated = true;
      });
      stream.on('close', () => {
        if (name === 'file') {
          form.fileName = info.filename;
          form.file = Buffer.concat(chunks);
        }
      });
    });
    parser.on('close', () => resolve(form));
    parser.on('error', reject);
    body.on('error', reject);
    body.pipe(parser);
  });
}

/** True only for a PKCS#12 archive that OpenSSL opens with this password. */
export function opensWithPassword(pfx: Buffer, password: string): boolean {
  try {
    createSecureContext({ pfx, passphrase: password });
    return true;
  } catch {
    return false;
  }
}

/**
 * Certificate upload (spec 1 §7 mTLS service): multipart with fields `password` and `file`.
 * Checks the password for real, so a wrong one is refused as the real storage would.
 */
export async function uploadCertificate(
  req: IncomingMessage,
  res: ServerResponse,
  tenantId: string,
  body: Readable = req,
): Promise<void> {
  let form: CertificateForm;
  try {
    form = await readForm(req, body);
  } catch (error) {
    return sendJson(res, 400, { error: `not a multipart form: ${String(error)}` });
  }
  if (form.truncated) return sendJson(res, 413, { error: 'certificate too large' });
  if (!form.file || !form.fileName) return sendJson(res, 400, { error: 'missing file' });
  if (!opensWithPassword(form.file, form.password)) {
    return sendJson(res, 400, { error: 'invalid certificate or password' });
  }
  sendJson(res, 200, {
    storage_id: randomUUID(),
    name: form.fileName.replace(/\.pfx$/i, ''),
    contract_id: tenantId,
  });
}
