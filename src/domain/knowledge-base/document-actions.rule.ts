import { isUrlDocument, type Document } from './document.entity';

/**
 * Spec 2 §2.5 row menu, in the order it is shown. Update is split by target so the view
 * knows which modal to open without asking the document again.
 */
export type DocumentRowAction =
  'open' | 'download' | 'update-url' | 'update-file' | 'restore' | 'activate' | 'deactivate' | 'delete';

export const DOCUMENT_ROW_ACTION_ORDER: readonly DocumentRowAction[] = [
  'open',
  'download',
  'update-url',
  'update-file',
  'restore',
  'deactivate',
  'activate',
  'delete',
];

/** What the row menu knows beyond the document. */
export interface DocumentRowContext {
  /** How many versions the version endpoint counts (0 while unknown). */
  readonly versionTotal?: number;
  /** Spec 2 §6: whether the role may write the workspace; a guest keeps the reading actions. */
  readonly canWrite?: boolean;
}

/** The actions that change nothing: all a read-only role is offered. */
const READING_ACTIONS: ReadonlySet<DocumentRowAction> = new Set(['open', 'download']);

/**
 * - Open: URL documents only (to their pages); Download: every other document;
 * - Update: the URL modal for a URL document, the file modal otherwise;
 * - Restore: only with more than 1 version — the embedded list or, when larger, the total the
 *   version endpoint answered (`versionTotal`: a service may embed only the current version);
 * - for a role that may not write (`canWrite` false), Open and Download only;
 * - Deactivate when active, Activate when inactive, neither while processing;
 * - Delete: always (it asks for confirmation).
 * Download is offered even when the document has no url: the spec answers that case with an
 * error toast (§5), which tells the user more than a missing item would.
 */
export function documentRowActions(
  document: Pick<Document, 'extension' | 'status' | 'versions'>,
  { versionTotal = 0, canWrite = true }: DocumentRowContext = {},
): readonly DocumentRowAction[] {
  const url = isUrlDocument(document);
  const actions = new Set<DocumentRowAction>(['delete']);
  actions.add(url ? 'open' : 'download');
  actions.add(url ? 'update-url' : 'update-file');
  if (Math.max(document.versions.length, versionTotal) > 1) actions.add('restore');
  if (document.status === 'active') actions.add('deactivate');
  if (document.status === 'inactive') actions.add('activate');
  return DOCUMENT_ROW_ACTION_ORDER.filter(
    (action) => actions.has(action) && (canWrite || READING_ACTIONS.has(action)),
  );
}

/** Spec 2 §5: a download needs the document's url; without one the page shows an error toast. */
export function canDownload(document: Pick<Document, 'url'>): boolean {
  return document.url.trim() !== '';
}
