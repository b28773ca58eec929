import * as v from 'valibot';
import type { CertificateUploadResult } from '../../domain/mtls/mtls-certificate.entity';
import { fields, filledText, requiredText, section } from '../shared/answer-schema';

/** The certificate storage's answers (spec 1 §7), each shape declared once with its mapping (issue 36 §3). */

/** A refusal may say why in `error`; anything else says nothing. */
export const REFUSAL = section({ error: filledText });

/** The upload result: all three fields, each a non-blank text (spec 1 §7); anything else is none. */
export const UPLOAD_RESULT = v.fallback(
  v.pipe(
    fields({ storage_id: requiredText, name: requiredText, contract_id: requiredText }),
    v.transform((result): CertificateUploadResult | undefined => ({
      storageId: result.storage_id,
      name: result.name,
      contractId: result.contract_id,
    })),
  ),
  undefined,
);
