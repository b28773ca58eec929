import { type Document, type DocumentStatus, type DocumentUpdatePayload } from './document.entity';

/**
 * Spec 2 §3/§4 'Document update payload': { version_id, name, status? }, the status only when
 * it is not processing — the server owns that state, so the module never sends it back.
 * The status is in domain spelling; the gateway writes it in the server's.
 */
export function documentUpdatePayload(
  versionId: string,
  name: string,
  status: DocumentStatus,
): DocumentUpdatePayload {
  return status === 'processing' ? { version_id: versionId, name } : { version_id: versionId, name, status };
}

/** Activate / Deactivate: the current version and name with the new status. */
export function activationPayload(
  document: Pick<Document, 'version_id' | 'name'>,
  status: Exclude<DocumentStatus, 'processing'>,
): DocumentUpdatePayload {
  return documentUpdatePayload(document.version_id, document.name, status);
}

/** Restore: the chosen version with the document's name and its status as it stands. */
export function restorePayload(
  document: Pick<Document, 'name' | 'status'>,
  versionId: string,
): DocumentUpdatePayload {
  return documentUpdatePayload(versionId, document.name, document.status);
}
