import { inject, injectable } from 'inversify';
import type { Document, DocumentVersion } from '../../domain/knowledge-base/document.entity';
import { catalogSearchTerm } from '../../domain/knowledge-base/catalog-list.rule';
import { pageQuery } from '../../domain/shared/paging.rule';
import { DocumentsGateway, type DocumentRef, type PagedResult } from './documents.port';

/** The version endpoint read a page at a time, at most this many pages (a runaway total stops). */
const VERSION_PAGE = 100;
const MAX_VERSION_PAGES = 10;

/**
 * Spec 2 §2.5/§4: one server page of a catalog's documents, and the by-id fetch of the
 * documents still processing (the polling round). The paging and search term follow the
 * catalog list's rules: same page sizes, same trimming (spec 2 §9).
 */
@injectable()
export class LoadDocumentsUseCase {
  constructor(@inject(DocumentsGateway) private readonly documents: DocumentsGateway) {}

  page(
    tenantId: string,
    catalogId: string,
    page: number,
    pageSize: number,
    search: string,
  ): Promise<PagedResult<Document>> {
    const name = catalogSearchTerm(search);
    return this.documents.list(tenantId, catalogId, { ...pageQuery(page, pageSize), name });
  }

  /** One polling round: every id fetched; one failure fails the round (the rule counts it). */
  byIds(tenantId: string, catalogId: string, documentIds: readonly string[]): Promise<Document[]> {
    return Promise.all(
      documentIds.map((documentId) => this.documents.get({ tenantId, catalogId, documentId })),
    );
  }

  /**
   * Spec 2 §2.10, §7: how many versions the version endpoint knows of. Two items are asked so
   * that "more than one" shows even when the answer's total is missing.
   */
  async versionTotal(ref: DocumentRef): Promise<number> {
    const answer = await this.documents.listVersions(ref, { take: 2, skip: 0 });
    return Math.max(answer.total, answer.items.length);
  }

  /** Spec 2 §2.10, §7: every version of the document, from the version endpoint, page by page. */
  async versions(ref: DocumentRef): Promise<DocumentVersion[]> {
    const all: DocumentVersion[] = [];
    for (let page = 0; page < MAX_VERSION_PAGES; page += 1) {
      const answer = await this.documents.listVersions(ref, { take: VERSION_PAGE, skip: all.length });
      all.push(...answer.items);
      if (answer.items.length < VERSION_PAGE || all.length >= answer.total) break;
    }
    return all;
  }
}
