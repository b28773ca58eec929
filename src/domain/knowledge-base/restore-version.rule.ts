import { type Document, type DocumentVersion } from './document.entity';

/**
 * Spec 2 §2.10/§4/§5: Save in the Restore modal is enabled only when a version is selected,
 * it is not the document's current version_id (the current version cannot be re-saved), and
 * it exists among the document's versions (a stale selection after a reload saves nothing).
 */
export function canRestoreVersion(
  document: Pick<Document, 'version_id' | 'versions'>,
  selectedVersionId: string | undefined,
): boolean {
  if (selectedVersionId === undefined || selectedVersionId === '') return false;
  if (selectedVersionId === document.version_id) return false;
  return document.versions.some((version) => version.version_id === selectedVersionId);
}

/** The radio button checked when the modal opens: the current version, when it is listed. */
export function initialRestoreSelection(
  document: Pick<Document, 'version_id' | 'versions'>,
): string | undefined {
  return document.versions.some((version) => version.version_id === document.version_id)
    ? document.version_id
    : undefined;
}

/**
 * Spec 2 §2.10, §7: the modal lists the versions the version endpoint answered; the list embedded
 * in the document stands in only when the endpoint gave none (it failed, or knows of none).
 */
export function restoreChoices(
  embedded: readonly DocumentVersion[],
  fetched: readonly DocumentVersion[] | undefined,
): readonly DocumentVersion[] {
  return fetched !== undefined && fetched.length > 0 ? fetched : embedded;
}
