import * as v from 'valibot';
import { certificateStatusOf } from '../../domain/mtls/certificate-status.rule';
import type { MtlsCertificate } from '../../domain/mtls/mtls-certificate.entity';
import {
  acceptedCollection,
  fields,
  filledText,
  linkAnswer,
  readWith,
  requiredText,
  section,
  validItems,
} from '../shared/answer-schema';

/**
 * Answers of /certificates-mtls (spec 1 §3, snake_case on the wire), each shape declared once
 * below with its mapping to the domain (issue 36 §3). Items without an id cannot be deleted or edited, so they are dropped; so are hosts
 * without one. A list without items, or an upload answer without a URL, is a `MalformedAnswer`.
 */

/** Ids may come as numbers from some services; they travel back in URIs as text. */
const ID = v.union([v.pipe(v.number(), v.finite(), v.transform(String)), requiredText]);

const HOST = v.pipe(
  fields({ host_id: ID, host: requiredText }),
  v.transform(({ host_id, host }) => ({ hostId: host_id, host })),
);

/** One item of get /certificates-mtls/{tenantId}. */
export const CERTIFICATE = v.pipe(
  fields({
    certificate_id: ID,
    contract_id: filledText,
    description: v.fallback(v.string(), ''),
    status: readWith(certificateStatusOf),
    expiration_date: filledText,
    hosts: validItems(HOST),
  }),
  v.transform((raw): MtlsCertificate => ({
    certificateId: raw.certificate_id,
    contractId: raw.contract_id,
    description: raw.description,
    status: raw.status,
    expirationDate: raw.expiration_date || undefined,
    hosts: raw.hosts,
  })),
);

/** get /certificates-mtls/{tenantId}: the certificates that can be deleted or edited. */
export const MTLS_CERTIFICATES = acceptedCollection(CERTIFICATE);

/** The upload-URI answer: the URL itself, or an object holding it (uri / url / uploadUri). */
export const UPLOAD_URL = linkAnswer('uri', 'url', 'uploadUri');

/**
 * set /certificates-mtls → whether the service answered that the registration failed: only an
 * object with status 'failure' says so (spec 1 §4).
 */
export const SAVE_FAILED = v.pipe(
  section({ status: v.fallback(v.string(), '') }),
  v.transform(({ status }) => status === 'failure'),
);
