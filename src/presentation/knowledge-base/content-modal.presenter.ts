import type { Texts } from '../i18n/texts';
import { observableRef, runInAction } from 'mobx';
import type { AddContentUseCase } from '../../application/knowledge-base/add-content.use-case';
import type { ChosenFile } from '../../application/knowledge-base/content-errors';
import type { DocumentRef } from '../../application/knowledge-base/documents.port';
import type { UpdateContentUseCase } from '../../application/knowledge-base/update-content.use-case';
import type { Logger } from '../../application/shared/logger.port';
import { UploadCancelledError, type UploadControl } from '../../application/shared/upload-control.port';
import { checkDocumentFiles, type DocumentFileError } from '../../domain/knowledge-base/document-file.rule';
import type { Document, DocumentVersion } from '../../domain/knowledge-base/document.entity';
import { canRestoreVersion, initialRestoreSelection } from '../../domain/knowledge-base/restore-version.rule';
import { validateDocumentUrl, type UrlDocumentError } from '../../domain/knowledge-base/url-document.rule';
import type { KnowledgeBaseToasts } from './knowledge-base-toasts';
import { RestoreChoices } from './restore-choices.presenter';
import { makeObservableState } from '../shared/observable-state';
import { UploadProgress } from '../shared/upload-progress.presenter';

/** Spec 2 §2.6–§2.10: the page's modals; one is open at a time. */
export type ContentModalKind = 'import-file' | 'add-url' | 'update-file' | 'update-url' | 'restore';

/** A content toast: its texts are under documents.toasts.<key> (issue 36 §4). */
type ContentToast = keyof Texts['knowledgeBase']['documents']['toasts'];

interface Outcome {
  readonly success: ContentToast;
  readonly failure: ContentToast;
  /** Spec 2 §8 'Server-error mapping' applies to content saves, not to a restore. */
  readonly mapsServerErrors: boolean;
}

const OUTCOMES: Readonly<Record<ContentModalKind, Outcome>> = {
  'import-file': { success: 'added', failure: 'addFailed', mapsServerErrors: true },
  'add-url': { success: 'added', failure: 'addFailed', mapsServerErrors: true },
  'update-file': { success: 'fileUpdated', failure: 'fileUpdateFailed', mapsServerErrors: true },
  'update-url': { success: 'urlUpdated', failure: 'urlUpdateFailed', mapsServerErrors: true },
  restore: { success: 'restored', failure: 'restoreFailed', mapsServerErrors: false },
};

export interface ContentModalDeps {
  readonly add: AddContentUseCase;
  readonly update: UpdateContentUseCase;
  readonly toasts: KnowledgeBaseToasts;
  readonly logger: Logger;
  /** Tenant and catalog of the page; undefined before both are known. */
  readonly where: () => { readonly tenantId: string; readonly catalogId: string } | undefined;
  /** Spec 2 §2.11: on success the list reloads. */
  readonly saved: () => Promise<void>;
  /** Spec 2 §2.10, §7: every version of a document, from the version endpoint. */
  readonly versions: (ref: DocumentRef) => Promise<readonly DocumentVersion[]>;
}

/**
 * Spec 2 §2.11 and §4 'Modals': idle → saving (buttons disabled, cancel ignored) → success
 * (toast, closed, list reloaded) or failure (toast, the modal stays as it was). Closing resets
 * the modal and reloads nothing. Issue 24 §3: a file upload shows its progress with its own
 * Cancel; a cancel records nothing and leaves the modal open with the file, as a failure does.
 */
export class ContentModal {
  kind: ContentModalKind | undefined = undefined;
  document: Document | undefined = undefined;
  files: readonly ChosenFile[] = [];
  url = '';
  selectedVersionId: string | undefined = undefined;
  saving = false;
  /** Bumped on every open: the view keys its file input on it, so a reopened modal is empty. */
  openCount = 0;
  /** The versions the Restore modal lists. */
  readonly restoreChoices: RestoreChoices;
  /** Issue 24 §3: the file's progress and cancel (Import file, Update file). */
  readonly upload = new UploadProgress();

  constructor(private readonly deps: ContentModalDeps) {
    this.restoreChoices = new RestoreChoices(deps.versions, deps.logger);
    makeObservableState(this, { deps: false, document: observableRef, files: observableRef });
  }

  /** Spec 2 §5: why the chosen files cannot be saved; nothing while none is chosen. */
  get fileError(): Exclude<DocumentFileError, 'missing'> | undefined {
    const check = checkDocumentFiles(this.files);
    return check.ok || check.error === 'missing' ? undefined : check.error;
  }

  get urlError(): UrlDocumentError | undefined {
    return validateDocumentUrl(this.url) ?? undefined;
  }

  get isSaveDisabled(): boolean {
    if (this.saving || this.kind === undefined) return true;
    if (this.kind === 'import-file' || this.kind === 'update-file') return !checkDocumentFiles(this.files).ok;
    if (this.kind === 'restore') {
      return (
        this.document === undefined || !canRestoreVersion(this.restoreChoices.listed, this.selectedVersionId)
      );
    }
    // Spec 2 §2.7: Save is disabled only while the trimmed value is empty; an invalid URL is
    // reported under the field on Save instead of silently keeping the button off.
    return this.url.trim() === '';
  }

  open(kind: ContentModalKind, document?: Document): void {
    if (this.saving) return;
    this.kind = kind;
    this.document = document;
    this.files = [];
    this.url = kind === 'update-url' ? (document?.url ?? '') : '';
    this.selectedVersionId = document === undefined ? undefined : initialRestoreSelection(document);
    this.openCount += 1;
    this.upload.clear();
    if (kind === 'restore' && document !== undefined) void this.loadVersions(document);
  }

  filesChosen(files: readonly ChosenFile[]): void {
    if (this.saving) return;
    this.files = files;
    this.upload.clear();
  }

  urlChanged(url: string): void {
    if (!this.saving) this.url = url;
  }

  versionSelected(versionId: string): void {
    if (!this.saving) this.selectedVersionId = versionId;
  }

  cancelClicked(): void {
    if (this.saving) return;
    this.kind = undefined;
    this.document = undefined;
    this.files = [];
    this.url = '';
    this.selectedVersionId = undefined;
    this.restoreChoices.drop();
    this.upload.clear();
  }

  async saveClicked(): Promise<void> {
    const where = this.deps.where();
    const kind = this.kind;
    if (where === undefined || kind === undefined || this.isSaveDisabled || this.urlNeedsFixing()) return;
    this.saving = true;
    const outcome = OUTCOMES[kind];
    const control = kind === 'import-file' || kind === 'update-file' ? this.upload.start() : undefined;
    try {
      await this.run(kind, where, control);
      runInAction(() => {
        this.saving = false;
        if (control !== undefined) this.upload.ended('done');
      });
      this.cancelClicked();
      this.deps.toasts.show('success', `documents.toasts.${outcome.success}`);
      await this.deps.saved();
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        if (control !== undefined) this.upload.endedBy(error);
      });
      // Issue 24 §3: a cancel is the user's choice, said in the dialog; not a failure to report.
      if (error instanceof UploadCancelledError) return;
      this.deps.logger.error(`Knowledge-base content could not be saved (${kind})`, error);
      const fallback = `documents.toasts.${outcome.failure}` as const;
      if (outcome.mapsServerErrors) this.deps.toasts.contentFailed(error, fallback);
      else this.deps.toasts.show('danger', fallback);
    }
  }

  /** An invalid URL is shown under the field (the view reads `urlError`), not sent. */
  private urlNeedsFixing(): boolean {
    return (this.kind === 'add-url' || this.kind === 'update-url') && this.urlError !== undefined;
  }

  private run(
    kind: ContentModalKind,
    where: { tenantId: string; catalogId: string },
    control: UploadControl | undefined,
  ): Promise<void> {
    const { add, update } = this.deps;
    if (kind === 'import-file') return add.importFile(where.tenantId, where.catalogId, this.files, control);
    if (kind === 'add-url') return add.addUrl(where.tenantId, where.catalogId, this.url);
    const document = this.document;
    if (document === undefined) return Promise.reject(new Error('No document to update'));
    const ref: DocumentRef = { ...where, documentId: document.id };
    if (kind === 'update-file') return update.updateFile(ref, this.files, control);
    if (kind === 'update-url') return update.updateUrl(ref, this.url);
    return update.restore(ref, { ...document, ...this.restoreChoices.listed }, this.selectedVersionId ?? '');
  }

  /** Once listed, the current version is checked unless the user already chose a listed one. */
  private async loadVersions(document: Document): Promise<void> {
    const where = this.deps.where();
    if (where === undefined) return;
    await this.restoreChoices.load({ ...where, documentId: document.id }, document);
    const listed = this.restoreChoices.listed;
    runInAction(() => {
      if (this.document !== document) return;
      if (!listed.versions.some((version) => version.version_id === this.selectedVersionId)) {
        this.selectedVersionId = initialRestoreSelection(listed);
      }
    });
  }
}
