import { certificateStatusOf } from '../../domain/mtls/certificate-status.rule';
import type { CertificateHost, MtlsCertificate } from '../../domain/mtls/mtls-certificate.entity';
import { isFields, malformed, nonEmptyText } from '../shared/command-resource';

/**
 * One item of get /certificates-mtls/{tenantId} (spec 1 §3, snake_case on the wire). Items
 * without an id cannot be deleted or edited, so they are dropped; so are hosts without one.
 */
export function toMtlsCertificate(raw: unknown): MtlsCertificate | null {
  if (!isFields(raw)) return null;
  const certificateId = idText(raw['certificate_id']);
  if (certificateId === undefined) return null;
  const hosts = Array.isArray(raw['hosts']) ? raw['hosts'].flatMap(toHost) : [];
  return {
    certificateId,
    contractId: nonEmptyText(raw['contract_id']) ?? '',
    description: typeof raw['description'] === 'string' ? raw['description'] : '',
    status: certificateStatusOf(raw['status']),
    expirationDate: nonEmptyText(raw['expiration_date']),
    hosts,
  };
}

function toHost(raw: unknown): CertificateHost[] {
  if (!isFields(raw)) return [];
  const hostId = idText(raw['host_id']);
  const host = nonEmptyText(raw['host']);
  return hostId === undefined || host === undefined ? [] : [{ hostId, host }];
}

/** Ids may come as numbers from some services; they travel back in URIs as text. */
function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return nonEmptyText(value);
}

/** The upload-URI answer: the URL itself, or an object holding it (uri / url / uploadUri). */
export function uploadUrlOf(resource: unknown): string {
  const direct = nonEmptyText(resource);
  if (direct !== undefined) return direct.trim();
  if (isFields(resource)) {
    const held =
      nonEmptyText(resource['uri']) ?? nonEmptyText(resource['url']) ?? nonEmptyText(resource['uploadUri']);
    if (held !== undefined) return held.trim();
  }
  throw malformed('certificate upload uri');
}
