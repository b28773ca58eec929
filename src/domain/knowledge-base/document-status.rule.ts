import { DOCUMENT_STATUSES, type DocumentStatus } from './document.entity';

/**
 * Spec 2 §3: the server spells the status processing | active | inactive or in upper case
 * (PROCESSING | ACTIVE | INACTIVE); absent means processing. The comparison ignores case and
 * surrounding spaces, so a mixed spelling ('Active') reads the same.
 *
 * Anything else the server sends also reads as processing (docs/decisions/knowledge-base.md): the row then
 * shows 'Synchronizing' and is polled, which is bounded (10 attempts), instead of offering an
 * Activate/Deactivate toggle on a status we do not understand.
 */
export function toDocumentStatus(raw: unknown): DocumentStatus {
  if (typeof raw !== 'string') return 'processing';
  const text = raw.trim().toLowerCase();
  return DOCUMENT_STATUSES.find((status) => status === text) ?? 'processing';
}

export function isProcessing(status: DocumentStatus): boolean {
  return status === 'processing';
}

/** Spec 2 §2.5 badge: 'Synchronizing' (info, with a spinner), 'Active' (success), 'Inactive' (disabled). */
export type DocumentStatusTone = 'info' | 'success' | 'disabled';

const TONES: Readonly<Record<DocumentStatus, DocumentStatusTone>> = {
  processing: 'info',
  active: 'success',
  inactive: 'disabled',
};

export function documentStatusTone(status: DocumentStatus): DocumentStatusTone {
  return TONES[status];
}

/**
 * Spec 2 §4: Activate / Deactivate and a URL page's switch flip active ↔ inactive; a
 * processing document cannot be toggled (undefined).
 */
export function toggledStatus(status: DocumentStatus): Exclude<DocumentStatus, 'processing'> | undefined {
  if (status === 'active') return 'inactive';
  if (status === 'inactive') return 'active';
  return undefined;
}
