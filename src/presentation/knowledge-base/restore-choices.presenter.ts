import { observableRef } from 'mobx';
import type { DocumentRef } from '../../application/knowledge-base/documents.port';
import type { Logger } from '../../application/shared/logger.port';
import type { Document, DocumentVersion } from '../../domain/knowledge-base/document.entity';
import { restoreChoices } from '../../domain/knowledge-base/restore-version.rule';
import { AsyncLoad, type LoadStatus } from '../shared/async-load';
import { makeObservableState } from '../shared/observable-state';

/**
 * Spec 2 §2.10, §7: the versions the Restore modal lists, read from the version endpoint each
 * time it opens. While they load none is listed (Save stays off); when the endpoint fails, the
 * modal says the versions could not be loaded (issue 37 §8) and lists the ones the document embeds.
 */
export class RestoreChoices {
  private document: Pick<Document, 'version_id' | 'versions'> = { version_id: '', versions: [] };
  private readonly loads = new AsyncLoad<readonly DocumentVersion[]>();

  constructor(
    private readonly fetch: (ref: DocumentRef) => Promise<readonly DocumentVersion[]>,
    private readonly logger: Logger,
  ) {
    makeObservableState(this, { document: observableRef });
  }

  get status(): LoadStatus {
    return this.loads.status;
  }

  get versions(): readonly DocumentVersion[] {
    if (this.loads.status === 'loading') return [];
    return restoreChoices(
      this.document.versions,
      this.loads.status === 'ready' ? this.loads.data : undefined,
    );
  }

  /** The document as the restore rules read it: its current version among the listed ones. */
  get listed(): Pick<Document, 'version_id' | 'versions'> {
    return { version_id: this.document.version_id, versions: this.versions };
  }

  /** Resolves once the versions are listed (or the endpoint failed). */
  async load(ref: DocumentRef, document: Document): Promise<void> {
    this.document = document;
    await this.loads.run(() => this.fetch(ref), undefined, {
      failed: (error) => this.logger.error('Knowledge-base document versions failed to load', error),
    });
  }

  /** The modal closed: an answer on its way is dropped. */
  drop(): void {
    this.loads.drop();
  }
}
